import Foundation

/// The names Interface Builder writes for UIKit's enumerations. Older documents use a few
/// other spellings for the same value (`wordWrap` and `wordWrapping`); both are read.
/// Each table is built once: every view in a nib looks several of them up.
extension IBValue {
    package static func contentMode(_ name: String) -> UIView.ContentMode? { contentModeNames[name] }

    private static let contentModeNames: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    package static func textAlignment(_ name: String) -> NSTextAlignment? { textAlignmentNames[name] }

    private static let textAlignmentNames: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    package static func lineBreakMode(_ name: String) -> NSLineBreakMode? { lineBreakModeNames[name] }

    private static let lineBreakModeNames: [String: NSLineBreakMode] = [
        "wordWrapping": .byWordWrapping, "wordWrap": .byWordWrapping,
        "characterWrapping": .byCharWrapping, "characterWrap": .byCharWrapping,
        "clipping": .byClipping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "truncatingHead": .byTruncatingHead,
        "tailTruncation": .byTruncatingTail, "truncatingTail": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle, "truncatingMiddle": .byTruncatingMiddle,
    ]

    package static func contentHorizontalAlignment(_ name: String) -> UIControl.ContentHorizontalAlignment? {
        contentHorizontalAlignmentNames[name]
    }

    private static let contentHorizontalAlignmentNames: [String: UIControl.ContentHorizontalAlignment] = [
        "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
    ]

    package static func contentVerticalAlignment(_ name: String) -> UIControl.ContentVerticalAlignment? {
        contentVerticalAlignmentNames[name]
    }

    private static let contentVerticalAlignmentNames: [String: UIControl.ContentVerticalAlignment] = [
        "center": .center, "top": .top, "bottom": .bottom, "fill": .fill,
    ]

    /// `roundedRect` is the pre-iOS 7 name of what became the system button.
    package static func buttonType(_ name: String) -> UIButton.ButtonType? { buttonTypeNames[name] }

    private static let buttonTypeNames: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
    ]

    /// A `<state key=…>` of a button.
    package static func controlState(_ key: String) -> UIControl.State? { controlStateNames[key] }

    private static let controlStateNames: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
        "focused": .focused,
    ]

    package static func semanticContentAttribute(_ name: String) -> UISemanticContentAttribute? {
        semanticContentAttributeNames[name]
    }

    private static let semanticContentAttributeNames: [String: UISemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]

    /// `baseline` is Interface Builder's name for the last baseline.
    package static func layoutAttribute(_ name: String) -> NSLayoutConstraint.Attribute? { layoutAttributeNames[name] }

    private static let layoutAttributeNames: [String: NSLayoutConstraint.Attribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
        "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "baseline": .lastBaseline, "lastBaseline": .lastBaseline, "firstBaseline": .firstBaseline,
        "leftMargin": .leftMargin, "rightMargin": .rightMargin, "topMargin": .topMargin,
        "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin, "trailingMargin": .trailingMargin,
        "centerXWithinMargins": .centerXWithinMargins, "centerYWithinMargins": .centerYWithinMargins,
    ]

    package static func layoutRelation(_ name: String) -> NSLayoutConstraint.Relation? { layoutRelationNames[name] }

    private static let layoutRelationNames: [String: NSLayoutConstraint.Relation] = [
        "equal": .equal, "lessThanOrEqual": .lessThanOrEqual, "greaterThanOrEqual": .greaterThanOrEqual,
    ]
}
