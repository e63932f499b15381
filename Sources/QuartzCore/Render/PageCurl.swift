import CoreGraphics
import Foundation

/// A page curling up off the content below it: the page rolls around a cylinder whose
/// axis sweeps from the bottom-right corner to the top-left, the part past the cylinder
/// lying over the page face down (its back shows, lighter), the cylinder shaded by its
/// slope. Traced per destination pixel, nearest source pixel.
package enum PageCurl {
    /// The curl at `progress` (0: flat page, 1: gone), in pixels of `width` × `height`.
    static func render(page: PixelBuffer?, below: PixelBuffer?, width: Int, height: Int, progress: Double) -> PixelBuffer? {
        guard let out = PixelBuffer(width: width, height: height) else { return nil }
        let (dx, dy, radius, axis) = geometry(width: width, height: height, progress: progress)
        func sample(_ buffer: PixelBuffer?, _ x: Double, _ y: Double) -> UInt32? {
            guard let buffer else { return nil }
            let ix = Int(x.rounded(.down)), iy = Int(y.rounded(.down))
            guard ix >= 0, iy >= 0, ix < buffer.width, iy < buffer.height else { return nil }
            return buffer.data.advanced(by: iy * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)[ix]
        }
        func shade(_ p: UInt32, light: Double, toWhite: Double) -> UInt32 {
            let a = Double(p >> 24)
            var result = UInt32(a) << 24
            for shift in [0, 8, 16] {
                let c = Double((p >> UInt32(shift)) & 0xFF)
                let v = (c + (a - c) * toWhite) * light
                result |= UInt32(max(0, min(a, v.rounded()))) << UInt32(shift)
            }
            return result
        }
        func over(_ top: UInt32, _ bottom: UInt32) -> UInt32 {
            let a = top >> 24
            guard a < 255 else { return top }
            var result: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                let t = (top >> UInt32(shift)) & 0xFF, b = (bottom >> UInt32(shift)) & 0xFF
                result |= min(255, t + (b * (255 - a) + 127) / 255) << UInt32(shift)
            }
            return result
        }
        for y in 0..<height {
            let row = out.data.advanced(by: y * out.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                let u = px * dx + py * dy
                let base = sample(below, px, py) ?? 0
                // Candidates from the viewer down: the flat back, the cylinder's back half,
                // its front half, the flat front. The first that lands on the page wins.
                var top: UInt32?
                if u <= axis {
                    let s = axis + .pi * radius + (axis - u)
                    if let p = sample(page, px + (s - u) * dx, py + (s - u) * dy) { top = shade(p, light: 0.92, toWhite: 0.7) }
                }
                if top == nil, u >= axis, u <= axis + radius {
                    let theta = asin(min(1, (u - axis) / radius))
                    let sBack = axis + radius * (.pi - theta)
                    if let p = sample(page, px + (sBack - u) * dx, py + (sBack - u) * dy) {
                        top = shade(p, light: 0.75 + 0.25 * cos(theta), toWhite: 0.7)
                    } else {
                        let sFront = axis + radius * theta
                        if let p = sample(page, px + (sFront - u) * dx, py + (sFront - u) * dy) {
                            top = shade(p, light: 0.55 + 0.45 * cos(theta), toWhite: 0)
                        }
                    }
                }
                if top == nil, u < axis, let p = sample(page, px, py) { top = p }
                row[x] = top.map { over($0, base) } ?? base
            }
        }
        return out
    }

    /// The curl's shape in pixels of `width` × `height` at `progress`: the direction it
    /// travels against (`dx`, `dy`: towards the bottom right, tilted), the cylinder's radius,
    /// and the axis's position along that direction.
    private static func geometry(width: Int, height: Int, progress: Double) -> (dx: Double, dy: Double, radius: Double, axis: Double) {
        let W = Double(width), H = Double(height)
        let alpha = 0.35
        let dx = sin(alpha), dy = cos(alpha)
        let uMax = W * dx + H * dy
        let radius = max(4, min(W, H) / 8)
        // The axis moves from past the far corner to where even the back of the top-left
        // corner has left the page.
        let start = uMax + radius, end = -Double.pi * radius / 2 - radius
        return (dx, dy, radius, start + (end - start) * min(1, max(0, progress.isFinite ? progress : 0)))
    }

    /// Whether the page (flat, rolled round the cylinder, or folded back over itself) covers
    /// the pixel centred at (`px`, `py`) of a `width` × `height` curl at `progress`: where a
    /// touch lands on the curled page rather than on what it uncovered.
    package static func covers(x px: Double, y py: Double, width: Int, height: Int, progress: Double) -> Bool {
        let (dx, dy, radius, axis) = geometry(width: width, height: height, progress: progress)
        let W = Double(width), H = Double(height)
        guard px >= 0, py >= 0, px < W, py < H else { return false }
        let u = px * dx + py * dy
        if u < axis { return true }
        guard u <= axis + radius else { return false }
        func onPage(_ s: Double) -> Bool {
            let x = px + (s - u) * dx, y = py + (s - u) * dy
            return x >= 0 && y >= 0 && x < W && y < H
        }
        let theta = asin(min(1, (u - axis) / radius))
        return onPage(axis + radius * (.pi - theta)) || onPage(axis + radius * theta)
    }
}
