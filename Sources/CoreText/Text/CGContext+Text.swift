import CoreGraphics
internal import CCairo
internal import CPangoCairo
import Foundation
internal import RuntimeSupport

extension CGContext {
    /// Draws `layout` upright in `rect`: lines start at the rect's visual top-left and go down
    /// the screen, whichever way user space points.
    ///
    /// In a UIKit context (y down) the top is `rect.minY`; in a Core Graphics context (y up) it
    /// is `rect.maxY`, and the text is flipped locally so glyphs stand upright, as Core Text
    /// draws them with its text matrix. Alignment uses the layout's container width, not the
    /// rect's. Colors come from the layout's attributes (not the fill color); global alpha,
    /// blend mode, shadow and clip apply as to any drawing.
    package func draw(_ layout: TextLayout, in rect: CGRect) {
        guard !layout.lines.isEmpty, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let box = layout.boxSize
        let r = CGRect(origin: rect.origin, size: CGSize(width: rect.width.isFinite ? rect.width : box.width,
                                                          height: rect.height.isFinite ? rect.height : box.height)).standardized
        if userSpaceIsFlippedOnDevice {
            drawLayout(layout, top: CGPoint(x: r.minX, y: r.minY), flip: false)
        } else {
            drawLayout(layout, top: CGPoint(x: r.minX, y: r.maxY), flip: true)
        }
    }

    /// Draws `layout` with its first line's baseline starting at `point` (the baseline origin of
    /// Core Graphics and of UIKit's single-line string drawing).
    package func draw(_ layout: TextLayout, baselineAt point: CGPoint) {
        guard !layout.lines.isEmpty, point.x.isFinite, point.y.isFinite else { return }
        let ascent = layout.firstBaseline
        if userSpaceIsFlippedOnDevice {
            drawLayout(layout, top: CGPoint(x: point.x, y: point.y - ascent), flip: false)
        } else {
            drawLayout(layout, top: CGPoint(x: point.x, y: point.y + ascent), flip: true)
        }
    }

    /// Draws `layout` as Core Text does: glyphs upright along user space's +y whichever way
    /// that points on the device (so upside down in a flipped UIKit context, as on iOS), the
    /// first line's top at `top`, lines going toward −y.
    package func drawGlyphsUp(_ layout: TextLayout, top: CGPoint) {
        guard !layout.lines.isEmpty, top.x.isFinite, top.y.isFinite else { return }
        drawLayout(layout, top: top, flip: true)
    }

    /// True when user-space y grows down the device (UIKit's flipped contexts), false when it
    /// grows up (a fresh Core Graphics bitmap context). Decided by the sign of the CTM's
    /// determinant in Cairo's y-down device space, so rotations keep text readable along them.
    private var userSpaceIsFlippedOnDevice: Bool {
        withCairo { cr in
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            return m.xx * m.yy - m.xy * m.yx >= 0
        }
    }

    private func drawLayout(_ layout: TextLayout, top: CGPoint, flip: Bool) {
        // The layout's colors are Pango attributes; black is the source for anything else.
        render(color: .black) {
            self.withCairo { cr in
                TextEngine.shared.withLock {
                    cairo_save(cr)
                    cairo_new_path(cr)
                    if CGContext.transform(cr, by: CGAffineTransform(translationX: top.x, y: top.y)) {
                        if flip { cairo_scale(cr, 1, -1) }
                        layout.show(on: cr)
                    } else {
                        RuntimeIssue.report("Text drawn at \(top) (user space) is beyond what the context can place; nothing is drawn")
                    }
                    cairo_new_path(cr)
                    cairo_restore(cr)
                }
            }
        }
        drawInlineImages(layout, top: top, flip: flip)
    }

    /// Draws the images of the layout's inline objects upright in the places the text kept
    /// for them.
    private func drawInlineImages(_ layout: TextLayout, top: CGPoint, flip: Bool) {
        for object in layout.inlineObjects {
            guard let image = object.image else { continue }
            let r = object.frame
            saveGState()
            if flip {
                draw(image, in: CGRect(x: top.x + r.minX, y: top.y - r.maxY, width: r.width, height: r.height))
            } else {
                translateBy(x: top.x + r.minX, y: top.y + r.maxY)
                scaleBy(x: 1, y: -1)
                draw(image, in: CGRect(origin: .zero, size: r.size))
            }
            restoreGState()
        }
    }
}
