import Testing
@testable import QuartzCore
import CoreGraphics

@Suite("Keyframe, spring and group animations, value functions", .freshRenderContext) @MainActor
struct CAKeyframeSpringGroupTests {
    func sample(_ layer: CALayer, at t: Double) -> CALayer {
        MediaClock.current.useVirtualTime(startingAt: t)
        return layer.presentation()!
    }

    @Test("CAKeyframeAnimation: values at key times, per-segment timing functions, evenly spaced without keyTimes")
    func keyframeValues() {
        startAnimationClock()
        let layer = shownLayer()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0.0, 100.0, 50.0]
        a.keyTimes = [0, 0.25, 1]
        a.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
        a.duration = 1
        layer.add(a, forKey: "k")
        #expect(near(sample(layer, at: 0.125).position.x, 50))
        #expect(near(sample(layer, at: 0.25).position.x, 100))
        let u = CAMediaTimingFunction(name: .easeIn).evaluate(0.5)
        #expect(near(sample(layer, at: 0.625).position.x, 100 - 50 * CGFloat(u)))
        startAnimationClock()
        let even = CAKeyframeAnimation(keyPath: "opacity")
        even.values = [0.0, 1.0, 0.0]
        even.duration = 1
        layer.add(even, forKey: "e")
        #expect(near(CGFloat(sample(layer, at: 0.25).opacity), 0.5))
        #expect(near(CGFloat(sample(layer, at: 0.5).opacity), 1))
    }

    @Test("calculationMode: discrete holds each value for its interval; paced moves at constant speed; cubic passes through the values")
    func calculationModes() {
        startAnimationClock()
        let layer = shownLayer()
        let d = CAKeyframeAnimation(keyPath: "position.x")
        d.values = [0.0, 10.0, 20.0]
        d.calculationMode = .discrete
        d.duration = 3
        layer.add(d, forKey: "k")
        #expect(sample(layer, at: 0.5).position.x == 0)
        #expect(sample(layer, at: 1.5).position.x == 10)
        #expect(sample(layer, at: 2.5).position.x == 20)
        startAnimationClock()
        let p = CAKeyframeAnimation(keyPath: "position.x")
        p.values = [0.0, 90.0, 100.0]
        p.calculationMode = .paced
        p.keyTimes = [0, 0.5, 1]       // ignored when paced
        p.duration = 1
        layer.add(p, forKey: "k")
        #expect(near(sample(layer, at: 0.5).position.x, 50))
        #expect(near(sample(layer, at: 0.95).position.x, 95))
        startAnimationClock()
        let c = CAKeyframeAnimation(keyPath: "position")
        c.values = [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 100), CGPoint(x: 100, y: 0)]
        c.calculationMode = .cubic
        c.duration = 1
        layer.add(c, forKey: "k")
        #expect(near(sample(layer, at: 0.5).position, CGPoint(x: 50, y: 100)))
        let quarter = sample(layer, at: 0.25).position
        #expect(quarter.y > 50)            // the curve bulges past the straight line's 50
    }

    @Test("A keyframe path moves a point along its segments; rotationMode turns the layer to the tangent")
    func pathAnimation() {
        startAnimationClock()
        let layer = shownLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = path
        a.rotationMode = .rotateAuto
        a.duration = 2
        layer.add(a, forKey: "k")
        let first = sample(layer, at: 0.5)
        #expect(near(first.position, CGPoint(x: 50, y: 0)))
        #expect(near(first.value(forKeyPath: "transform.rotation.z") as! CGFloat, 0))
        let second = sample(layer, at: 1.5)
        #expect(near(second.position, CGPoint(x: 100, y: 50)))
        #expect(near(second.value(forKeyPath: "transform.rotation.z") as! CGFloat, .pi / 2, 1e-6))
    }

    @Test("CASpringAnimation matches the analytic solution: under-, critically and over-damped")
    func springSolutions() {
        for (damping, velocity) in [(10.0, 0.0), (20.0, 2.0), (30.0, -1.0)] {
            startAnimationClock()
            let layer = shownLayer()
            let s = CASpringAnimation(keyPath: "position.x")
            s.mass = 1; s.stiffness = 100; s.damping = CGFloat(damping); s.initialVelocity = CGFloat(velocity)
            s.fromValue = 0.0; s.toValue = 100.0
            s.duration = s.settlingDuration
            layer.add(s, forKey: "s")
            let w = 10.0, z = damping / 20
            for t in [0.05, 0.2, 0.5] {
                let x: Double
                if z < 1 {
                    let wd = w * (1 - z * z).squareRoot()
                    x = exp(-z * w * t) * (cos(wd * t) + (z * w - velocity) / wd * sin(wd * t))
                } else if z == 1 {
                    x = (1 + (w - velocity) * t) * exp(-w * t)
                } else {
                    let r = (z * z - 1).squareRoot(), r1 = -w * (z - r), r2 = -w * (z + r)
                    let c1 = (-velocity - r2) / (r1 - r2)
                    x = c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
                }
                #expect(near(sample(layer, at: t).position.x, CGFloat(100 * (1 - x))), "damping \(damping) t \(t)")
            }
            // Settled: within 0.1% from settlingDuration on.
            let settle = s.settlingDuration
            #expect(settle > 0 && settle < 10)
            for k in 0..<20 {
                let t = settle + Double(k) * 0.05
                #expect(abs(sample(layer, at: t).position.x - 100) <= 0.1 + 1e-9 || t >= s.duration, "t \(t)")
            }
        }
    }

    @Test("The perceptual form: duration and bounce give stiffness (2π/d)² and damping ratio 1 − bounce")
    func perceptualSpring() {
        let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(near(s.stiffness, pow(2 * .pi / 0.5, 2), 1e-9))
        #expect(near(s.damping / (2 * s.stiffness.squareRoot()), 0.7, 1e-9))
        #expect(near(CGFloat(s.perceptualDuration), 0.5, 1e-9))
        #expect(near(s.bounce, 0.3, 1e-9))
        #expect(s.duration == s.settlingDuration)
    }

    @Test("CAAnimationGroup runs children in the group's time and cuts them off at its end")
    func group() {
        startAnimationClock()
        let layer = shownLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0; move.toValue = 100.0; move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0; fade.duration = 4; fade.beginTime = 1
        let g = CAAnimationGroup()
        g.animations = [move, fade]
        g.duration = 2
        layer.add(g, forKey: "g")
        let mid = sample(layer, at: 0.5)
        #expect(near(mid.position.x, 50))
        #expect(mid.opacity == 1)                       // fade has not begun (no backwards fill)
        #expect(near(CGFloat(sample(layer, at: 1.5).opacity), 0.875))
        #expect(sample(layer, at: 1.5).position.x == 0) // move ended; no fill: the model's 0
        #expect(sample(layer, at: 2.5).opacity == 1)    // the group ended
    }

    @Test("CAValueFunction turns animated numbers into transforms: rotateZ 0 → 2π passes through π")
    func valueFunction() {
        startAnimationClock()
        let layer = shownLayer()
        let spin = CABasicAnimation(keyPath: "transform")
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        spin.fromValue = 0.0; spin.toValue = 2 * Double.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        let t = sample(layer, at: 0.5).transform
        #expect(near(t.m11, -1) && near(t.m12, 0, 1e-9))
        startAnimationClock()
        let grow = CABasicAnimation(keyPath: "transform")
        grow.valueFunction = CAValueFunction(name: .scale)
        grow.fromValue = [1.0, 1.0, 1.0]; grow.toValue = [3.0, 2.0, 1.0]
        grow.duration = 1
        layer.add(grow, forKey: "spin")
        let s = sample(layer, at: 0.5).transform
        #expect(near(s.m11, 2) && near(s.m22, 1.5))
        #expect(CAValueFunction(name: CAValueFunctionName("nope")) == nil)
    }

    @Test("Transforms interpolate by decomposition: a quarter turn is a 45° turn at full size halfway")
    func transformInterpolation() {
        startAnimationClock()
        let layer = shownLayer()
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), CATransform3DMakeTranslation(40, 0, 0))
        a.duration = 1
        layer.add(a, forKey: "t")
        let t = sample(layer, at: 0.5).transform
        #expect(near(t.m11, cos(.pi / 4)) && near(t.m12, sin(.pi / 4)))
        #expect(near(t.m41, 20))
        // Decomposing and recomposing gives the matrix back (perspective, skew, scale, rotation),
        // normalised so that m44 = 1 (the same projective map).
        var m = CATransform3DMakeRotation(0.7, 1, 2, 3)
        m = CATransform3DScale(m, 2, 0.5, 1.5)
        m.m21 += 0.3
        m.m34 = -1.0 / 500
        m = CATransform3DTranslate(m, 5, -7, 11)
        let back = TransformDecomposition(m)!.matrix
        for (x, y) in zip(back.rows.joined(), m.rows.joined()) { #expect(near(x, y / m.m44, 1e-9)) }
    }

    @Test("Additive and cumulative: values add to the current value; each cycle continues from the last")
    func additiveCumulative() {
        startAnimationClock()
        let layer = shownLayer()
        layer.position = CGPoint(x: 100, y: 100)
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = 0.0; shake.toValue = 10.0; shake.isAdditive = true; shake.duration = 1
        layer.add(shake, forKey: "shake")
        #expect(near(sample(layer, at: 0.5).position.x, 105))
        startAnimationClock()
        layer.removeAllAnimations()
        let step = CABasicAnimation(keyPath: "position.y")
        step.fromValue = 0.0; step.toValue = 10.0; step.isCumulative = true; step.repeatCount = 3; step.duration = 1
        layer.add(step, forKey: "step")
        #expect(near(sample(layer, at: 1.5).position.y, 15))
        #expect(near(sample(layer, at: 2.5).position.y, 25))
    }
}

