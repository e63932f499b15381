import CoreGraphics
@testable import QuartzCore
import UIKit
import UIKitTesting

/// The stage and measures animation suites share: one committed view in a window, and
/// comparisons against Core Animation's curves.
@MainActor
protocol AnimationTestScene {}

extension AnimationTestScene {
    /// A window with one committed view at (0, 0, 100, 100) → center (50, 50).
    func scene() -> (UITestHost, UIView) {
        let host = UITestHost(size: CGSize(width: 400, height: 300), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        host.window.addSubview(view)
        host.runLoopTurn()
        return (host, view)
    }

    func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
    func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool { near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) }
    func ease(_ name: CAMediaTimingFunctionName, _ x: Double) -> CGFloat { CGFloat(CAMediaTimingFunction(name: name).evaluate(x)) }
}
