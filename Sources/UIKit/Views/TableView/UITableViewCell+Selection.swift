import CoreGraphics

/// How highlight and selection show: the selected background and the labels' highlighted look.
extension UITableViewCell {
    func selectionAppearanceChanged() {
        updateSelectionAppearance(animated: false)
    }

    /// The view shown while highlighted or selected, by UIKit's rule: the multiple-selection
    /// one in a multiple-selection table, the custom one, or the default grey.
    var activeSelectedBackground: UIView? {
        // A background configuration draws the selected state itself.
        if backgroundConfiguration != nil { return nil }
        if placement.allowsMultipleSelection, let view = multipleSelectionBackgroundView { return view }
        if let view = selectedBackgroundView { return view }
        guard selectionStyle != .none else { return nil }
        if defaultSelectedBackground == nil {
            defaultSelectedBackground = TableCellBackgroundView(fill: TableCellBackgroundView.highlightFill)
        }
        return defaultSelectedBackground
    }

    /// Shows or hides the selected background and switches the standard labels to their
    /// highlighted look. Selection fades out over 0.25 s when animated (an estimate of iOS's).
    func updateSelectionAppearance(animated: Bool) {
        let on = (isSelected || isHighlighted) && selectionStyle != .none || (isSelected || isHighlighted) && selectedBackgroundView != nil
        for view in [selectedBackgroundView, multipleSelectionBackgroundView, defaultSelectedBackground].compactMap({ $0 })
        where view !== activeSelectedBackground {
            view.removeFromSuperview()
        }
        for label in [standardTextLabel, standardDetailLabel].compactMap({ $0 }) {
            label.isHighlighted = on
        }
        guard let background = activeSelectedBackground else { return }
        if on {
            if background.superview !== self {
                insertSubview(background, belowSubview: contentView)
                background.frame = backgroundFrame
                background.alpha = 1
            }
        } else if background.superview === self {
            if animated {
                UIView.animate(withDuration: 0.25, animations: { background.alpha = 0 }, completion: { [weak self] _ in
                    guard let self, !(self.isSelected || self.isHighlighted) else { return }
                    background.removeFromSuperview()
                    background.alpha = 1
                })
            } else {
                background.removeFromSuperview()
            }
        }
    }
}
