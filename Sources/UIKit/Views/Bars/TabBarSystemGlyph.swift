import CoreGraphics
import Foundation

/// The glyphs of UIKit's system tab bar items, drawn as paths into 28 × 28 pt template
/// images (the tab bar tints them); iOS ships them as images, this UIKit draws them.
@MainActor
enum TabBarSystemGlyph {
    static let size = CGSize(width: 28, height: 28)

    /// The template image of `item`, made once per item kind.
    static func image(for item: UITabBarItem.SystemItem) -> UIImage {
        if let made = cache[item] { return made }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            draw(item)
        }.withRenderingMode(.alwaysTemplate)
        cache[item] = image
        return image
    }

    private static var cache: [UITabBarItem.SystemItem: UIImage] = [:]

    private static func draw(_ item: UITabBarItem.SystemItem) {
        switch item {
        case .more:
            for x in [6.0, 14, 22] { UIBezierPath(ovalIn: CGRect(x: x - 2.5, y: 11.5, width: 5, height: 5)).fill() }
        case .favorites, .topRated:
            star(center: CGPoint(x: 14, y: 14.5), outer: 12.5, inner: 5.2).fill()
        case .featured:
            let path = star(center: CGPoint(x: 14, y: 14.5), outer: 12, inner: 5)
            path.lineWidth = 1.6
            path.lineJoinStyle = .round
            path.stroke()
        case .recents, .mostRecent, .history:
            clock(withArrow: item == .history)
        case .contacts:
            UIBezierPath(ovalIn: CGRect(x: 9, y: 3, width: 10, height: 10)).fill()
            let body = UIBezierPath()
            body.move(to: CGPoint(x: 3, y: 26))
            body.addCurve(to: CGPoint(x: 25, y: 26), controlPoint1: CGPoint(x: 3, y: 13), controlPoint2: CGPoint(x: 25, y: 13))
            body.close()
            body.fill()
        case .bookmarks:
            book()
        case .search:
            let lens = UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 16, height: 16))
            lens.lineWidth = 2.4
            lens.stroke()
            let handle = UIBezierPath()
            handle.move(to: CGPoint(x: 16.5, y: 16.5))
            handle.addLine(to: CGPoint(x: 25, y: 25))
            handle.lineWidth = 3
            handle.lineCapStyle = .round
            handle.stroke()
        case .downloads:
            downloadArrow()
        case .mostViewed:
            for y in [7.0, 14, 21] {
                UIBezierPath(ovalIn: CGRect(x: 3, y: y - 2, width: 4, height: 4)).fill()
                UIBezierPath(roundedRect: CGRect(x: 10, y: y - 1.25, width: 15, height: 2.5), cornerRadius: 1.25).fill()
            }
        }
    }

    /// A five-pointed star, point up.
    private static func star(center: CGPoint, outer: CGFloat, inner: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for i in 0..<10 {
            let radius = i.isMultiple(of: 2) ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }

    /// A clock face at ten past ten (history: with an arrow turning back at the top left).
    private static func clock(withArrow: Bool) {
        let face = UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 22, height: 22))
        face.lineWidth = 2
        face.stroke()
        let hands = UIBezierPath()
        hands.move(to: CGPoint(x: 14, y: 7.5))
        hands.addLine(to: CGPoint(x: 14, y: 14))
        hands.addLine(to: CGPoint(x: 19, y: 17))
        hands.lineWidth = 2
        hands.lineCapStyle = .round
        hands.lineJoinStyle = .round
        hands.stroke()
        guard withArrow else { return }
        let head = UIBezierPath()
        head.move(to: CGPoint(x: 0.5, y: 9))
        head.addLine(to: CGPoint(x: 7.5, y: 9))
        head.addLine(to: CGPoint(x: 4, y: 14))
        head.close()
        head.fill()
    }

    /// An open book seen from above.
    private static func book() {
        for (outer, inner) in [(CGFloat(2.5), CGFloat(13)), (25.5, 15)] {
            let page = UIBezierPath()
            page.move(to: CGPoint(x: inner, y: 7))
            page.addCurve(to: CGPoint(x: outer, y: 6), controlPoint1: CGPoint(x: (inner + outer) / 2, y: 4),
                          controlPoint2: CGPoint(x: outer, y: 5))
            page.addLine(to: CGPoint(x: outer, y: 23))
            page.addCurve(to: CGPoint(x: inner, y: 24), controlPoint1: CGPoint(x: outer, y: 22),
                          controlPoint2: CGPoint(x: (inner + outer) / 2, y: 21))
            page.close()
            page.fill()
        }
    }

    /// An arrow pointing down into a tray.
    private static func downloadArrow() {
        let shaft = UIBezierPath(roundedRect: CGRect(x: 12.75, y: 3, width: 2.5, height: 14), cornerRadius: 1.25)
        shaft.fill()
        let head = UIBezierPath()
        head.move(to: CGPoint(x: 7.5, y: 12))
        head.addLine(to: CGPoint(x: 20.5, y: 12))
        head.addLine(to: CGPoint(x: 14, y: 19.5))
        head.close()
        head.fill()
        let tray = UIBezierPath()
        tray.move(to: CGPoint(x: 4, y: 18))
        tray.addLine(to: CGPoint(x: 4, y: 24.5))
        tray.addLine(to: CGPoint(x: 24, y: 24.5))
        tray.addLine(to: CGPoint(x: 24, y: 18))
        tray.lineWidth = 2.2
        tray.lineCapStyle = .round
        tray.lineJoinStyle = .round
        tray.stroke()
    }
}
