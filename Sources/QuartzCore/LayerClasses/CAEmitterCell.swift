import CoreGraphics
import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how many per second, for how long, how
/// fast and in which direction, and how each looks (an image tinted by a color) and changes
/// over its life. Ranges spread each value evenly around it (±range), per particle.
///
/// A cell's own `emitterCells` (particles that emit particles) are kept but not emitted.
open class CAEmitterCell: NSObject {
    open var name: String?
    open var isEnabled = true
    /// Particles per second (times the layer's `birthRate`).
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`).
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The direction particles leave in, in the x-y plane, radians from the x axis (y down:
    /// π/2 is straight down).
    open var emissionLongitude: CGFloat = 0
    /// The angle out of the x-y plane; particles are drawn flat, so only its cosine shortens
    /// their speed.
    open var emissionLatitude: CGFloat = 0
    /// The spread of directions around `emissionLongitude` (2π: every direction).
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Turns per second, radians.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// Multiplies the image's colors; opaque white by default.
    open var color: CGColor? = CGColor(gray: 1, alpha: 1)
    open var redRange: Float = 0, greenRange: Float = 0, blueRange: Float = 0, alphaRange: Float = 0
    open var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
    /// The particle's image (a `CGImage`).
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of `contents`; 1 by default.
    open var contentsScale: CGFloat = 1
    open var emitterCells: [CAEmitterCell]?
    open var style: [AnyHashable: Any]?

    public required override init() { super.init() }

    /// A new cell, as Core Animation's class factory makes one.
    open class func emitterCell() -> Self { Self.init() }

    /// The values the render server reads, taken when the cell is handed to a layer.
    var snapshot: EmitterCellValues? {
        guard isEnabled, birthRate > 0, lifetime > 0, let image = contents as? CGImage else { return nil }
        let c = (color ?? CGColor(gray: 1, alpha: 1)).rgba
        return EmitterCellValues(
            birthRate: Double(birthRate), lifetime: Double(lifetime), lifetimeRange: Double(lifetimeRange),
            longitude: emissionLongitude, latitude: emissionLatitude, range: emissionRange,
            velocity: velocity, velocityRange: velocityRange, acceleration: CGVector(dx: xAcceleration, dy: yAcceleration),
            scale: scale, scaleRange: scaleRange, scaleSpeed: scaleSpeed, spin: spin, spinRange: spinRange,
            color: [c.r, c.g, c.b, c.a], colorRange: [redRange, greenRange, blueRange, alphaRange].map { CGFloat($0) },
            colorSpeed: [redSpeed, greenSpeed, blueSpeed, alphaSpeed].map { CGFloat($0) },
            image: image, contentsRect: contentsRect, contentsScale: contentsScale > 0 ? contentsScale : 1)
    }
}

/// A cell's values as the render server reads them.
struct EmitterCellValues {
    var birthRate, lifetime, lifetimeRange: Double
    var longitude, latitude, range, velocity, velocityRange: CGFloat
    var acceleration: CGVector
    var scale, scaleRange, scaleSpeed, spin, spinRange: CGFloat
    var color, colorRange, colorSpeed: [CGFloat]
    var image: CGImage
    var contentsRect: CGRect
    var contentsScale: CGFloat
}
