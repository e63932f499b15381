import Testing
@testable import QuartzCore
import UIKit
import UIKitTesting
import RuntimeSupport

/// A view that records when it is laid out, and can run code in layoutSubviews.
private final class Recorder: UIView {
    static var log: [String] = []
    let name: String
    var onLayout: ((Recorder) -> Void)?
    init(_ name: String, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        Self.log.append(name)
        onLayout?(self)
    }
}

/// setNeedsLayout / layoutIfNeeded / layoutSubviews: "setNeedsLayout makes a note of the
/// request and returns immediately… waits for the next update cycle"; layoutIfNeeded "lays out
/// the view subtree starting at the root. If no layout updates are pending, this method exits
/// without modifying the layout or calling any layout-related callbacks"; a superview's
/// layoutSubviews runs before its subviews'.
@Suite("The layout pass", .serialized, .freshContext) @MainActor
struct LayoutPassTests {
    init() { Recorder.log = [] }

    @Test("setNeedsLayout defers: nothing runs until the commit; several marks give one layoutSubviews")
    func deferredAndCoalesced() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let v = Recorder("v")
        host.window.addSubview(v)
        host.runLoopTurn()
        Recorder.log = []
        v.setNeedsLayout(); v.setNeedsLayout(); v.setNeedsLayout()
        #expect(Recorder.log.isEmpty)
        host.runLoopTurn()
        #expect(Recorder.log == ["v"])
        host.runLoopTurn()
        #expect(Recorder.log == ["v"], "a clean tree is not laid out again")
    }

    @Test("The pass runs top-down (superview first) and only over marked views")
    func topDownOnlyMarked() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let a = Recorder("a"), b = Recorder("b"), c = Recorder("c"), d = Recorder("d")
        host.window.addSubview(a); a.addSubview(b); b.addSubview(c); a.addSubview(d)
        host.runLoopTurn()
        Recorder.log = []
        c.setNeedsLayout(); a.setNeedsLayout()
        host.runLoopTurn()
        #expect(Recorder.log == ["a", "c"])
    }

    @Test("layoutIfNeeded lays out at once, marked ancestors first; with nothing pending it does nothing")
    func layoutIfNeeded() {
        let a = Recorder("a"), b = Recorder("b"), c = Recorder("c")
        a.addSubview(b); b.addSubview(c)
        a.layoutIfNeeded()
        Recorder.log = []
        a.layoutIfNeeded()
        #expect(Recorder.log.isEmpty, "nothing pending, no callbacks")
        b.setNeedsLayout(); c.setNeedsLayout()
        c.layoutIfNeeded()
        #expect(Recorder.log == ["b", "c"], "the marked superview is laid out before the receiver")
        a.setNeedsLayout(); c.setNeedsLayout()
        b.layoutIfNeeded()
        #expect(Recorder.log == ["b", "c", "a", "c"], "from the highest marked ancestor down through the marked subtree")
    }

    @Test("What marks a view: adding it (and the target), a size change (and the superview), removing a subview (the superview); not moving")
    func whatMarks() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let parent = Recorder("parent"), child = Recorder("child", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(parent)
        host.runLoopTurn()
        Recorder.log = []
        parent.addSubview(child)
        host.runLoopTurn()
        #expect(Recorder.log == ["parent", "child"])
        Recorder.log = []
        child.center = CGPoint(x: 50, y: 50)
        host.runLoopTurn()
        #expect(Recorder.log.isEmpty, "moving does not lay out")
        child.frame.size = CGSize(width: 20, height: 20)
        host.runLoopTurn()
        #expect(Recorder.log == ["parent", "child"], "a size change lays out the view and its superview")
        Recorder.log = []
        child.removeFromSuperview()
        host.runLoopTurn()
        #expect(Recorder.log == ["parent"])
    }

    @Test("Views outside a window are laid out only by layoutIfNeeded, and when they join a window")
    func outsideWindow() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let v = Recorder("v")
        v.setNeedsLayout()
        host.runLoopTurn()
        #expect(Recorder.log.isEmpty)
        host.window.addSubview(v)
        host.runLoopTurn()
        #expect(Recorder.log == ["v"])
    }

    @Test("Layout that resizes subviews lays them out in the same pass (top-down, one pass)")
    func cascade() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let parent = Recorder("parent"), child = Recorder("child")
        parent.addSubview(child)
        parent.onLayout = { p in child.frame = p.bounds.insetBy(dx: 10, dy: 10) }
        host.window.addSubview(parent)
        host.runLoopTurn()
        #expect(Recorder.log == ["parent", "child"])
        #expect(child.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test("A view's controller hears viewWillLayoutSubviews before and viewDidLayoutSubviews after layoutSubviews")
    func controllerCallbacks() {
        final class Controller: UIViewController {
            override func loadView() { view = Recorder("view") }
            override func viewWillLayoutSubviews() { Recorder.log.append("will") }
            override func viewDidLayoutSubviews() { Recorder.log.append("did") }
        }
        let controller = Controller()
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(Recorder.log == ["will", "view", "did"])
    }

    @Test("A view that invalidates its own layout forever is stopped after a bounded number of layouts and reported")
    func feedbackLoopIsBounded() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let loop = Recorder("loop")
        loop.onLayout = { v in v.setNeedsLayout() }
        let calm = Recorder("calm")
        host.window.addSubview(loop)
        host.window.addSubview(calm)
        let issues = RuntimeIssue.capture { host.runLoopTurn() }
        #expect(Recorder.log.filter { $0 == "loop" }.count == LayoutPass.maximumLayoutsPerLayer)
        #expect(Recorder.log.filter { $0 == "calm" }.count == 1, "the rest of the tree is laid out")
        #expect(issues.count == 1)
        #expect(issues.first?.contains("Layout feedback loop") == true && issues.first?.contains("Recorder") == true)
        Recorder.log = []
        host.runLoopTurn()
        #expect(Recorder.log.isEmpty, "the loop's mark was dropped, so the next frame is quiet")
    }

    @Test("Two views that invalidate each other are both reported, and the pass ends")
    func mutualLoop() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let a = Recorder("a"), b = Recorder("b")
        a.onLayout = { _ in b.setNeedsLayout() }
        b.onLayout = { _ in a.setNeedsLayout() }
        host.window.addSubview(a); host.window.addSubview(b)
        let issues = RuntimeIssue.capture { host.runLoopTurn() }
        #expect(issues.count == 1)
        #expect(Recorder.log.count <= 2 * LayoutPass.maximumLayoutsPerLayer + 2)
    }

    @Test("sizeThatFits returns the current size by default; sizeToFit keeps the origin")
    func sizeToFit() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 12) }
        }
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 40, height: 40))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
        let fixed = Fixed(frame: CGRect(x: 5, y: 6, width: 100, height: 100))
        fixed.sizeToFit()
        #expect(fixed.frame == CGRect(x: 5, y: 6, width: 30, height: 12))
    }

    @Test("CALayer: setNeedsLayout / needsLayout / layoutSublayers, and a bounds-size change marks the layer")
    func layers() {
        final class Counting: CALayer {
            var count = 0
            override func layoutSublayers() { count += 1 }
        }
        let layer = Counting()
        #expect(!layer.needsLayout())
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.count == 1 && !layer.needsLayout())
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!layer.needsLayout(), "an origin change is not a size change")
    }
}
