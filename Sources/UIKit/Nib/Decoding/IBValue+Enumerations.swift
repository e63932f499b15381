import Foundation

/// The names Interface Builder writes for UIKit's enumerations. Older documents use a few
/// other spellings for the same value (`wordWrap` and `wordWrapping`); both are read.
extension IBValue {
    package static func contentMode(_ name: String) -> UIView.ContentMode? {
        let modes: [String: UIView.ContentMode] = [
            "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
            "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
            "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
        ]
        return modes[name]
    }

    package static func textAlignment(_ name: String) -> NSTextAlignment? {
        let alignments: [String: NSTextAlignment] = [
            "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
        ]
        return alignments[name]
    }

    package static func lineBreakMode(_ name: String) -> NSLineBreakMode? {
        let modes: [String: NSLineBreakMode] = [
            "wordWrapping": .byWordWrapping, "wordWrap": .byWordWrapping,
            "characterWrapping": .byCharWrapping, "characterWrap": .byCharWrapping,
            "clipping": .byClipping, "clip": .byClipping,
            "headTruncation": .byTruncatingHead, "truncatingHead": .byTruncatingHead,
            "tailTruncation": .byTruncatingTail, "truncatingTail": .byTruncatingTail,
            "middleTruncation": .byTruncatingMiddle, "truncatingMiddle": .byTruncatingMiddle,
        ]
        return modes[name]
    }

    package static func contentHorizontalAlignment(_ name: String) -> UIControl.ContentHorizontalAlignment? {
        let alignments: [String: UIControl.ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
        ]
        return alignments[name]
    }

    package static func contentVerticalAlignment(_ name: String) -> UIControl.ContentVerticalAlignment? {
        let alignments: [String: UIControl.ContentVerticalAlignment] = [
            "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
        ]
        return alignments[name]
    }

    /// `roundedRect` is the pre-iOS 7 name of what became the system button.
    package static func buttonType(_ name: String) -> UIButton.ButtonType? {
        let types: [String: UIButton.ButtonType] = [
            "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
            "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
        ]
        return types[name]
    }

    /// A `<state key=…>` of a button.
    package static func controlState(_ key: String) -> UIControl.State? {
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
            "focused": .focused,
        ]
        return states[key]
    }

    package static func semanticContentAttribute(_ name: String) -> UISemanticContentAttribute? {
        let attributes: [String: UISemanticContentAttribute] = [
            "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
            "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
        ]
        return attributes[name]
    }

    /// `baseline` is Interface Builder's name for the last baseline.
    package static func layoutAttribute(_ name: String) -> NSLayoutConstraint.Attribute? {
        let attributes: [String: NSLayoutConstraint.Attribute] = [
            "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
            "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
            "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
            "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
            "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
            "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
        ]
        return attributes[name]
    }

    package static func layoutRelation(_ name: String) -> NSLayoutConstraint.Relation? {
        let relations: [String: NSLayoutConstraint.Relation] = [
            "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
        ]
        return relations[name]
    }
}
