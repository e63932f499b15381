import CoreGraphics
import Foundation

/// A navigation bar's back button: the chevron (or the appearance's back indicator image) and
/// the previous item's title, in the bar's tint.
@MainActor
final class NavigationBackButton: UIControl {
    private let label = UILabel()
    /// The image in place of the chevron.
    var indicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    var titleAttributes: [NSAttributedString.Key: Any] = [:] { didSet { refresh() } }
    var title: String? {
        get { label.text }
        set {
            label.text = newValue
            label.isHidden = newValue == nil
            accessibilityLabel = newValue ?? "Back"
        }
    }

    /// Where the chevron starts from the bar's leading edge.
    static let leadingInset: CGFloat = 8
    /// The chevron's box: 12 points wide, 21 high (SF Symbols' `chevron.backward` at 17 pt semibold).
    static let chevronSize = CGSize(width: 12, height: 21)
    /// The room between the chevron and the title.
    static let titleGap: CGFloat = 6

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        addSubview(label)
        // VoiceOver reads the back button by its title, "Back" when it shows only the chevron.
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = "Back"
        refresh()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("NavigationBackButton is made by its bar") }

    private var font: UIFont { titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17) }

    private func refresh() {
        label.font = font
        label.textColor = titleAttributes[.foregroundColor] as? UIColor ?? tintColor
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        refresh()
        setNeedsDisplay()
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.2 : 1 }
    }

    private var chevronWidth: CGFloat { indicatorImage?.size.width ?? Self.chevronSize.width }
    /// The width with no title.
    var chevronOnlyWidth: CGFloat { chevronWidth + Self.titleGap }
    /// The width with `title`.
    func width(withTitle title: String) -> CGFloat {
        chevronWidth + Self.titleGap + (title as NSString).size(withAttributes: [.font: font]).width.rounded(.up)
    }
    /// The width with the current title.
    var fittingWidth: CGFloat { title.map { width(withTitle: $0) } ?? chevronOnlyWidth }

    override func layoutSubviews() {
        super.layoutSubviews()
        let x = chevronWidth + Self.titleGap
        label.frame = CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
    }

    override func draw(_ rect: CGRect) {
        let y = (bounds.height - Self.chevronSize.height) / 2
        if let indicatorImage {
            indicatorImage.withRenderingMode(.alwaysTemplate).draw(at: CGPoint(x: 0, y: (bounds.height - indicatorImage.size.height) / 2))
            return
        }
        guard let c = UIGraphicsGetCurrentContext() else { return }
        let w = Self.chevronSize.width, h = Self.chevronSize.height
        c.setStrokeColor((tintColor ?? .systemBlue).cgColor)
        c.setLineWidth(3)
        c.setLineCap(.round)
        c.setLineJoin(.round)
        c.move(to: CGPoint(x: w - 1.5, y: y + 1.5))
        c.addLine(to: CGPoint(x: 1.5, y: y + h / 2))
        c.addLine(to: CGPoint(x: w - 1.5, y: y + h - 1.5))
        c.strokePath()
    }
}
