// iOS animation code as apps write it (Swift 5 mode, trailing closures included): it must
// compile against these modules unchanged and run.
import Testing
import UIKit
import UIKitTesting

final class Ticker: UIView {
    var ticks = 0
    var link: CADisplayLink?
    func start() {
        link = CADisplayLink(target: self, selector: Ticker.step)
        link?.add(to: .main, forMode: .common)
    }
    func step(_ link: CADisplayLink) { ticks += 1 }
}

func fadeOut(_ view: UIView) {
    UIView.animate(withDuration: 0.3) { view.alpha = 0 }
}

@Suite("Animation call sites in Swift 5 mode", .freshContext)
struct AnimationCallSiteTests {
    @Test("The usual UIView and Core Animation call forms compile (trailing closures, nil completions) and animate")
    @MainActor func callForms() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.window.addSubview(v)
        host.runLoopTurn()
        var completions = 0
        fadeOut(v)
        UIView.animate(withDuration: 0.3, animations: { v.center.x = 60 }) { _ in completions += 1 }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
            v.center.y = 60
        } completion: { finished in
            if finished { completions += 1 }
        }
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
                       options: [], animations: { v.bounds.size.width = 80 }, completion: nil)
        UIView.transition(with: v, duration: 0.3, options: .transitionCrossDissolve, animations: nil, completion: nil)
        UIView.animateKeyframes(withDuration: 0.5, delay: 0, options: [.calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.layer.cornerRadius = 10 }
        }, completion: nil)
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.2
        pulse.duration = 0.2
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        v.layer.add(pulse, forKey: "pulse")
        let ticker = Ticker()
        ticker.start()
        host.advanceInFrames(0.6)
        #expect(completions == 2)
        #expect(ticker.ticks >= 30)
        #expect(v.layer.animation(forKey: "pulse") != nil)
        ticker.link?.invalidate()
        v.layer.removeAllAnimations()
    }
}
