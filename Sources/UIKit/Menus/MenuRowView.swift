import CoreGraphics
import Foundation

/// One row of a shown menu: an action or command (title, subtitle, image at the trailing
/// edge, a checkmark or dash at the leading edge for its state), a submenu (with a chevron),
/// a loading row for a deferred element, or the header that goes back from a submenu.
@MainActor
final class MenuRowView: UIControl {
    enum Kind {
        case leaf(MenuLeaf), submenu(UIMenu), loading, back(String)
    }

    let kind: Kind
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let markView = UIImageView()
    private var spinner: UIActivityIndicatorView?
    /// Whether the row's section keeps a column for checkmarks.
    let showsMarkColumn: Bool

    static let height: CGFloat = 44
    static let subtitleHeight: CGFloat = 58
    static let sideMargin: CGFloat = 16
    static let markColumn: CGFloat = 36

    init(kind: Kind, showsMarkColumn: Bool) {
        self.kind = kind
        self.showsMarkColumn = showsMarkColumn
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        imageView.contentMode = .center
        markView.contentMode = .center
        for view in [titleLabel, subtitleLabel, imageView, markView] { addSubview(view) }
        isAccessibilityElement = true
        accessibilityTraits = .button
        var color = UIColor.label
        switch kind {
        case .leaf(let leaf):
            titleLabel.text = leaf.title
            subtitleLabel.text = leaf.subtitle
            imageView.image = leaf.image?.withRenderingMode(.alwaysTemplate)
            if leaf.attributes.contains(.destructive) { color = .systemRed }
            if leaf.attributes.contains(.disabled) {
                color = .tertiaryLabel
                isEnabled = false
                accessibilityTraits.insert(.notEnabled)
            }
            switch leaf.state {
            case .on: markView.image = MenuGlyph.image(.checkmark)
            case .mixed: markView.image = MenuGlyph.image(.dash)
            case .off: break
            }
            if leaf.state == .on { accessibilityTraits.insert(.selected) }
        case .submenu(let menu):
            titleLabel.text = menu.title
            subtitleLabel.text = menu.subtitle
            imageView.image = MenuGlyph.image(.chevronForward)
            if menu.options.contains(.destructive) { color = .systemRed }
        case .loading:
            titleLabel.text = "Loading…"
            color = .secondaryLabel
            isEnabled = false
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.startAnimating()
            addSubview(spinner)
            self.spinner = spinner
        case .back(let title):
            titleLabel.text = title
            titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
            markView.image = MenuGlyph.image(.chevronBack)
        }
        titleLabel.textColor = color
        imageView.tintColor = color
        markView.tintColor = color
        accessibilityLabel = titleLabel.text
        accessibilityValue = subtitleLabel.text
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("MenuRowView is made by its menu") }

    var rowHeight: CGFloat { subtitleLabel.text?.isEmpty == false ? Self.subtitleHeight : Self.height }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor.label.withAlphaComponent(0.1) : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading = showsMarkColumn || markView.image != nil ? Self.markColumn : Self.sideMargin
        markView.frame = CGRect(x: 6, y: 0, width: Self.markColumn - 8, height: bounds.height)
        let trailing: CGFloat = imageView.image != nil || spinner != nil ? 44 : Self.sideMargin
        imageView.frame = CGRect(x: bounds.width - 40, y: 0, width: 28, height: bounds.height)
        spinner?.center = CGPoint(x: bounds.width - 26, y: bounds.midY)
        let width = max(0, bounds.width - leading - trailing)
        if subtitleLabel.text?.isEmpty == false {
            titleLabel.frame = CGRect(x: leading, y: 9, width: width, height: 22)
            subtitleLabel.frame = CGRect(x: leading, y: 31, width: width, height: 18)
        } else {
            titleLabel.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
            subtitleLabel.frame = .zero
        }
    }
}

/// The small symbols of a menu's rows, drawn as SF Symbols draws them at 17 points.
@MainActor
enum MenuGlyph {
    case checkmark, dash, chevronForward, chevronBack

    static func image(_ glyph: MenuGlyph) -> UIImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 18)).image { context in
            let c = context.cgContext
            c.setStrokeColor(UIColor.black.cgColor)
            c.setLineWidth(glyph == .checkmark ? 2 : 2.2)
            c.setLineCap(.round)
            c.setLineJoin(.round)
            switch glyph {
            case .checkmark:
                c.move(to: CGPoint(x: 3.5, y: 9.5)); c.addLine(to: CGPoint(x: 7.5, y: 13.5)); c.addLine(to: CGPoint(x: 14.5, y: 4.5))
            case .dash:
                c.move(to: CGPoint(x: 4, y: 9)); c.addLine(to: CGPoint(x: 14, y: 9))
            case .chevronForward:
                c.move(to: CGPoint(x: 7, y: 3.5)); c.addLine(to: CGPoint(x: 12.5, y: 9)); c.addLine(to: CGPoint(x: 7, y: 14.5))
            case .chevronBack:
                c.move(to: CGPoint(x: 11, y: 3.5)); c.addLine(to: CGPoint(x: 5.5, y: 9)); c.addLine(to: CGPoint(x: 11, y: 14.5))
            }
            c.strokePath()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
