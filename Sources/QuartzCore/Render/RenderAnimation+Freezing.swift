import CoreGraphics
import Foundation

extension RenderAnimation {
    /// Reads everything the render server needs from `animation` (the attached copy) now:
    /// the app's getters and value conversions (a dynamic color's provider) run here, when the
    /// animation is attached, and never while a frame renders.
    convenience init(freezing animation: CAAnimation) {
        self.init(timing: animation, timingFunction: animation.timingFunction?.curve,
                  isRemovedOnCompletion: animation.isRemovedOnCompletion,
                  redrawsContent: animation.redrawsContent, effect: Self.effect(of: animation))
    }

    private static func effect(of animation: CAAnimation) -> Effect {
        switch animation {
        case let t as CATransition:
            func unit(_ v: Float, _ fallback: Double) -> Double { v.isFinite ? Double(min(1, max(0, v))) : fallback }
            return .transition(RenderTransition(type: t.type, subtype: t.subtype,
                                                startProgress: unit(t.startProgress, 0), endProgress: unit(t.endProgress, 1),
                                                outgoingImage: t.outgoingImage, outgoingScale: t.outgoingScale))
        case let g as CAAnimationGroup:
            return .group((g.animations ?? []).map { RenderAnimation(freezing: $0) })
        case let p as CAPropertyAnimation:
            return .property(RenderPropertyEffect(freezing: p))
        default:
            return .none
        }
    }
}

extension RenderPropertyEffect {
    /// The property animation's key path resolved and its values read as the property's kind
    /// (values that do not fit are reported, now, and ignored).
    init(freezing animation: CAPropertyAnimation) {
        let property = animation.property
        let function = animation.valueFunction
        let kind = function?.inputKind ?? property?.kind ?? .discrete
        self.property = property
        self.kind = kind
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
        valueFunction = function
        spring = (animation as? CASpringAnimation)?.spring
        if let k = animation as? CAKeyframeAnimation {
            values = .keyframes(RenderKeyframes(freezing: k, kind: kind))
        } else if let b = animation as? CABasicAnimation, property != nil {
            values = .basic(from: b.read(b.fromValue, kind, "fromValue"), to: b.read(b.toValue, kind, "toValue"),
                             by: b.read(b.byValue, kind, "byValue"))
        } else {
            values = .basic(from: nil, to: nil, by: nil)
        }
    }
}

extension RenderKeyframes {
    @MainActor init(freezing a: CAKeyframeAnimation, kind: AnimatedValue.Kind) {
        // A point property following a path never reads its values.
        let raw = a.property == nil || (a.path != nil && kind == .point) ? [] : (a.values ?? [])
        let frames = raw.compactMap { a.read($0, kind, "keyframe value") }
        self.frames = frames.count == raw.count ? frames : []
        path = a.path.map(KeyframePath.init)
        keyTimes = a.keyTimes?.map(\.doubleValue)
        timingFunctions = a.timingFunctions?.map(\.curve)
        calculationMode = a.calculationMode
        rotationMode = a.rotationMode
        tension = a.tensionValues?.map(\.doubleValue)
        continuity = a.continuityValues?.map(\.doubleValue)
        bias = a.biasValues?.map(\.doubleValue)
        if let first = a.values?.first, let last = a.values?.last,
           let from = AnimatedValue(first, as: kind), let to = AnimatedValue(last, as: kind) {
            cycleDelta = AnimatedValue.difference(from: from, to: to)
        } else {
            cycleDelta = nil
        }
    }
}
