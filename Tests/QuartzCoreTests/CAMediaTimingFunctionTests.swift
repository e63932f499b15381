import Testing
@testable import QuartzCore
import CoreGraphics
import RuntimeSupport

@Suite("CAMediaTimingFunction", .freshRenderContext) @MainActor
struct CAMediaTimingFunctionTests {
    /// Apple's control points for the named functions.
    static let named: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]

    @Test("Named functions have Apple's control points (getControlPoint(at:values:))")
    func controlPoints() {
        for (name, points) in Self.named {
            let f = CAMediaTimingFunction(name: name)
            var values: [Float] = [0, 0]
            f.getControlPoint(at: 1, values: &values)
            #expect(values == [points[0], points[1]], "\(name.rawValue)")
            f.getControlPoint(at: 2, values: &values)
            #expect(values == [points[2], points[3]], "\(name.rawValue)")
            f.getControlPoint(at: 0, values: &values)
            #expect(values == [0, 0])
            f.getControlPoint(at: 3, values: &values)
            #expect(values == [1, 1])
        }
    }

    @Test("Each named function is the cubic Bézier through its control points: f(x(s)) = y(s)")
    func solvesTheBezier() {
        for (name, p) in Self.named {
            let f = CAMediaTimingFunction(name: name)
            let (x1, y1, x2, y2) = (Double(p[0]), Double(p[1]), Double(p[2]), Double(p[3]))
            for i in 0...100 {
                let s = Double(i) / 100
                let x = 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s
                let y = 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s
                #expect(abs(f.evaluate(x) - y) < 1e-6, "\(name.rawValue) at s = \(s)")
            }
            #expect(f.evaluate(0) == 0)
            #expect(f.evaluate(1) == 1)
        }
    }

    @Test("Known values: easeInEaseOut is symmetric, linear is the identity")
    func knownValues() {
        let ease = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(ease.evaluate(0.5) - 0.5) < 1e-6)   // the control points are stored as Float, as in Core Animation
        #expect(abs(ease.evaluate(0.25) + ease.evaluate(0.75) - 1) < 1e-6)
        let linear = CAMediaTimingFunction(name: .linear)
        #expect(linear.evaluate(0.3) == 0.3)
    }

    @Test("Bad control points fall back to linear; x outside 0…1 is clamped (time stays monotonic)")
    func badInput() {
        let messages = RuntimeIssue.capture {
            let f = CAMediaTimingFunction(controlPoints: .nan, 0, 1, 1)
            #expect(f.evaluate(0.3) == 0.3)
        }
        #expect(messages.contains { $0.contains("finite") })
        let clamped = CAMediaTimingFunction(controlPoints: -1, 0, 2, 1)
        var v: [Float] = [0, 0]
        clamped.getControlPoint(at: 1, values: &v)
        #expect(v == [0, 0])
        clamped.getControlPoint(at: 2, values: &v)
        #expect(v == [1, 1])
    }
}
