import CoreGraphics
import Foundation

/// Draws a symbol glyph into a bitmap for a resolved configuration.
///
/// The numbers that stand in for SF Symbols' own, chosen here and kept in one place:
/// - The image is a square `pointSize × 1.2` points on a side at medium scale (the grid's
///   2-unit margin leaves the drawing as tall as the text's capitals and ascenders), × 0.8 at
///   small scale and × 1.3 at large, SF Symbols' ratios between the scales.
/// - The stroke is the icon set's own 2 grid units at regular weight, from 0.75 (ultraLight)
///   to 3.25 (black); lines end and join round.
/// - Hierarchical color draws the secondary layer at 50 % opacity.
/// - A `.fill` variant fills its shapes; where one shape holds others (the circle of
///   "plus.circle.fill"), the inner ones are cut out of it in one color, or drawn over it in
///   the primary color when the layers have colors of their own. An open line whose ends rest
///   on another shape (a lock's shackle, a bin's handle) stays a line.
struct SymbolRenderer {
    enum Layers {
        /// One color: black, shown in the tint as a template.
        case monochrome
        /// Primary and secondary layer colors, the secondary layer at `secondaryOpacity`.
        case colored(primary: CGColor, secondary: CGColor, secondaryOpacity: CGFloat)
    }

    let glyph: SymbolGlyph
    let pointSize: CGFloat
    let weight: UIImage.SymbolWeight
    let scale: UIImage.SymbolScale
    let layers: Layers

    static func side(pointSize: CGFloat, scale: UIImage.SymbolScale) -> CGFloat {
        let factor: CGFloat = switch scale {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
        return pointSize * 1.2 * factor
    }

    static func strokeWidth(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: 0.75
        case .thin: 1
        case .light: 1.5
        case .unspecified, .regular: 2
        case .medium: 2.25
        case .semibold: 2.5
        case .bold: 2.75
        case .heavy: 3
        case .black: 3.25
        }
    }

    /// The bitmap at `displayScale` pixels per point.
    func image(displayScale: CGFloat) -> CGImage? {
        let side = Self.side(pointSize: pointSize, scale: scale)
        let pixels = max(1, Int(saturating: (side * displayScale).rounded(.up)))
        guard pixels <= 8192, let buffer = PixelBuffer(width: pixels, height: pixels) else { return nil }
        let unit = CGFloat(pixels) / SymbolGlyph.gridSize
        // The grid runs down the page, as UIKit's contexts do; the bitmap context runs up.
        let context = CGContext(buffer: buffer, ctm: CGAffineTransform(a: unit, b: 0, c: 0, d: -unit, tx: 0, ty: CGFloat(pixels)))
        context.setLineWidth(Self.strokeWidth(weight))
        context.setLineCap(.round)
        context.setLineJoin(.round)
        let container = glyph.container
        switch layers {
        case .monochrome:
            // The container first, so that the shapes inside can be cut out of it.
            let black = CGColor(gray: 0, alpha: 1)
            let order = (container.map { [$0] } ?? []) + glyph.shapes.indices.filter { $0 != container }
            draw(order, container: container, primary: black, secondary: black, cutOut: true, in: context)
        case .colored(let primary, let secondary, let opacity):
            // The secondary layer is drawn whole, then faded, so its fill and outline do not
            // add up where they overlap; the primary layer goes on top.
            if let container {
                draw([container], container: container, primary: primary, secondary: secondary, cutOut: false, in: context)
                context.flush()
                if opacity < 1 { buffer.multiplyAlpha(by: opacity) }
            }
            let rest = glyph.shapes.indices.filter { $0 != container }
            draw(rest, container: container, primary: primary, secondary: secondary, cutOut: false, in: context)
        }
        context.flush()
        return CGImage(buffer: buffer)
    }

    private func draw(_ indices: some Sequence<Int>, container: Int?, primary: CGColor, secondary: CGColor,
                      cutOut: Bool, in context: CGContext) {
        for index in indices {
            let shape = glyph.shapes[index]
            let inner = container.map { index != $0 && glyph.isInside(index, $0) } ?? false
            if glyph.filled && inner {
                // Cut out of the filled container, or drawn over it in the primary color.
                if cutOut { context.setBlendMode(.clear) }
                if shape.alwaysFilled { fill(shape, color: primary, in: context) }
                stroke(shape, color: primary, in: context)
                context.setBlendMode(.normal)
            } else {
                let color = index == container ? secondary : primary
                if (glyph.filled && glyph.isFillable(index)) || shape.alwaysFilled { fill(shape, color: color, in: context) }
                stroke(shape, color: color, in: context)
            }
        }
    }

    private func fill(_ shape: SymbolGlyph.Shape, color: CGColor, in context: CGContext) {
        context.addPath(shape.path)
        context.setFillColor(color)
        context.fillPath()
    }

    private func stroke(_ shape: SymbolGlyph.Shape, color: CGColor, in context: CGContext) {
        context.addPath(shape.path)
        context.setStrokeColor(color)
        context.strokePath()
    }
}

private extension PixelBuffer {
    /// Fades every pixel to `opacity` of its coverage (premultiplied: every channel scales).
    func multiplyAlpha(by opacity: CGFloat) {
        let factor = UInt32((max(0, min(1, opacity)) * 256).rounded())
        for row in 0..<height {
            let bytes = (data + row * bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for i in 0..<(width * 4) { bytes[i] = UInt8((UInt32(bytes[i]) * factor) >> 8) }
        }
        markDirty()
    }
}
