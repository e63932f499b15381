import CoreGraphics
import Foundation

/// Asked for a context menu's configuration where the user long-presses, and told when the
/// menu shows, goes away, or its preview is tapped.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (the view's coordinates); nil shows none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The view lifted as the preview (the interaction's view by default).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The preview was tapped: typically the delegate shows the preview's controller.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// A long press on the view (half a second) that lifts a preview of it (or of the
/// configuration's preview controller) over the dimmed window with the menu beside it.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    public enum AppearanceStyle: Int, Sendable {
        case unknown, rich, compact
    }

    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// Rich: a preview and a menu.
    public var menuAppearance: AppearanceStyle { .rich }
    private let press: UILongPressGestureRecognizer
    private var pressLocation: CGPoint?
    private weak var overlay: MenuOverlayView?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        press = UILongPressGestureRecognizer()
        super.init()
        press.addTarget(self, action: UIContextMenuInteraction.pressed)
    }

    public func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(press)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    /// Where the press that opened the menu was, in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard let point = pressLocation, let own = self.view else { return .zero }
        return own.convert(point, to: view)
    }

    /// Closes the menu if it is open.
    open func dismissMenu() { overlay?.dismiss() }

    /// Replaces the open menu with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let overlay, !overlay.isDismissing else { return }
        overlay.platter.replace(with: block(overlay.platter.menu))
    }

    private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let view, let window = view.window else { return }
        let location = recognizer.location(in: view)
        pressLocation = location
        guard let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location) else { return }
        present(configuration, from: view, in: window)
    }

    private func present(_ configuration: UIContextMenuConfiguration, from view: UIView, in window: UIWindow) {
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        let controller = configuration.previewProvider?()
        let preview: UIView?
        var anchor: CGRect
        if let controller {
            let size = controller.preferredContentSize
            let width = size.width > 0 ? min(size.width, window.bounds.width - 32) : window.bounds.width - 32
            let height = size.height > 0 ? min(size.height, window.bounds.height / 2) : window.bounds.height / 2
            controller.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
            controller.view.layoutIfNeeded()
            preview = controller.view
            let source = view.convert(view.bounds, to: window)
            anchor = CGRect(x: (window.bounds.width - width) / 2, y: max(window.safeAreaInsets.top + 16, min(source.minY, window.bounds.height / 3)),
                            width: width, height: height)
        } else {
            let target = delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)?.view ?? view
            preview = target.snapshotView(afterScreenUpdates: false)
            anchor = target.convert(target.bounds, to: window)
        }
        let overlay = MenuOverlayView(menu: menu, source: view, anchor: anchor, preview: preview)
        let animator = ContextMenuAnimator(previewViewController: controller, previewView: preview)
        overlay.onPreviewTap = { [weak self, weak overlay] in
            guard let self else { return }
            let commit = ContextMenuAnimator(previewViewController: controller, previewView: overlay.flatMap { _ in preview })
            delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
            commit.run(duration: 0.3)
        }
        overlay.onDismiss = { [weak self] in
            guard let self else { return }
            let ending = ContextMenuAnimator(previewViewController: controller, previewView: preview)
            delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: ending)
            ending.run(duration: 0.2)
        }
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        overlay.present(in: window)
        animator.run(duration: 0.3)
        self.overlay = overlay
    }
}
