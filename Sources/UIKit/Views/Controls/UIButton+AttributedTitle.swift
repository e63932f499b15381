import Foundation

/// What styled titles show (the API is in UIButton.swift): an attributed title for a state
/// wins over the plain title (of that state or of `.normal`). The state's title color colors
/// only the ranges the attributed string leaves uncolored; the title label's font applies
/// where it names no font.
extension UIButton {
    /// The text the button shows: the styled title's, else the plain title.
    var shownTitle: String? { currentAttributedTitle?.string ?? currentTitle }

    /// `title` with `color` as the foreground color of its ranges that have none.
    static func title(_ title: NSAttributedString, coloredWhereUncolored color: UIColor) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: title)
        title.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: title.length)) { value, range, _ in
            if value == nil { result.addAttribute(.foregroundColor, value: color, range: range) }
        }
        return result
    }
}
