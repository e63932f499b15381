import CoreGraphics
import Foundation

/// What a table delegate that says nothing about context menus answers: no menu, the row's
/// cell as the preview both ways, nothing to hear.
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    public func tableView(_ tableView: UITableView,
                          previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView,
                          previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: (any UIContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: any UIContextMenuInteractionCommitAnimating) {}
}

/// A long press on a row shows the delegate's context menu with the row's cell lifted out
/// (IndexPathContextMenu.swift); the press un-highlights the row and does not select it.
extension UITableView: IndexPathContextMenuHost {
    func contextMenuConfiguration(at point: CGPoint) -> (UIContextMenuConfiguration, [IndexPath])? {
        guard let delegate = tableDelegate, let path = indexPathForRow(at: point), cellForRow(at: path) != nil,
              let configuration = delegate.tableView(self, contextMenuConfigurationForRowAt: path, point: point) else { return nil }
        return (configuration, [path])
    }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration, at paths: [IndexPath]) -> UITargetedPreview? {
        tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func contextMenuDismissalPreview(for configuration: UIContextMenuConfiguration, at paths: [IndexPath]) -> UITargetedPreview? {
        tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    func contextMenuWillPerformPreviewAction(_ configuration: UIContextMenuConfiguration,
                                             animator: any UIContextMenuInteractionCommitAnimating) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuCell(at path: IndexPath) -> UIView? { cellForRow(at: path) }
}