@Suite("Animatable layer properties", .freshRenderContext) @MainActor
struct AnimatableLayerPropertyTests {
    @Test("Shadow, zPosition, anchorPoint, contentsRect and borderColor interpolate; hidden is discrete and switches at the end")
    func properties() {
        startAnimationClock()
        let layer = shownLayer()
        func add(_ path: String, _ from: Any, _ to: Any) {
            let a = CABasicAnimation(keyPath: path)
            a.fromValue = from; a.toValue = to; a.duration = 1
            a.fillMode = .forwards; a.isRemovedOnCompletion = false
            layer.add(a, forKey: path)
        }
        add("shadowOffset", CGSize(width: 0, height: 0), CGSize(width: 10, height: 20))
        add("shadowOpacity", 0.0, 1.0)
        add("shadowRadius", 0.0, 8.0)
        add("zPosition", 0.0, 10.0)
        add("anchorPoint", CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        add("contentsRect", CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        add("borderColor", CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        add("hidden", false, true)
        MediaClock.current.useVirtualTime(startingAt: 0.5)
        let p = layer.presentation()!
        #expect(near(p.shadowOffset.height, 10) && near(CGFloat(p.shadowOpacity), 0.5) && near(p.shadowRadius, 4))
        #expect(near(p.zPosition, 5))
        #expect(near(p.anchorPoint, CGPoint(x: 0.5, y: 0.5)))
        #expect(near(p.contentsRect.minX, 0.25) && near(p.contentsRect.width, 0.75))
        #expect(near(p.borderColor!.components![0], 0.5))
        #expect(p.isHidden == false)
        MediaClock.current.useVirtualTime(startingAt: 1)
        #expect(layer.presentation()!.isHidden == true)
    }
}
