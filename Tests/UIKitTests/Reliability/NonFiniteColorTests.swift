import Foundation
import Testing
import UIKit
import UIKitTesting

/// Colors whose components are not numbers (NaN), infinite or far outside 0…1. Core Graphics
/// keeps whatever components it is given; drawing limits them to what a pixel can hold (a
/// component that is not a number draws as 0). No use of such a color may trap, and the
/// frame keeps drawing to its end.
@Suite("Colors with components that are not numbers", .serialized, .freshContext) @MainActor
struct NonFiniteColorTests {
    nonisolated static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -1e308]

    /// Colors with one odd component each, and one with all of them odd.
    static func oddColors(_ v: CGFloat) -> [UIColor] {
        [UIColor(red: v, green: 0.5, blue: 0.5, alpha: 1), UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: v),
         UIColor(red: v, green: v, blue: v, alpha: v), UIColor(white: v, alpha: v),
         UIColor(hue: v, saturation: v, brightness: v, alpha: v)]
    }

    /// A view that draws with `color` through Core Graphics: a shadowed fill, a stroke, a
    /// gradient, a tinted template image and text, then a green marker after all of it.
    final class Canvas: UIView {
        var color = UIColor.black
        override func draw(_ rect: CGRect) {
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 1, height: 1), blur: 2, color: color.cgColor)
            ctx.setFillColor(color.cgColor)
            ctx.fill(CGRect(x: 2, y: 2, width: 8, height: 8))
            ctx.restoreGState()
            ctx.setStrokeColor(color.cgColor)
            ctx.stroke(CGRect(x: 1, y: 1, width: 12, height: 12))
            if let gradient = CGGradient(colorsSpace: nil, colors: [color.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil) {
                ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 10), options: [])
            }
            let image = UIImage(systemName: "star.fill")?.withTintColor(color, renderingMode: .alwaysOriginal)
            image?.draw(in: CGRect(x: 0, y: 14, width: 8, height: 8))
            ("Hi" as NSString).draw(at: CGPoint(x: 10, y: 14), withAttributes: [.font: UIFont.systemFont(ofSize: 6), .foregroundColor: color,
                                                                              .backgroundColor: color])
            ctx.setFillColor(UIColor.green.cgColor)
            ctx.fill(CGRect(x: 26, y: 26, width: 4, height: 4))
        }
    }

    @Test("A color component that is NaN, infinite or huge never traps where it becomes a pixel: layer shadows, backgrounds, borders, tints, gradients, text and Core Graphics drawing all render, and the frame draws to its end",
          arguments: values)
    func oddComponents(_ v: CGFloat) {
        for color in Self.oddColors(v) {
            let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 2)
            let view = UIView(frame: CGRect(x: 2, y: 2, width: 10, height: 10))
            view.backgroundColor = color
            view.layer.borderColor = color.cgColor
            view.layer.borderWidth = 1
            view.layer.shadowColor = color.cgColor
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = 2
            host.window.addSubview(view)
            let tinted = UIImageView(image: UIImage(systemName: "star.fill"))
            tinted.frame = CGRect(x: 14, y: 2, width: 10, height: 10)
            tinted.tintColor = color
            host.window.addSubview(tinted)
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 26, y: 2, width: 10, height: 10)
            gradient.colors = [color.cgColor, UIColor.blue.cgColor]
            host.window.layer.addSublayer(gradient)
            let label = UILabel(frame: CGRect(x: 2, y: 14, width: 20, height: 8))
            label.text = "Hi"
            label.textColor = color
            label.shadowColor = color
            host.window.addSubview(label)
            let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            canvas.isOpaque = false
            canvas.backgroundColor = .clear
            canvas.color = color
            host.window.addSubview(canvas)
            // Drawn last: its color shows only when the frame was drawn to its end.
            let sentinel = UIView(frame: CGRect(x: 34, y: 34, width: 4, height: 4))
            sentinel.backgroundColor = .magenta
            host.window.addSubview(sentinel)
            let screen = host.renderScreen()
            let marker = screen.buffer.pixel(x: 56, y: 56), last = screen.buffer.pixel(x: 72, y: 72)
            #expect([marker.r, marker.g, marker.b, marker.a] == [0, 255, 0, 255], "\(color): the context stopped drawing")
            #expect([last.r, last.g, last.b, last.a] == [255, 0, 255, 255], "\(color): the frame stopped drawing")
        }
    }
}
