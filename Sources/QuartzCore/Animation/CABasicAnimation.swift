import CoreGraphics
import Foundation

/// A single-keyframe animation between two values, from `fromValue`/`toValue`/`byValue`:
///
/// - from and to: between them; from and by: from → from + by; by and to: to − by → to;
/// - from only: from → the current value; to only: the current value → to;
/// - by only: current → current + by; none: the layer's previous value → its current one
///   (the implicit-animation case, where the previous value is supplied when it is added).
///
/// The "current value" is the property's value in the layer (the model's, plus earlier
/// animations on the same property). The values are read when the animation is attached
/// (`RenderPropertyEffect.ends` combines them).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() { super.init() }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
    }
}
