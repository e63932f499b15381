import CoreGraphics
import Foundation

/// SVG path data (`d="M3 10a2 2 0 0 1 .7-1.5l7-6…"`) as a `CGPath`: how the symbol glyphs are
/// stored. Every command of SVG 1.1 is read, absolute and relative, with the implicit
/// repetitions and the reflected control points of `S` and `T`; elliptical arcs become cubic
/// curves. Data that stops making sense ends the path there, as SVG renderers do.
struct SVGPathData {
    private let scalars: [UInt8]
    private var index = 0

    private init(_ text: String) { scalars = Array(text.utf8) }

    static func path(_ text: String) -> CGPath {
        var reader = SVGPathData(text)
        let path = CGMutablePath()
        reader.read(into: path)
        return path
    }

    private mutating func read(into path: CGMutablePath) {
        var command: UInt8 = 0
        var start = CGPoint.zero, point = CGPoint.zero
        var lastControl: CGPoint?
        var lastWasCubic = false
        while true {
            skipSeparators()
            guard index < scalars.count else { return }
            if isCommand(scalars[index]) {
                command = scalars[index]
                index += 1
            } else if command == 0 || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                return
            }
            let relative = command >= UInt8(ascii: "a")
            let origin = relative ? point : .zero
            func at(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
            var control: CGPoint?
            var cubic = false
            switch command | 0x20 {
            case UInt8(ascii: "m"):
                guard let x = number(), let y = number() else { return }
                point = at(x, y); start = point
                path.move(to: point)
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // further pairs are lines
            case UInt8(ascii: "l"):
                guard let x = number(), let y = number() else { return }
                point = at(x, y); path.addLine(to: point)
            case UInt8(ascii: "h"):
                guard let x = number() else { return }
                point = CGPoint(x: (relative ? point.x : 0) + x, y: point.y); path.addLine(to: point)
            case UInt8(ascii: "v"):
                guard let y = number() else { return }
                point = CGPoint(x: point.x, y: (relative ? point.y : 0) + y); path.addLine(to: point)
            case UInt8(ascii: "c"):
                guard let x1 = number(), let y1 = number(), let x2 = number(), let y2 = number(),
                      let x = number(), let y = number() else { return }
                let c2 = at(x2, y2)
                point = at(x, y); path.addCurve(to: point, control1: at(x1, y1), control2: c2)
                control = c2; cubic = true
            case UInt8(ascii: "s"):
                guard let x2 = number(), let y2 = number(), let x = number(), let y = number() else { return }
                let c1 = lastWasCubic ? reflect(lastControl, about: point) : point
                let c2 = at(x2, y2)
                point = at(x, y); path.addCurve(to: point, control1: c1, control2: c2)
                control = c2; cubic = true
            case UInt8(ascii: "q"):
                guard let x1 = number(), let y1 = number(), let x = number(), let y = number() else { return }
                let c = at(x1, y1)
                point = at(x, y); path.addQuadCurve(to: point, control: c)
                control = c
            case UInt8(ascii: "t"):
                guard let x = number(), let y = number() else { return }
                let c = !lastWasCubic && lastControl != nil ? reflect(lastControl, about: point) : point
                point = at(x, y); path.addQuadCurve(to: point, control: c)
                control = c
            case UInt8(ascii: "a"):
                guard let rx = number(), let ry = number(), let rotation = number(),
                      let large = flag(), let sweep = flag(), let x = number(), let y = number() else { return }
                let end = at(x, y)
                SVGArc(from: point, to: end, radii: CGSize(width: rx, height: ry), rotation: rotation,
                       largeArc: large, sweep: sweep).add(to: path)
                point = end
            case UInt8(ascii: "z"):
                path.closeSubpath()
                point = start
            default:
                return
            }
            lastControl = control
            lastWasCubic = cubic
        }
    }

    private func reflect(_ control: CGPoint?, about point: CGPoint) -> CGPoint {
        guard let control else { return point }
        return CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
    }

    private func isCommand(_ c: UInt8) -> Bool {
        let lower = c | 0x20
        return lower != UInt8(ascii: "e") && lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }

    private mutating func skipSeparators() {
        while index < scalars.count, scalars[index] == 0x20 || scalars[index] == 0x2C || (0x09...0x0D).contains(scalars[index]) {
            index += 1
        }
    }

    /// An arc flag: a single 0 or 1, which SVG lets run into the next number ("a1 1 0 012 0").
    private mutating func flag() -> Bool? {
        skipSeparators()
        guard index < scalars.count, scalars[index] == UInt8(ascii: "0") || scalars[index] == UInt8(ascii: "1") else { return nil }
        defer { index += 1 }
        return scalars[index] == UInt8(ascii: "1")
    }

    /// A number as SVG writes them: a sign, digits, one point, an exponent; "1.5.5" is two.
    private mutating func number() -> CGFloat? {
        skipSeparators()
        let begin = index
        if index < scalars.count, scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") { index += 1 }
        var sawDigit = false, sawPoint = false
        while index < scalars.count {
            let c = scalars[index]
            if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") { sawDigit = true } else if c == UInt8(ascii: "."), !sawPoint { sawPoint = true } else { break }
            index += 1
        }
        guard sawDigit else { index = begin; return nil }
        if index < scalars.count, scalars[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < scalars.count, scalars[index] == UInt8(ascii: "-") || scalars[index] == UInt8(ascii: "+") { index += 1 }
            let digits = index
            while index < scalars.count, scalars[index] >= UInt8(ascii: "0") && scalars[index] <= UInt8(ascii: "9") { index += 1 }
            if index == digits { index = mark }
        }
        guard let text = String(bytes: scalars[begin..<index], encoding: .ascii), let value = Double(text), value.isFinite else { return nil }
        return CGFloat(value)
    }
}
