import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor private var freedDeep = 0
@MainActor private var touchesAtTop = 0

private final class DeepChainView: UIView {
    isolated deinit { freedDeep += 1 }
}

/// The top of the chain: the default `touchesBegan` of every view below passes the touch up to it.
private final class TouchCountingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesAtTop += 1 }
    isolated deinit { freedDeep += 1 }
}

/// A chain of 100,000 views, each the only subview of the one above, in a window: every walk
/// UIKit makes up or down the tree (event delivery and the responder chain, gesture
/// recognizers, hit testing, traits and tint, layout, display, conversion, leaving the window,
/// deallocation) survives it without overflowing the thread's stack.
@Suite("A 100,000-deep view chain", .serialized, .freshContext) @MainActor
struct HundredThousandDeepTests {
    static let depth = 100_000

    @Test("A tap on the deepest of 100,000 nested views reaches the recognizer and the responder at the top; the chain lays out, changes traits, renders, converts, leaves its window and is freed without overflowing the stack",
          .timeLimit(.minutes(10)))
    func tapLayoutRenderRemoveFree() {
        let host = UITestHost(size: CGSize(width: 50, height: 50), scale: 1)
        freedDeep = 0
        touchesAtTop = 0
        var recognized = 0
        do {
            let top = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            host.window.addSubview(top)
            var deepest: UIView = top
            for _ in 1..<Self.depth {
                let v = DeepChainView(frame: CGRect(x: 0.0001, y: 0, width: 40, height: 40))
                deepest.addSubview(v)
                deepest = v
            }
            deepest.backgroundColor = .red
            top.addGestureRecognizer(UITapGestureRecognizer(action: { _ in recognized += 1 }))
            // 10 points right of the window's origin, inside every view of the chain.
            host.tap(at: CGPoint(x: 30, y: 10))
            #expect(recognized == 1)
            #expect(touchesAtTop == 1)
            #expect(host.window.hitTest(CGPoint(x: 30, y: 10), with: nil) === deepest)
            host.window.overrideUserInterfaceStyle = .dark
            #expect(deepest.traitCollection.userInterfaceStyle == .dark)
            host.window.tintColor = .green
            #expect(deepest.tintColor == .green)
            deepest.setNeedsLayout()
            top.frame.size.width = 45
            top.layoutIfNeeded()
            let screen = host.renderScreen()
            let p = screen.buffer.pixel(x: 30, y: 10)
            #expect([p.r, p.g, p.b, p.a] == [255, 0, 0, 255])
            let origin = deepest.convert(CGPoint.zero, to: nil)
            #expect(abs(origin.x - 10) < 0.01 && origin.y == 0)
            top.removeFromSuperview()
            #expect(deepest.window == nil)
            host.runLoopTurn()
        }
        #expect(freedDeep == Self.depth)
    }
}
