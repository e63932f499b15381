import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A view showing read-only text, drawn centred vertically in its bounds.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text as set through `attributedText`; nil when the label shows plain `text`.
    private var styledText: NSAttributedString?
    private var plainText: String?

    /// The text shown; nil by default. Setting it drops any attributed text.
    open var text: String? {
        get { styledText?.string ?? plainText }
        set {
            styledText = nil
            plainText = newValue
            textLayoutDidChange()
        }
    }

    /// The styled text shown. Reading it after setting `text` gives the text in the label's
    /// font, color and alignment, as UIKit does; ranges without a font or color draw in the
    /// label's.
    open var attributedText: NSAttributedString? {
        get {
            guard let styledText else { return plainText.map { NSAttributedString(string: $0, attributes: labelAttributes) } }
            return restyledParagraphs ? Self.rebuilt(styledText, paragraph: paragraphAfterRestyle(of: styledText)) { _ in } : styledText
        }
        set {
            styledText = newValue.map { NSAttributedString(attributedString: $0) }
            plainText = nil
            restyledParagraphs = false
            textLayoutDidChange()
        }
    }

    /// The font; the system font at 17 points by default (and when set to nil). Setting it
    /// applies it to all of the attributed text, as UIKit does.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) {
        didSet {
            appearanceDidSet(\.font)
            if font == nil { font = UIFont.systemFont(ofSize: 17) }
            restyle(.font, font as Any)
        }
    }
    /// Whether a Dynamic Type font follows the content size category (UIContentSizeCategoryAdjusting).
    open var adjustsFontForContentSizeCategory = false { didSet { contentSizeCategoryDidChange() } }
    /// The text color; the label color (black in light, white in dark) by default and when
    /// set to nil. Applies to all of the attributed text.
    open var textColor: UIColor! = .label {
        didSet {
            appearanceDidSet(\.textColor)
            if textColor == nil { textColor = .label }
            restyle(.foregroundColor, textColor as Any)
        }
    }
    /// Applies to all of the attributed text's paragraphs.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { restyleParagraphs() }
    }
    /// How many lines the text may take; 1 by default, 0 for as many as needed.
    open var numberOfLines = 1 { didSet { textLayoutDidChange() } }
    /// Applies to all of the attributed text's paragraphs.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { restyleParagraphs() }
    }
    /// The color of the text's shadow; nil (no shadow) by default.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Where the shadow falls from the text, in points; (0, -1), a point above, by default.
    /// The shadow is sharp (no blur), as UILabel draws it.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// The width a multi-line label wraps at when Auto Layout asks its intrinsic size; 0 (the
    /// default) means the width layout last gave the label, as UIKit's two-pass layout does.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textLayoutDidChange() } }

    /// Whether text too large for the bounds is drawn in a smaller font (down to
    /// `minimumScaleFactor`) before it is truncated; false by default.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest fraction of the font size shrinking may reach; 0 (the default) means the
    /// font size itself, so nothing shrinks. Values outside 0…1 are ignored.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            if !(0...1).contains(minimumScaleFactor) {
                RuntimeIssue.report("UILabel.minimumScaleFactor must lie in 0…1; \(minimumScaleFactor) is ignored")
                minimumScaleFactor = oldValue
            }
            setNeedsDisplay()
        }
    }
    /// Where shrunk text sits; `.alignBaselines` by default.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines { didSet { setNeedsDisplay() } }
    /// The color of the text while `isHighlighted`; nil (the text color) by default.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }
    /// Whether the label draws its highlighted color (table cells set it on selection).
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the text draws as active. A disabled label's text is dimmed (all of it, in
    /// `disabledTextColor`); touches are not affected, as UIKit documents.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Whether a line may draw its letters closer together before it is truncated (iOS 9).
    open var allowsDefaultTighteningForTruncation = false { didSet { setNeedsDisplay() } }

    /// The dimmed color of a disabled label's text: the tertiary label color (an estimate of
    /// UIKit's dimming, which Apple does not document).
    static let disabledTextColor = UIColor.tertiaryLabel
    /// The most a line is tightened, per character, as a fraction of the font size (an
    /// estimate: Core Text's limit depends on the font and is not published).
    static let maximumTightening: CGFloat = 0.05

    /// The width the last layout gave a multi-line label, which its intrinsic size wraps at.
    private var layoutWidth: CGFloat = 0

    private func textLayoutDidChange() {
        fullSizeText = nil
        textSizes.removeAll()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Sets `key` over the whole attributed text (a property set after the styled text).
    private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
        if let styled = styledText, styled.length > 0 {
            let first = styled.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
            styledText = Self.rebuilt(styled, paragraph: first) { $0[key] = value }
        }
        textLayoutDidChange()
    }

    /// Whether `textAlignment` or `lineBreakMode` was set after the attributed text: they then
    /// apply to all of it.
    private var restyledParagraphs = false

    private func restyleParagraphs() {
        if styledText != nil { restyledParagraphs = true }
        textLayoutDidChange()
    }

    /// The paragraph style all of `text` draws with: its first character's (string drawing
    /// applies that one to all of the text), with the label's alignment and line break mode
    /// when they were set after it.
    private func paragraphAfterRestyle(of text: NSAttributedString) -> NSMutableParagraphStyle {
        let first = text.length > 0 ? text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
        let paragraph = (first?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
        if first == nil || restyledParagraphs {
            paragraph.alignment = textAlignment
            paragraph.lineBreakMode = lineBreakMode
        }
        return paragraph
    }

    /// `source` with its runs' attributes changed by `change` and one paragraph style (if any)
    /// over all of it: the first character's style is the one string drawing applies.
    private static func rebuilt(_ source: NSAttributedString, paragraph: NSParagraphStyle?,
                                _ change: (inout [NSAttributedString.Key: Any]) -> Void) -> NSAttributedString {
        let text = NSMutableAttributedString(string: source.string)
        let whole = NSRange(location: 0, length: source.length)
        source.enumerateAttributes(in: whole) { attributes, range, _ in
            var attributes = attributes
            attributes[.paragraphStyle] = nil
            change(&attributes)
            text.setAttributes(attributes, range: range)
        }
        if let paragraph { text.addAttribute(.paragraphStyle, value: paragraph, range: whole) }
        return text
    }

    // MARK: Auto Layout

    /// The text's size, rounded up to device pixels. A multi-line label wraps at
    /// `preferredMaxLayoutWidth`, or else at the width the last layout gave it: after a
    /// layout changes that width the label invalidates this size and the engine solves again
    /// within the same frame, so its height follows the width it was given.
    open override var intrinsicContentSize: CGSize {
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if layoutWidth > 0 { width = layoutWidth }
        }
        return fittedTextSize(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width > 0, bounds.width != layoutWidth {
            layoutWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's size within `size` (a zero or unlimited width does not wrap).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittedTextSize(CGSize(width: size.width > 0 ? size.width : .greatestFiniteMagnitude,
                              height: size.height > 0 ? size.height : .greatestFiniteMagnitude))
    }

    /// Baselines of the vertically centred text: the first line's ascender below the text's
    /// top, the last line's above its bottom.
    package override var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? {
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        let textHeight = textRect(forBounds: CGRect(origin: .zero, size: CGSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude,
                                                                           height: .greatestFiniteMagnitude)),
                                  limitedToNumberOfLines: numberOfLines).height
        let height = max(textHeight, font.lineHeight)
        // The text is drawn from the top of its (pixel-rounded) block: the last line is
        // whole lines below the first.
        let lines = max(1, (height / font.lineHeight).rounded(.down))
        let first = -height / 2 + font.ascender
        return (first: first, last: first + (lines - 1) * font.lineHeight)
    }

    private func fittedTextSize(_ limit: CGSize) -> CGSize {
        textRect(forBounds: CGRect(origin: .zero, size: limit), limitedToNumberOfLines: numberOfLines).size
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeLabelAttributes(nib)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if setLabelValue(value, forKey: key) { return }
        super.setValue(value, forKey: key)
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// The label's own attributes: what plain text draws with.
    private var labelAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? UIColor.label,
                .paragraphStyle: paragraph]
    }

    /// The text as drawn: the label's attributes where the styled text has none, fonts scaled
    /// by `scale`, the highlighted color while highlighted, and a multi-line label's
    /// truncating modes turned into word wrapping (only the last visible line is truncated,
    /// as UILabel does).
    private func drawnText(scale: CGFloat = 1, color: UIColor? = nil) -> NSAttributedString? {
        guard scale == 1, color == nil else { return makeDrawnText(scale: scale, color: color) }
        if let cached = fullSizeText { return cached }
        let text = makeDrawnText(scale: 1, color: nil)
        fullSizeText = .some(text)
        return text
    }

    /// `drawnText()` at full size in the label's colors, kept until the text or a property it
    /// depends on changes (`textLayoutDidChange`): layout asks the size and baselines often.
    private var fullSizeText: NSAttributedString??
    /// What `fullSizeText` measured in the rectangles asked (UILabel+TextSizes.swift).
    private var textSizes = LabelTextSizes()

    private func makeDrawnText(scale: CGFloat, color: UIColor?) -> NSAttributedString? {
        guard let source = styledText ?? plainText.map({ NSAttributedString(string: $0) }), source.length > 0 else { return nil }
        let labelFont = font ?? UIFont.systemFont(ofSize: 17)
        let labelColor = textColor ?? UIColor.label
        let paragraph = paragraphAfterRestyle(of: source)
        let truncating: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail]
        if numberOfLines != 1 && truncating.contains(paragraph.lineBreakMode) { paragraph.lineBreakMode = .byWordWrapping }
        return Self.rebuilt(source, paragraph: paragraph) { attributes in
            let base = attributes[.font] as? UIFont ?? labelFont
            attributes[.font] = scale == 1 ? base : base.withSize(base.pointSize * scale)
            if let color { attributes[.foregroundColor] = color } else if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = labelColor }
        }
    }

    /// The rectangle the text takes in `bounds`, for `numberOfLines`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = drawnText() else { return CGRect(origin: bounds.origin, size: .zero) }
        return textRect(text, in: bounds, lines: numberOfLines)
    }

    /// `text`'s rectangle in `bounds`, at most `lines` lines (0: any), rounded up to device
    /// pixels as UIKit sizes text (not to whole points).
    private func textRect(_ text: NSAttributedString, in bounds: CGRect, lines: Int) -> CGRect {
        let scale = pixelScale
        // The label's own full-size text is measured once per rectangle size.
        let kept: Bool
        if case .some(.some(let full)) = fullSizeText, full === text { kept = true } else { kept = false }
        let fonts = kept ? TextEngine.shared.fontsGeneration : 0
        if kept, let size = textSizes.size(in: bounds.size, lines: lines, scale: scale, fonts: fonts) {
            return CGRect(origin: bounds.origin, size: size)
        }
        let lineHeight = Self.largestLineHeight(of: text)
        // The first line always shows, even in bounds shorter than it: it overflows them,
        // centred, as a 20-point-high label shows 17-point text (a 20.29-point line).
        let maxHeight = max(lineHeight, lines > 0 ? min(bounds.height, lineHeight * CGFloat(lines)) : bounds.height)
        let used = text.boundingRect(with: CGSize(width: bounds.width, height: maxHeight), options: [.usesLineFragmentOrigin], context: nil)
        let size = CGSize(width: min(bounds.width, used.width.ceiledToPixel(scale)),
                          height: min(maxHeight, used.height).ceiledToPixel(scale))
        if kept { textSizes.insert(size, in: bounds.size, lines: lines, scale: scale, fonts: fonts) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The tallest line height among the text's fonts.
    private static func largestLineHeight(of text: NSAttributedString) -> CGFloat {
        var height: CGFloat = 0
        text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length)) { value, _, _ in
            height = max(height, (value as? UIFont)?.lineHeight ?? 0)
        }
        return height > 0 ? height : UIFont.systemFont(ofSize: 17).lineHeight
    }

    /// How much the fonts shrink to fit `rect`: 1 unless `adjustsFontSizeToFitWidth` and the
    /// text does not fit; never below `minimumScaleFactor`.
    private func fittingScale(in rect: CGRect) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              rect.width > 0, rect.height > 0 else { return 1 }
        func fits(_ scale: CGFloat) -> Bool {
            guard let text = drawnText(scale: scale) else { return true }
            if numberOfLines == 1 { return text.size().width <= rect.width + 0.001 }
            let lineHeight = Self.largestLineHeight(of: text)
            let height = text.boundingRect(with: CGSize(width: rect.width, height: .greatestFiniteMagnitude),
                                           options: [.usesLineFragmentOrigin], context: nil).height
            let allowed = numberOfLines > 0 ? min(rect.height, lineHeight * CGFloat(numberOfLines)) : rect.height
            return height <= allowed + 0.001
        }
        if fits(1) { return 1 }
        if !fits(minimumScaleFactor) { return minimumScaleFactor }
        // The largest scale that fits, to a hundredth of a point of the font size.
        var low = minimumScaleFactor, high: CGFloat = 1
        let step = 0.01 / max(font?.pointSize ?? 17, 1)
        while high - low > step {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }

    /// A single truncating line too wide for `width`, with its letters drawn closer (at most
    /// `maximumTightening`) when `allowsDefaultTighteningForTruncation` is on; what still
    /// does not fit is then truncated.
    private func tightened(_ text: NSAttributedString, toFit width: CGFloat) -> NSAttributedString {
        guard allowsDefaultTighteningForTruncation, numberOfLines == 1, text.length > 1, width > 0 else { return text }
        let paragraph = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        guard [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail].contains(paragraph?.lineBreakMode ?? .byTruncatingTail) else { return text }
        let natural = text.size().width
        guard natural > width else { return text }
        let fontSize = (text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize ?? 17
        let squeeze = min((natural - width) / CGFloat(text.length - 1), Self.maximumTightening * fontSize)
        let tight = NSMutableAttributedString(attributedString: text)
        tight.enumerateAttribute(.kern, in: NSRange(location: 0, length: tight.length)) { value, range, _ in
            let kern = (value as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
            tight.addAttribute(.kern, value: NSNumber(value: Double(kern - squeeze)), range: range)
        }
        return tight
    }

    /// Draws the text centred vertically, as UILabel does (shrunk text placed by
    /// `baselineAdjustment`).
    open func drawText(in rect: CGRect) {
        let scale = fittingScale(in: rect)
        let color = !isEnabled ? Self.disabledTextColor : isHighlighted ? highlightedTextColor : nil
        guard var text = drawnText(scale: scale, color: color), let full = drawnText() else { return }
        text = tightened(text, toFit: rect.width)
        let used = textRect(text, in: rect, lines: numberOfLines)
        var top = rect.minY + (rect.height - used.height) / 2
        if scale < 1 {
            let fullUsed = textRect(full, in: rect, lines: numberOfLines)
            let fullTop = rect.minY + (rect.height - fullUsed.height) / 2
            let fullAscender = (font ?? UIFont.systemFont(ofSize: 17)).ascender
            switch baselineAdjustment {
            case .alignBaselines: top = fullTop + fullAscender - fullAscender * scale
            case .alignCenters: break
            case .none: top = fullTop
            }
        }
        let box = CGRect(x: rect.minX, y: top, width: rect.width, height: used.height)
        let options: NSStringDrawingOptions = [.usesLineFragmentOrigin, .truncatesLastVisibleLine]
        if let shadowColor, shadowOffset.width.isFinite, shadowOffset.height.isFinite,
           let shadowed = drawnText(scale: scale, color: shadowColor).map({ tightened($0, toFit: rect.width) }) {
            shadowed.draw(with: box.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height), options: options, context: nil)
        }
        text.draw(with: box, options: options, context: nil)
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }
}
