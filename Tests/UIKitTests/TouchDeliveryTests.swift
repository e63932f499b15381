import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// A view that logs the touch messages it receives.
private final class Logger: UIView {
    static var log: [String] = []
    let name: String
    var handles = true
    var onBegan: ((Set<UITouch>, UIEvent?) -> Void)?
    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        Self.log.append("\(name) began \(touches.count)")
        onBegan?(touches, event)
        if !handles { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        Self.log.append("\(name) moved")
        if !handles { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        Self.log.append("\(name) ended")
        if !handles { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        Self.log.append("\(name) cancelled")
        if !handles { super.touchesCancelled(touches, with: event) }
    }
}

/// hitTest(_:with:) and point(inside:with:), as the UIView reference states them: "This method
/// ignores view objects that are hidden, that have disabled user interactions, or have an
/// alpha level less than 0.01… doesn't report points that lie outside the view's bounds as
/// hits, even if they actually lie within one of the view's subviews".
@Suite("Hit-testing", .serialized, .freshContext) @MainActor
struct HitTestTests {
    @Test("The frontmost subview containing the point wins; the receiver when no subview does")
    func frontmost() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSubview(back); root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil, "bounds are half-open: maxX is outside")
    }

    @Test("Hidden views, alpha below 0.01 and disabled interaction are skipped with their subviews; 0.01 is hittable")
    func skipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView(frame: root.bounds)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.addSubview(child)
        root.addSubview(v)
        let p = CGPoint(x: 5, y: 5)
        #expect(root.hitTest(p, with: nil) === child)
        v.isHidden = true
        #expect(root.hitTest(p, with: nil) === root)
        v.isHidden = false
        v.alpha = 0.009
        #expect(root.hitTest(p, with: nil) === root)
        v.alpha = 0.01
        #expect(root.hitTest(p, with: nil) === child)
        v.isUserInteractionEnabled = false
        #expect(root.hitTest(p, with: nil) === root)
    }

    @Test("A subview sticking out of its superview is not hit outside the superview's bounds, clipped or not")
    func outsideSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let big = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 150))
        small.addSubview(big)
        root.addSubview(small)
        #expect(small.clipsToBounds == false)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === big)
    }

    @Test("Transforms are respected: a rotated view is hit where it is drawn")
    func transforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = UIView(frame: CGRect(x: 50, y: 95, width: 100, height: 10))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)      // now vertical through (100, 100)
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)
    }

    @Test("Overriding point(inside:with:) widens a small button's target; overriding hitTest redirects it")
    func overrides() {
        final class Wide: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.insetBy(dx: -20, dy: -20).contains(point) }
        }
        final class Funnel: UIView {
            weak var target: UIView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                super.hitTest(point, with: event) == nil ? nil : target
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = Wide(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === button)
        let funnel = Funnel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        funnel.target = button
        root.addSubview(funnel)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === button)
    }
}

/// Touch delivery: the touch's view is decided when it begins (the hit-test view) and kept;
/// unhandled touches travel up the responder chain; multiple-touch and exclusive-touch rules;
/// cancellation when the view leaves.
@Suite("Touch delivery", .serialized, .freshContext) @MainActor
struct TouchDeliveryTests {
    init() { Logger.log = [] }

