import CoreGraphics

/// A form sheet in regular width (an iPad's full window): a card centred in the container,
/// as big as the presented controller's `preferredContentSize` (540 × 620 when it prefers
/// none), over the dimmed presenter. In compact width a form sheet is a page sheet.
///
/// 540 × 620 is the size widely reported for iPadOS 7–15 (iPadOS 16 made form sheets slightly
/// bigger, hacknicity.medium.com, "View Controller Presentation Changes in iOS and iPadOS 16";
/// the new size is not published); the corner radius is an estimate. Not measured for this port.
enum FormSheetMetrics {
    static let defaultSize = CGSize(width: 540, height: 620)
    static let cornerRadius: CGFloat = 10
}

extension UISheetPresentationController {
    /// Whether the presentation is a form sheet shown as a centred card (regular width).
    var isFormSheetCard: Bool {
        style == .formSheet && (containerView?.traitCollection ?? traitCollection).horizontalSizeClass == .regular
    }

    /// The card's frame: the preferred size (each side the default where it is zero), kept
    /// inside the container's safe area, centred in the container.
    var formSheetFrame: CGRect {
        guard let container = containerView else { return .zero }
        let preferred = preferredContentSize
        let area = container.bounds.inset(by: container.window?.safeAreaInsets ?? .zero)
        let width = min(preferred.width > 0 ? preferred.width : FormSheetMetrics.defaultSize.width, area.width)
        let height = min(preferred.height > 0 ? preferred.height : FormSheetMetrics.defaultSize.height, area.height)
        let b = container.bounds
        let y = min(max(b.midY - height / 2, area.minY), area.maxY - height)
        return CGRect(x: (b.midX - width / 2).rounded(), y: y.rounded(), width: width, height: height)
    }
}
