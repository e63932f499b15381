import Testing
@testable import QuartzCore
@testable import CoreGraphics
import UIKit
import UIKitTesting
import Foundation
import RuntimeSupport

extension UIViewAnimationTests {
    @Test("Pixels follow the presentation tree frame by frame; only the animated area is damaged")
    func renderedFrames() {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 40, width: 20, height: 20))
        view.backgroundColor = .black
        host.window.addSubview(view)
        host.runLoopTurn()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 190 })
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        let frame = host.renderScreen()
        // Presented at x = 10 + 180·0.5 = 100 → covers 90..<110.
        #expect(frame.buffer.pixel(x: 95, y: 50).r == 0)
        #expect(frame.buffer.pixel(x: 185, y: 50).r == 255)
        #expect(frame.buffer.pixel(x: 5, y: 50).r == 255)
        host.advanceTime(by: 1.0 / 60)
        #expect(RenderServer.lastFrame.damagedPixels < 200 * 100 / 4)
        #expect(RenderServer.lastFrame.damagedPixels > 0)
        host.advanceTime(by: 1)
        #expect(host.renderScreen().buffer.pixel(x: 185, y: 50).r == 0)
        host.runLoopTurn()
        #expect(RenderServer.lastFrame == RenderServer.Statistics())     // finished: frames stop
    }

    @Test("A view that goes away during its animation is released (no retain cycle through the animation)")
    func noRetainCycle() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        weak var weakView: UIView?
        var finished: Bool?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.window.addSubview(view)
            host.runLoopTurn()
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
            view.removeFromSuperview()
            weakView = view
        }
        host.runLoopTurn()
        #expect(weakView == nil)
        #expect(finished == false)
    }

    @Test("drawHierarchy shows the view as it appears on screen (presentation values); layer.render(in:) draws the model, as Core Animation's does")
    func snapshotsShowThePresentation() {
        let host = UITestHost(size: CGSize(width: 100, height: 40), scale: 1)
        host.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 10, width: 20, height: 20))
        view.backgroundColor = .black
        host.window.addSubview(view)
        host.runLoopTurn()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 90 })
        host.advanceTime(by: 0.5)           // presented at x = 10 + 80·0.5 = 50
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let shown = UIGraphicsImageRenderer(bounds: host.window.bounds, format: format).image { _ in
            _ = host.window.drawHierarchy(in: host.window.bounds, afterScreenUpdates: true)
        }.cgImage!
        #expect(shown.buffer.pixel(x: 50, y: 20).r == 0)
        #expect(shown.buffer.pixel(x: 89, y: 20).r == 255)
        let model = UITestHost.render(host.window.layer, scale: 1)
        #expect(model.buffer.pixel(x: 89, y: 20).r == 0)
        #expect(model.buffer.pixel(x: 50, y: 20).r == 255)
        #expect(view.layer.presentation()!.position.x == 50)   // nothing was left swapped in
        #expect(view.layer.position.x == 90)
    }

    @Test("The README's animation example: the model changes at once, the presentation follows, completion at the end")
    func readmeExample() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 2)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.runLoopTurn()
        var finished = false
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        host.advanceTime(by: 0.5)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
        host.advanceTime(by: 0.5)
        #expect(finished)
    }

    @Test("A zero or NaN duration changes the property at once; the completion still runs, with true, after the commit")
    func zeroDuration() {
        let (host, view) = scene()
        var results: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.5 }, completion: { results.append($0) })
        let messages = RuntimeIssue.capture {
            UIView.animate(withDuration: .nan, animations: { view.center.x = 80 }, completion: { results.append($0) })
        }
        #expect(messages.contains { $0.contains("duration") })
        #expect(view.layer.animationKeys() == nil)
        host.runLoopTurn()
        #expect(results == [true, true])
    }

    @Test(".layoutSubviews lays out the subviews in the block, so they animate with their parent")
    func layoutSubviewsOption() {
        final class Panel: UIView {
            let inner = UIView()
            override func layoutSubviews() { inner.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.addSubview(panel.inner)
        host.window.addSubview(panel)
        host.runLoopTurn()
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
            panel.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        })
        #expect(panel.inner.frame.width == 180)       // laid out inside the block
        host.advanceTime(by: 0.5)
        #expect(near(panel.inner.layer.presentation()!.bounds.width, 130))
    }

    @Test("perform(.delete, on:) fades the views out and removes them when it finishes")
    func deleteSystemAnimation() {
        let (host, view) = scene()
        var finished: Bool?
        UIView.perform(.delete, on: [view], options: [], animations: nil, completion: { finished = $0 })
        #expect(view.superview != nil)
        host.advanceTime(by: 0.15)
        let opacity = CGFloat(view.layer.presentation()!.opacity)
        #expect(opacity > 0 && opacity < 1)
        host.advanceTime(by: 0.2)
        #expect(finished == true)
        #expect(view.superview == nil)
    }

    @Test("Table 4-1: frame, bounds, center, transform, alpha, backgroundColor and contentStretch all animate")
    func table41Properties() {
        let (host, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.bounds = CGRect(x: 0, y: 0, width: 60, height: 100)
            view.center = CGPoint(x: 150, y: 50)
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.alpha = 0
            view.backgroundColor = .blue
            (view as any ContentStretching).contentStretch = CGRect(x: 0.5, y: 0.5, width: 0, height: 0)
        })
        host.advanceTime(by: 0.5)
        let p = view.layer.presentation()!
        #expect(near(p.bounds.width, 80))
        #expect(near(p.position.x, 100))
        #expect(near(p.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 4))
        #expect(near(p.transform.m11, cos(.pi / 4)))         // a turn, not a shrink
        #expect(near(CGFloat(p.opacity), 0.5))
        #expect(near(p.backgroundColor!.components![2], 0.5))
        #expect(near(p.contentsCenter.minX, 0.25) && near(p.contentsCenter.width, 0.5))
    }

    @Test("overrideInheritedOptions: a nested block does not inherit the enclosing block's repeat and autoreverse")
    func overrideInheritedOptions() {
        let (host, view) = scene()
        let other = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
        host.window.addSubview(other)
        host.runLoopTurn()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: {
            view.alpha = 0
            UIView.animate(withDuration: 1, delay: 0, options: [], animations: { other.alpha = 0 })
            UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedOptions], animations: { other.center.x = 100 })
        })
        #expect(view.layer.animation(forKey: "opacity")?.repeatCount == .infinity)
        #expect(other.layer.animation(forKey: "opacity")?.autoreverses == true)          // inherited
        #expect(other.layer.animation(forKey: "position")?.autoreverses == false)        // not inherited
        #expect(other.layer.animation(forKey: "position")?.repeatCount == 0)
        view.layer.removeAllAnimations(); other.layer.removeAllAnimations()
        host.runLoopTurn()
    }

    @Test("The begin/commit API: delay, start date, repeat autoreverses, begins-from-current-state and a flip transition")
    func beginCommitSettings() {
        let (host, view) = scene()
        UIView.beginAnimations("delayed", context: nil)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationRepeatCount(1)
        view.alpha = 0
        UIView.commitAnimations()
        host.advanceTime(by: 0.25)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 1))      // delayed
        host.advanceTime(by: 0.75)
        #expect(near(CGFloat(view.layer.presentation()!.opacity), 0.5))
        #expect(view.layer.animation(forKey: "opacity")?.autoreverses == true)
        host.advanceTime(by: 1.5)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationStart(Date().addingTimeInterval(100))
        UIView.setAnimationDuration(1)
        view.center.x = 0
        UIView.commitAnimations()
        let start = view.layer.animation(forKey: "position")!.beginTime - host.currentTime
        #expect(start > 99 && start <= 100)
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        view.center.x = 200
        UIView.commitAnimations()
        #expect(view.layer.animationKeys() == ["position"])                  // replaced, not added
        UIView.beginAnimations("flip", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationTransition(.flipFromLeft, for: view, cache: true)
        view.backgroundColor = .green
        UIView.commitAnimations()
        let flip = view.layer.animation(forKey: kCATransition) as? CATransition
        #expect(flip?.type == .flip && flip?.subtype == .fromLeft && flip?.duration == 0.5)
        view.layer.removeAllAnimations()
        host.runLoopTurn()
    }

    @Test(".allowAnimatedContent redraws the view every frame at its animated size; without it the final content is stretched")
    func animatedContent() {
        final class Sketch: UIView {
            var sizes: [CGFloat] = []
            override func draw(_ rect: CGRect) {
                sizes.append(bounds.width)
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: bounds.height))     // a 10-point bar at the left
            }
        }
        let host = UITestHost(size: CGSize(width: 300, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let sketch = Sketch(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        sketch.backgroundColor = .white
        sketch.contentMode = .redraw
        host.window.addSubview(sketch)
        host.runLoopTurn()
        UIView.animate(withDuration: 1, delay: 0, options: [.allowAnimatedContent, .curveLinear], animations: {
            sketch.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        })
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        #expect(sketch.sizes.last == 150)                        // drawn at the presented width
        #expect(sketch.bounds.width == 200)                      // the model is untouched
        let frame = host.renderScreen()
        #expect(frame.buffer.pixel(x: 12, y: 25).r == 255)       // the bar stays 10 points wide
        host.advanceTime(by: 0.5)
        #expect(sketch.sizes.last == 200)
        #expect(sketch.layer.backingStore?.width == 200)
    }

    @Test("Listing 4-9: a view rotation in a block and an explicit layer animation with a value function run together; the chain completes")
    func listing49() {
        let (host, backingView) = scene()
        let manLayer = CALayer()
        manLayer.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        backingView.layer.addSublayer(manLayer)
        host.runLoopTurn()
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            backingView.transform = CGAffineTransform(rotationAngle: -.pi)
            let layerAnimation = CABasicAnimation(keyPath: "transform")
            layerAnimation.duration = 2
            layerAnimation.beginTime = 0
            layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
            layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
            layerAnimation.fromValue = NSNumber(value: 0.0)
            layerAnimation.toValue = NSNumber(value: 2 * Double.pi)
            layerAnimation.byValue = NSNumber(value: Double.pi)
            manLayer.add(layerAnimation, forKey: "layerAnimation")
        }, completion: { _ in
            log.append("first half")
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                backingView.transform = CGAffineTransform(rotationAngle: -359 * .pi / 180)
            }, completion: { _ in
                log.append("second half")
                backingView.transform = .identity
            })
        })
        host.advanceTime(by: 0.5)
        let viewAngle = backingView.layer.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat
        let layerAngle = manLayer.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat
        #expect(near(abs(viewAngle), .pi / 2))              // a quarter turn of the view …
        #expect(near(layerAngle, .pi / 2))                  // … and a quarter turn of the layer
        #expect(near(backingView.layer.presentation()!.transform.m11, 0))   // turning, not shrinking
        host.advanceTime(by: 0.5)
        #expect(log == ["first half"])
        host.advanceTime(by: 1)
        #expect(log == ["first half", "second half"])
        #expect(backingView.transform == .identity)
    }

    @Test("A view removed from its window loses its animations (Core Animation removes them with the layer from the render tree): completion(false), and a view its completion block holds is freed; a move within the window keeps them")
    func removalFromWindowStopsAnimations() {
        final class Counted: UIView {
            static var freed = 0
            isolated deinit { Counted.freed += 1 }
        }
        let (host, moved) = scene()
        Counted.freed = 0
        var finished: [String] = []
        do {
            let removed = Counted(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            host.window.addSubview(removed)
            host.runLoopTurn()
            // The completion holds the view, as app code often does.
            UIView.animate(withDuration: 1, animations: { removed.alpha = 0 }, completion: { done in
                finished.append("removed \(done) \(removed.alpha)")
            })
            UIView.animate(withDuration: 1, animations: { moved.center = CGPoint(x: 150, y: 50) },
                           completion: { finished.append("moved \($0)") })
            host.advanceTime(by: 0.25)
            let holder = UIView(frame: host.window.bounds)
            host.window.addSubview(holder)
            holder.addSubview(moved)
            removed.removeFromSuperview()
            #expect(removed.layer.animationKeys() == nil)
            #expect(moved.layer.animationKeys() != nil)
            host.runLoopTurn()
        }
        #expect(finished == ["removed false 0.0"])
        #expect(Counted.freed == 1)
        host.advanceTime(by: 1)
        #expect(finished == ["removed false 0.0", "moved true"])
    }
}
