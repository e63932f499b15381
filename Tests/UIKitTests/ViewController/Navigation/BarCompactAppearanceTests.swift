import Testing
@testable import UIKit
import UIKitTesting

/// The compact appearances (Apple's `compactAppearance` and `compactScrollEdgeAppearance`
/// on `UINavigationBar`, `UINavigationItem` and `UIToolbar`): in compact height (a phone on
/// its side) a bar takes its top item's compact appearance, else its own, else the standard
/// one; at the scroll edge the compact scroll-edge appearance first.
@Suite("Bars' compact appearances", .freshContext) @MainActor
struct BarCompactAppearanceTests {
    private func appearance(_ color: UIColor) -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = color
        return appearance
    }

    /// A navigation controller in a `size` window, its root's content scrolled under the bar
    /// unless `atEdge`.
    private func navigation(on size: CGSize, atEdge: Bool = false) -> (UITestHost, UINavigationController, UIViewController) {
        let host = UITestHost(size: size, scale: 1)
        let root = UIViewController()
        root.title = "Title"
        let navigation = UINavigationController(rootViewController: root)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        navigation.navigationBar.isAtScrollEdge = atEdge
        return (host, navigation, root)
    }

    @Test("In compact height the bar's compactAppearance applies; in regular height the standard one")
    func barCompact() {
        let (host, navigation, _) = navigation(on: CGSize(width: 480, height: 320))
        let bar = navigation.navigationBar
        bar.standardAppearance = appearance(.red)
        bar.compactAppearance = appearance(.blue)
        #expect(bar.resolvedAppearance.backgroundColor == .blue)
        host.window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        host.runLoopTurn()
        bar.isAtScrollEdge = false
        #expect(bar.resolvedAppearance.backgroundColor == .red)
    }

    @Test("The top item's compactAppearance wins over the bar's; without either, the standard appearance applies in compact height")
    func itemCompact() {
        let (_, navigation, root) = navigation(on: CGSize(width: 480, height: 320))
        let bar = navigation.navigationBar
        bar.standardAppearance = appearance(.red)
        #expect(bar.resolvedAppearance.backgroundColor == .red)
        bar.compactAppearance = appearance(.blue)
        root.navigationItem.compactAppearance = appearance(.green)
        #expect(bar.resolvedAppearance.backgroundColor == .green)
    }

    @Test("At the scroll edge in compact height the compact scroll-edge appearance applies, the item's first; without one, the scroll-edge appearance")
    func compactScrollEdge() {
        let (_, navigation, root) = navigation(on: CGSize(width: 480, height: 320), atEdge: true)
        let bar = navigation.navigationBar
        bar.scrollEdgeAppearance = appearance(.red)
        #expect(bar.resolvedAppearance.backgroundColor == .red)
        bar.compactScrollEdgeAppearance = appearance(.blue)
        #expect(bar.resolvedAppearance.backgroundColor == .blue)
        root.navigationItem.compactScrollEdgeAppearance = appearance(.green)
        #expect(bar.resolvedAppearance.backgroundColor == .green)
    }

    @Test("A toolbar in compact height takes its compactAppearance, and at the scroll edge its compactScrollEdgeAppearance")
    func toolbarCompact() {
        let host = UITestHost(size: CGSize(width: 480, height: 320), scale: 1)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 288, width: 480, height: 32))
        host.window.addSubview(toolbar)
        host.runLoopTurn()
        let standard = UIToolbarAppearance(), compact = UIToolbarAppearance(), compactEdge = UIToolbarAppearance()
        standard.backgroundColor = .red
        compact.backgroundColor = .blue
        compactEdge.backgroundColor = .green
        toolbar.standardAppearance = standard
        toolbar.compactAppearance = compact
        toolbar.compactScrollEdgeAppearance = compactEdge
        toolbar.isAtScrollEdge = false
        #expect(toolbar.resolvedAppearance.backgroundColor == .blue)
        toolbar.isAtScrollEdge = true
        #expect(toolbar.resolvedAppearance.backgroundColor == .green)
        #expect(toolbar.sizeThatFits(.zero).height == 32, "a compact-height toolbar is 32 points tall")
    }
}
