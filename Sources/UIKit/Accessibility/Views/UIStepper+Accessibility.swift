import CoreGraphics

extension UIStepper {
    /// A stepper is two button elements, "Decrement" and "Increment", over its halves; a half
    /// that cannot step further is dimmed. Activating one taps that half. // estimate: no value on the halves
    var halfAccessibilityElements: [Any] {
        ControlPartElement.elements(for: self, count: 2) { control, index in
            guard let stepper = control as? UIStepper else { return nil }
            let direction = index == 0 ? -1 : 1
            var traits: UIAccessibilityTraits = .button
            if !stepper.isEnabled || !stepper.canStep(direction) { traits.insert(.notEnabled) }
            let half = stepper.bounds.divided(atDistance: stepper.bounds.width / 2, from: .minXEdge)
            return ControlPartElement.Part(label: index == 0 ? "Decrement" : "Increment", traits: traits,
                                           frame: index == 0 ? half.slice : half.remainder)
        }
    }
}
