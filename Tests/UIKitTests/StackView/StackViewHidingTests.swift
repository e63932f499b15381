import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// Hidden arranged views: the stack keeps them in `arrangedSubviews` but collapses them (no
/// length along the axis, their spacing gone); inside an animation block the collapse
/// animates with the block.
@Suite("UIStackView hidden arranged views", .serialized, .freshContext) @MainActor
struct StackViewHidingTests {
    @Test("Hiding an arranged view collapses it and its spacing; showing it brings both back")
    func collapseAndShow() {
        let (host, stack, boxes) = spacedFillScene()
        boxes[1].isHidden = true
        host.runLoopTurn()
        #expect(stack.arrangedSubviews == boxes, "a hidden view stays arranged")
        #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(boxes[2].frame == CGRect(x: 50, y: 0, width: 250, height: 100), "one 10-point gap, not two")
        #expect(boxes[1].frame.width == 0)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === boxes[1] && $0.constant == 0 })
        boxes[1].isHidden = false
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 50, 120])
        #expect(boxes[1].frame.width == 60)
        #expect(!stack.constraints.contains { $0.identifier == "UISV-hiding" })
    }

    @Test("Hiding the first or the last view moves the canvas connection to the next visible one")
    func hidingEnds() {
        let (host, _, boxes) = spacedFillScene()
        boxes[0].isHidden = true
        host.runLoopTurn()
        #expect(boxes[1].frame.minX == 0 && boxes[2].frame.minX == 70 && boxes[2].frame.maxX == 300)
        boxes[0].isHidden = false
        boxes[2].isHidden = true
        boxes[1].setContentHuggingPriority(.defaultLow, for: .horizontal)
        host.runLoopTurn()
        #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 40, height: 100))
        #expect(boxes[1].frame == CGRect(x: 50, y: 0, width: 250, height: 100))
    }

    @Test("Hiding every view leaves an empty stack without unsatisfiable constraints")
    func hidingAll() {
        let (host, stack, boxes) = spacedFillScene()
        for box in boxes { box.isHidden = true }
        host.runLoopTurn()
        #expect(boxes.allSatisfy { $0.frame.width == 0 })
        #expect(stack.constraints.allSatisfy { !$0.isBroken })
    }

    @Test("Setting isHidden to the value it has does not rebuild the arrangement")
    func unchangedHiddenIsIgnored() {
        let (_, stack, boxes) = spacedFillScene()
        boxes[0].isHidden = false
        #expect(!stack.needsUpdateConstraints())
    }

    @Test("isHidden inside UIView.animate: the stack re-lays out in the block; the neighbours slide over and the hidden view shrinks, drawn, frame by frame")
    func animatedCollapse() {
        let boxes = threeBoxes()
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.distribution = .fillEqually
        host.window.backgroundColor = .white
        host.runLoopTurn()
        #expect(boxes.map(\.frame.width) == [100, 100, 100])
        var finished = false
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            boxes[1].isHidden = true
        }, completion: { finished = $0 })
        // The model is laid out at once: two views of 150.
        #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(boxes[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(boxes[1].isHidden, "isHidden reads true at once")
        host.runLoopTurn()
        for (t, step) in [(0.25, 0.25), (0.5, 0.25), (0.75, 0.25)] {
            host.advanceTime(by: step)
            let third = boxes[2].layer.presentation()!, first = boxes[0].layer.presentation()!
            // The third view's centre goes 250 → 225, the first view's width 100 → 150; the
            // hidden view stays drawn, 100 → 0 wide, centred 150 → 150.
            #expect(abs(third.position.x - (250 - 25 * t)) < 0.01, "t = \(t)")
            #expect(abs(first.bounds.width - (100 + 50 * t)) < 0.01, "t = \(t)")
            let collapsing = boxes[1].layer.presentation()!
            #expect(!collapsing.isHidden && abs(collapsing.bounds.width - 100 * (1 - t)) < 0.01, "t = \(t)")
        }
        let screen = host.renderScreen()
        #expect(screen.pixel(x: 150, y: 50) == screen.pixel(x: 2, y: 50) && screen.pixel(x: 150, y: 50).a == 255,
                "at t = 0.75 the collapsing view (25 wide at 137.5…162.5) is drawn like its neighbours")
        host.advanceTime(by: 0.25)
        #expect(finished)
        #expect(boxes[1].layer.presentation()!.isHidden)
        #expect(boxes[2].layer.presentation()!.position.x == 225)
        #expect(boxes[0].layer.presentation()!.bounds.width == 150)
    }

    @Test("Showing a view again inside an animation block animates it back in")
    func animatedShow() {
        let boxes = threeBoxes()
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.distribution = .fillEqually
        boxes[1].isHidden = true
        host.runLoopTurn()
        #expect(boxes[2].frame.minX == 150)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { boxes[1].isHidden = false })
        host.runLoopTurn()
        host.advanceTime(by: 0.5)
        #expect(abs(boxes[2].layer.presentation()!.position.x - 237.5) < 0.01)
        host.advanceTime(by: 0.5)
        #expect(boxes.map(\.frame.minX) == [0, 100, 200])
    }
}
