import CoreGraphics
import Foundation

/// A layer that emits particles of its `emitterCells` from a shape (`emitterShape`,
/// `emitterMode`, `emitterPosition`, `emitterSize`): confetti, snow, sparks.
///
/// Particles are computed, not stepped: each one's birth time, lifetime and random values
/// follow from `seed`, the cell and its number, so the frame at any time shows the same
/// particles (tests and snapshots are repeatable) and they move on the media clock. Changing
/// a property (or `birthRate` to 0 to stop) affects particles born from then on; those alive
/// live on. The layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin` multiply the
/// cells'. Particles are drawn flat (z is ignored), tinted by multiplying white images (a
/// cell's color replaces the color of a colored image); a cell's own `emitterCells` are not
/// emitted.
open class CAEmitterLayer: CALayer {
    override class var initialDrawing: (any LayerDrawing)? { EmitterDrawing() }

    private var current: EmitterDrawing.Parameters { drawing(EmitterDrawing.self)?.parameters ?? .init() }

    /// Starts a new emission epoch at the current frame time with the changed parameters.
    private func change(_ key: String, _ body: (inout EmitterDrawing.Parameters) -> Void) {
        checkThread(apiName(key))
        willChange()
        let now = FramePipeline.current.now
        updateDrawing(EmitterDrawing()) { drawing in
            var p = drawing.parameters
            body(&p)
            drawing.begin(p, at: now)
        }
    }

    open var emitterCells: [CAEmitterCell]? {
        didSet { let cells = emitterCells; change("emitterCells") { $0.cells = (cells ?? []).compactMap(\.snapshot) } }
    }
    /// Multiplies the cells' birth rates; 1 by default (0 stops emitting).
    open var birthRate: Float {
        get { Float(current.birthRate) }
        set { change("birthRate") { $0.birthRate = newValue.isFinite ? max(0, Double(newValue)) : 1 } }
    }
    open var lifetime: Float {
        get { Float(current.lifetime) }
        set { change("lifetime") { $0.lifetime = newValue.isFinite ? max(0, Double(newValue)) : 1 } }
    }
    open var velocity: Float {
        get { Float(current.velocity) }
        set { change("velocity") { $0.velocity = newValue.isFinite ? CGFloat(newValue) : 1 } }
    }
    open var scale: Float {
        get { Float(current.scale) }
        set { change("scale") { $0.scale = newValue.isFinite ? CGFloat(newValue) : 1 } }
    }
    open var spin: Float {
        get { Float(current.spin) }
        set { change("spin") { $0.spin = newValue.isFinite ? CGFloat(newValue) : 1 } }
    }
    open var emitterPosition: CGPoint {
        get { current.position }
        set { change("emitterPosition") { $0.position = newValue.x.isFinite && newValue.y.isFinite ? newValue : .zero } }
    }
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize {
        get { current.size }
        set { change("emitterSize") { $0.size = newValue.width.isFinite && newValue.height.isFinite ? newValue : .zero } }
    }
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { current.shape }
        set { change("emitterShape") { $0.shape = newValue } }
    }
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { current.mode }
        set { change("emitterMode") { $0.mode = newValue } }
    }
    open var renderMode: CAEmitterLayerRenderMode {
        get { current.renderMode }
        set { change("renderMode") { $0.renderMode = newValue } }
    }
    open var preservesDepth = false
    /// The random seed particles' values follow from; 0 by default.
    open var seed: UInt32 {
        get { current.seed }
        set { change("seed") { $0.seed = newValue } }
    }

    /// Whether a shown emitter has particles alive or is emitting (`RenderServer+Emitters`).
    static var anyActive: Bool { RenderServer.anyEmitterActive }
}

public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = Self(rawValue: "point")
    public static let line = Self(rawValue: "line")
    public static let rectangle = Self(rawValue: "rectangle")
    public static let cuboid = Self(rawValue: "cuboid")
    public static let circle = Self(rawValue: "circle")
    public static let sphere = Self(rawValue: "sphere")
}

public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = Self(rawValue: "points")
    public static let outline = Self(rawValue: "outline")
    public static let surface = Self(rawValue: "surface")
    public static let volume = Self(rawValue: "volume")
}

public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = Self(rawValue: "unordered")
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    public static let oldestLast = Self(rawValue: "oldestLast")
    public static let backToFront = Self(rawValue: "backToFront")
    public static let additive = Self(rawValue: "additive")
}
