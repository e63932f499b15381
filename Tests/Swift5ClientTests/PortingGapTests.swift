// Call forms real iOS views use (Swift 5 mode, as apps are built): each must compile against
// these modules unchanged and behave as on iOS.
import Testing
import UIKit
import UIKitTesting

/// Counts its deinits, written as iOS code writes them: a plain `deinit` in a UIView subclass.
final class DeinitCountingCard: UIView {
    static var deinits = 0
    var observer: NSObjectProtocol?
    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        DeinitCountingCard.deinits += 1
    }
}

/// A plain `deinit` in subclasses of UIKit's own subclasses and of a layer.
final class DeinitCountingScroller: UIScrollView {
    static var deinits = 0
    deinit { DeinitCountingScroller.deinits += 1 }
}

final class DeinitCountingButton: UIButton {
    static var deinits = 0
    deinit { DeinitCountingButton.deinits += 1 }
}

final class DeinitCountingLayer: CALayer {
    static var deinits = 0
    deinit { DeinitCountingLayer.deinits += 1 }
}

/// Freed on a background thread (a class of its own: tests run in parallel).
final class OffMainDeinitCountingLayer: CALayer {
    static var deinits = 0
    deinit { OffMainDeinitCountingLayer.deinits += 1 }
}

/// Target-action with the parameter types iOS selectors use: the concrete recognizer or
/// control, `Any`, or none.
final class ActionTargetView: UIView {
    var log: [String] = []
    let button = UIButton(type: .system)
    var link: CADisplayLink?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: ActionTargetView.tapped))
        let pan = UIPanGestureRecognizer(target: self, action: ActionTargetView.panned)
        pan.addTarget(self, action: ActionTargetView.anything)
        addGestureRecognizer(pan)
        let longPress = UILongPressGestureRecognizer(target: self, action: ActionTargetView.nothing)
        addGestureRecognizer(longPress)
        button.frame = CGRect(x: 0, y: 150, width: 100, height: 40)
        button.addTarget(self, action: ActionTargetView.buttonTapped, for: .touchUpInside)
        button.addTarget(self, action: ActionTargetView.buttonTappedWithEvent, for: .touchUpInside)
        button.addTarget(self, action: ActionTargetView.nothing, for: .touchUpInside)
        button.addTarget(self, action: ActionTargetView.anything, for: .touchUpInside)
        addSubview(button)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func startTicking() {
        link = CADisplayLink(target: self, selector: ActionTargetView.tick)
        link?.add(to: .main, forMode: .common)
    }

    func tapped(_ recognizer: UITapGestureRecognizer) { log.append("tap \(recognizer.numberOfTapsRequired)") }
    func panned(_ recognizer: UIPanGestureRecognizer) { if recognizer.state == .ended { log.append("pan ended") } }
    func anything(_ sender: Any) { if let pan = sender as? UIPanGestureRecognizer, pan.state != .ended { return }; log.append("any \(type(of: sender))") }
    func nothing() { log.append("nothing") }
    func buttonTapped(_ sender: UIButton) { log.append("button \(sender.currentTitle ?? "")") }
    func buttonTappedWithEvent(_ sender: UIButton, forEvent event: UIEvent) { log.append("event \(event.type == .touches)") }
    func tick() { log.append("tick") }
}

@Suite("Porting gaps: iOS call forms in Swift 5 mode", .freshContext)
struct PortingGapTests {
    @Test("A plain deinit in a UIView, UIScrollView, UIButton or CALayer subclass compiles, as on iOS, and runs when the last reference goes")
    @MainActor func plainDeinit() {
        let before = (DeinitCountingCard.deinits, DeinitCountingScroller.deinits, DeinitCountingButton.deinits, DeinitCountingLayer.deinits)
        do {
            let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
            let card = DeinitCountingCard(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            card.observer = NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in }
            let scroller = DeinitCountingScroller(frame: card.bounds)
            scroller.addSubview(DeinitCountingButton(type: .custom))
            card.addSubview(scroller)
            card.layer.addSublayer(DeinitCountingLayer())
            host.window.addSubview(card)
            host.runLoopTurn()
            card.removeFromSuperview()
            host.runLoopTurn()
        }
        #expect(DeinitCountingCard.deinits == before.0 + 1)
        #expect(DeinitCountingScroller.deinits == before.1 + 1)
        #expect(DeinitCountingButton.deinits == before.2 + 1)
        #expect(DeinitCountingLayer.deinits == before.3 + 1)
    }

