import Foundation
import Testing
import UIKit
import UIKitTesting

/// A stack view that counts how many are alive.
final class CountedStackView: UIStackView {
    nonisolated(unsafe) static var alive = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.alive += 1
    }
    required init(coder: NSCoder) { fatalError("not used from nibs") }
    isolated deinit { Self.alive -= 1 }
}

/// Managing arranged subviews as Apple documents it: `arrangedSubviews` is always a subset of
/// `subviews`; adding arranges and adds; `removeArrangedSubview` only stops arranging;
/// `removeFromSuperview` also stops arranging.
@Suite("UIStackView arranged subviews", .serialized, .freshContext) @MainActor
struct StackViewArrangedSubviewsTests {
    @Test("init(arrangedSubviews:) and addArrangedSubview add the views as subviews, in order, positioned by constraints")
    func adding() {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews == [a, b, c] && stack.subviews == [a, b, c])
        // Adding an arranged view again moves it to the end.
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b, c, a])
        #expect(stack.subviews == [a, b, c], "the subviews keep their order")
    }

    @Test("insertArrangedSubview(_:at:) shifts the views from that index; an arranged view moves; a plain subview is adopted where it is")
    func inserting() {
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews == [c, b, a])
        stack.addSubview(d)
        #expect(stack.arrangedSubviews == [c, b, a], "addSubview does not arrange")
        stack.insertArrangedSubview(d, at: 3)
        #expect(stack.arrangedSubviews == [c, b, a, d] && stack.subviews == [a, b, c, d])
    }

    @Test("removeArrangedSubview stops arranging the view but leaves it a subview, where it was")
    func removeArrangedKeepsSubview() {
        let boxes = threeBoxes()
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.distribution = .fillEqually
        host.runLoopTurn()
        stack.removeArrangedSubview(boxes[1])
        #expect(stack.arrangedSubviews == [boxes[0], boxes[2]])
        #expect(stack.subviews.contains(boxes[1]) && boxes[1].superview === stack)
        host.runLoopTurn()
        #expect(boxes[0].frame.width == 150 && boxes[2].frame == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(!stack.constraints.contains { $0.firstItem === boxes[1] || $0.secondItem === boxes[1] })
        stack.removeArrangedSubview(UIView())                          // not arranged: nothing happens
        #expect(stack.arrangedSubviews.count == 2)
    }

    @Test("removeFromSuperview (or moving to another view) also removes the view from arrangedSubviews")
    func removeFromSuperviewUnarranges() {
        let boxes = threeBoxes()
        let (host, stack) = stackScene(stackFrame(.horizontal), boxes)
        stack.distribution = .fillEqually
        host.runLoopTurn()
        boxes[0].removeFromSuperview()
        #expect(stack.arrangedSubviews == [boxes[1], boxes[2]])
        host.window.addSubview(boxes[1])
        #expect(stack.arrangedSubviews == [boxes[2]])
        host.runLoopTurn()
        #expect(boxes[2].frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test("A stack view and its arranged views are freed once nothing else holds them (no cycle through constraints or guides)")
    func freed() {
        let boxesBefore = StackBox.alive, stacksBefore = CountedStackView.alive
        do {
            let host = UITestHost(size: CGSize(width: 400, height: 300), scale: 1)
            let stack = CountedStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            for box in threeBoxes() { stack.addArrangedSubview(box) }
            stack.distribution = .equalSpacing
            stack.alignment = .center
            host.window.addSubview(stack)
            host.runLoopTurn()
            stack.arrangedSubviews[1].isHidden = true
            host.runLoopTurn()
            #expect(CountedStackView.alive == stacksBefore + 1 && StackBox.alive == boxesBefore + 3)
            stack.removeFromSuperview()
            host.runLoopTurn()
        }
        #expect(CountedStackView.alive == stacksBefore)
        #expect(StackBox.alive == boxesBefore)
    }

    @Test("Adding a stack view to its own arranged subviews stops: a view can't be its own subview")
    func addSelf() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = UIStackView()
                stack.addArrangedSubview(stack)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("can't add self as an arranged subview"))
    }

    @Test("insertArrangedSubview past the end stops, naming the index and the count")
    func insertPastEnd() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let stack = UIStackView(arrangedSubviews: [UIView()])
                stack.insertArrangedSubview(UIView(), at: 3)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("index 3 is beyond the 1 arranged subviews"))
    }
}
