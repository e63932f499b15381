import CoreGraphics
import Foundation

/// A table or collection view as its context menu sees it: the delegate's questions and
/// notices put in terms of the index paths a menu acts on.
@MainActor
protocol IndexPathContextMenuHost: UIScrollView {
    /// The delegate's configuration for a press at `point` (the view's coordinates), with the
    /// index paths the menu acts on; nil shows no menu.
    func contextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, [IndexPath])?
    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, at paths: [IndexPath]) -> UITargetedPreview?
    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, at paths: [IndexPath]) -> UITargetedPreview?
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating)
    /// The visible cell showing the item at `path`, lifted as the preview.
    func contextMenuCell(at path: IndexPath) -> UIView?
}

/// The context menu interaction a table or collection view installs on itself: a long press on
/// an item asks the view's delegate for a configuration and lifts the item's cell as the
/// preview, as UIContextMenuInteraction does for a view. A press the delegate gives no
/// configuration for fails, and the touch selects the item as usual.
@MainActor
final class IndexPathContextMenuInteraction: UIContextMenuInteraction {
    /// Held here: an interaction holds its delegate weakly, and the view holds the interaction.
    private let relay: IndexPathContextMenuRelay

    init(host: any IndexPathContextMenuHost) {
        let relay = IndexPathContextMenuRelay(host: host)
        self.relay = relay
        super.init(delegate: relay)
        defaultPreviewView = { [weak relay] _ in relay?.pressedCell }
    }
}

/// Answers the interaction for the host, remembering the index paths of the menu shown.
@MainActor
private final class IndexPathContextMenuRelay: UIContextMenuInteractionDelegate {
    weak var host: (any IndexPathContextMenuHost)?
    /// The items the last configuration acts on; the first is the one pressed.
    private var paths: [IndexPath] = []

    init(host: any IndexPathContextMenuHost) { self.host = host }

    /// The pressed item's cell (nil for a press between items: the menu shows with no preview).
    var pressedCell: UIView? { paths.first.flatMap { host?.contextMenuCell(at: $0) } }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let answer = host?.contextMenuConfiguration(at: location) else { return nil }
        paths = answer.1
        return answer.0
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        host?.contextMenuHighlightPreview(for: configuration, at: paths)
    }

    /// Back to the cell it was lifted from, unless the delegate names another view.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        host?.contextMenuDismissalPreview(for: configuration, at: paths) ?? pressedCell.map { UITargetedPreview(view: $0) }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        host?.contextMenuWillDisplay(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        host?.contextMenuWillEnd(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        host?.contextMenuWillPerformPreviewAction(configuration, animator: animator)
    }
}
