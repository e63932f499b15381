import CoreGraphics
import Foundation

/// Where the four standard styles put `imageView`, `textLabel` and `detailTextLabel`, and
/// how tall they make a self-sizing row.
///
/// Positions follow iOS on phones: content starts at the system margin; an image sits at the
/// margin, its text 16 points after it; `.value1` puts the detail at the trailing margin,
/// `.value2` gives the title a right-aligned column of about a quarter of the width;
/// `.subtitle` stacks the detail under the title, each label as wide as its text. A standard
/// row is at least 44 points.
extension UITableViewCell {
    func layoutStandardViews(margin: CGFloat, trailing: CGFloat) {
        guard standardTextLabel != nil || standardDetailLabel != nil || standardImageView != nil else { return }
        let bounds = contentView.bounds
        let x = standardTextLeading(margin: margin)
        if let imageView = standardImageView, let image = imageView.image {
            let size = image.size
            imageView.frame = CGRect(x: margin, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        } else {
            standardImageView?.frame = .zero
        }
        let available = max(0, bounds.width - x - trailing)
        let title = standardTextLabel, detail = standardDetailLabel
        func fitted(_ label: UILabel?, _ width: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return .zero }
            let size = label.sizeThatFits(CGSize(width: width, height: 0))
            return CGSize(width: min(ceil(size.width), width), height: ceil(size.height))
        }
        switch cellStyle {
        case .default:
            let h = fitted(title, available).height
            title?.frame = CGRect(x: x, y: ((bounds.height - h) / 2).rounded(), width: available, height: h)
        case .subtitle:
            // Each label as wide as its text; the pair centred vertically.
            let t = fitted(title, available), d = fitted(detail, available)
            let total = t.height + d.height
            let top = ((bounds.height - total) / 2).rounded()
            title?.frame = CGRect(x: x, y: top, width: t.width, height: t.height)
            detail?.frame = CGRect(x: x, y: top + t.height, width: d.width, height: d.height)
        case .value1:
            let d = fitted(detail, available)
            let t = fitted(title, max(0, available - d.width - 8))
            title?.frame = CGRect(x: x, y: ((bounds.height - t.height) / 2).rounded(), width: t.width, height: t.height)
            detail?.frame = CGRect(x: x + available - d.width, y: ((bounds.height - d.height) / 2).rounded(), width: d.width, height: d.height)
        case .value2:
            let column = (bounds.width * 0.24).rounded()
            let t = fitted(title, column), d = fitted(detail, max(0, available - column - 6))
            title?.frame = CGRect(x: x, y: ((bounds.height - t.height) / 2).rounded(), width: column, height: t.height)
            detail?.frame = CGRect(x: x + column + 6, y: ((bounds.height - d.height) / 2).rounded(), width: max(0, available - column - 6), height: d.height)
        }
    }

    /// Where the labels start in the content view: at the margin, or 16 points after the image.
    func standardTextLeading(margin: CGFloat) -> CGFloat {
        guard let image = standardImageView?.image else { return margin }
        return margin + image.size.width + 16
    }

    /// The height the standard views need at the content view's width, margins included.
    func standardFittingHeight() -> CGFloat {
        let margin = UITableViewCell.systemMargin(forWidth: placement.tableWidth > 0 ? placement.tableWidth : bounds.width)
        let x = standardTextLeading(margin: margin)
        let available = max(0, contentView.bounds.width - x - (shownAccessory == nil ? margin : 0))
        func height(_ label: UILabel?, _ width: CGFloat) -> CGFloat {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return 0 }
            return ceil(label.sizeThatFits(CGSize(width: width, height: 0)).height)
        }
        let text: CGFloat
        switch cellStyle {
        case .default: text = height(standardTextLabel, available)
        case .subtitle: text = height(standardTextLabel, available) + height(standardDetailLabel, available)
        case .value1, .value2: text = max(height(standardTextLabel, available), height(standardDetailLabel, available))
        }
        let image = standardImageView?.image?.size.height ?? 0
        return max(text, image) + 22
    }

    /// Whether the content view's height comes from constraints (a custom self-sizing cell)
    /// rather than the standard views.
    var usesConstraintsForHeight: Bool {
        !contentView.constraints.isEmpty || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// A self-sizing row's size: the content view fitted at the cell's width under its
    /// constraints (or the standard views' needs), plus the separator below it.
    func fittedCellSize(_ targetSize: CGSize, verticalFittingPriority: UILayoutPriority) -> CGSize {
        let contentHeight: CGFloat
        if usesConstraintsForHeight {
            let width = contentView.bounds.width
            contentHeight = contentView.systemLayoutSizeFitting(CGSize(width: width, height: targetSize.height),
                                                                withHorizontalFittingPriority: .required,
                                                                verticalFittingPriority: verticalFittingPriority).height
        } else if let list = contentView as? UIListContentView {
            // A content configuration's row: its content, never shorter than 44 points.
            contentHeight = max(list.fittingHeight(forWidth: contentView.bounds.width), UITableView.defaultRowHeight - placement.separatorHeight)
        } else if standardTextLabel != nil || standardDetailLabel != nil || standardImageView != nil {
            // A standard row is never shorter than 44 points, separator included.
            contentHeight = max(standardFittingHeight(), UITableView.defaultRowHeight - placement.separatorHeight)
        } else {
            contentHeight = bounds.height - placement.separatorHeight
        }
        return CGSize(width: targetSize.width, height: ceilToPixel(contentHeight + placement.separatorHeight))
    }

    private func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        return (value * scale - 0.001).rounded(.up) / scale
    }
}
