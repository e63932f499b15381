/// A cell as selection changes it. A table cell shows its state through
/// `setHighlighted(_:animated:)` and `setSelected(_:animated:)` (which subclasses override,
/// as on iOS); a collection view cell through its `isHighlighted` and `isSelected` setters.
@MainActor
protocol SelectableCell: UIView {
    var isHighlighted: Bool { get }
    func showHighlighted(_ highlighted: Bool)
    func showSelected(_ selected: Bool, animated: Bool)
}

extension UITableViewCell: SelectableCell {
    func showHighlighted(_ highlighted: Bool) { setHighlighted(highlighted, animated: false) }
    func showSelected(_ selected: Bool, animated: Bool) { setSelected(selected, animated: animated) }
}

extension UICollectionViewCell: SelectableCell {
    func showHighlighted(_ highlighted: Bool) { isHighlighted = highlighted }
    /// A collection view cell has no animated selection.
    func showSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}
