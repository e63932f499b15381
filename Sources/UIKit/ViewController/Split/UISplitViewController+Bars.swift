import CoreGraphics
import Foundation

/// The display-mode button, the secondary-only button, and the edge swipe.
extension UISplitViewController {
    func displayModeButtonTapped(_ item: UIBarButtonItem) { performDisplayModeButtonAction() }
    func secondaryOnlyButtonTapped(_ item: UIBarButtonItem) { performSecondaryOnlyButtonAction() }

    /// The buttons a column-style split adds before `item`'s leading items when `item` is the
    /// root of a column's navigation controller `navigation`: the display-mode button in the
    /// leading column shown, the secondary-only button in a triple-column split's secondary.
    func leadingSystemItems(for navigation: UINavigationController, item: UINavigationItem) -> [UIBarButtonItem] {
        guard style != .unspecified, !isCollapsed, navigation.viewControllers.first?.navigationItem === item,
              let column = hosts.first(where: { $0.value === navigation })?.key else { return [] }
        var items: [UIBarButtonItem] = []
        let visible = visibleColumns(in: currentDisplayMode)
        let changes = targetDisplayModeForAction() != currentDisplayMode
        if displayModeButtonVisibility != .never, column == visible.first, changes || displayModeButtonVisibility == .always {
            items.append(displayModeButton)
        }
        if style == .tripleColumn, showsSecondaryOnlyButton, column == .secondary {
            secondaryOnlyButton.image = SplitBarGlyph.image(currentDisplayMode == .secondaryOnly ? .contract : .expand)
            items.append(secondaryOnlyButton)
        }
        return items
    }

    /// The columns' bars show the buttons the display mode calls for.
    func refreshColumnBars() {
        displayModeButton.isHidden = isCollapsed || (style == .unspecified && targetDisplayModeForAction() == currentDisplayMode)
        for host in hosts.values {
            (host as? UINavigationController)?.navigationBar.rebuildContent()
        }
    }

    /// Installs the edge swipe on the split's view when `presentsWithGesture` (it checks the
    /// property again when it starts).
    func updateRevealRecognizer() {
        guard let view = viewIfLoaded else { return }
        revealDriver.updateEdges()
        if presentsWithGesture, revealDriver.recognizer.view !== view {
            view.addGestureRecognizer(revealDriver.recognizer)
        } else if !presentsWithGesture, revealDriver.recognizer.view === view {
            view.removeGestureRecognizer(revealDriver.recognizer)
        }
    }
}

extension UIViewController {
    /// The nearest split view controller the controller is in.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }
}
