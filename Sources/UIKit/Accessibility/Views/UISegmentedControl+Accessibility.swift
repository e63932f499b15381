extension UISegmentedControl {
    /// Each segment is a button element read by its title; the selected one has the
    /// selected trait, and a disabled one (or a disabled control) is dimmed. Activating one
    /// taps it, which selects it as a finger does.
    var segmentAccessibilityElements: [Any] {
        ControlPartElement.elements(for: self, count: numberOfSegments) { control, index in
            guard let control = control as? UISegmentedControl, index < control.numberOfSegments else { return nil }
            var traits: UIAccessibilityTraits = .button
            if index == control.selectedSegmentIndex { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            let frames = control.segmentFrames()
            return ControlPartElement.Part(label: control.titleForSegment(at: index) ?? control.imageForSegment(at: index)?.accessibilityLabel, traits: traits,
                                           frame: frames.indices.contains(index) ? frames[index] : .zero)
        }
    }
}
