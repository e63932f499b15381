import CoreGraphics
import Foundation

/// A layer whose content is drawn in tiles: `draw(in:)` (or the delegate's
/// `draw(_:in:)`, a view's `draw(_:)`) runs once per tile of `tileSize` pixels that needs
/// drawing, with the context clipped to that tile, so the drawing code reads the tile from
/// the clip (`boundingBoxOfClipPath`, the `rect` of `draw(_:)`) as it does on iOS.
///
/// iOS draws tiles on background threads and fades them in over `fadeDuration()`; here they
/// are drawn in the display pass, all at once, so a frame (and a snapshot) shows the
/// complete content. One level of detail is drawn whatever `levelsOfDetail` says.
open class CATiledLayer: CALayer {
    /// How long iOS fades a new tile in; 0.25 s. Kept for source compatibility.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The tile size in pixels; 256 × 256 by default.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet {
            if !(tileSize.width > 0 && tileSize.height > 0 && tileSize.width.isFinite && tileSize.height.isFinite) {
                tileSize = CGSize(width: 256, height: 256)
            }
            setNeedsDisplay()
        }
    }
    /// Levels of detail kept for zooming out; 1 by default.
    open var levelsOfDetail = 1
    /// Levels of detail kept for zooming in; 0 by default.
    open var levelsOfDetailBias = 0

    /// The tiles (in bounds coordinates) that cover `area`, row by row.
    func tiles(covering area: CGRect) -> [CGRect] {
        let s = contentsScale > 0 ? contentsScale : 1
        let w = tileSize.width / s, h = tileSize.height / s
        let b = _bounds
        guard w > 0, h > 0, !area.isNull, !area.isEmpty else { return [] }
        // Absurdly small tiles (or an area past counting): one piece.
        let columns: CGFloat = area.width / w + 2, rows: CGFloat = area.height / h + 2
        guard columns * rows <= 65536 else { return [area] }
        let x0 = Int(saturating: ((area.minX - b.minX) / w).rounded(.down)), x1 = Int(saturating: ((area.maxX - b.minX) / w).rounded(.up))
        let y0 = Int(saturating: ((area.minY - b.minY) / h).rounded(.down)), y1 = Int(saturating: ((area.maxY - b.minY) / h).rounded(.up))
        var tiles: [CGRect] = []
        for row in max(0, y0)..<max(max(0, y0), y1) {
            for column in max(0, x0)..<max(max(0, x0), x1) {
                let tile = CGRect(x: b.minX + CGFloat(column) * w, y: b.minY + CGFloat(row) * h, width: w, height: h)
                    .intersection(b).intersection(area)
                if !tile.isNull, !tile.isEmpty { tiles.append(tile) }
            }
        }
        return tiles
    }
}
