import CoreGraphics
import Foundation

/// The search bar's text field: a rounded, tinted field with a magnifier at its leading edge,
/// a clear button while editing, and a placeholder in the secondary label color. The Return
/// key reads Search and is enabled only once there is text, as on iOS.
///
/// Tokens (`UISearchToken`) come before the text, each one attachment character of the
/// field's text: they have text positions, can be selected and deleted like a character, and
/// a caret never lands before one (the token is selected instead). `text` is the text alone;
/// `textualRange` is its range.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// The magnifier (the search bar's `.search` icon).
    let magnifier = SearchFieldGlyphView(icon: .search)
    /// Drawn over the field's rectangle in place of the rounded fill (the search bar's
    /// `searchFieldBackgroundImage`).
    var backgroundImage: UIImage? { didSet { setNeedsDisplay() } }
    /// How far the text and placeholder move from their place (the search bar's
    /// `searchTextPositionAdjustment`).
    var textPositionAdjustment = UIOffset.zero {
        didSet {
            setNeedsDisplay()
            setNeedsLayout()
        }
    }

    /// The tokens' box color; nil (or set to nil) for the system gray.
    open var tokenBackgroundColor: UIColor! { didSet { tokensNeedDisplay() } }
    /// Whether the user may delete tokens (Backspace, cutting, typing over them); true by default.
    open var allowsDeletingTokens = true
    /// Whether selected tokens may be copied or cut; true by default.
    open var allowsCopyingTokens = true

    /// The tokens, first to last; setting them replaces them all, keeping the text.
    open var tokens: [UISearchToken] {
        get { tokenAttachments.map(\.token) }
        set { setTokens(newValue, selecting: nil) }
    }

    /// The range of the text, after the tokens.
    open var textualRange: UITextRange { IndexedTextRange(from: tokenAttachments.count, to: editingBuffer.length) }

    /// Inserts `token` before the token at `tokenIndex` (the count: after the last).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        var list = tokens
        guard let index = checkedTokenIndex(tokenIndex, upTo: list.count, "insertToken(_:at:)") else { return }
        list.insert(token, at: index)
        setTokens(list, selecting: nil)
    }

    /// Removes the token at `tokenIndex`.
    open func removeToken(at tokenIndex: Int) {
        var list = tokens
        guard let index = checkedTokenIndex(tokenIndex, upTo: list.count - 1, "removeToken(at:)") else { return }
        list.remove(at: index)
        setTokens(list, selecting: nil)
    }

    /// The position of the token at `tokenIndex` (its start).
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition {
        IndexedTextPosition(max(0, min(tokenIndex, tokenAttachments.count)))
    }

    /// The tokens inside `textRange`.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] {
        guard let range = rangeOf(textRange) else { return [] }
        return tokenAttachments.enumerated().filter { NSLocationInRange($0.offset, range) }.map(\.element.token)
    }

    /// Turns text into a token: removes the text in `textRange` (not the tokens in it),
    /// inserts `token` at `tokenIndex` and selects it, in one change.
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        guard let range = rangeOf(textRange) else { return }
        replaceText(in: range, with: token, at: tokenIndex)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        editingRules = self
        borderStyle = .none
        font = .systemFont(ofSize: SearchBarMetrics.fontSize)
        clearButtonMode = .whileEditing
        leftView = magnifier
        leftViewMode = .always
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocorrectionType = .default
    }

    /// The text without the tokens; setting it keeps them.
    open override var text: String? {
        get { textualText.string }
        set {
            let kept = tokens
            super.text = newValue
            if !kept.isEmpty { setTokens(kept, selecting: nil) }
        }
    }

    /// The styled text without the tokens; setting it keeps them.
    open override var attributedText: NSAttributedString? {
        get { textualText }
        set {
            let kept = tokens
            super.attributedText = newValue
            if !kept.isEmpty { setTokens(kept, selecting: nil) }
        }
    }

    /// Typed text never takes a token's attachment from the character before it.
    open override var typingAttributes: [NSAttributedString.Key: Any]? {
        get { super.typingAttributes.map { attributes in attributes.filter { $0.key != .attachment } } }
        set { super.typingAttributes = newValue }
    }

    /// Backspace at the start of the text selects the token before it; the next one deletes it.
    open override func deleteBackward() {
        let selection = editingBuffer.selection, count = tokenAttachments.count
        if isEditing, selection.length == 0, count > 0, selection.location == count {
            setSelection(anchor: count - 1, active: count)
            return
        }
        super.deleteBackward()
    }

    open override func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool {
        if action == .copy || action == .cut, !allowsCopyingTokens, selectionHoldsTokens { return false }
        return super.canPerformAction(action, withSender: sender)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        tokensNeedDisplay()
    }

    /// The placeholder draws in the secondary label color unless it says otherwise.
    open override var placeholder: String? {
        get { super.placeholder }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0, attributes: [.foregroundColor: UIColor.secondaryLabel]) } }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width, height: SearchBarMetrics.fieldHeight)
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + SearchBarMetrics.glyphInset, y: bounds.minY, width: SearchBarMetrics.glyphWidth, height: bounds.height)
    }

    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - SearchBarMetrics.glyphInset - SearchBarMetrics.glyphWidth, y: bounds.minY,
               width: SearchBarMetrics.glyphWidth, height: bounds.height)
    }

    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -SearchBarMetrics.glyphInset, dy: 0)
    }

    /// The text starts 2 points after the magnifier and stops 8 before the trailing edge.
    open override func textRect(forBounds bounds: CGRect) -> CGRect { searchTextRect(super.textRect(forBounds: bounds)) }
    open override func editingRect(forBounds bounds: CGRect) -> CGRect { searchTextRect(super.editingRect(forBounds: bounds)) }

    private func searchTextRect(_ rect: CGRect) -> CGRect {
        let trailing = rect.maxX >= bounds.maxX - 0.5 ? 8 : 0 as CGFloat
        let adjust = textPositionAdjustment
        return CGRect(x: rect.minX + 2 + adjust.horizontal, y: rect.minY + adjust.vertical,
                      width: max(0, rect.width - 2 - trailing), height: rect.height)
    }

    /// The rounded tertiary fill (or the background image), then the text.
    open override func draw(_ rect: CGRect) {
        let field = borderRect(forBounds: bounds)
        if let backgroundImage {
            backgroundImage.draw(in: field)
        } else {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: field, cornerRadius: SearchBarMetrics.fieldCornerRadius).fill()
        }
        super.draw(rect)
    }
}
