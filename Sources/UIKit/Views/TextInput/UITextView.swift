import CoreText
import CoreGraphics
import Foundation
import QuartzCore

/// Scrollable, multi-line text that the user can select and (when `isEditable`) edit: Return
/// starts a new line, the arrows move the caret (up and down by line), and the caret is kept
/// scrolled into view. The content size follows the text; with `isScrollEnabled` false the
/// intrinsic size does, so the view grows with its text under Auto Layout.
///
/// Text comes from the platform's keyboard and input method (or the on-screen keyboard's keys,
/// when it is shown: `SoftwareKeyboard`); `UITextInputTraits` are kept for the code that sets
/// them.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditing {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    var editingBuffer = TextEditingBuffer()
    /// Draws the text and the selection and holds the caret; as large as the content.
    let canvas = TextViewCanvas()
    let caretView = TextCaretView()
    var cachedLayout: TextLayout??
    /// The width the last layout wrapped at, which the intrinsic size follows.
    private var layoutWidth: CGFloat = 0

    // MARK: Text and look

    /// The text; empty by default. Setting it sends no change to the delegate.
    open var text: String! {
        get { editingBuffer.string }
        set {
            editingBuffer.setText(NSAttributedString(string: newValue ?? "", attributes: defaultAttributes))
            textDidChangeProgrammatically()
        }
    }

    /// The styled text.
    open var attributedText: NSAttributedString! {
        get { editingBuffer.text }
        set {
            editingBuffer.setText(newValue ?? NSAttributedString(string: "", attributes: defaultAttributes))
            textDidChangeProgrammatically()
        }
    }

    /// The font; nil by default, which draws the system font at 12 points. Applies to all
    /// of the text.
    open var font: UIFont? { didSet { restyle(.font, font ?? UITextView.defaultFont) } }
    /// Whether a Dynamic Type font follows the content size category (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false { didSet { contentSizeCategoryDidChange() } }
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 12) }
    /// The text color; nil by default, which draws black. Applies to all of the text.
    open var textColor: UIColor? { didSet { restyle(.foregroundColor, textColor ?? .label) } }
    /// Applies to all of the text's paragraphs; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            restyle(.paragraphStyle, paragraph)
        }
    }

    /// The attributes the next typed text takes: those at the caret.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? attributesAtCaret }
        set { storedTypingAttributes = newValue }
    }
    var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// Whether the user may change the text; true by default.
    open var isEditable = true {
        didSet { if !isEditable, isEditing { resignFirstResponder() } }
    }
    /// Whether the user may select (and copy) the text; true by default.
    open var isSelectable = true
    /// Whether beginning to edit replaces the text with what is typed first; false.
    open var clearsOnInsertion = false
    /// Whether the user may style the text; kept for source compatibility.
    open var allowsEditingTextAttributes = false

    /// Space between the view's edges and its text container; 8 points above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textContainerDidChange() }
    }
    /// The region text is laid out in.
    public let textContainer = NSTextContainer()

    /// Shown in the keyboard's place, and on top of it, while the view edits (see
    /// `UIResponder.inputView`).
    open override var inputView: UIView? { get { inputViews.input } set { inputViews.input = newValue } }
    open override var inputAccessoryView: UIView? { get { inputViews.accessory } set { inputViews.accessory = newValue } }
    private var inputViews: (input: UIView?, accessory: UIView?) = (nil, nil)

    /// Whether the view is the first responder and editing.
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
    open var isSecureTextEntry = false

    // MARK: Life cycle

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
        if let textContainer {
            self.textContainer.lineFragmentPadding = textContainer.lineFragmentPadding
            self.textContainer.maximumNumberOfLines = textContainer.maximumNumberOfLines
            self.textContainer.lineBreakMode = textContainer.lineBreakMode
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeTextViewAttributes(nib)
        }
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        textContainer.owner = self
        canvas.textView = self
        canvas.isUserInteractionEnabled = false
        canvas.isOpaque = false
        addSubview(canvas)
        caretView.isHidden = true
        canvas.addSubview(caretView)
        editingBuffer.setText(NSAttributedString(string: "", attributes: defaultAttributes))
        editingBuffer.select(NSRange(location: 0, length: 0))
        textContainerDidChange()
    }

    /// The view's own attributes: what `text` and typing into empty text get.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: font ?? UITextView.defaultFont, .foregroundColor: textColor ?? UIColor.label, .paragraphStyle: paragraph]
    }

    // MARK: Selection

    /// The selection in UTF-16 offsets.
    open var selectedRange: NSRange {
        get { editingBuffer.selection }
        set {
            let clamped = editingBuffer.clamp(newValue)
            setSelection(anchor: clamped.location, active: clamped.location + clamped.length)
        }
    }

    /// Scrolls the least distance that shows `range`'s first line with the insets above and
    /// below it (so the first line shows the top inset and the last the bottom one).
    open func scrollRangeToVisible(_ range: NSRange) {
        let clamped = editingBuffer.clamp(range)
        let rect = clamped.length > 0 ? firstRect(forRange: clamped) : caretRect(atOffset: clamped.location)
        guard rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        scrollRectToVisible(CGRect(x: rect.minX, y: rect.minY - textContainerInset.top, width: rect.width,
                                   height: rect.height + textContainerInset.top + textContainerInset.bottom), animated: false)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != layoutWidth {
            layoutWidth = bounds.width
            textContainerDidChange()
            if !isScrollEnabled { invalidateIntrinsicContentSize() }
        }
        updateCaret(restart: false)
    }

    /// With scrolling off, the text's height at the current width (and its unwrapped width
    /// before the view has one); with scrolling on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        if bounds.width > 0 { return CGSize(width: UIView.noIntrinsicMetric, height: contentHeight(forWidth: bounds.width)) }
        return fittingSize(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The text's size at `size.width`, with the insets and padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size) }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: First responder

    /// A text view takes the first responder status while editable or selectable.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    /// An editable text view is focusable with a keyboard on iPad.
    open override var canBecomeFocused: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return super.becomeFirstResponder() }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditing()
        return true
    }

    open override var canResignFirstResponder: Bool {
        guard isEditing, !UIView.isForcingEndEditing else { return true }
        return textViewDelegate?.textViewShouldEndEditing(self) ?? true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard super.resignFirstResponder() else { return false }
        endEditing()
        return true
    }

    /// Leaving the window resigns the first responder status, without asking the delegate.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow !== window { resignWithoutAsking() }
    }

    // MARK: Touches: a tap focuses and places the caret, a drag while focused selects

    private var touchAnchor: Int?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isSelectable || isEditable else { return super.touchesBegan(touches, with: event) }
        if isFirstResponder {
            let offset = offset(closestTo: touch.location(in: self))
            touchAnchor = offset
            setSelection(anchor: offset, active: offset)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let touchAnchor, isFirstResponder else { return super.touchesMoved(touches, with: event) }
        setSelection(anchor: touchAnchor, active: offset(closestTo: touch.location(in: self)))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchAnchor = nil }
        guard let touch = touches.first, isSelectable || isEditable else { return super.touchesEnded(touches, with: event) }
        if !isFirstResponder, becomeFirstResponder() {
            let offset = offset(closestTo: touch.location(in: self))
            setSelection(anchor: offset, active: offset)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchAnchor = nil
        super.touchesCancelled(touches, with: event)
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard isFirstResponder, let key = press.key, let command = TextEditingCommand(key: key) else {
                unhandled.insert(press)
                continue
            }
            if command == .insertTab {
                if isEditing { userReplace(editingBuffer.selection, with: "\t") } else { unhandled.insert(press) }
                continue
            }
            if !perform(command) { unhandled.insert(press) }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    // MARK: UIKeyInput

    open var hasText: Bool { editingBuffer.length > 0 }

    /// Typed text (Return as "\n") replaces the selection.
    open func insertText(_ text: String) {
        guard isEditing, !text.isEmpty else { return }
        userReplace(editingBuffer.selection, with: text == "\r" ? "\n" : text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard isEditing else { return }
        _ = perform(.deleteBackward(.character))
    }

    // MARK: Edit actions

    open override func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool {
        isFirstResponder && canPerformEditAction(action)
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
        get { isSelectable || isEditable ? IndexedTextRange(editingBuffer.selection) : nil }
        set {
            guard let range = newValue.flatMap(rangeOf) else { return }
            selectedRange = range
        }
    }

    open var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    open var endOfDocument: UITextPosition { IndexedTextPosition(editingBuffer.length) }

    open func text(in range: UITextRange) -> String? { editingText(in: range) }

    open func replace(_ range: UITextRange, withText text: String) {
        guard let r = rangeOf(range) else { return }
        applyEdit(editingBuffer.clamp(r), with: text)
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

    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: offsetOf(position) ?? 0) }

    open func firstRect(for range: UITextRange) -> CGRect {
        guard let r = rangeOf(range) else { return .null }
        return firstRect(forRange: editingBuffer.clamp(r))
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedTextPosition(offset(closestTo: point)) }
}
