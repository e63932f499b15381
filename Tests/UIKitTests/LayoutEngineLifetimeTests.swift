import CoreGraphics
import Testing
@testable import UIKit
import UIKitTesting

/// A view's Auto Layout variables live in the engine of the tree it is in. When a view moves
/// to another tree the old engine is given up; nothing may still point into it, and the new
/// tree's engine must let the view's variables go when it leaves again.
@Suite("Layout engine lifetime", .freshContext) @MainActor
struct LayoutEngineLifetimeTests {
    /// A cell-like view: a content view whose label is pinned to the content view's margins,
    /// activated before the view is in any window (as cells do in their initializers).
    private func makeCell() -> (UIView, UIView) {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let content = UIView(frame: cell.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(content)
        let label = UILabel()
        label.text = "Row"
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        let margins = content.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        cell.layoutIfNeeded()
        return (cell, content)
    }

    @Test("A view laid out in its own engine, then moved into a window, can be resized afterwards: the engine it left is gone and nothing points into it")
    func movedViewOutlivesItsOldEngine() {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 1)
        let (cell, content) = makeCell()
        host.window.addSubview(cell)
        host.runLoopTurn()
        // The content view translates its mask: a frame change moves its pins in the engine.
        content.frame = CGRect(x: 0, y: 0, width: 280, height: 60)
        cell.frame = CGRect(x: 0, y: 10, width: 320, height: 80)
        host.runLoopTurn()
        #expect(content.frame.size == CGSize(width: 300, height: 96))
    }

    @Test("Views with constraints to their margins that join and leave a window leave no variables behind in the window's engine")
    func leavingViewsReleaseTheirItems() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 1)
        let anchor = UIView()
        anchor.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(anchor)
        anchor.widthAnchor.constraint(equalToConstant: 10).isActive = true
        host.runLoopTurn()
        let engine = try #require(LayoutEngine.engine(of: host.window))
        let baseline = engine.items.count
        for _ in 0..<20 {
            let (cell, _) = makeCell()
            host.window.addSubview(cell)
            host.runLoopTurn()
            cell.removeFromSuperview()
            host.runLoopTurn()
        }
        #expect(engine.items.count == baseline)
    }
}
