internal import CCairo
import CoreGraphics
import Foundation

/// What an emitter layer draws: its emission epochs (one per change of its parameters), from
/// which every particle alive at a time follows without stored state.
struct EmitterDrawing: LayerDrawing {
    struct Parameters {
        var cells: [EmitterCellValues] = []
        var birthRate = 1.0, lifetime = 1.0
        var velocity: CGFloat = 1, scale: CGFloat = 1, spin: CGFloat = 1
        var position = CGPoint.zero
        var size = CGSize.zero
        var shape = CAEmitterLayerEmitterShape.point
        var mode = CAEmitterLayerEmitterMode.volume
        var renderMode = CAEmitterLayerRenderMode.unordered
        var seed: UInt32 = 0
    }

    /// Parameters in force from `start` until `end` (nil: still emitting).
    struct Epoch {
        var parameters: Parameters
        var start: Double
        var end: Double?
        /// A number unique to the epoch within the layer, for the random values.
        var number: UInt64
    }

    private(set) var epochs: [Epoch] = [] { didSet { cache = ParticleCache() } }
    var parameters = Parameters()
    /// The particles of the last time asked for, shared by copies of an unchanged drawing
    /// (the extent, the damage and the drawing of one frame ask for the same time).
    private var cache = ParticleCache()

    private final class ParticleCache {
        var time: Double?
        var particles: [Particle] = []
    }

    /// The most particles drawn per cell per epoch: a runaway birth rate cannot stall a frame.
    static let maximumParticles = 20_000

    /// Ends the current epoch at `time` and starts one with `p`; epochs whose particles are
    /// all dead go.
    mutating func begin(_ p: Parameters, at time: Double) {
        if let last = epochs.indices.last, epochs[last].end == nil { epochs[last].end = time }
        epochs.removeAll { epoch in epoch.end.map { time - $0 > Self.longestLife(epoch.parameters) } ?? false }
        parameters = p
        epochs.append(Epoch(parameters: p, start: time, end: nil, number: (epochs.last?.number ?? 0) + 1))
    }

    private static func longestLife(_ p: Parameters) -> Double {
        p.cells.map { ($0.lifetime + abs($0.lifetimeRange)) * p.lifetime }.max() ?? 0
    }

    /// Whether particles are alive at `time` or will be born.
    func isActive(at time: Double) -> Bool {
        for epoch in epochs {
            let p = epoch.parameters
            guard p.birthRate > 0, p.lifetime > 0, !p.cells.isEmpty else { continue }
            guard let end = epoch.end else { return true }
            if time - end < Self.longestLife(p) { return true }
        }
        return false
    }

    /// One particle alive at a time: where it is and how it looks.
    struct Particle {
        var position: CGPoint
        var rotation: CGFloat
        var scale: CGFloat
        var color: (CGFloat, CGFloat, CGFloat, CGFloat)
        var birth: Double
        /// Where its cell's values are: `epochs[epoch].parameters.cells[cell]`.
        var epoch: Int
        var cell: Int
        struct Index { var epoch: Int, cell: Int }
    }

    /// The particles alive at `time`, oldest first.
    func particles(at time: Double) -> [Particle] {
        if cache.time == time { return cache.particles }
        var result: [Particle] = []
        for (e, epoch) in epochs.enumerated() {
            let p = epoch.parameters
            guard p.birthRate > 0, p.lifetime > 0 else { continue }
            let last = min(time, epoch.end ?? time)
            for (c, cell) in p.cells.enumerated() {
                let rate = cell.birthRate * p.birthRate
                let longest = (cell.lifetime + abs(cell.lifetimeRange)) * p.lifetime
                guard rate > 0, rate.isFinite, longest > 0, last > epoch.start else { continue }
                // Beyond 2⁵³ particle indices a Double no longer tells births apart.
                let first = max(0, Int(saturating: min(((time - longest - epoch.start) * rate).rounded(.up), 0x1p53)))
                let count = Int(saturating: min(((last - epoch.start) * rate).rounded(.down), 0x1p53))
                guard count >= first else { continue }
                for k in max(first, count - Self.maximumParticles)...count {
                    let birth = epoch.start + Double(k) / rate
                    guard birth <= time else { continue }
                    var random = ParticleRandom(seed: p.seed, epoch: epoch.number, cell: c, index: k)
                    let life = (cell.lifetime + cell.lifetimeRange * random.spread()) * p.lifetime
                    let age = time - birth
                    guard age < life else { continue }
                    result.append(particle(cell, Particle.Index(epoch: e, cell: c), p, &random, birth: birth, age: CGFloat(age)))
                }
            }
        }
        result.sort { $0.birth < $1.birth }
        cache.time = time
        cache.particles = result
        return result
    }

    private func particle(_ cell: EmitterCellValues, _ index: Particle.Index, _ p: Parameters, _ random: inout ParticleRandom,
                          birth: Double, age: CGFloat) -> Particle {
        let origin = emissionPoint(p, &random)
        let angle = cell.longitude + cell.range * (random.unit() - 0.5)
        let speed = (cell.velocity + cell.velocityRange * random.spread()) * p.velocity * cos(cell.latitude)
        let position = CGPoint(x: origin.x + cos(angle) * speed * age + cell.acceleration.dx * age * age / 2,
                               y: origin.y + sin(angle) * speed * age + cell.acceleration.dy * age * age / 2)
        let scale = (cell.scale + cell.scaleRange * random.spread() + cell.scaleSpeed * age) * p.scale
        let rotation = (cell.spin + cell.spinRange * random.spread()) * p.spin * age
        func component(_ i: Int) -> CGFloat {
            min(1, max(0, cell.color[i] + cell.colorRange[i] * random.spread() + cell.colorSpeed[i] * age))
        }
        let color = (component(0), component(1), component(2), component(3))
        return Particle(position: position, rotation: rotation, scale: scale, color: color, birth: birth,
                        epoch: index.epoch, cell: index.cell)
    }

