import CoreGraphics
import Foundation

/// Asked for a context menu's configuration where the user long-presses, and told when the
/// menu shows, goes away, or its preview is tapped.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The menu for a press at `location` (the view's coordinates); nil shows none.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The view lifted as the preview (the interaction's view by default).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// Where the preview goes back to as the menu closes (where it was lifted from by default).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
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
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
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
    /// Asks for the configuration as the press is about to begin, so a press with no menu
    /// fails and leaves the touch to the view (a table row still selects).
    private let gate = ContextMenuPressGate()
    private var pressLocation: CGPoint?
    private var pendingConfiguration: UIContextMenuConfiguration?
    private weak var overlay: MenuOverlayView?
    /// The view lifted when the delegate names no preview (the interaction's view when nil is
    /// set); it answers nil for a menu with no preview, shown at the press. A table or
    /// collection view lifts the pressed cell this way.
    var defaultPreviewView: ((UIContextMenuConfiguration) -> UIView?)?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        press = UILongPressGestureRecognizer()
        super.init()
        press.addTarget(self, action: UIContextMenuInteraction.pressed)
        press.delegate = gate
        gate.shouldBegin = { [weak self] recognizer in self?.configurationForPress(recognizer) != nil }
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

    /// The delegate's configuration for the press, kept for the press's beginning.
    private func configurationForPress(_ recognizer: UIGestureRecognizer) -> UIContextMenuConfiguration? {
        guard let view, view.window != nil else { return nil }
        let location = recognizer.location(in: view)
        pressLocation = location
        pendingConfiguration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        return pendingConfiguration
    }

    private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let view, let window = view.window, let configuration = pendingConfiguration else { return }
        pendingConfiguration = nil
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
        } else if let target = delegate?.contextMenuInteraction(self, previewForHighlightingMenuWithConfiguration: configuration)?.view
                    ?? (defaultPreviewView.map { $0(configuration) } ?? view) {
            preview = target.snapshotView(afterScreenUpdates: false)
            anchor = target.convert(target.bounds, to: window)
        } else {
            preview = nil
            anchor = CGRect(origin: view.convert(pressLocation ?? .zero, to: window), size: .zero)
        }
        let overlay = MenuOverlayView(menu: menu, source: view, anchor: anchor, preview: preview)
        let animator = ContextMenuAnimator(previewViewController: controller, previewView: preview)
        overlay.onPreviewTap = { [weak self, weak overlay] in
            guard let self else { return }
            let commit = ContextMenuAnimator(previewViewController: controller, previewView: overlay.flatMap { _ in preview })
            delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
            commit.run(duration: 0.3)
        }
        overlay.onDismiss = { [weak self, weak overlay] in
            guard let self else { return }
            if let target = delegate?.contextMenuInteraction(self, previewForDismissingMenuWithConfiguration: configuration)?.view,
               let window = target.window {
                overlay?.previewReturnFrame = target.convert(target.bounds, to: window)
            }
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

/// The context menu press's delegate: the press begins only when there is a menu to show.
@MainActor
private final class ContextMenuPressGate: UIGestureRecognizerDelegate {
    var shouldBegin: ((UIGestureRecognizer) -> Bool)?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBegin?(gestureRecognizer) ?? true
    }
}
