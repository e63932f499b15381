import CoreGraphics

/// The shapes a sheet takes, by the container's size classes (Apple's `pageSheet`,
/// `formSheet`, `prefersPageSizing`, `prefersEdgeAttachedInCompactHeight` and
/// `widthFollowsPreferredContentSizeWhenEdgeAttached` documentation):
/// - compact width, regular height: it rises from the bottom to its detents (`.bottom`);
/// - regular width and height: a card centred over the dimmed presenter, page-sized for a
///   sheet that prefers page sizing (a page sheet, unless told otherwise: `.pageCard`), sized
///   by `preferredContentSize` otherwise (a form sheet: `.formCard`); detents do not apply;
/// - compact height: full screen (`.fullScreen`), unless it prefers to be attached to the
///   bottom edge (`.edgeAttached`), where it keeps its detents at the width of the safe area
///   or of its preferred content size.
enum SheetForm: Equatable {
    case bottom, pageCard, formCard, fullScreen, edgeAttached

    /// Whether the sheet follows the user's drags between its detents.
    var followsDrags: Bool { self == .bottom || self == .edgeAttached }
    var isCard: Bool { self == .pageCard || self == .formCard }
}

/// The cards' numbers, in one place. Not measured for this port:
/// - 540 × 620 is the form sheet size widely reported for iPadOS 7–15 (iPadOS 16 made form
///   sheets slightly bigger, hacknicity.medium.com, "View Controller Presentation Changes in
///   iOS and iPadOS 16"; the new size is not published);
/// - a page card is as wide as the readable width (`UIView.readableContentWidth`) with its
///   16-point margins (704 points; Apple: "the sheet width follows the readable width"),
///   and as tall as the safe area less 20 points above and below, which keeps it taller
///   than wide on every iPad and leaves the presenter visible around it;
/// - the corner radius is an estimate.
enum SheetCardMetrics {
    static let formSize = CGSize(width: 540, height: 620)
    static let pageMargin: CGFloat = 16
    static let pageVerticalInset: CGFloat = 20
    static let cornerRadius: CGFloat = 10
}

extension UISheetPresentationController {
    /// The shape the sheet takes in its container's size classes now.
    var form: SheetForm {
        let traits = containerView?.traitCollection ?? traitCollection
        if traits.verticalSizeClass == .compact { return prefersEdgeAttachedInCompactHeight ? .edgeAttached : .fullScreen }
        guard traits.horizontalSizeClass == .regular else { return .bottom }
        return prefersPageSizing ? .pageCard : .formCard
    }

    /// The frame of the sheet in its form, resting at `detent`.
    func frame(in form: SheetForm, at detent: Detent) -> CGRect {
        guard let container = containerView else { return .zero }
        switch form {
        case .bottom: return sheetFrame(for: detent)
        case .fullScreen: return container.bounds
        case .formCard: return cardFrame(size: preferredContentSize, default: SheetCardMetrics.formSize)
        case .pageCard:
            let area = safeArea(of: container)
            let width = UIView.readableContentWidth + 2 * SheetCardMetrics.pageMargin
            return cardFrame(size: CGSize(width: width, height: area.height - 2 * SheetCardMetrics.pageVerticalInset),
                             default: .zero)
        case .edgeAttached: return edgeAttachedFrame(top: top(of: detent))
        }
    }

    /// An edge-attached sheet with its top at `top`: as wide as the safe area (or the
    /// preferred content size), centred, down to the container's bottom.
    func edgeAttachedFrame(top: CGFloat) -> CGRect {
        guard let container = containerView else { return .zero }
        let area = safeArea(of: container)
        let preferred = preferredContentSize.width
        let width = min(area.width, widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? preferred : area.width)
        let y = max(area.minY, top)
        return CGRect(x: (area.midX - width / 2).rounded(), y: y, width: width, height: max(0, container.bounds.maxY - y))
    }

    /// A card of `size` (each side `fallback`'s where it is zero), kept inside the
    /// container's safe area and centred in the container.
    private func cardFrame(size: CGSize, default fallback: CGSize) -> CGRect {
        guard let container = containerView else { return .zero }
        let area = safeArea(of: container)
        let width = min(size.width > 0 ? size.width : fallback.width, area.width)
        let height = min(size.height > 0 ? size.height : fallback.height, area.height)
        let b = container.bounds
        let y = min(max(b.midY - height / 2, area.minY), area.maxY - height)
        return CGRect(x: (b.midX - width / 2).rounded(), y: y.rounded(), width: width, height: height)
    }

    private func safeArea(of container: UIView) -> CGRect {
        container.bounds.inset(by: container.window?.safeAreaInsets ?? .zero)
    }

    /// The corner radius of the sheet's form (when the app prefers none).
    var systemCornerRadius: CGFloat {
        switch form {
        case .bottom, .edgeAttached: SheetMetrics.cornerRadius
        case .pageCard, .formCard: SheetCardMetrics.cornerRadius
        case .fullScreen: 0
        }
    }
}
