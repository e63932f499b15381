extension PickerWheel {
    /// Each wheel of a picker (and of a date picker) is an adjustable element whose value is
    /// the selected row's title. // estimate: VoiceOver also says the row's position ("3 of 12")
    /// Its label, hint and input labels come from a `UIPickerViewAccessibilityDelegate`.
    var wheelAccessibility: AccessibilityDefaults {
        var defaults = AccessibilityDefaults(isElement: rowCount > 0, value: title(ofRow: selectedRow), traits: .adjustable)
        if let picker, let delegate = picker.delegate as? UIPickerViewAccessibilityDelegate {
            defaults.label = delegate.pickerView(picker, accessibilityLabelForComponent: component)
                ?? delegate.pickerView(picker, accessibilityAttributedLabelForComponent: component)?.string
            defaults.hint = delegate.pickerView(picker, accessibilityHintForComponent: component)
                ?? delegate.pickerView(picker, accessibilityAttributedHintForComponent: component)?.string
            let inputLabels = delegate.pickerView(picker, accessibilityUserInputLabelsForComponent: component)
            if !inputLabels.isEmpty { defaults.userInputLabels = inputLabels }
        }
        return defaults
    }

    /// A VoiceOver swipe turns the wheel one row and tells the delegate, as a finger's turn does.
    func adjustForAccessibility(by step: Int) {
        let row = selectedRow + step
        guard row >= 0, row < rowCount, let picker else { return }
        select(row, animated: false)
        picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
    }

    /// The title the delegate gives the row, or the label of the row's own view.
    private func title(ofRow row: Int) -> String? {
        guard row >= 0, let picker else { return nil }
        if let title = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) { return title }
        if let title = picker.delegate?.pickerView(picker, attributedTitleForRow: row, forComponent: component) { return title.string }
        return view(forRow: row)?.accessibilityLabel
    }
}
