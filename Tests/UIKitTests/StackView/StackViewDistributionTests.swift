import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIStackView.Distribution` as Apple documents it, on both axes. The stack is 300 long and
/// 100 thick; the boxes are 40, 60 and 80 long by intrinsic size; alignment is `.fill`, so
/// every box is 100 thick. Expected frames are worked out from the documented rules.
@Suite("UIStackView distribution", .serialized, .freshContext) @MainActor
struct StackViewDistributionTests {
    nonisolated static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]

    func frames(_ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution, spacing: CGFloat,
                prepare: ([StackBox]) -> Void = { _ in }) -> [CGRect] {
        let boxes = threeBoxes(axis)
        prepare(boxes)
        let (host, stack) = stackScene(stackFrame(axis), axis: axis, boxes)
        stack.distribution = distribution
        stack.spacing = spacing
        host.runLoopTurn()
        return boxes.map(\.frame)
    }

    func expected(_ axis: NSLayoutConstraint.Axis, _ spans: [(CGFloat, CGFloat)]) -> [CGRect] {
        spans.map { axisFrame(axis, along: $0.0, $0.1, across: 0, 100) }
    }

    @Test("fill: the views fill the axis; the one with the lowest hugging priority takes the extra 100 points", arguments: axes)
    func fill(axis: NSLayoutConstraint.Axis) {
        // 40 + 60 + 80 + 2 × 10 = 200; the third box hugs at 250, the others at 251.
        let result = frames(axis, .fill, spacing: 10) { boxes in
            for box in boxes.prefix(2) { box.setContentHuggingPriority(UILayoutPriority(251), for: axis) }
        }
        #expect(result == expected(axis, [(0, 40), (50, 60), (120, 180)]))
    }

    @Test("fill: when the views do not fit, the one with the lowest compression resistance shrinks")
    func fillShrinks() {
        // Boxes 150, 100, 80 with 10 spacing need 350 in 300: the second (resistance 749) gives up 50.
        let boxes = [StackBox(150, 20), StackBox(100, 20), StackBox(80, 20)]
        boxes[1].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        let (host, stack) = stackScene(CGRect(x: 0, y: 0, width: 300, height: 100), boxes)
        stack.spacing = 10
        host.runLoopTurn()
        #expect(boxes.map(\.frame) == [CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 160, y: 0, width: 50, height: 100),
                                       CGRect(x: 220, y: 0, width: 80, height: 100)])
    }

    @Test("fillEqually: every view is (300 − 2 × 15) / 3 = 90 long whatever its intrinsic size", arguments: axes)
    func fillEqually(axis: NSLayoutConstraint.Axis) {
        #expect(frames(axis, .fillEqually, spacing: 15) == expected(axis, [(0, 90), (105, 90), (210, 90)]))
    }

    @Test("fillProportionally: the 270 points the spacing leaves are shared 40 : 60 : 80", arguments: axes)
    func fillProportionally(axis: NSLayoutConstraint.Axis) {
        // 270 × 40/180 = 60, 270 × 60/180 = 90, 270 × 80/180 = 120.
        #expect(frames(axis, .fillProportionally, spacing: 15) == expected(axis, [(0, 60), (75, 90), (180, 120)]))
    }

    @Test("fillProportionally follows a change of intrinsic size (invalidateIntrinsicContentSize)")
    func fillProportionallyFollowsIntrinsicSize() {
        let boxes = threeBoxes()
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.distribution = .fillProportionally
        host.runLoopTurn()
        boxes[2].size.width = 200                       // shares 40 : 60 : 200 of 300
        host.runLoopTurn()
        #expect(boxes.map(\.frame.width) == [40, 60, 200])
    }

    @Test("equalSpacing: the views keep their intrinsic lengths; the 120 points left make two equal 60-point gaps", arguments: axes)
    func equalSpacing(axis: NSLayoutConstraint.Axis) {
        #expect(frames(axis, .equalSpacing, spacing: 15) == expected(axis, [(0, 40), (100, 60), (220, 80)]))
    }

    @Test("equalCentering: first and last touch the ends; the centres are equally apart (20, 140, 260)", arguments: axes)
    func equalCentering(axis: NSLayoutConstraint.Axis) {
        #expect(frames(axis, .equalCentering, spacing: 15) == expected(axis, [(0, 40), (110, 60), (220, 80)]))
    }

    @Test("equalCentering gives way to the minimum spacing when equal centres would bring views closer than it")
    func equalCenteringKeepsMinimumSpacing() {
        // Boxes 10, 60, 50 in 200 with spacing 40: equal centres (5, 90, 175) would put the
        // middle box at 60…120, 30 points from the last (at 150); the spacing wins and the
        // middle box moves back to 50…110, as close to equal centring as it allows.
        let boxes = [StackBox(10, 10), StackBox(60, 10), StackBox(50, 10)]
        let (host, stack) = stackScene(CGRect(x: 0, y: 0, width: 200, height: 10), boxes)
        stack.distribution = .equalCentering
        stack.spacing = 40
        host.runLoopTurn()
        #expect(boxes.map(\.frame.minX) == [0, 50, 150])
        #expect(boxes.map(\.frame.width) == [10, 60, 50])
    }

    @Test("equalSpacing in a stack sized by its content: the gaps are the spacing")
    func equalSpacingHugs() {
        let boxes = threeBoxes()
        let (_, stack) = contentSizedStack(boxes, at: CGPoint(x: 10, y: 10)) { stack in
            stack.distribution = .equalSpacing
            stack.spacing = 12
        }
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 40 + 60 + 80 + 24, height: 40))
        #expect(boxes.map(\.frame.minX) == [0, 52, 124])
    }

    @Test("Changing distribution or axis after layout rebuilds the arrangement in the next pass, not in the setter")
    func changesAreLazy() {
        let boxes = threeBoxes()
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.spacing = 15
        host.runLoopTurn()
        let before = stack.constraints.count
        stack.distribution = .fillEqually
        stack.spacing = 0
        #expect(stack.constraints.count == before, "nothing rebuilt yet")
        #expect(stack.needsUpdateConstraints())
        host.runLoopTurn()
        #expect(boxes.map(\.frame.width) == [100, 100, 100])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        host.runLoopTurn()
        #expect(boxes.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 100, width: 100, height: 100),
                                       CGRect(x: 0, y: 200, width: 100, height: 100)])
    }

    @Test("The stack's constraints carry UIKit's identifiers (UISV-canvas-connection, UISV-spacing, UISV-fill-equally…)")
    func identifiers() {
        let boxes = threeBoxes()
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.distribution = .fillEqually
        host.runLoopTurn()
        var names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally"])
        stack.distribution = .equalSpacing
        stack.alignment = .center
        host.runLoopTurn()
        names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-distributing-edge", "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-fit"]))
        #expect(stack.layoutGuides.map(\.identifier).sorted() == ["UISV-alignment-spanner", "UISV-distributing", "UISV-distributing"])
        #expect(boxes.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }
}
