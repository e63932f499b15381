import Foundation
import Testing
import UIKitTesting
@testable import UIKit
import RuntimeSupport

/// `spacing`, `setCustomSpacing(_:after:)`, the `spacingUseDefault`/`spacingUseSystem`
/// values and `isLayoutMarginsRelativeArrangement`. Horizontal stacks 300 × 100, `.fill`, the
/// third box (hugging 250) takes what is left.
@Suite("UIStackView spacing and margins", .serialized, .freshContext) @MainActor
struct StackViewSpacingTests {
    @Test("spacing is the gap between neighbours: 10 puts the boxes at 0, 50 and 120")
    func spacing() {
        let (_, _, boxes) = spacedFillScene()
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
    }

    @Test("setCustomSpacing(_:after:) changes only the gap after that view; spacingUseDefault goes back to spacing")
    func customSpacing() {
        let (host, stack, boxes) = spacedFillScene()
        #expect(stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: boxes[0])
        #expect(stack.customSpacing(after: boxes[0]) == 30)
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 70, 140])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
        // A view the stack does not arrange has no custom spacing.
        let stranger = UIView()
        stack.setCustomSpacing(5, after: stranger)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
    }

    @Test("spacingUseSystem is the standard 8 points between siblings, as spacing and as custom spacing")
    func systemSpacing() {
        let (host, stack, boxes) = spacedFillScene()
        stack.spacing = UIStackView.spacingUseSystem
        #expect(stack.spacing == UIStackView.spacingUseSystem)
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 48, 116])
        stack.spacing = 0
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: boxes[1])
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 40, 108])
    }

    @Test("spacingUseDefault is FLT_MAX and spacingUseSystem FLT_MIN, as in UIKit's header")
    func specialValues() {
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("A NaN or infinite spacing is reported, naming the API, and ignored")
    func nonFiniteSpacing() {
        let (host, stack, boxes) = spacedFillScene()
        let issues = RuntimeIssue.capture {
            stack.spacing = .nan
            stack.spacing = .infinity
            stack.setCustomSpacing(-.infinity, after: boxes[0])
        }
        #expect(issues.count == 3)
        #expect(issues.first?.contains("UIStackView.spacing") == true)
        #expect(issues.last?.contains("setCustomSpacing") == true)
        #expect(stack.spacing == 10 && stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseDefault)
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
    }

    @Test("Negative spacing overlaps the views")
    func negativeSpacing() {
        let (host, stack, boxes) = spacedFillScene()
        stack.spacing = -10
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 30, 80])
    }

    @Test("isLayoutMarginsRelativeArrangement lays the views out inside the layout margins; turning it off uses the bounds")
    func marginsRelative() {
        let boxes = [StackBox(10, 10), StackBox(10, 10)]
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.distribution = .fillEqually
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 15, right: 40)
        stack.isLayoutMarginsRelativeArrangement = true
        host.runLoopTurn()
        // (300 − 20 − 40) / 2 = 120 each, from x 20; 100 − 10 − 15 = 75 high from y 10.
        #expect(boxes.map(\.frame) == [CGRect(x: 20, y: 10, width: 120, height: 75), CGRect(x: 140, y: 10, width: 120, height: 75)])
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
        host.runLoopTurn()
        #expect(boxes.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100)])
        stack.isLayoutMarginsRelativeArrangement = false
        host.runLoopTurn()
        #expect(boxes.map(\.frame) == [CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 150, y: 0, width: 150, height: 100)])
    }
}