    /// Where a particle starts, on or in the emitter's shape as its mode says.
    private func emissionPoint(_ p: Parameters, _ random: inout ParticleRandom) -> CGPoint {
        let c = p.position, w = p.size.width, h = p.size.height
        let u = random.unit(), v = random.unit()
        switch p.shape {
        case .line:
            return CGPoint(x: c.x + w * (u - 0.5), y: c.y)
        case .rectangle, .cuboid:
            if p.mode == .outline {
                // A point on the perimeter, by length.
                let perimeter = 2 * (w + h)
                guard perimeter > 0 else { return c }
                var d = u * perimeter
                let x0 = c.x - w / 2, y0 = c.y - h / 2
                if d < w { return CGPoint(x: x0 + d, y: y0) }; d -= w
                if d < h { return CGPoint(x: x0 + w, y: y0 + d) }; d -= h
                if d < w { return CGPoint(x: x0 + w - d, y: y0 + h) }; d -= w
                return CGPoint(x: x0, y: y0 + h - d)
            }
            return CGPoint(x: c.x + w * (u - 0.5), y: c.y + h * (v - 0.5))
        case .circle, .sphere:
            let radius = w / 2, angle = 2 * CGFloat.pi * u
            let r = p.mode == .outline ? radius : radius * v.squareRoot()
            return CGPoint(x: c.x + cos(angle) * r, y: c.y + sin(angle) * r)
        default:
            return c
        }
    }

    // MARK: LayerDrawing

    func extent(in bounds: CGRect) -> CGRect {
        var extent = CGRect.null
        for particle in particles(at: RenderServer.time) {
            let cell = parameters(for: particle)
            let size = imageSize(cell) * abs(particle.scale)
            extent = extent.union(CGRect(x: particle.position.x - size, y: particle.position.y - size, width: 2 * size, height: 2 * size))
        }
        return extent
    }

    func draw(_ cr: OpaquePointer, bounds: CGRect) {
        var drawn = particles(at: RenderServer.time)
        guard !drawn.isEmpty else { return }
        if parameters.renderMode == .oldestLast { drawn.reverse() }
        if parameters.renderMode == .additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        var surfaces: [ObjectIdentifier: OpaquePointer] = [:]
        defer { for s in surfaces.values { cairo_surface_destroy(s) } }
        for particle in drawn where particle.scale > 0 && particle.color.3 > 0 {
            let cell = parameters(for: particle)
            let image = cell.image
            let id = ObjectIdentifier(image)
            let surface = surfaces[id] ?? image.buffer.makeSurface()
            surfaces[id] = surface
            // The contentsRect part of the image, in points (pixels over contentsScale).
            let r = cell.contentsRect
            let px = CGRect(x: r.minX * CGFloat(image.width), y: r.minY * CGFloat(image.height),
                            width: r.width * CGFloat(image.width), height: r.height * CGFloat(image.height))
            guard px.width > 0, px.height > 0 else { continue }
            cairo_save(cr)
            // A particle sent to infinity (by a NaN or infinite velocity, acceleration, spin
            // or scale) has nowhere to be drawn.
            let k = particle.scale / cell.contentsScale
            let placement = CGAffineTransform(translationX: particle.position.x, y: particle.position.y)
                .rotated(by: particle.rotation).scaledBy(x: k, y: k)
            guard CGContext.transform(cr, by: placement) else {
                cairo_restore(cr)
                continue
            }
            cairo_rectangle(cr, -px.width / 2, -px.height / 2, px.width, px.height)
            cairo_clip(cr)
            let (red, green, blue, alpha) = particle.color
            if red >= 1 && green >= 1 && blue >= 1 {
                cairo_set_source_surface(cr, surface, -px.width / 2 - px.minX, -px.height / 2 - px.minY)
                cairo_paint_with_alpha(cr, alpha)
            } else {
                cairo_set_source_rgba(cr, red, green, blue, alpha)
                cairo_mask_surface(cr, surface, -px.width / 2 - px.minX, -px.height / 2 - px.minY)
            }
            cairo_restore(cr)
        }
    }

    private func parameters(for particle: Particle) -> EmitterCellValues {
        epochs[particle.epoch].parameters.cells[particle.cell]
    }

    private func imageSize(_ cell: EmitterCellValues) -> CGFloat {
        let w = cell.contentsRect.width * CGFloat(cell.image.width), h = cell.contentsRect.height * CGFloat(cell.image.height)
        return max(w, h) / cell.contentsScale * 0.75
    }
}

/// The random values of one particle: a SplitMix64 stream seeded by the emitter's seed, the
/// epoch, the cell and the particle's number, so they never depend on what was drawn before.
struct ParticleRandom {
    private var generator: SplitMix64

    init(seed: UInt32, epoch: UInt64, cell: Int, index: Int) {
        generator = SplitMix64(seed: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ epoch &* 0xBF58_476D_1CE4_E5B9
            ^ UInt64(truncatingIfNeeded: cell) &* 0x94D0_49BB_1331_11EB ^ UInt64(truncatingIfNeeded: index))
    }

    /// Uniform in 0..<1.
    mutating func unit() -> CGFloat { CGFloat(generator.next() >> 11) / CGFloat(1 << 53) }
    /// Uniform in -1..<1 (a range's spread).
    mutating func spread() -> CGFloat { unit() * 2 - 1 }
}
