import Foundation

/// A value the box blur sums: one channel, or four channels in the lanes of a vector.
protocol BoxBlurValue {
    static var zero: Self { get }
    static func += (lhs: inout Self, rhs: Self)
    static func -= (lhs: inout Self, rhs: Self)
    static func * (lhs: Self, rhs: Float) -> Self
}

extension Float: BoxBlurValue {}
extension SIMD4: BoxBlurValue where Scalar == Float {}

extension PixelBuffer {
    /// Three separable box blurs whose combined variance is `sigma`².
    package static func gaussianBlur(_ values: inout [Float], width: Int, height: Int, sigma: Double) {
        blur(&values, width: width, height: height, sigma: sigma)
    }

    /// The same blur of four channels at once, one per lane: each lane goes through exactly
    /// the operations the one-channel blur does, in the same order, so it gives the same
    /// values in a quarter of the passes over memory (a backdrop blurs four channels every
    /// frame).
    package static func gaussianBlur(_ values: inout [SIMD4<Float>], width: Int, height: Int, sigma: Double) {
        blur(&values, width: width, height: height, sigma: sigma)
    }

    private static func blur<V: BoxBlurValue>(_ values: inout [V], width: Int, height: Int, sigma: Double) {
        var scratch = [V](repeating: .zero, count: values.count)
        for radius in boxRadii(sigma: sigma) {
            boxBlur(values, into: &scratch, width: width, height: height, radius: radius, horizontal: true)
            boxBlur(scratch, into: &values, width: width, height: height, radius: radius, horizontal: false)
        }
    }

    /// The radii of the three box blurs (those of radius 0 left out) whose combined variance
    /// is `sigma`².
    private static func boxRadii(sigma: Double) -> [Int] {
        let boxes = 3
        let ideal = (12 * sigma * sigma / Double(boxes) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(boxes * lower * lower) - Double(4 * boxes * lower) - Double(3 * boxes))
                 / Double(-4 * lower - 4)).rounded()
        return (0..<boxes).map { (($0 < Int(m) ? lower : upper) - 1) / 2 }.filter { $0 > 0 }
    }

    private static func boxBlur<V: BoxBlurValue>(_ src: [V], into dst: inout [V], width: Int, height: Int,
                                                 radius: Int, horizontal: Bool) {
        let lines = horizontal ? height : width, length = horizontal ? width : height
        let step = horizontal ? 1 : width, lineStep = horizontal ? width : 1
        let scale = 1 / Float(2 * radius + 1)
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                for line in 0..<lines {
                    let base = line * lineStep
                    var sum = V.zero
                    for k in -radius...radius where k >= 0 && k < length { sum += s[base + k * step] }
                    for i in 0..<length {
                        d[base + i * step] = sum * scale
                        let outIndex = i - radius, inIndex = i + radius + 1
                        if outIndex >= 0 { sum -= s[base + outIndex * step] }
                        if inIndex < length { sum += s[base + inIndex * step] }
                    }
                }
            }
        }
    }
}
