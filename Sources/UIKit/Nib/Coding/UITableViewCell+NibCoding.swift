import CoreGraphics
import Foundation

extension UITableViewCell {
    /// The content view (`<tableViewCellContentView key="contentView">`, with the cell's
    /// subviews), the standard labels and image Interface Builder placed in it, the
    /// accessory and selection settings.
    func decodeCellAttributes(_ nib: UINibDecoder) {
        if let element = nib.child(key: "contentView") {
            guard let view = nib.session.instantiate(element) as? UIView else {
                return nib.fail(.invalidValue, "the cell's content view could not be created")
            }
            contentView.removeFromSuperview()
            contentView = view
            insertSubview(view, belowSubview: separatorView)
        }
        if let id = nib.string("textLabel"), let label = nib.session.object(for: id) as? UILabel { standardTextLabel = label }
        if let id = nib.string("detailTextLabel"), let label = nib.session.object(for: id) as? UILabel { standardDetailLabel = label }
        if let id = nib.string("imageView"), let view = nib.session.object(for: id) as? UIImageView { standardImageView = view }
        for view in [standardTextLabel, standardDetailLabel, standardImageView] as [UIView?] {
            // The style places them; the frames IB saved are the canvas's.
            view?.translatesAutoresizingMaskIntoConstraints = true
        }
        if let style = nib.enumeration("selectionStyle", Self.nibSelectionStyle) { selectionStyle = style }
        if let type = nib.enumeration("accessoryType", Self.nibAccessoryType) { accessoryType = type }
        if let level = nib.number("indentationLevel") { indentationLevel = Int(level) }
        if let width = nib.number("indentationWidth") { indentationWidth = CGFloat(width) }
        if let inset = nib.insets("separatorInset") { separatorInset = inset }
    }

    private static func nibSelectionStyle(_ name: String) -> SelectionStyle? {
        switch name {
        case "none": SelectionStyle.none
        case "blue": .blue
        case "gray": .gray
        case "default": .default
        default: nil
        }
    }

    private static func nibAccessoryType(_ name: String) -> AccessoryType? {
        switch name {
        case "none": AccessoryType.none
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: nil
        }
    }
}
