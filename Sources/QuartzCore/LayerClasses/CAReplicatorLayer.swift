import CoreGraphics
import Foundation

/// A layer that draws its sublayers `instanceCount` times: each instance transformed by
/// `instanceTransform` once more than the one before (about the layer's centre), colored by
/// `instanceColor` plus the color offsets times its index, and with its animations
/// `instanceDelay` seconds later than the one before — the classic activity indicators and
/// equalizers.
///
/// The render server draws the instances (`ReplicatorDrawing`); the sublayer list holds only
/// the originals, as on iOS. `instanceTransform`, `instanceColor` and the
/// offsets animate; `preservesDepth` is kept but instances are drawn flat, in order.
open class CAReplicatorLayer: CALayer {
    override class var initialDrawing: (any LayerDrawing)? { ReplicatorDrawing() }

    private var replicator: ReplicatorDrawing { drawing(ReplicatorDrawing.self) ?? ReplicatorDrawing() }

    private func change(_ key: String, _ body: (inout ReplicatorDrawing) -> Void) {
        changeAnimatable(key) { updateDrawing(ReplicatorDrawing(), body) }
    }

    /// How many copies are drawn, the sublayers themselves included; 1 by default.
    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { change("instanceCount") { $0.instanceCount = max(0, newValue) } }
    }
    /// Seconds each instance's animations run behind the previous one's; 0 by default.
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { change("instanceDelay") { $0.instanceDelay = newValue.isFinite ? newValue : 0 } }
    }
    /// Applied once more for each instance, about the layer's centre; identity by default.
    /// Animatable.
    open var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { change("instanceTransform") { $0.instanceTransform = newValue.isFiniteMatrix ? newValue : CATransform3DIdentity } }
    }
    /// Multiplies the first instance's colors; opaque white (no change) by default. Animatable.
    open var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { change("instanceColor") { $0.instanceColor = newValue } }
    }
    /// Added to the color's components for each instance after the first. Animatable.
    open var instanceRedOffset: Float {
        get { replicator.offsets.0 }
        set { change("instanceRedOffset") { $0.offsets.0 = newValue.isFinite ? newValue : 0 } }
    }
    open var instanceGreenOffset: Float {
        get { replicator.offsets.1 }
        set { change("instanceGreenOffset") { $0.offsets.1 = newValue.isFinite ? newValue : 0 } }
    }
    open var instanceBlueOffset: Float {
        get { replicator.offsets.2 }
        set { change("instanceBlueOffset") { $0.offsets.2 = newValue.isFinite ? newValue : 0 } }
    }
    open var instanceAlphaOffset: Float {
        get { replicator.offsets.3 }
        set { change("instanceAlphaOffset") { $0.offsets.3 = newValue.isFinite ? newValue : 0 } }
    }
    /// Kept for source compatibility: instances are drawn flat, in order.
    open var preservesDepth = false
}

/// What a replicator layer repeats, as the render server reads it. It paints nothing itself:
/// the compositor draws the sublayers once per instance (`Compositor.drawReplicas`).
struct ReplicatorDrawing: LayerDrawing {
    var instanceCount = 1
    var instanceDelay: CFTimeInterval = 0
    var instanceTransform = CATransform3DIdentity
    var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1)
    var offsets: (Float, Float, Float, Float) = (0, 0, 0, 0)

    func extent(in bounds: CGRect) -> CGRect { .null }
    func draw(_ cr: OpaquePointer, bounds: CGRect) {}

    /// The instance transform applied about the centre of `bounds` (affine part): what takes
    /// one instance to the next in the layer's space.
    func step(about bounds: CGRect) -> CGAffineTransform {
        CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(CATransform3DGetAffineTransform(instanceTransform))
            .concatenating(CGAffineTransform(translationX: bounds.midX, y: bounds.midY))
    }

    /// Instance `i`'s color (components clamped to 0…1).
    func color(ofInstance i: Int) -> (r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat) {
        let base = (instanceColor ?? CGColor(gray: 1, alpha: 1)).rgba, k = CGFloat(i)
        func clamp(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        return (clamp(base.r + k * CGFloat(offsets.0)), clamp(base.g + k * CGFloat(offsets.1)),
                clamp(base.b + k * CGFloat(offsets.2)), clamp(base.a + k * CGFloat(offsets.3)))
    }

    /// The area the instances after the first cover, given what the sublayers cover.
    func replicatedExtent(_ sublayers: CGRect, bounds: CGRect) -> CGRect {
        guard !sublayers.isNull, instanceCount > 0 else { return .null }
        let step = step(about: bounds)
        var extent = sublayers, t = CGAffineTransform.identity
        for _ in 1..<instanceCount {
            t = t.concatenating(step)
            extent = extent.union(sublayers.applying(t))
        }
        return extent
    }
}