    private func scene() -> (UITestHost, Logger, Logger) {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let a = Logger("a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = Logger("b", frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        host.window.addSubview(a); host.window.addSubview(b)
        return (host, a, b)
    }

    @Test("A tap: began then ended on the hit view, with locations in any view's coordinates and the virtual clock's timestamps")
    func tap() {
        let (host, a, _) = scene()
        var seen: UITouch?
        a.onBegan = { touches, event in
            seen = touches.first
            #expect(event?.type == .touches && event?.allTouches?.count == 1)
            #expect(event?.touches(for: a)?.count == 1)
        }
        host.tap(at: CGPoint(x: 30, y: 40))
        #expect(Logger.log == ["a began 1", "a ended"])
        let touch: UITouch? = seen
        #expect(touch?.view === a && touch?.window === host.window)
        #expect(touch?.location(in: a) == CGPoint(x: 30, y: 40))
        #expect(touch?.location(in: nil) == CGPoint(x: 30, y: 40))
        #expect(touch?.phase == .ended && touch?.tapCount == 1)
        #expect(abs((touch?.timestamp ?? 0) - 0.05) < 1e-9, "lifted 50 ms after it went down")
    }

    @Test("A touch keeps its view when the finger leaves it; previousLocation is the last position")
    func keepsView() {
        let (host, a, b) = scene()
        var last: UITouch?
        a.onBegan = { touches, _ in last = touches.first }
        host.touchDown(at: CGPoint(x: 50, y: 50))
        host.touchMove(to: CGPoint(x: 150, y: 50))
        #expect(last?.view === a && last?.location(in: b) == CGPoint(x: 50, y: 50))
        #expect(last?.previousLocation(in: nil) == CGPoint(x: 50, y: 50))
        host.touchUp()
        #expect(Logger.log == ["a began 1", "a moved", "a ended"])
    }

    @Test("A double tap counts taps: the second touch's tapCount is 2")
    func doubleTap() {
        let (host, a, _) = scene()
        var counts: [Int] = []
        a.onBegan = { touches, _ in counts.append(touches.first?.tapCount ?? 0) }
        host.doubleTap(at: CGPoint(x: 20, y: 20))
        #expect(counts == [1, 2])
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 20, y: 20))
        #expect(counts == [1, 2, 1], "a tap after a long pause starts over")
    }

    @Test("Unhandled touches travel the responder chain: view → its controller → superview → window → application")
    func responderChain() {
        final class Controller: UIViewController {
            var got = false
            override func loadView() { view = Logger("vc view", frame: CGRect(x: 0, y: 0, width: 50, height: 50)) }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { got = true; super.touchesBegan(touches, with: event) }
        }
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let container = Logger("container", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(container)
        let controller = Controller()
        (controller.view as! Logger).handles = false
        container.addSubview(controller.view)
        let inner = controller.view!
        #expect(inner.next === controller && controller.next === container && host.window.next === UIApplication.shared)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(controller.got)
        #expect(Logger.log == ["vc view began 1", "container began 1", "vc view ended", "container ended"])
    }

    @Test("A view without multiple touch gets only its first finger; with it, both")
    func multipleTouch() {
        let (host, a, _) = scene()
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        host.touchDown(at: CGPoint(x: 20, y: 20), finger: 1)
        host.touchUp(finger: 1); host.touchUp(finger: 0)
        #expect(Logger.log == ["a began 1", "a ended"])
        Logger.log = []
        a.isMultipleTouchEnabled = true
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        host.touchDown(at: CGPoint(x: 20, y: 20), finger: 1)
        host.touchUp(finger: 1); host.touchUp(finger: 0)
        #expect(Logger.log == ["a began 1", "a began 1", "a ended", "a ended"])
    }

    @Test("Exclusive touch: while an exclusive view has a touch, other views get none, and the other way round")
    func exclusiveTouch() {
        let (host, a, _) = scene()
        a.isExclusiveTouch = true
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        host.touchDown(at: CGPoint(x: 150, y: 10), finger: 1)
        host.touchUp(finger: 1); host.touchUp(finger: 0)
        #expect(Logger.log == ["a began 1", "a ended"])
        Logger.log = []
        host.touchDown(at: CGPoint(x: 150, y: 10), finger: 0)
        host.touchDown(at: CGPoint(x: 10, y: 10), finger: 1)
        host.touchUp(finger: 1); host.touchUp(finger: 0)
        #expect(Logger.log == ["b began 1", "b ended"])
    }

    @Test("Ignoring interaction events drops new touches until it ends")
    func ignoring() {
        let (host, _, _) = scene()
        let app: any IgnoringInteractionEvents = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(Logger.log.isEmpty)
        app.endIgnoringInteractionEvents()
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(Logger.log == ["a began 1", "a ended"])
    }

    @Test("A view removed while touched gets touchesCancelled, and nothing more from that finger")
    func removalCancels() {
        let (host, a, _) = scene()
        host.touchDown(at: CGPoint(x: 10, y: 10))
        a.removeFromSuperview()
        host.touchMove(to: CGPoint(x: 20, y: 20))
        host.touchUp()
        #expect(Logger.log == ["a began 1", "a cancelled"])
    }

    @Test("Views added or removed by a handler during delivery are safe; touches at non-finite locations are dropped with a diagnostic")
    func robustness() {
        let (host, a, b) = scene()
        a.onBegan = { _, _ in b.removeFromSuperview(); a.addSubview(UIView(frame: a.bounds)) }
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(Logger.log.first == "a began 1")
        Logger.log = []
        let issues = RuntimeIssue.capture { host.touchDown(at: CGPoint(x: CGFloat.nan, y: 10)) }
        #expect(issues.contains { $0.contains("non-finite") })
        #expect(Logger.log.isEmpty)
    }

    @Test("An event for a window that went away is ignored")
    func hiddenWindow() {
        let (host, _, _) = scene()
        host.touchDown(at: CGPoint(x: 10, y: 10))
        host.window.isHidden = true
        host.touchUp()
        #expect(Logger.log == ["a began 1"])
    }
}

/// First responder: "canBecomeFirstResponder… false by default"; a view must be in a window.
@Suite("First responder", .serialized, .freshContext) @MainActor
struct FirstResponderTests {
    final class Field: UIView {
        var allowsResign = true
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { allowsResign }
    }

    @Test("becomeFirstResponder needs canBecomeFirstResponder and a window; another responder resigns first")
    func become() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let plain = UIView(), a = Field(), b = Field()
        #expect(!plain.canBecomeFirstResponder && !a.becomeFirstResponder(), "not in a window")
        host.window.addSubview(plain); host.window.addSubview(a); host.window.addSubview(b)
        #expect(!plain.becomeFirstResponder())
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        b.allowsResign = false
        #expect(!a.becomeFirstResponder() && b.isFirstResponder, "the current one refuses to resign")
        b.allowsResign = true
        #expect(host.window.endEditing(true) && !b.isFirstResponder)
    }
}
