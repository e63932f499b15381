import Testing
@testable import QuartzCore
import CoreGraphics

/// A screen showing one root layer, committed once, so layers in it have a committed appearance.
@MainActor
private func shownRoot() -> CALayer {
    startAnimationClock()
    let screen = RenderServer.Screen(pixelWidth: 100, pixelHeight: 100, scale: 1)!
    RenderServer.install([screen])
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.position = CGPoint(x: 50, y: 50)
    RenderServer.setRoots([root], on: screen)
    commitFrame()
    return root
}

@Suite("Implicit animations and CATransaction", .serialized, .freshRenderContext) @MainActor
struct CAImplicitActionTests {
    func committedSublayer(of root: CALayer) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(layer)
        commitFrame()
        return layer
    }

    @Test("A stand-alone layer animates a property change implicitly for 0.25 s with the default curve")
    func implicitAnimation() {
        let root = shownRoot()
        let layer = committedSublayer(of: root)
        layer.position = CGPoint(x: 105, y: 5)
        #expect(layer.animationKeys() == ["position"])
        let a = layer.animation(forKey: "position") as! CABasicAnimation
        #expect(a.duration == 0.25)
        setMediaTime(0.125)
        let expected = 5 + 100 * CGFloat(CAMediaTimingFunction(name: .default).evaluate(0.5))
        #expect(near(layer.presentation()!.position.x, expected))
        setMediaTime(0.25)
        commitFrame()
        #expect(layer.animationKeys() == nil)
    }

    @Test("A layer added in this transaction (not committed yet) does not animate implicitly; nor does a layer off screen")
    func uncommittedLayers() {
        let root = shownRoot()
        let fresh = CALayer()
        root.addSublayer(fresh)
        fresh.position = CGPoint(x: 30, y: 30)
        #expect(fresh.animationKeys() == nil)
        let detached = CALayer()
        detached.opacity = 0.5
        #expect(detached.animationKeys() == nil)
    }

    @Test("setDisableActions, setAnimationDuration and setAnimationTimingFunction shape the implicit animations of a transaction")
    func transactionSettings() {
        let root = shownRoot()
        let layer = committedSublayer(of: root)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.begin()       // nested: inherits the outer settings
        layer.cornerRadius = 4
        CATransaction.commit()
        CATransaction.commit()
        #expect(layer.animation(forKey: "opacity")?.duration == 2)
        #expect(layer.animation(forKey: "cornerRadius")?.duration == 2)
        setMediaTime(0.5)
        #expect(near(CGFloat(layer.presentation()!.opacity), 0.375))
    }

    @Test("The action search: delegate, then actions, then style, then defaultAction; NSNull stops it")
    func actionSearch() {
        final class Delegate: CALayerDelegate {
            var answer: (any CAAction)?
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
        }
        let root = shownRoot()
        let layer = committedSublayer(of: root)
        let custom = CABasicAnimation(keyPath: "opacity")
        custom.duration = 3
        layer.actions = ["opacity": custom, "position": NSNull()]
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 3)
        #expect(layer.action(forKey: "position") == nil)
        layer.style = ["actions": ["bounds": NSNull()]]
        #expect(layer.action(forKey: "bounds") == nil)
        #expect(layer.action(forKey: "cornerRadius") is CABasicAnimation)
        #expect(layer.action(forKey: "hidden") == nil)        // discrete: changes at once
        let delegate = Delegate()
        layer.delegate = delegate
        delegate.answer = NSNull()
        #expect(layer.action(forKey: "opacity") == nil)
        layer.position = CGPoint(x: 40, y: 40)
        #expect(layer.animationKeys() == nil)
    }

    @Test("The transaction's completion block waits for the animations added after it was set")
    func completionBlock() {
        let root = shownRoot()
        let layer = committedSublayer(of: root)
        var done = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        CATransaction.setAnimationDuration(1)
        layer.opacity = 0
        CATransaction.commit()
        commitFrame()
        #expect(done == 0)
        setMediaTime(0.5)
        commitFrame()
        #expect(done == 0)
        setMediaTime(1)
        commitFrame()
        #expect(done == 1)
        // No animations: right after the commit.
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        CATransaction.commit()
        commitFrame()
        #expect(done == 2)
    }

    @Test("CADisplayLink fires once per frame on the media clock with timestamp and targetTimestamp; pause and invalidate stop it")
    func displayLink() {
        startAnimationClock()
        @MainActor final class Target {
            var stamps: [CFTimeInterval] = []
            func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        }
        let target = Target()
        let link = CADisplayLink(target: target, selector: Target.step)
        link.add(to: .main, forMode: .common)
        for i in 1...3 {
            setMediaTime(Double(i) / 60)
            commitFrame()
            commitFrame()       // a second commit in the same frame does not fire again
        }
        #expect(target.stamps.count == 3)
        #expect(near(CGFloat(target.stamps[2]), 3.0 / 60))
        #expect(near(CGFloat(link.targetTimestamp - link.timestamp), 1.0 / 60))
        #expect(link.duration == 1.0 / 60)
        #expect(FramePipeline.current.frameReasons == [.displayLink])   // an active link asks for the next frame
        link.isPaused = true
        setMediaTime(4.0 / 60); commitFrame()
        #expect(target.stamps.count == 3)
        link.isPaused = false
        var closureCalls = 0
        let closureLink = CADisplayLink { _ in closureCalls += 1 }
        closureLink.add(to: .main, forMode: .default)
        setMediaTime(5.0 / 60); commitFrame()
        #expect(target.stamps.count == 4 && closureCalls == 1)
        link.invalidate(); closureLink.invalidate()
        setMediaTime(6.0 / 60); commitFrame()
        #expect(target.stamps.count == 4 && closureCalls == 1)
        #expect(!FramePipeline.current.needsFrame)
    }
}
