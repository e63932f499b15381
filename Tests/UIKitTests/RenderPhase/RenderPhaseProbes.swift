import CoreGraphics
import Foundation
@testable import QuartzCore
@testable import UIKit

/// Counts calls of app code (overridden getters, drawing, color providers) by whether they
/// ran inside the render phase, which must run none.
@MainActor
final class RenderPhaseProbe {
    /// Calls made while rendering, by name.
    private(set) var duringRender: [String] = []
    /// Calls made at any other time (so the test knows the probes are reached at all).
    private(set) var outside = 0
    /// Every call, by name.
    private(set) var calls: [String: Int] = [:]

    func note(_ name: String) {
        calls[name, default: 0] += 1
        if RenderServer.isRendering { duringRender.append(name) } else { outside += 1 }
    }

    /// The probe the classes below report to (one test at a time uses it).
    static var current = RenderPhaseProbe()
}

@MainActor private func note(_ name: String) { RenderPhaseProbe.current.note(name) }

/// A layer whose getters and drawing are app code.
final class RenderProbeLayer: CALayer {
    override var bounds: CGRect { get { note("bounds"); return super.bounds } set { super.bounds = newValue } }
    override var position: CGPoint { get { note("position"); return super.position } set { super.position = newValue } }
    override var anchorPoint: CGPoint { get { note("anchorPoint"); return super.anchorPoint } set { super.anchorPoint = newValue } }
    override var transform: CATransform3D { get { note("transform"); return super.transform } set { super.transform = newValue } }
    override var opacity: Float { get { note("opacity"); return super.opacity } set { super.opacity = newValue } }
    override var isHidden: Bool { get { note("isHidden"); return super.isHidden } set { super.isHidden = newValue } }
    override var masksToBounds: Bool { get { note("masksToBounds"); return super.masksToBounds } set { super.masksToBounds = newValue } }
    override var backgroundColor: CGColor? { get { note("backgroundColor"); return super.backgroundColor } set { super.backgroundColor = newValue } }
    override var cornerRadius: CGFloat { get { note("cornerRadius"); return super.cornerRadius } set { super.cornerRadius = newValue } }
    override var borderWidth: CGFloat { get { note("borderWidth"); return super.borderWidth } set { super.borderWidth = newValue } }
    override var borderColor: CGColor? { get { note("borderColor"); return super.borderColor } set { super.borderColor = newValue } }
    override var shadowColor: CGColor? { get { note("shadowColor"); return super.shadowColor } set { super.shadowColor = newValue } }
    override var shadowOpacity: Float { get { note("shadowOpacity"); return super.shadowOpacity } set { super.shadowOpacity = newValue } }
    override var shadowOffset: CGSize { get { note("shadowOffset"); return super.shadowOffset } set { super.shadowOffset = newValue } }
    override var shadowRadius: CGFloat { get { note("shadowRadius"); return super.shadowRadius } set { super.shadowRadius = newValue } }
    override var contents: Any? { get { note("contents"); return super.contents } set { super.contents = newValue } }
    override var contentsRect: CGRect { get { note("contentsRect"); return super.contentsRect } set { super.contentsRect = newValue } }
    override var contentsCenter: CGRect { get { note("contentsCenter"); return super.contentsCenter } set { super.contentsCenter = newValue } }
    override var contentsScale: CGFloat { get { note("contentsScale"); return super.contentsScale } set { super.contentsScale = newValue } }
    override var zPosition: CGFloat { get { note("zPosition"); return super.zPosition } set { super.zPosition = newValue } }
    override var mask: CALayer? { get { note("mask"); return super.mask } set { super.mask = newValue } }
    override var sublayers: [CALayer]? { get { note("sublayers"); return super.sublayers } set { super.sublayers = newValue } }
    override var frame: CGRect { get { note("frame"); return super.frame } set { super.frame = newValue } }
    override func draw(in ctx: CGContext) {
        note("draw(in:)")
        ctx.setFillColor(CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        ctx.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
    }
    override func action(forKey event: String) -> (any CAAction)? { note("action(forKey:)"); return super.action(forKey: event) }
    override func layoutSublayers() { note("layoutSublayers"); super.layoutSublayers() }
    override func display() { note("display"); super.display() }
}

/// A basic animation whose getters are app code.
final class RenderProbeBasicAnimation: CABasicAnimation {
    override var fromValue: Any? { get { note("fromValue"); return super.fromValue } set { super.fromValue = newValue } }
    override var toValue: Any? { get { note("toValue"); return super.toValue } set { super.toValue = newValue } }
    override var byValue: Any? { get { note("byValue"); return super.byValue } set { super.byValue = newValue } }
    override var keyPath: String? { get { note("keyPath"); return super.keyPath } set { super.keyPath = newValue } }
    override var isAdditive: Bool { get { note("isAdditive"); return super.isAdditive } set { super.isAdditive = newValue } }
    override var isCumulative: Bool { get { note("isCumulative"); return super.isCumulative } set { super.isCumulative = newValue } }
    override var duration: CFTimeInterval { get { note("duration"); return super.duration } set { super.duration = newValue } }
    override var beginTime: CFTimeInterval { get { note("beginTime"); return super.beginTime } set { super.beginTime = newValue } }
    override var speed: Float { get { note("speed"); return super.speed } set { super.speed = newValue } }
    override var timeOffset: CFTimeInterval { get { note("timeOffset"); return super.timeOffset } set { super.timeOffset = newValue } }
    override var repeatCount: Float { get { note("repeatCount"); return super.repeatCount } set { super.repeatCount = newValue } }
    override var autoreverses: Bool { get { note("autoreverses"); return super.autoreverses } set { super.autoreverses = newValue } }
    override var fillMode: CAMediaTimingFillMode { get { note("fillMode"); return super.fillMode } set { super.fillMode = newValue } }
    override var timingFunction: CAMediaTimingFunction? { get { note("timingFunction"); return super.timingFunction } set { super.timingFunction = newValue } }
    override var isRemovedOnCompletion: Bool { get { note("isRemovedOnCompletion"); return super.isRemovedOnCompletion } set { super.isRemovedOnCompletion = newValue } }
}

/// A spring whose spring parameters are app code.
final class RenderProbeSpringAnimation: CASpringAnimation {
    override var mass: CGFloat { get { note("mass"); return super.mass } set { super.mass = newValue } }
    override var stiffness: CGFloat { get { note("stiffness"); return super.stiffness } set { super.stiffness = newValue } }
    override var damping: CGFloat { get { note("damping"); return super.damping } set { super.damping = newValue } }
    override var initialVelocity: CGFloat { get { note("initialVelocity"); return super.initialVelocity } set { super.initialVelocity = newValue } }
    override var toValue: Any? { get { note("spring toValue"); return super.toValue } set { super.toValue = newValue } }
    override var duration: CFTimeInterval { get { note("spring duration"); return super.duration } set { super.duration = newValue } }
}

/// A keyframe animation whose keyframes are app code.
final class RenderProbeKeyframeAnimation: CAKeyframeAnimation {
    override var values: [Any]? { get { note("values"); return super.values } set { super.values = newValue } }
    override var keyTimes: [NSNumber]? { get { note("keyTimes"); return super.keyTimes } set { super.keyTimes = newValue } }
    override var path: CGPath? { get { note("path"); return super.path } set { super.path = newValue } }
    override var timingFunctions: [CAMediaTimingFunction]? { get { note("timingFunctions"); return super.timingFunctions } set { super.timingFunctions = newValue } }
    override var calculationMode: CAAnimationCalculationMode { get { note("calculationMode"); return super.calculationMode } set { super.calculationMode = newValue } }
    override var rotationMode: CAAnimationRotationMode? { get { note("rotationMode"); return super.rotationMode } set { super.rotationMode = newValue } }
}

/// A group and a transition whose getters are app code.
final class RenderProbeGroup: CAAnimationGroup {
    override var animations: [CAAnimation]? { get { note("animations"); return super.animations } set { super.animations = newValue } }
    override var duration: CFTimeInterval { get { note("group duration"); return super.duration } set { super.duration = newValue } }
}

final class RenderProbeTransition: CATransition {
    override var type: CATransitionType { get { note("type"); return super.type } set { super.type = newValue } }
    override var subtype: CATransitionSubtype? { get { note("subtype"); return super.subtype } set { super.subtype = newValue } }
    override var startProgress: Float { get { note("startProgress"); return super.startProgress } set { super.startProgress = newValue } }
    override var endProgress: Float { get { note("endProgress"); return super.endProgress } set { super.endProgress = newValue } }
    override var duration: CFTimeInterval { get { note("transition duration"); return super.duration } set { super.duration = newValue } }
}

/// Hears the delegate callbacks, which come after the commit.
final class RenderProbeDelegate: CAAnimationDelegate {
    var started = 0, stopped = 0
    func animationDidStart(_ anim: CAAnimation) { note("animationDidStart"); started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { note("animationDidStop"); stopped += 1 }
}
