import Testing
@testable import UIKit
import UIKitTesting

/// The bars' classic images by position and metrics (Apple's `setBackgroundImage(_:forToolbarPosition:barMetrics:)`,
/// `setBackgroundImage(_:for:barMetrics:)` and `shadowImage` documentation): a bar shows the
/// image set for its position, else for `.any`; for its metrics (compact in compact height,
/// the prompt metrics with a prompt), else for the metrics they refine; a custom shadow
/// shows only over a custom background image. (At the scroll edge, with no scroll-edge
/// appearance, bars are transparent whatever their classic images, as since iOS 15: the
/// bars here have content under them.)
@Suite("Bar background images by position and metrics", .freshContext) @MainActor
struct BarImageTests {
    private func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    private func isColor(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool {
        abs(Int(p.r) - Int(r)) <= 3 && abs(Int(p.g) - Int(g)) <= 3 && abs(Int(p.b) - Int(b)) <= 3
    }

    /// A standalone toolbar along the bottom of a `size` window, positioned by its delegate.
    private func toolbar(on size: CGSize, at position: UIBarPosition) -> (UITestHost, UIToolbar, ToolbarPlacement) {
        let host = UITestHost(size: size, scale: 1)
        let placement = ToolbarPlacement(position)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: size.height - 44, width: size.width, height: 44))
        toolbar.delegate = placement
        toolbar.isAtScrollEdge = false
        host.window.addSubview(toolbar)
        host.runLoopTurn()
        return (host, toolbar, placement)
    }

    @Test("A toolbar at the bottom shows the .bottom image, not the .top one; with neither, the .any one")
    func toolbarPosition() {
        let (host, toolbar, _) = toolbar(on: CGSize(width: 320, height: 480), at: .bottom)
        toolbar.setBackgroundImage(swatch(.red), forToolbarPosition: .top, barMetrics: .default)
        toolbar.setBackgroundImage(swatch(.blue), forToolbarPosition: .bottom, barMetrics: .default)
        toolbar.setBackgroundImage(swatch(.green), forToolbarPosition: .any, barMetrics: .default)
        host.runLoopTurn()
        #expect(isColor(host.renderScreen().pixel(x: 160, y: 460), 0, 0, 255))
        toolbar.setBackgroundImage(nil, forToolbarPosition: .bottom, barMetrics: .default)
        host.runLoopTurn()
        #expect(isColor(host.renderScreen().pixel(x: 160, y: 460), 0, 255, 0))
        #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == nil, "the getter answers for exactly what was set")
    }

    @Test("A toolbar its delegate puts at the top shows the .top image")
    func toolbarAtTop() {
        let (host, toolbar, placement) = toolbar(on: CGSize(width: 320, height: 480), at: .top)
        toolbar.setBackgroundImage(swatch(.red), forToolbarPosition: .top, barMetrics: .default)
        toolbar.setBackgroundImage(swatch(.blue), forToolbarPosition: .bottom, barMetrics: .default)
        host.runLoopTurn()
        #expect(isColor(host.renderScreen().pixel(x: 160, y: 460), 255, 0, 0))
        withExtendedLifetime(placement) {}
    }

    @Test("In compact height the compact image shows; without one, the default one")
    func toolbarCompactMetrics() {
        let (host, toolbar, _) = toolbar(on: CGSize(width: 480, height: 320), at: .bottom)
        toolbar.setBackgroundImage(swatch(.green), forToolbarPosition: .any, barMetrics: .default)
        host.runLoopTurn()
        #expect(isColor(host.renderScreen().pixel(x: 240, y: 300), 0, 255, 0))
        toolbar.setBackgroundImage(swatch(.red), forToolbarPosition: .any, barMetrics: .compact)
        host.runLoopTurn()
        #expect(isColor(host.renderScreen().pixel(x: 240, y: 300), 255, 0, 0))
    }

    @Test("A navigation bar in a navigation controller (top-attached) shows the .topAttached image; with a prompt, the prompt metrics' image")
    func navigationBar() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let root = UIViewController()
        root.title = "Title"
        let navigation = UINavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        bar.setBackgroundImage(swatch(.green), for: .default)
        bar.setBackgroundImage(swatch(.blue), for: .topAttached, barMetrics: .default)
        bar.setBackgroundImage(swatch(.red), for: .any, barMetrics: .defaultPrompt)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        bar.isAtScrollEdge = false
        host.runLoopTurn()
        #expect(isColor(host.renderScreen().pixel(x: 10, y: 10), 0, 0, 255))
        root.navigationItem.prompt = "Prompt"
        host.runLoopTurn()
        // The taller bar is laid out again, which finds the content (no scroll view) at its edge.
        bar.isAtScrollEdge = false
        host.runLoopTurn()
        #expect(bar.frame.height == 74)
        // .topAttached has no prompt image; .any's prompt image is more specific in metrics than
        // .topAttached's default one only within one position: the position comes first.
        #expect(isColor(host.renderScreen().pixel(x: 10, y: 10), 0, 0, 255))
        bar.setBackgroundImage(nil, for: .topAttached, barMetrics: .default)
        host.runLoopTurn()
        #expect(isColor(host.renderScreen().pixel(x: 10, y: 10), 255, 0, 0))
        #expect(bar.backgroundImage(for: .default) != nil && bar.backgroundImage(for: .any, barMetrics: .default) != nil)
    }

    @Test("A custom shadow image shows only over a custom background image")
    func shadowNeedsBackground() {
        let (host, toolbar, _) = toolbar(on: CGSize(width: 320, height: 480), at: .bottom)
        toolbar.setShadowImage(swatch(.red), forToolbarPosition: .any)
        host.runLoopTurn()
        // The shadow sits just above a bottom toolbar.
        #expect(!isColor(host.renderScreen().pixel(x: 160, y: 435), 255, 0, 0))
        toolbar.setBackgroundImage(swatch(.blue), forToolbarPosition: .any, barMetrics: .default)
        host.runLoopTurn()
        let image = host.renderScreen()
        let shadowRows = (430..<440).filter { isColor(image.pixel(x: 160, y: $0), 255, 0, 0) }
        #expect(!shadowRows.isEmpty)
    }
}

/// Puts a toolbar where the test says.
@MainActor private final class ToolbarPlacement: NSObject, UIToolbarDelegate {
    let position: UIBarPosition
    init(_ position: UIBarPosition) { self.position = position }
    func position(for bar: any UIBarPositioning) -> UIBarPosition { position }
}
