import Testing
import UIKit
import UIKitTesting
import ViewFuzzing

/// A view whose callbacks run the code a test gives them.
private final class Hooked: UIView {
    var onLayout: ((Hooked) -> Void)?
    var onDraw: ((Hooked) -> Void)?
    var onDisplay: ((Hooked, CALayer) -> Void)?
    var onTouchesBegan: ((Hooked) -> Void)?
    var onDidMoveToWindow: ((Hooked) -> Void)?
    var onWillMoveToSuperview: ((Hooked, UIView?) -> Void)?
    var onLayoutSublayers: ((Hooked, CALayer) -> Void)?
    /// Each hook runs once: the tests are about one mutation during one traversal.
    private var ran: Set<String> = []

    private func once(_ name: String, _ body: () -> Void) {
        guard ran.insert(name).inserted else { return }
        body()
    }
    override func layoutSubviews() { super.layoutSubviews(); once("layout") { onLayout?(self) } }
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIRectFill(bounds)
        once("draw") { onDraw?(self) }
    }
    override func display(_ layer: CALayer) {
        super.display(layer)
        once("display") { onDisplay?(self, layer) }
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        once("touches") { onTouchesBegan?(self) }
    }
    override func didMoveToWindow() { super.didMoveToWindow(); if window != nil { once("window") { onDidMoveToWindow?(self) } } }
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if newSuperview != nil { once("superview") { onWillMoveToSuperview?(self, newSuperview) } }
    }
    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        once("sublayers") { onLayoutSublayers?(self, layer) }
    }
}

/// A layer that runs the code a test gives it when it lays out its sublayers, once.
private final class HookedLayer: CALayer {
    var onLayout: ((HookedLayer) -> Void)?
    override func layoutSublayers() {
        super.layoutSublayers()
        let hook = onLayout
        onLayout = nil
        hook?(self)
    }
}

/// Code run from the layout, display, touch, gesture, move and animation callbacks may change
/// the tree the pass is walking: the pass goes on over what is still there, never crashes or
/// hangs, and leaves every subview naming its superview with the layers mirroring the views.
@Suite("Mutation from callbacks", .serialized, .freshContext) @MainActor
struct CallbackMutationTests {
    private func scene(_ count: Int = 4, draws: Bool = false) -> (UITestHost, UIView, [Hooked]) {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let views = (0..<count).map { i in
            let view = Hooked(frame: CGRect(x: CGFloat(i) * 20, y: 10, width: 18, height: 18))
            view.tag = i + 1
            if !draws { view.backgroundColor = .blue }
            container.addSubview(view)
            return view
        }
        return (host, container, views)
    }

    private func expectConsistent(_ host: UITestHost, _ extra: [UIView] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        var problems = ViewTreeInvariants.violations(under: host.window)
        for view in extra where view.superview == nil { problems += ViewTreeInvariants.violations(under: view) }
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
        // Another turn after the mutation settles, drawing the tree as it is now.
        _ = host.renderScreen()
    }

    // MARK: Layout

    @Test("layoutSubviews may remove its siblings and add views to its superview: the pass lays out what is still in the tree")
    func layoutRemovesSiblings() {
        let (host, container, views) = scene()
        views[1].onLayout = { view in
            for sibling in view.superview?.subviews ?? [] where sibling !== view { sibling.removeFromSuperview() }
            view.superview?.addSubview(Hooked(frame: CGRect(x: 0, y: 50, width: 10, height: 10)))
        }
        views.forEach { $0.setNeedsLayout() }
        host.runLoopTurn()
        #expect(container.subviews.count == 2)
        expectConsistent(host, views)
    }

    @Test("layoutSubviews may remove the view itself from its superview")
    func layoutRemovesItself() {
        let (host, container, views) = scene()
        views[0].onLayout = { $0.removeFromSuperview() }
        views[2].onLayout = { $0.superview?.superview?.addSubview($0) }
        container.setNeedsLayout()
        views.forEach { $0.setNeedsLayout() }
        host.runLoopTurn()
        #expect(views[0].superview == nil && views[2].superview === host.window)
        expectConsistent(host, views)
    }

