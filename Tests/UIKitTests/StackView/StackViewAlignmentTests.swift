import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIStackView.Alignment` as Apple documents it: where the arranged views sit across the
/// axis. The stack is 300 long and 100 thick with `.equalSpacing`, so the boxes keep their
/// intrinsic lengths (40, 60, 80 at 0, 100, 220) and thicknesses (20, 30, 40).
@Suite("UIStackView alignment", .serialized, .freshContext) @MainActor
struct StackViewAlignmentTests {
    nonisolated static let axes: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]

    func frames(_ axis: NSLayoutConstraint.Axis, _ alignment: UIStackView.Alignment) -> [CGRect] {
        let boxes = threeBoxes(axis)
        let (host, stack) = stackScene(stackFrame(axis), axis: axis, boxes)
        stack.distribution = .equalSpacing
        stack.alignment = alignment
        host.runLoopTurn()
        return boxes.map(\.frame)
    }

    func expected(_ axis: NSLayoutConstraint.Axis, across starts: [CGFloat], thickness: [CGFloat]? = nil) -> [CGRect] {
        let spans: [(CGFloat, CGFloat)] = [(0, 40), (100, 60), (220, 80)]
        return spans.indices.map { i in
            axisFrame(axis, along: spans[i].0, spans[i].1, across: starts[i], thickness?[i] ?? [20, 30, 40][i])
        }
    }

    @Test("fill: every view is stretched across the stack (100 thick)", arguments: axes)
    func fill(axis: NSLayoutConstraint.Axis) {
        #expect(frames(axis, .fill) == expected(axis, across: [0, 0, 0], thickness: [100, 100, 100]))
    }

    @Test("leading (top): the views' leading (top) edges are the stack's", arguments: axes)
    func leading(axis: NSLayoutConstraint.Axis) {
        #expect(frames(axis, axis == .horizontal ? .top : .leading) == expected(axis, across: [0, 0, 0]))
    }

    @Test("center: the views' centres are the stack's (50)", arguments: axes)
    func center(axis: NSLayoutConstraint.Axis) {
        #expect(frames(axis, .center) == expected(axis, across: [40, 35, 30]))
    }

    @Test("trailing (bottom): the views' trailing (bottom) edges are the stack's", arguments: axes)
    func trailing(axis: NSLayoutConstraint.Axis) {
        #expect(frames(axis, axis == .horizontal ? .bottom : .trailing) == expected(axis, across: [80, 70, 60]))
    }

    @Test("top and bottom are leading's and trailing's values; raw values are UIKit's")
    func rawValues() {
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect([UIStackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect([UIStackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering].map(\.rawValue) == [0, 1, 2, 3, 4])
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
    }

    @Test("Leading alignment in a right-to-left stack puts the views at the right edge")
    func rightToLeft() {
        let boxes = threeBoxes(.vertical)
        let (host, stack) = stackScene(CGRect(x: 0, y: 0, width: 100, height: 300), axis: .vertical, boxes)
        stack.semanticContentAttribute = .forceRightToLeft
        stack.alignment = .leading
        host.runLoopTurn()
        #expect(boxes.map(\.frame.maxX) == [100, 100, 100])
    }

    @Test("A stack sized by its content is as thick as its thickest view; centred views sit in it (the alignment spanner)")
    func hugsThickestView() {
        let boxes = threeBoxes()
        let (_, stack) = contentSizedStack(boxes, at: CGPoint(x: 100, y: 20)) { stack in
            stack.alignment = .center
            stack.spacing = 10
        }
        #expect(stack.frame == CGRect(x: 100, y: 20, width: 200, height: 40))
        #expect(boxes.map(\.frame) == [CGRect(x: 0, y: 10, width: 40, height: 20), CGRect(x: 50, y: 5, width: 60, height: 30),
                                       CGRect(x: 120, y: 0, width: 80, height: 40)])
        #expect(!stack.hasAmbiguousLayout && boxes.allSatisfy { !$0.hasAmbiguousLayout })
    }

    @Test("A stack inside a stack: the inner stack is sized by its own views and arranged like any other view")
    func nestedStacks() {
        let host = UITestHost(size: CGSize(width: 400, height: 300), scale: 1)
        let inner = threeBoxes()
        let innerStack = UIStackView(arrangedSubviews: inner)
        innerStack.spacing = 10                                    // 200 × 40 by its content
        let tall = StackBox(50, 60)
        let outer = UIStackView(arrangedSubviews: [innerStack, tall])
        outer.axis = .vertical
        outer.alignment = .trailing
        outer.spacing = 5
        outer.frame = CGRect(x: 10, y: 10, width: 200, height: 105)
        host.window.addSubview(outer)
        host.runLoopTurn()
        #expect(!innerStack.translatesAutoresizingMaskIntoConstraints)
        #expect(outer.frame == CGRect(x: 10, y: 10, width: 200, height: 105))
        #expect(innerStack.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(tall.frame == CGRect(x: 150, y: 45, width: 50, height: 60))
        #expect(inner.map(\.frame.minX) == [0, 50, 120])
        #expect(!outer.hasAmbiguousLayout && !innerStack.hasAmbiguousLayout && !tall.hasAmbiguousLayout)
        #expect(outer.layoutGuides.allSatisfy { !$0.hasAmbiguousLayout })
    }

    @Test("firstBaseline: two labels of different fonts share their first baseline; the larger font's label touches the top")
    func firstBaseline() throws {
        let (small, large) = (label("Small", size: 14), label("Large", size: 30))
        let stack = try baselineStack([small, large], .firstBaseline)
        // Baseline = top + ascender for a label as tall as its text.
        let smallBaseline = small.frame.minY + small.font.ascender, largeBaseline = large.frame.minY + large.font.ascender
        #expect(large.frame.minY == 0)
        #expect(abs(smallBaseline - largeBaseline) <= 0.5, "rounded to whole pixels")
        #expect(stack.bounds.height == max(small.frame.maxY, large.frame.maxY))
        #expect(stack.forFirstBaselineLayout === small)
    }

    @Test("lastBaseline: a two-line label's last baseline lines up with a one-line label's")
    func lastBaseline() throws {
        let twoLines = label("One\nTwo", size: 14), single = label("Big", size: 30)
        twoLines.numberOfLines = 0
        _ = try baselineStack([twoLines, single], .lastBaseline)
        let lastOfTwo = twoLines.frame.minY + twoLines.font.ascender + twoLines.font.lineHeight
        let lastOfSingle = single.frame.minY + single.font.ascender
        #expect(abs(lastOfTwo - lastOfSingle) <= 0.5)
        #expect(min(twoLines.frame.minY, single.frame.minY) == 0)
    }

    @Test("Baseline-relative vertical stack: the spacing runs from one label's last baseline to the next one's first baseline")
    func baselineRelativeArrangement() {
        let first = label("First", size: 14), second = label("Second", size: 30)
        let (_, stack) = contentSizedStack([first, second]) { stack in
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 40
            stack.isBaselineRelativeArrangement = true
        }
        let gap = (second.frame.minY + second.font.ascender) - (first.frame.minY + first.font.ascender)
        #expect(abs(gap - 40) <= 0.5)
        #expect(first.frame.minY == 0)
        #expect(stack.forLastBaselineLayout === second && stack.forFirstBaselineLayout === first)
    }

    private func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    /// A horizontal stack at the window's top left, sized by its labels.
    private func baselineStack(_ labels: [UILabel], _ alignment: UIStackView.Alignment) throws -> UIStackView {
        let (_, stack) = contentSizedStack(labels) { stack in
            stack.alignment = alignment
            stack.spacing = 8
        }
        try #require(labels.allSatisfy { $0.frame.height > 0 })
        return stack
    }
}
