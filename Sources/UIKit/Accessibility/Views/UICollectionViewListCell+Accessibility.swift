extension UICollectionViewListCell {
    /// A list cell reads like a table cell: one element, the labels it contains, selected
    /// when selected. (A plain collection view cell is not an element: VoiceOver visits its
    /// content one by one.) // estimate
    var listCellAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: AccessibilityTree.combinedLabel(of: contentView),
                              traits: isSelected ? .selected : .none)
    }
}
