import CoreGraphics

/// The circled glyphs UIKit draws for its system button types and the detail accessory: a
/// 22-point circle with an "i" (detail disclosure, info) or a "+" (contact add), in the
/// current fill and stroke colors.
@MainActor
enum CircledGlyph {
    static let size = CGSize(width: 22, height: 22)

    static func drawInfo(in r: CGRect) {
        strokeCircle(in: r)
        UIBezierPath(ovalIn: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(roundedRect: CGRect(x: r.midX - 1, y: r.minY + 9, width: 2, height: 8), cornerRadius: 1).fill()
    }

    static func drawPlus(in r: CGRect) {
        strokeCircle(in: r)
        UIBezierPath(roundedRect: CGRect(x: r.midX - 5, y: r.midY - 0.75, width: 10, height: 1.5), cornerRadius: 0.75).fill()
        UIBezierPath(roundedRect: CGRect(x: r.midX - 0.75, y: r.midY - 5, width: 1.5, height: 10), cornerRadius: 0.75).fill()
    }

    private static func strokeCircle(in r: CGRect) {
        let circle = UIBezierPath(ovalIn: r.insetBy(dx: 0.75, dy: 0.75))
        circle.lineWidth = 1.5
        circle.stroke()
    }

    /// The template image a system button of `type` shows when given none (nil for the
    /// types that show only what they are given).
    static func image(for type: UIButton.ButtonType) -> UIImage? {
        if let made = made[type] { return made }
        let draw: (CGRect) -> Void
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: draw = drawInfo
        case .contactAdd: draw = drawPlus
        default: return nil
        }
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.black.setStroke()
            UIColor.black.setFill()
            draw(CGRect(origin: .zero, size: size))
        }
        let template = image.withRenderingMode(.alwaysTemplate)
        made[type] = template
        return template
    }

    /// Each type's image, drawn once.
    private static var made: [UIButton.ButtonType: UIImage] = [:]
}

extension UIButton {
    /// The circled glyph of the info and contact-add types.
    var systemGlyph: UIImage? { CircledGlyph.image(for: buttonType) }
}
