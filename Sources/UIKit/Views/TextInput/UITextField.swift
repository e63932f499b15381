import CoreText
import CoreGraphics
import Foundation
import QuartzCore

/// A single line of editable text: a tap makes it the first responder and puts the caret at
/// the tapped character, typed text goes in at the caret, Return asks the delegate
/// (`textFieldShouldReturn`) and sends `.editingDidEndOnExit`.
///
/// Text wider than the field scrolls sideways while editing so the caret stays in view, and
/// is cut off at the tail (with an ellipsis) when not editing. `.editingChanged` and the
/// text-did-change notification follow the user's edits only, never setting `text`.
///
/// Text comes from the platform's keyboard and input method (or the on-screen keyboard's keys,
/// when it is shown: `SoftwareKeyboard`); `UITextInputTraits` are kept for the code that sets
/// them.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextEditing {
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: State

    /// The text and the selection.
    var editingBuffer = TextEditingBuffer()
    /// Whether `attributedText` was set (its runs keep their own look) rather than `text`.
    var hasStyledText = false
    /// The single-line layout of the shown text (bullets for secure entry), made on demand.
    var cachedLayout: TextLayout?
    /// How far the text is scrolled left while editing, to keep the caret visible.
    var scrollOffset: CGFloat = 0
    let caretView = TextCaretView()
    let clearButton = TextFieldClearButton()
    /// Whether the last edit was typed with secure entry on (the next typing then replaces the
    /// text, as iOS does when returning to a password field).
    var secureTextWasEdited = false
    /// A subclass's own editing rules (the search field's tokens); nil: the field's alone.
    weak var editingRules: (any TextFieldEditingRules)?

    // MARK: Text

    /// The text; empty by default (setting nil makes it empty). Setting it moves the caret to
    /// the end and sends no `.editingChanged`.
    open var text: String? {
        get { editingBuffer.string }
        set { setText(newValue) }
    }

    /// The styled text; after `text` is set, the text in the field's font, color, alignment.
    open var attributedText: NSAttributedString? {
        get { editingBuffer.text }
        set { setAttributedText(newValue) }
    }

    /// The text shown in the placeholder color when the field is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The styled placeholder; ranges without a font or color draw in the field's font and
    /// the system placeholder color.
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The font; the system font at 17 points by default (and when set to nil); for all text.
    open var font: UIFont? {
        get { storedFont }
        set { setFont(newValue) }
    }
    var storedFont: UIFont = UITextField.defaultFont
    /// Whether a Dynamic Type font follows the content size category (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false { didSet { contentSizeCategoryDidChange() } }
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }

    /// The text color; the label color by default (and when set to nil). Applies to all of
    /// the text.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { setTextColor(newValue) }
    }
    var storedTextColor: UIColor = .label

    /// Where the text sits along the line; `.natural` (the left, here) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { textAlignmentDidChange() } }

    /// The attributes typed and `text`-set text gets: the font, color and alignment.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { makeDefaultTextAttributes() }
        set { setDefaultTextAttributes(newValue) }
    }

    /// The attributes the next typed characters take; nil when not editing.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? (storedTypingAttributes ?? attributesAtCaret) : nil }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    // MARK: Appearance

    /// The border; `.none` by default (Interface Builder's fields are `.roundedRect`).
    open var borderStyle: BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            setNeedsDisplay()
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Drawn stretched over the border rectangle instead of the border style's look, for
    /// `.none` and `.line`... as on iOS, a background image replaces any border style.
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    /// Drawn instead of `background` while the field is disabled.
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    /// When the clear button (a circled ×) shows; `.never` by default. It never shows while
    /// the field is empty.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether beginning to edit empties the field; false by default.
    open var clearsOnBeginEditing = false

    /// A view at the field's leading edge (an icon, a label), shown per `leftViewMode`.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's trailing edge, shown per `rightViewMode`.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether text too wide for the field is drawn smaller (down to `minimumFontSize`) when
    /// not editing; false by default.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font size shrinking reaches; 0 by default (then 14 points, as iOS's floor).
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// Shown in the keyboard's place, and on top of it, while the field edits (see
    /// `UIResponder.inputView`).
    open override var inputView: UIView? { get { inputViews.input } set { inputViews.input = newValue } }
    open override var inputAccessoryView: UIView? { get { inputViews.accessory } set { inputViews.accessory = newValue } }
    private var inputViews: (input: UIView?, accessory: UIView?) = (nil, nil)
    /// Whether the field lets the user edit text style (bold, italic); kept for source
    /// compatibility.
    open var allowsEditingTextAttributes = false

    // MARK: Editing state and delegate

    /// The field's delegate, held weakly.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is the first responder and editing.
    open internal(set) var isEditing = false

    // MARK: Text input traits (kept for the code that sets them: no keyboard layout follows them)

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType! = nil
    /// Whether the text shows as bullets; copying and cutting are then unavailable.
    open var isSecureTextEntry = false {
        didSet {
            guard isSecureTextEntry != oldValue else { return }
            invalidateTextLayout()
        }
    }

    // MARK: Life cycle

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeTextFieldAttributes(nib)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if setTextFieldValue(value, forKey: key) { return }
        super.setValue(value, forKey: key)
    }

    // MARK: Geometry (override to move the parts)

    /// The rectangle the border and background fill: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Where the text is drawn when not editing: inside the border's padding, between the
    /// left view and the right view or clear button that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: false) }
    /// Where the placeholder is drawn: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is edited: the text's rectangle, with the overlays that show while
    /// editing taken out.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { contentRect(forBounds: bounds, editing: true) }
    /// The clear button's place: at the trailing end, vertically centred.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The left view's place: its own size at the leading edge, vertically centred.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    /// The right view's place: its own size at the trailing edge, vertically centred.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }
    /// The text's height (or the overlays' if taller) plus the border style's padding, and
    /// the text's (or placeholder's) width plus the overlays'.
    open override var intrinsicContentSize: CGSize { fittingSize() }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
        updateCaret(restart: false)
    }

    open override var frame: CGRect { didSet { if frame.size != oldValue.size { textGeometryDidChange() } } }
    open override var bounds: CGRect { didSet { if bounds.size != oldValue.size { textGeometryDidChange() } } }

    // MARK: Drawing (override to draw differently)

    open override func draw(_ rect: CGRect) { drawField() }

    /// Draws the text in `rect`: scrolled to the caret while editing, else cut off at the
    /// tail (shrunk first when `adjustsFontSizeToFitWidth`).
    open func drawText(in rect: CGRect) { drawFieldText(in: rect) }
    /// Draws the placeholder in `rect`, in the placeholder color where it has no color.
    open func drawPlaceholder(in rect: CGRect) { drawFieldPlaceholder(in: rect) }
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override var isEnabled: Bool {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled, isFirstResponder { resignFirstResponder() }
            setNeedsDisplay()
        }
    }

    // MARK: First responder

    /// A field takes the first responder status while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Text fields are focusable with a keyboard on iPad (focus makes them first responder).
    open override var canBecomeFocused: Bool { isEnabled }
    /// Begins editing: asks `textFieldShouldBeginEditing`, then tells the delegate
    /// (`textFieldDidBeginEditing`), sends `.editingDidBegin` and posts
    /// `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return super.becomeFirstResponder() }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    /// A field lets go unless its delegate's `textFieldShouldEndEditing` says no (and
    /// `endEditing(true)` is not forcing it).
    open override var canResignFirstResponder: Bool {
        guard isEditing, !UIView.isForcingEndEditing else { return true }
        return delegate?.textFieldShouldEndEditing(self) ?? true
    }

    /// Ends editing: tells the delegate (`textFieldDidEndEditing(_:reason:)`), sends
    /// `.editingDidEnd` and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard super.resignFirstResponder() else { return false }
        endEditing(reason: .committed)
        return true
    }

    /// Leaving the window resigns the first responder status, without asking the delegate.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window { resignWithoutAsking() }
    }

    // MARK: Touches: a tap focuses and places the caret, a drag selects

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if isEditing { placeCaret(at: touch.location(in: self), extending: false) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if isEditing { placeCaret(at: touch.location(in: self), extending: true) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)), !isEditing else { return }
        if becomeFirstResponder() { placeCaret(at: touch.location(in: self), extending: false) }
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard isEditing, let key = press.key, let command = TextEditingCommand(key: key), perform(command) else {
                unhandled.insert(press)
                continue
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: UIKeyInput

    open var hasText: Bool { editingBuffer.length > 0 }
    /// Typed text replaces the selection; a newline is Return, which asks
    /// `textFieldShouldReturn` and sends `.editingDidEndOnExit` instead of inserting.
    open func insertText(_ text: String) { typeText(text) }
    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() { deleteBackwardAsTyped() }
    /// Whether editing began on a secure field that had text, so the first keystroke
    /// replaces it.
    var hasBeganSecureEditingWithText = false

    // MARK: Edit actions

    open override func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool {
        isEditing && canPerformEditAction(action)
    }

    open override func copy(_ sender: Any?) { copySelection() }
    open override func cut(_ sender: Any?) { cutSelection() }
    open override func paste(_ sender: Any?) { pasteOverSelection() }
    open override func delete(_ sender: Any?) {
        if editingBuffer.selection.length > 0 { userReplace(editingBuffer.selection, with: "") }
    }
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    open override func selectAll(_ sender: Any?) { setSelection(anchor: 0, active: editingBuffer.length) }

    // MARK: UITextInput

    open var selectedTextRange: UITextRange? {
        get { IndexedTextRange(editingBuffer.selection) }
        set { selectTextRange(newValue) }
    }

    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    open var endOfDocument: UITextPosition { IndexedTextPosition(editingBuffer.length) }
    open func text(in range: UITextRange) -> String? { editingText(in: range) }
    /// Replaces the text in `range`, as an edit (no delegate is asked: the caller decided).
    open func replace(_ range: UITextRange, withText text: String) {
        guard let r = rangeOf(range) else { return }
        applyEdit(editingBuffer.clamp(r), with: text.filter { $0 != "\n" && $0 != "\r" })
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        editingTextRange(from: fromPosition, to: toPosition)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { editingPosition(from: position, offset: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editingPosition(from: position, in: direction, offset: offset)
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { editingCompare(position, other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { (offsetOf(toPosition) ?? 0) - (offsetOf(from) ?? 0) }
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: offsetOf(position) ?? 0) }
    open func firstRect(for range: UITextRange) -> CGRect {
        guard let r = rangeOf(range) else { return .null }
        return firstRect(forRange: editingBuffer.clamp(r))
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedTextPosition(offset(closestTo: point)) }
}
