import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit
import UIKitTesting

/// The render phase runs no app code: the compositor's frames (animations running included),
/// `render(in:)` and snapshots read the render tree only, whose layers and animations were
/// copied from the model when it was committed (and attached).
@Suite("Render phase", .freshContext) @MainActor
struct RenderPhaseTests {
    /// A layer subclass (with a masked, drawn sublayer and a mask), animation subclasses of
    /// every kind with values from a dynamic color provider, a replicator with delayed
    /// instances and a transition, through frames while they run and after they end.
    @Test("No overridden getter, drawing or color provider runs while rendering")
    func noAppCodeWhileRendering() {
        let probe = RenderPhaseProbe()
        RenderPhaseProbe.current = probe
        defer { RenderPhaseProbe.current = RenderPhaseProbe() }
        let host = UITestHost(size: CGSize(width: 120, height: 120), scale: 1)
        let dynamic = UIColor { traits in
            MainActor.assumeIsolated { RenderPhaseProbe.current.note("dynamic color provider") }
            return traits.userInterfaceStyle == .dark ? .white : .systemPink
        }

        let layer = RenderProbeLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.cornerRadius = 4; layer.borderWidth = 2; layer.shadowOpacity = 0.5
        let sublayer = RenderProbeLayer()
        sublayer.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        sublayer.masksToBounds = true
        let mask = RenderProbeLayer()
        mask.frame = CGRect(x: 0, y: 0, width: 15, height: 15)
        mask.backgroundColor = CGColor(gray: 0, alpha: 1)
        sublayer.mask = mask
        sublayer.setNeedsDisplay()
        layer.addSublayer(sublayer)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 60, y: 10, width: 50, height: 50)
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.05
        replicator.instanceTransform = CATransform3DMakeTranslation(12, 0, 0)
        let dot = RenderProbeLayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        replicator.addSublayer(dot)
        host.window.layer.addSublayer(layer)
        host.window.layer.addSublayer(replicator)
        host.runLoopTurn()

        let delegate = RenderProbeDelegate()
        let color = RenderProbeBasicAnimation(keyPath: "backgroundColor")
        color.fromValue = dynamic; color.toValue = UIColor.blue
        color.duration = 0.3; color.delegate = delegate
        color.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(color, forKey: "color")
        let move = RenderProbeBasicAnimation(keyPath: "position.x")
        move.byValue = 10; move.isCumulative = true; move.repeatCount = 2; move.duration = 0.1
        move.isRemovedOnCompletion = false; move.fillMode = .forwards; move.delegate = delegate
        layer.add(move, forKey: "move")
        let spring = RenderProbeSpringAnimation(keyPath: "bounds.size.width")
        spring.fromValue = 20; spring.toValue = 40; spring.duration = 0.3
        sublayer.add(spring, forKey: "spring")
        let keyframes = RenderProbeKeyframeAnimation(keyPath: "borderColor")
        keyframes.values = [dynamic, UIColor.green, dynamic]
        keyframes.keyTimes = [0, 0.3, 1]; keyframes.calculationMode = .cubic
        keyframes.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        keyframes.duration = 0.3
        layer.add(keyframes, forKey: "keyframes")
        let along = RenderProbeKeyframeAnimation(keyPath: "position")
        along.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        along.rotationMode = .rotateAuto; along.duration = 0.2; along.isAdditive = true
        dot.add(along, forKey: "along")
        let group = RenderProbeGroup()
        let fade = RenderProbeBasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2; fade.toValue = 1; fade.duration = 0.2
        group.animations = [fade]; group.duration = 0.25; group.delegate = delegate
        mask.add(group, forKey: "group")
        let transition = RenderProbeTransition()
        transition.type = .push; transition.subtype = .fromLeft; transition.duration = 0.2
        sublayer.add(transition, forKey: kCATransition)

        for _ in 0..<6 {
            host.advanceTime(by: 0.05)
            _ = UITestHost.render(layer, scale: 1)
            _ = host.render(host.window)
        }
        host.advanceTime(by: 0.5)
        _ = UITestHost.render(layer, scale: 2)

        #expect(probe.duringRender.count == 0, "app code ran while rendering: \(Set(probe.duringRender).sorted())")
        // The probes were reached (when attaching, drawing, laying out) and the delegate heard
        // both callbacks, after the commits.
        #expect(probe.outside > 0)
        #expect(probe.calls["dynamic color provider", default: 0] > 0)
        #expect(delegate.started == 3 && delegate.stopped == 3)
    }
}
