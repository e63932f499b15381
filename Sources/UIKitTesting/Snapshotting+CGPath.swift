import CoreGraphics
import Foundation
import SnapshotTesting
import UIKit

// swift-snapshot-testing's strategies for paths, as on iOS: the path filled in its bounding
// box, and its elements as text ("MoveTo (0.0, 0.0)", "CurveTo …", "Close").

extension Snapshotting where Value == CGPath, Format == UIImage {
    /// The path filled even-odd at scale 1.
    public static var image: Snapshotting { .image() }

    /// The path drawn with `drawingMode` in its bounding box, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1,
                             drawingMode: CGPathDrawingMode = .eoFill) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale).pullback { (path: CGPath) in
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: path.boundingBoxOfPath, format: format).image { context in
                context.cgContext.addPath(path)
                context.cgContext.drawPath(using: drawingMode)
            }
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == UIImage {
    /// The path filled at scale 1.
    public static var image: Snapshotting { .image() }

    /// The path filled (by its own fill rule) in its bounds, at `scale`.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale).pullback { (path: UIBezierPath) in
            let format = UIGraphicsImageRendererFormat()
            format.scale = scale
            return UIGraphicsImageRenderer(bounds: path.bounds, format: format).image { _ in path.fill() }
        }
    }
}

extension Snapshotting where Value == CGPath, Format == String {
    /// The elements, one per line, numbers with one to three decimals ("86.25", "83.284").
    public static var elementsDescription: Snapshotting { elements { PathNumber.text($0) } }

    /// The elements, one per line, numbers as `numberFormatter` writes them.
    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        elements { numberFormatter.string(from: $0 as NSNumber) ?? "\($0)" }
    }

    /// Each element's name and points, each subpath after the first set off by a blank line.
    private static func elements(_ number: @escaping (CGFloat) -> String) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (path: CGPath) in
            var text = ""
            path.applyWithBlock { pointer in
                let element = pointer.pointee
                let (name, count): (String, Int) = switch element.type {
                case .moveToPoint: ("MoveTo", 1)
                case .addLineToPoint: ("LineTo", 1)
                case .addQuadCurveToPoint: ("QuadCurveTo", 2)
                case .addCurveToPoint: ("CurveTo", 3)
                case .closeSubpath: ("Close", 0)
                @unknown default: ("Unknown", 0)
                }
                if element.type == .moveToPoint, !text.isEmpty { text += "\n" }
                let points = (0..<count).map { i in "(\(number(element.points[i].x)), \(number(element.points[i].y)))" }
                text += name + " " + points.joined(separator: " ") + "\n"
            }
            return text
        }
    }
}

extension Snapshotting where Value == UIBezierPath, Format == String {
    /// The path's elements as `CGPath`'s strategy gives them.
    public static var elementsDescription: Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription.pullback { (path: UIBezierPath) in path.cgPath }
    }

    public static func elementsDescription(numberFormatter: NumberFormatter) -> Snapshotting {
        Snapshotting<CGPath, String>.elementsDescription(numberFormatter: numberFormatter)
            .pullback { (path: UIBezierPath) in path.cgPath }
    }
}

/// The library's default number style, written out: Foundation's NumberFormatter on Linux
/// does not keep to a maximum number of decimals.
enum PathNumber {
    /// One to three decimals, rounded half away from zero, a point for the separator.
    static func text(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let thousandths = (Double(value) * 1000).rounded(.toNearestOrAwayFromZero)
        let negative = thousandths < 0 && thousandths != 0
        let magnitude = abs(thousandths)
        let whole = (magnitude / 1000).rounded(.towardZero)
        var fraction = String(Int(magnitude - whole * 1000))
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.count > 1, fraction.hasSuffix("0") { fraction.removeLast() }
        return (negative ? "-" : "") + String(format: "%.0f", whole) + "." + fraction
    }
}
