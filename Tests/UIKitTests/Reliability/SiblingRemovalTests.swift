import Foundation
import Testing
import UIKit
import UIKitTesting

/// Removing a subview costs about the same however many siblings it has: the superview's list,
/// its indices, the compositor's extents and grids and the damage it leaves do not grow with
/// the number of children.
@Suite("Removing many siblings", .serialized, .freshContext) @MainActor
struct SiblingRemovalTests {
    @Test("Removing all 100,000 subviews one by one from the front (as `subviews.forEach { $0.removeFromSuperview() }` does) takes about as long per view as in a small superview: seconds, not minutes",
          .timeLimit(.minutes(10)))
    // The time limit is a hang guard; in a parallel run its clock also counts the wait for the
    // main actor behind other tests. The removals themselves are timed below.
    func removeAllFromFront() {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let root = UIView(frame: host.window.bounds)
        host.window.addSubview(root)
        for i in 0..<100_000 {
            let v = UIView(frame: CGRect(x: CGFloat(i % 100), y: CGFloat(i / 100 % 100), width: 1, height: 1))
            v.backgroundColor = .green
            root.addSubview(v)
        }
        _ = host.renderScreen()
        let clock = ContinuousClock()
        // The frame is made without turning the run loop, which could run other tests' work.
        let took = clock.measure {
            for v in root.subviews { v.removeFromSuperview() }
            UIApplication.shared.makeFrame()
        }
        #expect(root.subviews.isEmpty && root.layer.sublayers == nil)
        // A debug build; release takes a fraction of this.
        #expect(took < .seconds(15), "removing 100,000 siblings from the front took \(took)")
    }
}