    @Test("A layer built and freed on a background thread runs its subclass's plain deinit there (Core Animation allows off-screen layers on any thread)")
    func layerFreedOffMainThread() {
        final class Count: @unchecked Sendable { var deinits = 0 }
        let count = Count()
        onBackgroundThread {
            let before = OffMainDeinitCountingLayer.deinits
            do {
                let parent = CALayer()
                for _ in 0..<3 { parent.addSublayer(OffMainDeinitCountingLayer()) }
                parent.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            }
            count.deinits = OffMainDeinitCountingLayer.deinits - before
        }
        #expect(count.deinits == 3)
    }

    @Test("Target-action accepts methods taking the concrete recognizer or control type, Any, or nothing, as selectors do; each is called with the sender")
    @MainActor func targetActionParameterTypes() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let view = ActionTargetView(frame: host.window.bounds)
        view.button.setTitle("OK", for: .normal)
        host.window.addSubview(view)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["tap 1"])
        view.log = []
        host.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 60))
        #expect(view.log.sorted() == ["any UIPanGestureRecognizer", "pan ended"])
        view.log = []
        host.longPress(at: CGPoint(x: 50, y: 50))
        #expect(view.log.contains("nothing"))
        view.log = []
        host.tap(at: CGPoint(x: 50, y: 170))
        #expect(view.log == ["button OK", "event true", "nothing", "any UIButton"])
        view.log = []
        // Sent in code, the event is nil on iOS; a method taking a non-optional event gets an
        // empty touch event instead.
        view.button.sendActions(for: .touchUpInside)
        #expect(view.log == ["button OK", "event true", "nothing", "any UIButton"])
        view.log = []
        view.startTicking()
        host.advanceInFrames(0.05)
        #expect(view.log.contains("tick"))
        view.link?.invalidate()
    }

    @Test("#colorLiteral makes an sRGB UIColor, and is a UIColor with no other type context")
    @MainActor func colorLiteral() {
        let color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(type(of: color) == UIColor.self)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 0.2) < 1e-6 && abs(g - 0.4) < 1e-6 && abs(b - 0.6) < 1e-6 && abs(a - 0.8) < 1e-6)
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.backgroundColor == .red)
    }

    @Test("CGGradient takes [CGColor] as CFArray and draws the same ramp as from the array itself")
    @MainActor func gradientFromCFArray() {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let space = CGColorSpaceCreateDeviceRGB()
        let bridged = CGGradient(colorsSpace: space, colors: colors as CFArray, locations: [0, 1])
        let direct = CGGradient(colorsSpace: space, colors: colors, locations: [0, 1])
        #expect(bridged != nil)
        func draw(_ gradient: CGGradient?) -> Data? {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(size: CGSize(width: 16, height: 4), format: format).pngData { context in
                context.cgContext.drawLinearGradient(gradient!, start: .zero, end: CGPoint(x: 16, y: 0), options: [])
            }
        }
        #expect(draw(bridged) == draw(direct))
        // An array holding something other than colors makes no gradient, rather than a wrong one.
        #expect(CGGradient(colorsSpace: space, colors: [UIColor.red.cgColor, "blue"] as CFArray, locations: nil) == nil)
    }

    @Test("CALayer.drawsAsynchronously is settable and leaves what is drawn unchanged")
    @MainActor func drawsAsynchronously() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        view.backgroundColor = .green
        host.window.addSubview(view)
        let plain = host.renderScreen()
        #expect(view.layer.drawsAsynchronously == false)
        view.layer.drawsAsynchronously = true
        #expect(view.layer.drawsAsynchronously)
        view.setNeedsDisplay()
        #expect(ReferenceImage.difference(host.renderScreen(), plain, tolerance: 0) == nil)
    }
}
