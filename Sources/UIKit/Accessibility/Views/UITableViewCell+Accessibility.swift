extension UITableViewCell {
    /// A cell is one element read as the labels of what it contains, in reading order
    /// ("Wi-Fi, Home"); a selected cell has the selected trait. A control as the accessory
    /// view (a switch) lends the cell its value and traits, and a double-tap lands on it
    /// ("Airplane Mode, button, 0"). // estimate: a disclosure indicator adds the button trait
    var tableCellAccessibility: AccessibilityDefaults {
        var traits: UIAccessibilityTraits = isSelected ? .selected : .none
        if accessoryType == .disclosureIndicator { traits.insert(.button) }
        var defaults = AccessibilityDefaults(isElement: true, label: AccessibilityTree.combinedLabel(of: contentView), traits: traits)
        if let control = accessoryView as? UIControl, !control.isHidden, control.isAccessibilityElement {
            defaults.value = control.accessibilityValue
            defaults.traits.formUnion(control.accessibilityTraits)
            defaults.activationPoint = control.accessibilityActivationPoint
        }
        return defaults
    }
}
