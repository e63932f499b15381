import CoreGraphics

/// The lines a row draws: its separator along the bottom, inset as the cell, then the table,
/// then the row's text decide; and in a `.grouped` table the full-width hairline along the
/// top of a section's first row, which closes the group as the last row's full-width
/// separator does at its bottom.
extension UITableViewCell {
    /// Where the row's text starts in the content view, which is where an automatic separator
    /// starts: after the image of a standard row (`imageView`) or of a list content
    /// configuration, else at the margin. iOS lines separators up with the text so that rows
    /// with icons keep their separators clear of the icons.
    var automaticSeparatorLeading: CGFloat {
        if let list = contentView as? UIListContentView { return list.textLeading }
        return standardTextLeading(margin: Self.systemMargin(forWidth: placement.tableWidth > 0 ? placement.tableWidth : bounds.width))
    }

    /// Places the separators for a content view moved `indent` points in (indentation and
    /// the editing control move the separator with the text).
    func layoutSeparators(indent: CGFloat) {
        let hairline = placement.separatorHeight
        let inset = separatorInset
        if separatorView.isHidden == placement.showsSeparator { separatorView.isHidden = !placement.showsSeparator }
        if separatorView.backgroundColor !== placement.separatorColor { separatorView.backgroundColor = placement.separatorColor }
        separatorView.frame = CGRect(x: inset.left + indent, y: bounds.height - hairline,
                                     width: max(0, bounds.width - inset.left - inset.right - indent), height: hairline)
        if placement.showsTopSeparator {
            let top = topSeparatorView ?? makeTopSeparator()
            top.isHidden = false
            if top.backgroundColor !== placement.separatorColor { top.backgroundColor = placement.separatorColor }
            top.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hairline)
            if !subviews.suffix(2).contains(where: { $0 === top }) { bringSubviewToFront(top) }
        } else if let top = topSeparatorView, !top.isHidden {
            top.isHidden = true
        }
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }

    private func makeTopSeparator() -> UIView {
        let view = UIView()
        view.isUserInteractionEnabled = false
        addSubview(view)
        topSeparatorView = view
        return view
    }
}
