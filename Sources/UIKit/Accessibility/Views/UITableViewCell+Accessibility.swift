extension UITableViewCell {
    /// A cell is one element read as the labels of what it contains, in reading order
    /// ("Wi-Fi, Home"); a selected cell has the selected trait. // estimate: a disclosure
    /// indicator adds the button trait
    var tableCellAccessibility: AccessibilityDefaults {
        var traits: UIAccessibilityTraits = isSelected ? .selected : .none
        if accessoryType == .disclosureIndicator { traits.insert(.button) }
        return AccessibilityDefaults(isElement: true, label: AccessibilityTree.combinedLabel(of: contentView), traits: traits)
    }
}
