import CoreGraphics
import Foundation

/// The control showing one tab bar item: its icon (tinted for the state), its title, its
/// badge and, when selected, the selection indicator image. A touch that ends inside it
/// selects the item (`.touchUpInside`, sent to the bar).
@MainActor
final class TabBarButton: UIControl, BarItemShowing {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private(set) var badge: TabBarBadgeView?
    private let indicator = UIImageView()
    private var style = UITabBarItemAppearance.Style.stacked
    private var stateAppearance: UITabBarItemStateAppearance?

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        for view in [indicator, imageView, titleLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The item takes its proxies' values as it is shown in a bar in a window.
    func applyItemAppearance() {
        if let bar = superview as? UITabBar, item.applyAppearance(shownIn: self) { refresh(in: bar) }
    }

    /// Shows the item as `bar` has it now: selected or not, enabled or not, in the bar's
    /// appearance and layout.
    func refresh(in bar: UITabBar) {
        let selected = bar.selectedItem === item, enabled = item.isEnabled
        let appearance = bar.effectiveAppearance
        style = bar.itemStyle
        let state = appearance.itemAppearance(style).state(selected: selected, enabled: enabled)
        stateAppearance = state
        isSelected = selected
        isEnabled = enabled
        let icon = bar.iconColor(selected: selected, enabled: enabled, state: state)
        let image = selected ? item.selectedImage : item.image
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        imageView.tintColor = icon
        let controlState: UIControl.State = !enabled ? .disabled : selected ? .selected : .normal
        var attributes = item.titleTextAttributes(for: .normal) ?? [:]
        if controlState != .normal { attributes.merge(item.titleTextAttributes(for: controlState) ?? [:]) { $1 } }
        attributes.merge(state.titleTextAttributes) { $1 }
        let fontSize = style == .stacked ? TabBarMetrics.stackedTitleFontSize : TabBarMetrics.inlineTitleFontSize
        titleLabel.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: fontSize, weight: .medium)
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? icon
        titleLabel.text = item.title
        indicator.image = selected ? appearance.selectionIndicatorImage : nil
        indicator.tintColor = appearance.selectionIndicatorTintColor ?? bar.tintColor
        showBadge(state: state)
        accessibilityLabel = item.title
        accessibilityValue = item.badgeValue
        accessibilityTraits = selected ? [.button, .selected] : .button
        isAccessibilityElement = true
        setNeedsLayout()
    }

    private func showBadge(state: UITabBarItemStateAppearance) {
        guard let value = item.badgeValue else {
            badge?.removeFromSuperview()
            badge = nil
            return
        }
        let view = badge ?? TabBarBadgeView()
        if badge == nil {
            addSubview(view)
            badge = view
        }
        var attributes = item.badgeTextAttributes(for: isEnabled ? .normal : .disabled) ?? [:]
        attributes.merge(state.badgeTextAttributes) { $1 }
        view.show(value, color: state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed, attributes: attributes)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = item.imageInsets, titleShift = item.titlePositionAdjustment
        let statePosition = stateAppearance?.titlePositionAdjustment ?? .zero
        let imageSize = imageView.image?.size ?? .zero
        let titleSize = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        let shiftX = titleShift.horizontal + statePosition.horizontal, shiftY = titleShift.vertical + statePosition.vertical
        switch style {
        case .stacked:
            let iconCenter = CGPoint(x: bounds.midX, y: TabBarMetrics.stackedIconCenterY)
            imageView.frame = CGRect(x: iconCenter.x - imageSize.width / 2, y: iconCenter.y - imageSize.height / 2,
                                     width: imageSize.width, height: imageSize.height).inset(by: insets)
            let width = min(bounds.width, ceil(titleSize.width))
            titleLabel.frame = CGRect(x: bounds.midX - width / 2 + shiftX, y: TabBarMetrics.stackedTitleTop + shiftY,
                                      width: width, height: TabBarMetrics.stackedTitleHeight)
        case .inline, .compactInline:
            let titleWidth = ceil(titleSize.width)
            let gap = imageSize.width > 0 && titleWidth > 0 ? TabBarMetrics.inlineSpacing : 0
            let total = min(bounds.width, imageSize.width + gap + titleWidth)
            let left = bounds.midX - total / 2
            imageView.frame = CGRect(x: left, y: bounds.midY - imageSize.height / 2, width: imageSize.width,
                                     height: imageSize.height).inset(by: insets)
            titleLabel.frame = CGRect(x: left + imageSize.width + gap + shiftX, y: bounds.midY - ceil(titleSize.height) / 2 + shiftY,
                                      width: max(0, total - imageSize.width - gap), height: ceil(titleSize.height))
        }
        indicator.frame = bounds
        if let badge {
            let shift = stateAppearance?.badgePositionAdjustment ?? .zero
            let x = imageSize.width > 0 ? imageView.frame.midX + TabBarMetrics.badgeOffsetFromIconCenter : bounds.midX
            badge.frame.origin = CGPoint(x: x + shift.horizontal, y: TabBarMetrics.badgeTop + shift.vertical)
        }
    }
}
