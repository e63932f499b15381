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
/// There is no on-screen keyboard: text comes from the platform's keyboard and input method;
/// `UITextInputTraits` are kept for the code that sets them.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextEditing {
    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    /// Why editing ended, as `textFieldDidEndEditing(_:reason:)` is told.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: State

    /// The text and the selection.
    private(set) var editingBuffer = TextEditingBuffer()
    /// Whether `attributedText` was set (its runs keep their own look) rather than `text`.
    private var hasStyledText = false
    /// The single-line layout of the shown text (bullets for secure entry), made on demand.
    private var cachedLayout: TextLayout?
    /// How far the text is scrolled left while editing, to keep the caret visible.
    var scrollOffset: CGFloat = 0
    let caretView = TextCaretView()
    let clearButton = TextFieldClearButton()
    /// Whether the last edit was typed while secure entry was on (the next typing then
    /// replaces the text, as iOS does when returning to a password field).
    private var secureTextWasEdited = false

    // MARK: Text

    /// The text; empty by default (setting nil makes it empty). Setting it moves the caret to
    /// the end and sends no `.editingChanged`.
    open var text: String? {
        get { editingBuffer.string }
        set {
            hasStyledText = false
            editingBuffer.setText(NSAttributedString(string: newValue ?? "", attributes: defaultTextAttributes))
            textDidChangeProgrammatically()
        }
    }

    /// The styled text. After `text` is set it is the text in the field's font, color and
    /// alignment.
    open var attributedText: NSAttributedString? {
        get { editingBuffer.text }
        set {
            hasStyledText = newValue != nil
            editingBuffer.setText(newValue ?? NSAttributedString(string: "", attributes: defaultTextAttributes))
            textDidChangeProgrammatically()
        }
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

    /// The font; the system font at 17 points by default (and when set to nil). Applies to
    /// all of the text.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? UITextField.defaultFont
            restyleText(.font, storedFont)
        }
    }
    private var storedFont: UIFont = UITextField.defaultFont
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }

    /// The text color; the label color by default (and when set to nil). Applies to all of
    /// the text.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            restyleText(.foregroundColor, storedTextColor)
        }
    }
    private var storedTextColor: UIColor = .label

    /// Where the text sits along the line; `.natural` (the left, here) by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            restyleText(.paragraphStyle, paragraph)
        }
    }

    /// The attributes typed and `text`-set text gets: the font, color and alignment.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            return [.font: storedFont, .foregroundColor: storedTextColor, .paragraphStyle: paragraph]
        }
        set {
            if let font = newValue[.font] as? UIFont { storedFont = font }
            if let color = newValue[.foregroundColor] as? UIColor { storedTextColor = color }
            if let paragraph = newValue[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
            hasStyledText = false
            editingBuffer.setText(NSAttributedString(string: editingBuffer.string, attributes: defaultTextAttributes))
            textDidChangeProgrammatically()
        }
    }

    /// The attributes the next typed characters take; nil when not editing.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get { isEditing ? (storedTypingAttributes ?? attributesAtCaret) : nil }
        set { storedTypingAttributes = newValue }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?

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

    /// The responder's keyboard replacement on iOS; kept for source compatibility (nothing
    /// shows it here).
    open var inputView: UIView?
    /// A bar shown above the keyboard on iOS; kept for source compatibility.
    open var inputAccessoryView: UIView?

    /// Whether the field lets the user edit text style (bold, italic); kept for source
    /// compatibility.
    open var allowsEditingTextAttributes = false

    // MARK: Editing state and delegate

    /// The field's delegate, held weakly.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is the first responder and editing.
    open private(set) var isEditing = false

    // MARK: Text input traits (no on-screen keyboard exists: kept for the code that sets them)

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

    private func commonInit() {
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
        caretView.isHidden = true
        addSubview(caretView)
        editingBuffer.setText(NSAttributedString(string: "", attributes: defaultTextAttributes))
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

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { textGeometryDidChange() } }
    }

    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { textGeometryDidChange() } }
    }

    // MARK: Drawing (override to draw differently)

    open override func draw(_ rect: CGRect) {
        drawBorder()
        if isEditing { drawSelection() }
        if editingBuffer.length == 0 {
            if !isEditing || attributedPlaceholder != nil { drawPlaceholder(in: placeholderRect(forBounds: bounds)) }
        } else {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
    }

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
        guard canBecomeFirstResponder, window != nil else { return false }
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
    open func insertText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" || text == "\r" {
            handleReturn()
            return
        }
        let line = text.filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
        guard !line.isEmpty else { return }
        var range = editingBuffer.selection
        if isSecureTextEntry, hasBeganSecureEditingWithText, !secureTextWasEdited {
            // Typing into a password field that already had text starts it afresh, as on iOS.
            range = NSRange(location: 0, length: editingBuffer.length)
        }
        userReplace(range, with: line)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard isEditing else { return }
        if isSecureTextEntry, !secureTextWasEdited, hasBeganSecureEditingWithText {
            userReplace(NSRange(location: 0, length: editingBuffer.length), with: "")
            return
        }
        _ = perform(.deleteBackward(.character))
    }

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
        set {
            guard let range = newValue.flatMap(rangeOf) else { return }
            let clamped = editingBuffer.clamp(range)
            setSelection(anchor: clamped.location, active: clamped.location + clamped.length)
        }
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

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editingPosition(from: position, offset: offset)
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        editingPosition(from: position, in: direction, offset: offset)
    }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        editingCompare(position, other)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (offsetOf(toPosition) ?? 0) - (offsetOf(from) ?? 0)
    }

    open func caretRect(for position: UITextPosition) -> CGRect {
        caretRect(atOffset: offsetOf(position) ?? 0)
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        guard let r = rangeOf(range) else { return .null }
        return firstRect(forRange: editingBuffer.clamp(r))
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        IndexedTextPosition(offset(closestTo: point))
    }

    // MARK: TextEditing

    var isTextEditable: Bool { true }
    var allowsCopying: Bool { !isSecureTextEntry }

    func lineRange(containing offset: Int) -> Range<Int> { 0..<editingBuffer.length }

    /// Up goes to the start, down to the end: the field has one line.
    func verticalOffset(from offset: Int, lines: Int) -> Int { lines < 0 ? 0 : lines > 0 ? editingBuffer.length : offset }

    // MARK: Internal state changes

    /// The text changed through the API: the look and the layout follow; no events.
    private func textDidChangeProgrammatically() {
        secureTextWasEdited = false
        invalidateTextLayout()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    /// Sets `key` over all the text (a property set after the text, as iOS applies it).
    private func restyleText(_ key: NSAttributedString.Key, _ value: Any) {
        editingBuffer.restyle(key, value, emptyAttributes: defaultTextAttributes)
        invalidateTextLayout()
    }

    func invalidateTextLayout() {
        cachedLayout = nil
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        if isEditing { updateCaret(restart: true) }
    }

    private func textGeometryDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The laid-out text as shown (bullets for secure entry).
    var textLayout: TextLayout {
        if let cachedLayout { return cachedLayout }
        let shown = shownText
        let (runs, paragraph) = StringDrawing.runs(of: shown)
        let layout = TextLayout(string: shown.string, runs: runs, paragraph: paragraph, singleLine: true)
        cachedLayout = layout
        return layout
    }

    /// The text as drawn: the field's look where the text has none; one bullet per UTF-16
    /// unit for secure entry (so offsets are the same in both).
    var shownText: NSAttributedString {
        let source = editingBuffer.text
        let shown = NSMutableAttributedString(string: isSecureTextEntry ? String(repeating: "•", count: source.length) : source.string)
        let whole = NSRange(location: 0, length: shown.length)
        guard whole.length > 0 else { return shown }
        source.enumerateAttributes(in: whole) { attributes, range, _ in
            var attributes = attributes
            if attributes[.font] == nil { attributes[.font] = storedFont }
            if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = storedTextColor }
            attributes[.paragraphStyle] = nil
            shown.setAttributes(attributes, range: range)
        }
        return shown
    }

    /// The attributes at the caret: those of the character before it, else the field's.
    private var attributesAtCaret: [NSAttributedString.Key: Any] {
        let location = editingBuffer.selection.location
        guard hasStyledText, editingBuffer.length > 0 else { return defaultTextAttributes }
        return editingBuffer.text.attributes(at: max(0, min(location, editingBuffer.length) - 1), effectiveRange: nil)
    }

    // MARK: Editing

    private func beginEditing() {
        isEditing = true
        hasBeganSecureEditingWithText = isSecureTextEntry && editingBuffer.length > 0
        secureTextWasEdited = false
        if clearsOnBeginEditing, editingBuffer.length > 0 {
            editingBuffer.replace(NSRange(location: 0, length: editingBuffer.length), with: "", attributes: defaultTextAttributes)
            invalidateTextLayout()
        }
        editingBuffer.select(NSRange(location: editingBuffer.length, length: 0))
        setNeedsDisplay()
        setNeedsLayout()
        updateCaret(restart: true)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    private func endEditing(reason: DidEndEditingReason) {
        guard isEditing else { return }
        isEditing = false
        storedTypingAttributes = nil
        scrollOffset = 0
        caretView.stopBlinking()
        setNeedsDisplay()
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Return: the delegate decides; when it agrees the field sends `.editingDidEndOnExit`,
    /// and lets go of the first responder status if something handles that event.
    private func handleReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let ends = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if ends, isFirstResponder { resignFirstResponder() }
    }

    func setSelection(anchor: Int, active: Int) {
        let before = editingBuffer.selection
        editingBuffer.select(anchor: anchor, active: active)
        storedTypingAttributes = nil
        setNeedsDisplay()
        updateCaret(restart: true)
        if editingBuffer.selection != before { delegate?.textFieldDidChangeSelection(self) }
    }

    @discardableResult
    func userReplace(_ range: NSRange, with string: String) -> Bool {
        guard isEditing else { return false }
        let range = editingBuffer.clamp(range)
        guard range.length > 0 || !string.isEmpty else { return false }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return false }
        applyEdit(range, with: string)
        secureTextWasEdited = true
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
        return true
    }

    /// Puts `string` in place of `range` in the typing attributes.
    private func applyEdit(_ range: NSRange, with string: String) {
        let attributes = typingAttributes ?? attributesAtCaret
        editingBuffer.replace(range, with: string, attributes: attributes)
        storedTypingAttributes = nil
        invalidateTextLayout()
    }

    private func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing, !becomeFirstResponder() { return }
        guard editingBuffer.length > 0 else { return }
        applyEdit(NSRange(location: 0, length: editingBuffer.length), with: "")
        secureTextWasEdited = true
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// A tap or drag at `point`: the caret goes to the nearest character boundary.
    private func placeCaret(at point: CGPoint, extending: Bool) {
        let offset = offset(closestTo: point)
        if extending { setSelection(anchor: editingBuffer.anchor, active: offset) } else { setSelection(anchor: offset, active: offset) }
    }
}
