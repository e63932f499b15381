import CoreText
import CoreGraphics
import Foundation

// Where a field's parts go: the padding each border style leaves, the overlays (left view,
// right view, clear button), the text's origin with its sideways scroll, and the caret.
extension UITextField {
    /// Space between the border and the text on each side.
    var horizontalPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// Height added to the text's line height by the border style (both sides together).
    var verticalPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 6
        case .roundedRect: 13
        }
    }

    /// The clear button's size and its distance from the trailing edge.
    static let clearButtonSize = CGSize(width: 19, height: 19)
    var clearButtonInset: CGFloat { borderStyle == .roundedRect ? 6 : borderStyle == .none ? 0 : 2 }
    /// Space kept between the text and an overlay on its trailing side.
    static let overlayGap: CGFloat = 4

    /// Whether an overlay with `mode` shows in the current editing state.
    func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    var showsClearButton: Bool { editingBuffer.length > 0 && shows(clearButtonMode) }
    var showsLeftView: Bool { leftView != nil && shows(leftViewMode) }
    var showsRightView: Bool { rightView != nil && shows(rightViewMode) }

    /// An overlay's size: its frame's, or its intrinsic size when its frame is empty.
    private func overlaySize(_ view: UIView) -> CGSize {
        let size = view.frame.size
        guard size.width <= 0 || size.height <= 0 else { return size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(size.width, intrinsic.width, 0), height: max(size.height, intrinsic.height, 0))
    }

    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = Self.clearButtonSize
        let trailing = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - clearButtonInset
        return CGRect(x: trailing - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The text's rectangle for the overlays that show while editing (or not).
    func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        guard bounds.origin.x.isFinite, bounds.origin.y.isFinite, bounds.width.isFinite, bounds.height.isFinite else { return .zero }
        let showing = { (mode: ViewMode) -> Bool in
            switch mode {
            case .never: false
            case .always: true
            case .whileEditing: editing
            case .unlessEditing: !editing
            }
        }
        var minX = bounds.minX + horizontalPadding
        var maxX = bounds.maxX - horizontalPadding
        if leftView != nil, showing(leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if rightView != nil, showing(rightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX - Self.overlayGap) }
        if editingBuffer.length > 0, showing(clearButtonMode) { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - Self.overlayGap) }
        return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
    }

    /// The size that fits the text (or placeholder), the overlays and the border's padding,
    /// rounded up to device pixels.
    func fittingSize() -> CGSize {
        let scale = pixelScale
        let lineHeight = (font ?? UITextField.defaultFont).lineHeight
        var width = max(textLayout.usedSize.width, placeholderLayout?.usedSize.width ?? 0) + 2 * horizontalPadding
        var height = lineHeight
        if leftView != nil, leftViewMode != .never {
            let size = leftViewRect(forBounds: CGRect(x: 0, y: 0, width: 10_000, height: 100)).size
            width += size.width
            height = max(height, size.height)
        }
        if rightView != nil, rightViewMode != .never {
            let size = rightViewRect(forBounds: CGRect(x: 0, y: 0, width: 10_000, height: 100)).size
            width += size.width + Self.overlayGap
            height = max(height, size.height)
        }
        if clearButtonMode != .never, editingBuffer.length > 0 { width += Self.clearButtonSize.width + Self.overlayGap }
        return CGSize(width: width.ceiledToPixel(scale), height: (height + verticalPadding).ceiledToPixel(scale))
    }

    /// The placeholder laid out on one line in its drawn look, nil without one.
    var placeholderLayout: TextLayout? {
        guard let placeholder = drawnPlaceholder, placeholder.length > 0 else { return nil }
        let (runs, paragraph) = StringDrawing.runs(of: placeholder)
        return TextLayout(string: placeholder.string, runs: runs, paragraph: paragraph, singleLine: true)
    }

    /// The placeholder with the field's font and the placeholder color where it has none.
    var drawnPlaceholder: NSAttributedString? {
        guard let source = attributedPlaceholder, source.length > 0 else { return nil }
        let drawn = NSMutableAttributedString(string: source.string)
        source.enumerateAttributes(in: NSRange(location: 0, length: source.length)) { attributes, range, _ in
            var attributes = attributes
            if attributes[.font] == nil { attributes[.font] = font ?? UITextField.defaultFont }
            if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.placeholderText }
            drawn.setAttributes(attributes, range: range)
        }
        return drawn
    }

    // MARK: Overlays

    func layoutOverlays() {
        if showsLeftView, let leftView {
            if leftView.superview !== self { insertSubview(leftView, belowSubview: caretView) }
            leftView.frame = leftViewRect(forBounds: bounds)
        } else if let leftView, leftView.superview === self {
            leftView.removeFromSuperview()
        }
        if showsRightView, let rightView {
            if rightView.superview !== self { insertSubview(rightView, belowSubview: caretView) }
            rightView.frame = rightViewRect(forBounds: bounds)
        } else if let rightView, rightView.superview === self {
            rightView.removeFromSuperview()
        }
        clearButton.isHidden = !showsClearButton
        if showsClearButton { clearButton.frame = clearButtonRect(forBounds: bounds) }
    }

    // MARK: The text's place

    /// The text's line height: the laid-out line's, or the font's when there is no text.
    var lineHeight: CGFloat {
        let used = textLayout.usedSize.height
        return used > 0 ? used : (font ?? UITextField.defaultFont).lineHeight
    }

    /// The top-left of the laid-out line in `rect`: aligned when it fits, scrolled while
    /// editing when it does not, placed vertically by `contentVerticalAlignment`.
    func textOrigin(in rect: CGRect) -> CGPoint {
        let width = textLayout.usedSize.width
        var x = rect.minX
        if width + TextCaretView.width <= rect.width {
            switch textAlignment {
            case .center: x += (rect.width - width) / 2
            case .right: x += rect.width - width - TextCaretView.width
            default: break
            }
        } else if isEditing {
            x -= scrollOffset
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = rect.minY
        case .bottom: y = rect.maxY - lineHeight
        default: y = rect.midY - lineHeight / 2
        }
        return CGPoint(x: x, y: y)
    }

    /// The rectangle text is placed in now.
    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    /// The caret's rectangle at `offset`, in the field's coordinates.
    func caretRect(atOffset offset: Int) -> CGRect {
        let rect = currentTextRect
        let origin = textOrigin(in: rect)
        let clamped = max(0, min(offset, editingBuffer.length))
        if let caret = textLayout.caretRect(at: clamped) {
            return CGRect(x: origin.x + caret.minX, y: origin.y + caret.minY, width: TextCaretView.width, height: caret.height)
        }
        let empty: CGFloat
        switch textAlignment {
        case .center: empty = rect.midX - TextCaretView.width / 2
        case .right: empty = rect.maxX - TextCaretView.width
        default: empty = rect.minX
        }
        return CGRect(x: empty, y: origin.y, width: TextCaretView.width, height: lineHeight)
    }

    /// The selection's rectangle on its line, in the field's coordinates.
    func firstRect(forRange range: NSRange) -> CGRect {
        guard range.length > 0 else { return caretRect(atOffset: range.location) }
        let origin = textOrigin(in: currentTextRect)
        guard let first = textLayout.selectionRects(for: range.location..<(range.location + range.length)).first else {
            return caretRect(atOffset: range.location)
        }
        return first.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The offset nearest to `point` (field coordinates).
    func offset(closestTo point: CGPoint) -> Int {
        guard point.x.isFinite, point.y.isFinite else { return editingBuffer.selection.location }
        let origin = textOrigin(in: currentTextRect)
        let y = max(0, min(lineHeight - 0.01, point.y - origin.y))
        return editingBuffer.boundary(textLayout.offset(closestTo: CGPoint(x: point.x - origin.x, y: y)))
    }

    // MARK: Caret

    /// Keeps the caret's end of the selection in view by scrolling the text, and puts the
    /// caret there (hidden while a range is selected). `restart` shows it solid again.
    func updateCaret(restart: Bool) {
        guard isEditing else {
            caretView.stopBlinking()
            return
        }
        scrollToCaret()
        let selection = editingBuffer.selection
        guard selection.length == 0 else {
            caretView.stopBlinking()
            return
        }
        let rect = caretRect(atOffset: selection.location)
        let visible = editingRect(forBounds: bounds).insetBy(dx: -TextCaretView.width, dy: -bounds.height)
        caretView.frame = rect
        if !visible.intersects(rect) {
            caretView.stopBlinking()
        } else if restart || caretView.isHidden || !caretView.isBlinking {
            caretView.restartBlinking()
        }
        if subviews.last !== caretView { bringSubviewToFront(caretView) }
    }

    /// Scrolls so the caret end of the selection lies inside the editing rectangle.
    private func scrollToCaret() {
        let rect = editingRect(forBounds: bounds)
        let width = textLayout.usedSize.width
        let before = scrollOffset
        if width + TextCaretView.width <= rect.width || rect.width <= 0 {
            scrollOffset = 0
        } else {
            let caretX = textLayout.caretRect(at: editingBuffer.activeEnd)?.minX ?? 0
            if caretX - scrollOffset > rect.width - TextCaretView.width { scrollOffset = caretX - rect.width + TextCaretView.width }
            if caretX - scrollOffset < 0 { scrollOffset = caretX }
            scrollOffset = max(0, min(scrollOffset, width + TextCaretView.width - rect.width))
        }
        if scrollOffset != before { setNeedsDisplay() }
    }
}
