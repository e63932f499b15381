import CoreGraphics
import Foundation

/// A tab's badge: a capsule (system red unless the item names a color) with its value in
/// white, at least as wide as it is tall, so one digit sits in a circle.
@MainActor
final class TabBarBadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `value` in `color` with `attributes` over the defaults (white, 13 pt).
    func show(_ value: String, color: UIColor, attributes: [NSAttributedString.Key: Any]) {
        backgroundColor = color
        label.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: TabBarMetrics.badgeFontSize)
        label.textColor = attributes[.foregroundColor] as? UIColor ?? .white
        label.text = value
        let height = TabBarMetrics.badgeHeight
        // One character sits in a circle; longer values widen the capsule.
        let textWidth = value.count <= 1 ? 0 : label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
        frame.size = CGSize(width: max(height, ceil(textWidth) + 2 * TabBarMetrics.badgePadding), height: height)
        layer.cornerRadius = height / 2
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
