import CoreGraphics
import Foundation

/// The search bar's text field: a rounded, tinted field with a magnifier at its leading edge,
/// a clear button while editing, and a placeholder in the secondary label color. The Return
/// key reads Search and is enabled only once there is text, as on iOS.
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

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    private func setUpSearchField() {
        borderStyle = .none
        font = .systemFont(ofSize: SearchBarMetrics.fontSize)
        clearButtonMode = .whileEditing
        leftView = magnifier
        leftViewMode = .always
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocorrectionType = .default
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
