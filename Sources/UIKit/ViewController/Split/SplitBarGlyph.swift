import CoreGraphics

/// The symbols of the split's bar buttons, drawn as strokes the way SF Symbols draws
/// `sidebar.left` and the two-arrow expand and contract symbols at a bar's size.
@MainActor
enum SplitBarGlyph {
    case sidebar, expand, contract

    static func image(_ glyph: SplitBarGlyph) -> UIImage {
        let size = glyph == .sidebar ? CGSize(width: 24, height: 19) : CGSize(width: 20, height: 20)
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let c = context.cgContext
            c.setStrokeColor(UIColor.black.cgColor)
            c.setLineWidth(1.6)
            c.setLineCap(.round)
            c.setLineJoin(.round)
            let p = CGMutablePath()
            switch glyph {
            case .sidebar:
                p.addRoundedRect(in: CGRect(x: 1.5, y: 1.5, width: 21, height: 16), cornerWidth: 3.5, cornerHeight: 3.5)
                p.move(to: CGPoint(x: 8.5, y: 1.5))
                p.addLine(to: CGPoint(x: 8.5, y: 17.5))
                for y in [5.5, 8.5, 11.5] as [CGFloat] {
                    p.move(to: CGPoint(x: 4, y: y))
                    p.addLine(to: CGPoint(x: 6, y: y))
                }
            case .expand, .contract:
                // Two arrows on the diagonal: pointing out to the corners, or in to the middle.
                let out = glyph == .expand
                for (tip, tail) in [(CGPoint(x: 3, y: 3), CGPoint(x: 8.5, y: 8.5)), (CGPoint(x: 17, y: 17), CGPoint(x: 11.5, y: 11.5))] {
                    let head = out ? tip : tail, start = out ? tail : tip
                    let dx: CGFloat = start.x > head.x ? 5 : -5
                    p.move(to: start)
                    p.addLine(to: head)
                    p.move(to: CGPoint(x: head.x + dx, y: head.y))
                    p.addLine(to: head)
                    p.addLine(to: CGPoint(x: head.x, y: head.y + dx))
                }
            }
            c.addPath(p)
            c.strokePath()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
