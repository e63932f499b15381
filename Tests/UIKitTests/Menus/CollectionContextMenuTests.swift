import Testing
import UIKit
import UIKitTesting

/// Context menus on collection view items: the iOS 16 delegate method gets the index paths the
/// menu acts on (the pressed item; every selected item when it is one of several selected;
/// none between items), and a delegate written for iOS 13 is asked through the single-item
/// method, as UIKit does for either.
@Suite("Collection context menus", .freshContext) @MainActor
struct CollectionContextMenuTests {
    /// Six items and the delegate methods every test's delegate has. Each subclass declares the
    /// delegate conformance itself, so its own context menu methods are the ones called.
    @MainActor class Items: NSObject, UICollectionViewDataSource {
        var log: [String] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .systemTeal
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.item)") }
        func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) { log.append("willDisplay") }
        func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: (any UIContextMenuInteractionAnimating)?) { log.append("willEnd") }
        static func menu() -> UIContextMenuConfiguration {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: [UIAction(title: "Share") { _ in }]) }
        }
    }

    /// Implements the iOS 16 method (and the iOS 16 preview one).
    final class ModernItems: Items, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("items \(indexPaths.map(\.item))")
            return Self.menu()
        }
        func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                            highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
            log.append("preview \(indexPath.item)")
            return nil
        }
    }

    /// Implements only the iOS 13 methods.
    final class ClassicItems: Items, UICollectionViewDelegate {
        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("item \(indexPath.item)")
            return Self.menu()
        }
        func collectionView(_ collectionView: UICollectionView,
                            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            log.append("classic preview")
            return nil
        }
    }

    /// No context menu methods.
    final class PlainItems: Items, UICollectionViewDelegate {}

    /// The items in a flow layout, 100 points square with 20 between them.
    private func setUp(_ items: Items & UICollectionViewDelegate) -> (UITestHost, UICollectionView) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.rootViewController = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 20
        layout.minimumLineSpacing = 20
        let view = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        view.contentInsetAdjustmentBehavior = .never
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = items
        view.delegate = items
        host.window.rootViewController!.view.addSubview(view)
        host.runLoopTurn()
        return (host, view)
    }

    private func center(of item: Int, in view: UICollectionView) -> CGPoint {
        let frame = view.convert(view.cellForItem(at: IndexPath(item: item, section: 0))!.frame, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A long press at `point`, and the menu's appearing animation.
    private func hold(at point: CGPoint, _ host: UITestHost) {
        host.longPress(at: point)
        host.advanceInFrames(0.4)
    }

    private func labels(_ host: UITestHost) -> [String] { host.accessibilityTree().compactMap(\.label) }

    @Test("The iOS 16 method gets the pressed item; the menu shows with its cell lifted and willDisplay is told")
    func modernSingleItem() {
        let items = ModernItems()
        let (host, view) = setUp(items)
        defer { withExtendedLifetime(host) {} }
        hold(at: center(of: 1, in: view), host)
        #expect(items.log == ["items [1]", "preview 1", "willDisplay"])
        #expect(labels(host).contains("Share") && view.indexPathsForSelectedItems == nil)
        host.tap(at: CGPoint(x: 200, y: 820))
        #expect(items.log.last == "willEnd")
    }

    @Test("Pressed on one of several selected items, the iOS 16 method gets them all, the pressed one first")
    func modernMultipleSelection() {
        let items = ModernItems()
        let (host, view) = setUp(items)
        defer { withExtendedLifetime(host) {} }
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        host.longPress(at: center(of: 2, in: view))
        #expect(items.log.first == "items [2, 0]")
    }

    @Test("A press between items asks the iOS 16 method with no index paths; its menu shows with no preview")
    func modernBetweenItems() {
        let items = ModernItems()
        let (host, view) = setUp(items)
        defer { withExtendedLifetime(host) {} }
        let first = center(of: 0, in: view)
        hold(at: CGPoint(x: first.x, y: first.y + 60), host)
        #expect(items.log.first == "items []" && labels(host).contains("Share"))
    }

    @Test("A delegate with only the iOS 13 methods is asked through them for a single item, and not for a press between items")
    func classicDelegate() {
        let items = ClassicItems()
        let (host, view) = setUp(items)
        defer { withExtendedLifetime(host) {} }
        let first = center(of: 0, in: view)
        hold(at: CGPoint(x: first.x, y: first.y + 60), host)
        #expect(items.log.isEmpty && !labels(host).contains("Share"))
        hold(at: center(of: 3, in: view), host)
        #expect(items.log == ["item 3", "classic preview", "willDisplay"])
    }

    @Test("With no menu, a long press selects the item when the finger lifts")
    func noMenuSelects() {
        let items = PlainItems()
        let (host, view) = setUp(items)
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: center(of: 4, in: view))
        #expect(items.log == ["select 4"] && view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }
}
