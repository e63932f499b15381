import CoreGraphics

/// The symbols of the system bar button items that have no title (add, trash, search …),
/// drawn as strokes in the item's tint, the way SF Symbols draws them at the bar's size.
enum BarSystemGlyph {
    /// The box a glyph is drawn in, in points.
    static let size = CGSize(width: 24, height: 24)

    /// Draws `item`'s symbol centered in `rect` in `color`.
    static func draw(_ item: UIBarButtonItem.SystemItem, in rect: CGRect, color: CGColor, context c: CGContext) {
        let s = size.width
        c.saveGState()
        defer { c.restoreGState() }
        c.translateBy(x: rect.midX - s / 2, y: rect.midY - s / 2)
        c.setStrokeColor(color)
        c.setFillColor(color)
        c.setLineWidth(2)
        c.setLineCap(.round)
        c.setLineJoin(.round)
        let p = CGMutablePath()
        var fill = false
        switch item {
        case .add:
            p.move(to: CGPoint(x: 12, y: 3)); p.addLine(to: CGPoint(x: 12, y: 21))
            p.move(to: CGPoint(x: 3, y: 12)); p.addLine(to: CGPoint(x: 21, y: 12))
        case .stop:
            p.move(to: CGPoint(x: 5, y: 5)); p.addLine(to: CGPoint(x: 19, y: 19))
            p.move(to: CGPoint(x: 19, y: 5)); p.addLine(to: CGPoint(x: 5, y: 19))
        case .close:
            // A gray disc with a dark cross, as iOS draws the close button whatever the tint.
            c.setFillColor(CGColor(gray: 0.46, alpha: 0.12))
            c.fillEllipse(in: CGRect(x: 1, y: 1, width: 22, height: 22))
            c.setStrokeColor(CGColor(gray: 0.45, alpha: 1))
            c.setLineWidth(2.2)
            p.move(to: CGPoint(x: 8.5, y: 8.5)); p.addLine(to: CGPoint(x: 15.5, y: 15.5))
            p.move(to: CGPoint(x: 15.5, y: 8.5)); p.addLine(to: CGPoint(x: 8.5, y: 15.5))
        case .compose:
            p.move(to: CGPoint(x: 12, y: 4)); p.addLine(to: CGPoint(x: 5, y: 4))
            p.addLine(to: CGPoint(x: 4, y: 5)); p.addLine(to: CGPoint(x: 4, y: 20)); p.addLine(to: CGPoint(x: 19, y: 20))
            p.addLine(to: CGPoint(x: 20, y: 19)); p.addLine(to: CGPoint(x: 20, y: 12))
            p.move(to: CGPoint(x: 10, y: 14)); p.addLine(to: CGPoint(x: 20, y: 4))
        case .reply:
            p.move(to: CGPoint(x: 9, y: 5)); p.addLine(to: CGPoint(x: 3, y: 11)); p.addLine(to: CGPoint(x: 9, y: 17))
            p.move(to: CGPoint(x: 3, y: 11)); p.addCurve(to: CGPoint(x: 21, y: 19), control1: CGPoint(x: 14, y: 11), control2: CGPoint(x: 21, y: 12))
        case .action:
            p.move(to: CGPoint(x: 8, y: 9)); p.addLine(to: CGPoint(x: 5, y: 9)); p.addLine(to: CGPoint(x: 5, y: 22))
            p.addLine(to: CGPoint(x: 19, y: 22)); p.addLine(to: CGPoint(x: 19, y: 9)); p.addLine(to: CGPoint(x: 16, y: 9))
            p.move(to: CGPoint(x: 12, y: 2)); p.addLine(to: CGPoint(x: 12, y: 15))
            p.move(to: CGPoint(x: 8, y: 6)); p.addLine(to: CGPoint(x: 12, y: 2)); p.addLine(to: CGPoint(x: 16, y: 6))
        case .organize:
            p.move(to: CGPoint(x: 3, y: 6)); p.addLine(to: CGPoint(x: 9, y: 6)); p.addLine(to: CGPoint(x: 11, y: 8))
            p.addLine(to: CGPoint(x: 21, y: 8)); p.addLine(to: CGPoint(x: 21, y: 19)); p.addLine(to: CGPoint(x: 3, y: 19)); p.closeSubpath()
        case .bookmarks:
            p.move(to: CGPoint(x: 12, y: 6)); p.addLine(to: CGPoint(x: 12, y: 20))
            p.addRect(CGRect(x: 3, y: 5, width: 18, height: 14))
        case .search:
            p.addEllipse(in: CGRect(x: 3, y: 3, width: 13, height: 13))
            p.move(to: CGPoint(x: 14.5, y: 14.5)); p.addLine(to: CGPoint(x: 21, y: 21))
        case .refresh:
            p.addArc(center: CGPoint(x: 12, y: 13), radius: 8, startAngle: -.pi / 2, endAngle: -.pi / 2 - 1.6 * .pi, clockwise: true)
            p.move(to: CGPoint(x: 9, y: 2)); p.addLine(to: CGPoint(x: 12.5, y: 5)); p.addLine(to: CGPoint(x: 9, y: 8))
        case .camera:
            p.addRoundedRect(in: CGRect(x: 2, y: 7, width: 20, height: 14), cornerWidth: 3, cornerHeight: 3)
            p.move(to: CGPoint(x: 8, y: 7)); p.addLine(to: CGPoint(x: 9.5, y: 4)); p.addLine(to: CGPoint(x: 14.5, y: 4)); p.addLine(to: CGPoint(x: 16, y: 7))
            p.addEllipse(in: CGRect(x: 8, y: 10, width: 8, height: 8))
        case .trash:
            p.move(to: CGPoint(x: 3, y: 6)); p.addLine(to: CGPoint(x: 21, y: 6))
            p.move(to: CGPoint(x: 9, y: 6)); p.addLine(to: CGPoint(x: 9, y: 3)); p.addLine(to: CGPoint(x: 15, y: 3)); p.addLine(to: CGPoint(x: 15, y: 6))
            p.move(to: CGPoint(x: 5, y: 6)); p.addLine(to: CGPoint(x: 6.5, y: 21)); p.addLine(to: CGPoint(x: 17.5, y: 21)); p.addLine(to: CGPoint(x: 19, y: 6))
            p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 10, y: 17))
            p.move(to: CGPoint(x: 14, y: 10)); p.addLine(to: CGPoint(x: 14, y: 17))
        case .play:
            fill = true
            p.move(to: CGPoint(x: 6, y: 3)); p.addLine(to: CGPoint(x: 20, y: 12)); p.addLine(to: CGPoint(x: 6, y: 21)); p.closeSubpath()
        case .pause:
            fill = true
            p.addRect(CGRect(x: 5, y: 3, width: 4.5, height: 18)); p.addRect(CGRect(x: 14.5, y: 3, width: 4.5, height: 18))
        case .rewind:
            fill = true
            p.move(to: CGPoint(x: 12, y: 5)); p.addLine(to: CGPoint(x: 1, y: 12)); p.addLine(to: CGPoint(x: 12, y: 19)); p.closeSubpath()
            p.move(to: CGPoint(x: 23, y: 5)); p.addLine(to: CGPoint(x: 12, y: 12)); p.addLine(to: CGPoint(x: 23, y: 19)); p.closeSubpath()
        case .fastForward:
            fill = true
            p.move(to: CGPoint(x: 12, y: 5)); p.addLine(to: CGPoint(x: 23, y: 12)); p.addLine(to: CGPoint(x: 12, y: 19)); p.closeSubpath()
            p.move(to: CGPoint(x: 1, y: 5)); p.addLine(to: CGPoint(x: 12, y: 12)); p.addLine(to: CGPoint(x: 1, y: 19)); p.closeSubpath()
        default:
            // The page curl (deprecated): a page with a turned corner.
            p.move(to: CGPoint(x: 4, y: 3)); p.addLine(to: CGPoint(x: 20, y: 3)); p.addLine(to: CGPoint(x: 20, y: 14))
            p.addLine(to: CGPoint(x: 13, y: 21)); p.addLine(to: CGPoint(x: 4, y: 21)); p.closeSubpath()
            p.move(to: CGPoint(x: 20, y: 14)); p.addLine(to: CGPoint(x: 13, y: 14)); p.addLine(to: CGPoint(x: 13, y: 21))
        }
        c.addPath(p)
        if fill { c.fillPath() } else { c.strokePath() }
    }
}
