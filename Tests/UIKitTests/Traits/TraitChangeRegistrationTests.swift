import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// iOS 17's trait APIs: handlers registered for chosen traits, and `traitOverrides`
/// ("Automatic trait tracking", UITraitChangeObservable).
@Suite("Trait change registration", .serialized, .freshContext) @MainActor
struct TraitChangeRegistrationTests {
    final class ThemedView: UIView {
        var styleChanges: [UIUserInterfaceStyle] = []
        var sizeClassChanges = 0
        var currentDuringHandler: UIUserInterfaceStyle?

        func register() {
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: ThemedView, previous: UITraitCollection) in
                view.styleChanges.append(previous.userInterfaceStyle)
                view.currentDuringHandler = UITraitCollection.current.userInterfaceStyle
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: ThemedView, _: UITraitCollection) in
                view.sizeClassChanges += 1
            }
        }
    }

    @Test("A handler runs after one of its traits changed, with the previous traits and the new ones current; not for other traits")
    func handlerRunsForItsTraits() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let view = ThemedView()
        view.register()
        host.window.addSubview(view)
        host.userInterfaceStyle = .dark
        #expect(view.styleChanges == [.light])
        #expect(view.currentDuringHandler == .dark)
        #expect(view.sizeClassChanges == 0)
    }

    @Test("An unregistered handler no longer runs, and the registration does not keep the view alive")
    func unregisterAndLifetime() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        var calls = 0
        let view = UIView()
        host.window.addSubview(view)
        let registration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in calls += 1 }
        view.unregisterForTraitChanges(registration)
        host.userInterfaceStyle = .dark
        #expect(calls == 0)

        weak var weakView: UIView?
        do {
            let temporary = UIView()
            weakView = temporary
            temporary.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _: UITraitCollection) in calls += 1 }
        }
        #expect(weakView == nil)
    }

    @Test("traitOverrides sets traits for the view and its subviews; remove(_:) stops overriding; overrideUserInterfaceStyle is the same override")
    func traitOverrides() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 2)
        let container = UIView(), child = UIView()
        container.addSubview(child)
        host.window.addSubview(container)
        container.traitOverrides.userInterfaceStyle = .dark
        container.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(child.traitCollection.displayScale == 2)
        #expect(container.overrideUserInterfaceStyle == .dark)
        #expect(container.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        container.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(!container.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test("A view controller's handlers and overrides work the same way")
    func controllers() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let controller = UIViewController()
        controller.view = UIView()
        host.window.rootViewController = controller
        var previous: [UIUserInterfaceStyle] = []
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, old: UITraitCollection) in
            previous.append(old.userInterfaceStyle)
        }
        _ = controller.traitCollection
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(previous == [.light])
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("A compositional layout's section provider sees the collection view's traits")
    func layoutEnvironmentTraits() {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 2, userInterfaceStyle: .dark)
        var seen: UIUserInterfaceStyle?
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen = environment.traitCollection.userInterfaceStyle
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let collection = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = OneItem()
        collection.dataSource = dataSource
        host.window.addSubview(collection)
        host.runLoopTurn()
        #expect(seen == .dark)
        withExtendedLifetime(dataSource) {}
    }

    final class OneItem: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }
}
