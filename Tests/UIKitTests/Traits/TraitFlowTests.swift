import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// How traits flow from the screen through windows and view controllers to views, and how
/// environments hear of changes (UITraitEnvironment, "Supporting Dark Mode in Your Interface").
@Suite("Trait flow", .serialized, .freshContext) @MainActor
struct TraitFlowTests {
    /// Records each `traitCollectionDidChange(_:)` with the previous and the current style.
    final class RecordingView: UIView {
        var changes: [(previous: UIUserInterfaceStyle?, current: UIUserInterfaceStyle, duringCall: UIUserInterfaceStyle)] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append((previousTraitCollection?.userInterfaceStyle, traitCollection.userInterfaceStyle,
                            UITraitCollection.current.userInterfaceStyle))
        }
    }

    final class RecordingController: UIViewController {
        var changes: [UIUserInterfaceStyle?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    @Test("A window's views inherit the screen's traits: its scale, appearance and size classes")
    func screenTraitsReachViews() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 3)
        let view = UIView()
        host.window.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large)
    }

    @Test("Size classes follow iOS's: phones compact across (regular only the largest in landscape), compact in height in landscape; pads regular")
    func sizeClasses() {
        func classes(_ w: CGFloat, _ h: CGFloat) -> (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass) {
            let host = UITestHost(size: CGSize(width: w, height: h), scale: 1)
            return (host.window.traitCollection.horizontalSizeClass, host.window.traitCollection.verticalSizeClass)
        }
        #expect(classes(390, 844) == (.compact, .regular))
        #expect(classes(844, 390) == (.compact, .compact))
        #expect(classes(932, 430) == (.regular, .compact))
        #expect(classes(1024, 1366) == (.regular, .regular))
        let host = UITestHost(size: CGSize(width: 1024, height: 1366), scale: 2)
        #expect(host.window.traitCollection.userInterfaceIdiom == .pad)
        // A window narrower than its screen (split view) is compact across.
        let narrow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1366))
        #expect(narrow.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("Switching the appearance tells every view and controller whose traits changed, once, with the previous traits and the new ones current")
    func appearanceSwitch() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let controller = RecordingController()
        let root = RecordingView()
        controller.view = root
        host.window.rootViewController = controller
        let child = RecordingView()
        root.addSubview(child)
        #expect(child.changes.isEmpty)

        host.userInterfaceStyle = .dark
        #expect(controller.changes == [.light])
        #expect(root.changes.count == 1)
        #expect(child.changes.count == 1)
        #expect(child.changes.first?.previous == .light)
        #expect(child.changes.first?.current == .dark)
        #expect(child.changes.first?.duringCall == .dark)

        // Setting the same appearance again changes nothing.
        host.userInterfaceStyle = .dark
        #expect(child.changes.count == 1)
    }

    @Test("overrideUserInterfaceStyle applies to the view and its subviews whatever the environment; views beside it keep theirs")
    func viewOverride() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let container = UIView(), inner = RecordingView(), sibling = RecordingView()
        container.addSubview(inner)
        host.window.addSubview(container)
        host.window.addSubview(sibling)
        container.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.changes.map(\.previous) == [.light])
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(sibling.changes.isEmpty)
        // The screen going dark changes nothing under an override that is already dark.
        host.userInterfaceStyle = .dark
        #expect(inner.changes.count == 1)
        #expect(sibling.changes.count == 1)
        // An override to light holds while the screen is dark.
        container.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        container.overrideUserInterfaceStyle = .unspecified
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("A view controller's override reaches its view and the views inside; the window's reaches everything in it")
    func controllerAndWindowOverrides() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let controller = RecordingController()
        controller.view = UIView()
        host.window.rootViewController = controller
        let leaf = UIView()
        controller.view.addSubview(leaf)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.changes == [.light])

        let other = UIView()
        host.window.addSubview(other)
        #expect(other.traitCollection.userInterfaceStyle == .light)
        host.window.overrideUserInterfaceStyle = .dark
        #expect(other.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("Moving a view into a dark hierarchy tells it; moving it where the traits are the same does not")
    func movingChangesTraits() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let darkContainer = UIView()
        darkContainer.overrideUserInterfaceStyle = .dark
        host.window.addSubview(darkContainer)
        let view = RecordingView()
        host.window.addSubview(view)
        #expect(view.changes.isEmpty)
        darkContainer.addSubview(view)
        #expect(view.changes.map(\.current) == [.dark])
        view.removeFromSuperview()
        #expect(view.changes.map(\.current) == [.dark, .light])
    }

    @Test("A view in no window has the main screen's traits, as UIKit predicts a new view's")
    func detachedViewsPredictScreenTraits() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 2, userInterfaceStyle: .dark)
        let view = UIView()
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.traitCollection.displayScale == 2)
        host.userInterfaceStyle = .light
        #expect(view.traitCollection.userInterfaceStyle == .light)
    }

    @Test("Deep hierarchies get their traits without recursion")
    func deepHierarchy() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        var parent: UIView = host.window
        var views: [UIView] = []
        for _ in 0..<20_000 {
            let view = UIView()
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        host.userInterfaceStyle = .dark
        #expect(views.last?.traitCollection.userInterfaceStyle == .dark)
        views.first?.removeFromSuperview()
    }

    @Test("Trait collections merge with later specified values winning, compare by value, and answer containsTraits(in:)")
    func collections() {
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                    UITraitCollection(displayScale: 2),
                                                    UITraitCollection(userInterfaceStyle: .light)])
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.displayScale == 2)
        #expect(merged.horizontalSizeClass == .unspecified)
        #expect(merged == UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .light)]))
        #expect(merged.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!merged.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!merged.hasDifferentColorAppearance(comparedTo: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .light), UITraitCollection(displayScale: 3)])))
        #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
    }
}