    @Test("layoutSubviews may re-parent views: a sibling moves into it, its subview moves up, and each is laid out where it is")
    func layoutReparents() {
        let (host, container, views) = scene()
        let child = Hooked(frame: CGRect(x: 2, y: 2, width: 5, height: 5))
        views[0].addSubview(child)
        views[0].onLayout = { view in
            view.addSubview(views[3])
            container.insertSubview(child, at: 0)
            views[2].addSubview(views[1])
        }
        child.setNeedsLayout()
        views.forEach { $0.setNeedsLayout() }
        host.runLoopTurn()
        #expect(views[3].superview === views[0] && child.superview === container && views[1].superview === views[2])
        expectConsistent(host)
    }

    @Test("A layer's layoutSublayers may remove its siblings and add sublayers that need layout")
    func layerLayoutMutatesSublayers() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let parent = CALayer()
        host.window.layer.addSublayer(parent)
        let layers = (0..<4).map { _ in HookedLayer() }
        layers.forEach { parent.addSublayer($0) }
        var added: HookedLayer?
        layers[1].onLayout = { layer in
            layer.superlayer?.sublayers?.filter { $0 !== layer }.forEach { $0.removeFromSuperlayer() }
            let fresh = HookedLayer()
            fresh.onLayout = { $0.addSublayer(CALayer()) }
            parent.addSublayer(fresh)
            fresh.setNeedsLayout()
            added = fresh
        }
        layers.forEach { $0.setNeedsLayout() }
        host.runLoopTurn()
        host.runLoopTurn()
        #expect(parent.sublayers?.count == 2)
        #expect(added?.sublayers?.count == 1)
        #expect(parent.sublayers?.allSatisfy { $0.superlayer === parent } == true)
        expectConsistent(host)
    }

    @Test("layoutSublayers(of:) may add and remove sublayers and remove sibling views")
    func viewLayerLayoutMutates() {
        let (host, container, views) = scene()
        views[0].onLayoutSublayers = { view, layer in
            layer.addSublayer(CALayer())
            views[1].removeFromSuperview()
            views[2].layer.sublayers?.forEach { $0.removeFromSuperlayer() }
            container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
        }
        views.forEach { $0.setNeedsLayout() }
        host.runLoopTurn()
        #expect(views[1].superview == nil)
        expectConsistent(host, views)
    }

    // MARK: Display

    @Test("draw(_:) may add and remove views and change frames: the frame draws what is left, the next draws the change")
    func drawMutates() {
        let (host, container, views) = scene(draws: true)
        views[0].onDraw = { view in
            views[1].removeFromSuperview()
            views[2].frame = CGRect(x: 50, y: 50, width: 30, height: 30)
            view.frame.origin.y = 40
            let fresh = Hooked(frame: CGRect(x: 0, y: 70, width: 20, height: 20))
            container.addSubview(fresh)
            views[3].setNeedsDisplay()
        }
        host.runLoopTurn()
        #expect(views[1].superview == nil && container.subviews.count == 4)
        expectConsistent(host, views)
    }

    @Test("display(_:) may add and remove views and layers while the display pass walks them")
    func displayMutates() {
        let (host, container, views) = scene(draws: true)
        views[1].onDisplay = { view, layer in
            views[0].removeFromSuperview()
            views[2].removeFromSuperview()
            views[3].layer.addSublayer(CALayer())
            layer.addSublayer(CALayer())
            container.addSubview(Hooked(frame: CGRect(x: 0, y: 60, width: 20, height: 20)))
            view.removeFromSuperview()
        }
        host.runLoopTurn()
        #expect(container.subviews.count == 2)
        expectConsistent(host, views)
    }

    // MARK: Touches and gestures

    @Test("touchesBegan may remove the touched view and its siblings: the touch goes on to end without a crash")
    func touchesBeganRemoves() {
        let (host, container, views) = scene()
        views[0].onTouchesBegan = { view in
            container.subviews.forEach { $0.removeFromSuperview() }
        }
        host.tap(at: CGPoint(x: 5, y: 15))
        #expect(container.subviews.isEmpty)
        expectConsistent(host, views)
    }

    @Test("A gesture's action may remove its recognizer's view, other recognizers' views, add recognizers and remove its own")
    func gestureActionsMutate() {
        let (host, container, views) = scene()
        let overlay = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.addSubview(overlay)
        var fired: [String] = []
        overlay.addGestureRecognizer(UITapGestureRecognizer { recognizer in
            fired.append("overlay")
            recognizer.view?.removeFromSuperview()
            views[0].removeFromSuperview()
            views[1].addGestureRecognizer(UITapGestureRecognizer { _ in fired.append("added") })
        })
        views[0].addGestureRecognizer(UITapGestureRecognizer { _ in fired.append("below") })
        let selfRemoving = UITapGestureRecognizer { recognizer in
            fired.append("self")
            recognizer.view?.removeGestureRecognizer(recognizer)
        }
        views[1].addGestureRecognizer(selfRemoving)
        host.tap(at: CGPoint(x: 5, y: 15))
        #expect(overlay.superview == nil && views[0].superview == nil)
        host.tap(at: CGPoint(x: 25, y: 15))
        host.tap(at: CGPoint(x: 25, y: 15))
        #expect(fired.first == "overlay" && fired.contains("self") && fired.contains("added"))
        #expect(views[1].gestureRecognizers?.contains { $0 === selfRemoving } != true)
        expectConsistent(host, views)
    }

    @Test("Simultaneous recognizers on nested views: the first action removes the other's view; the other is cancelled or fires, without a crash")
    func gestureRemovesOtherRecognizersView() {
        let (host, _, views) = scene()
        let inner = UIView(frame: CGRect(x: 2, y: 2, width: 10, height: 10))
        views[0].addSubview(inner)
        var fired = 0
        inner.addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1; views[0].removeFromSuperview() })
        views[0].addGestureRecognizer(UITapGestureRecognizer { _ in fired += 1; inner.removeFromSuperview() })
        host.tap(at: CGPoint(x: 5, y: 15))
        #expect(fired >= 1)
        expectConsistent(host, views + [inner])
    }

    // MARK: Moves

    @Test("didMoveToWindow may remove its siblings while the move is told to every subview")
    func didMoveToWindowMutates() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let container = UIView(frame: host.window.bounds)
        let views = (0..<4).map { _ in Hooked(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        views.forEach { container.addSubview($0) }
        var told = 0
        for view in views {
            view.onDidMoveToWindow = { view in
                told += 1
                for sibling in container.subviews where sibling !== view { sibling.removeFromSuperview() }
                container.addSubview(UIView())
            }
        }
        host.window.addSubview(container)
        #expect(told >= 1)
        #expect(container.subviews.allSatisfy { $0.window === host.window })
        expectConsistent(host, views)
    }

    @Test("willMove(toSuperview:) may change the new superview's subviews before the view joins them")
    func willMoveToSuperviewMutates() {
        let (host, container, views) = scene()
        let mover = Hooked(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        mover.onWillMoveToSuperview = { _, superview in
            superview?.subviews.first?.removeFromSuperview()
            superview?.addSubview(UIView())
        }
        container.insertSubview(mover, at: 2)
        #expect(mover.superview === container)
        expectConsistent(host, views + [mover])
    }

    // MARK: Animation

    @Test("An animation's completion may remove the animated view and its superview's other subviews")
    func animationCompletionRemoves() {
        let (host, container, views) = scene()
        var finished = false
        UIView.animate(withDuration: 0.2, animations: {
            views[0].center = CGPoint(x: 60, y: 60)
            views[1].alpha = 0
        }, completion: { _ in
            finished = true
            views[0].removeFromSuperview()
            views[1].removeFromSuperview()
            container.removeFromSuperview()
        })
        host.advanceInFrames(0.5)
        #expect(finished && views[0].superview == nil && container.superview == nil)
        expectConsistent(host, views + [container])
    }
}
