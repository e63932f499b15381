import CoreGraphics
import Foundation

/// The control a navigation bar or toolbar shows for one `UIBarButtonItem`: its title in the
/// tint (bold for `.done`), its image as a template, its system symbol, or its custom view.
/// A tap performs the item's action; a touch dims it, as iOS does.
@MainActor
final class BarButtonView: UIControl, BarItemShowing {
    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView()
    /// The title attributes the bar's appearance gives this kind of button.
    var appearanceAttributes: [NSAttributedString.Key: Any] = [:] { didSet { refresh() } }

    /// The title's font: 17 points, semibold for `.done`.
    static func font(for style: UIBarButtonItem.Style) -> UIFont {
        .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
    }
    /// The width given to an image or symbol item (its hit area is wider than the glyph).
    static let imageItemWidth: CGFloat = 30

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        addSubview(label)
        addSubview(imageView)
        imageView.contentMode = .center
        addAction(UIAction { [weak self] _ in self?.item.performPrimaryAction() }, for: .touchUpInside)
        refresh()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("BarButtonView is made by its bar") }

    /// Shows the item's current title, image, symbol or custom view.
    func refresh() {
        let custom = item.customView
        if let custom, custom.superview !== self { addSubview(custom) }
        label.isHidden = custom != nil || glyph != nil || (item.image != nil && item.title == nil)
        imageView.isHidden = custom != nil || item.image == nil || glyph != nil
        isEnabled = item.isEnabled
        menuSettings.menu = item.shownMenu
        menuSettings.showsMenuAsPrimaryAction = menuSettings.menu != nil && !item.hasAction
        updateMenuLongPress()
        var attributes: [NSAttributedString.Key: Any] = [.font: Self.font(for: item.style)]
        attributes.merge(appearanceAttributes) { $1 }
        attributes.merge(item.titleTextAttributes(for: isEnabled ? .normal : .disabled) ?? [:]) { $1 }
        label.font = attributes[.font] as? UIFont ?? Self.font(for: item.style)
        label.text = item.title
        imageView.image = item.image?.withRenderingMode(.alwaysTemplate)
        if let custom = item.tintColor { tintColor = custom }
        label.textColor = (attributes[.foregroundColor] as? UIColor) ?? (isEnabled ? tintColor : .tertiaryLabel)
        imageView.tintColor = isEnabled ? tintColor : .tertiaryLabel
        // A button to VoiceOver, named as iOS names it; a custom view speaks for itself.
        isAccessibilityElement = custom == nil
        accessibilityLabel = item.accessibilityLabel ?? item.title ?? item.systemItem?.accessibilityName
        accessibilityHint = item.accessibilityHint
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// The system symbol the item draws, if it is a symbol item.
    private var glyph: UIBarButtonItem.SystemItem? {
        guard let system = item.systemItem, system.title == nil, system != .flexibleSpace, system != .fixedSpace else { return nil }
        return system
    }

    override func tintColorDidChange() { refresh() }

    /// The item takes its proxies' values as it is shown in a bar in a window.
    func applyItemAppearance() {
        if item.applyAppearance(shownIn: self) { refresh() }
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.2 : 1 }
    }

    /// The width the item takes in its bar.
    var itemWidth: CGFloat {
        if item.width > 0 { return item.width }
        if let custom = item.customView { return custom.bounds.width > 0 ? custom.bounds.width : custom.intrinsicContentSize.width }
        if glyph != nil || (item.image != nil && item.title == nil) { return max(Self.imageItemWidth, item.image?.size.width ?? 0) }
        let font = label.font ?? Self.font(for: item.style)
        let titles = (item.possibleTitles ?? []).union([item.title ?? ""])
        return titles.map { ($0 as NSString).size(withAttributes: [.font: font]).width.rounded(.up) }.max() ?? 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
        label.textAlignment = .center
        imageView.frame = bounds
        if let custom = item.customView {
            let size = custom.bounds.size == .zero ? custom.intrinsicContentSize : custom.bounds.size
            custom.frame = CGRect(x: 0, y: ((bounds.height - size.height) / 2).rounded(), width: bounds.width, height: size.height)
        }
    }

    override func draw(_ rect: CGRect) {
        guard let glyph, let context = UIGraphicsGetCurrentContext() else { return }
        let color = (isEnabled ? tintColor : UIColor.tertiaryLabel) ?? .systemBlue
        BarSystemGlyph.draw(glyph, in: bounds, color: color.cgColor, context: context)
    }
}
