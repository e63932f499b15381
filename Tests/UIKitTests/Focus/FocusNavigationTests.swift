import Testing
import UIKit
import UIKitTesting

@Suite("Focus: keyboard navigation (Tab between groups, arrows within one)", .serialized, .freshContext) @MainActor
struct FocusNavigationTests {
    /// Three boxes in a row, a group of two below.
    private func layout(_ host: UITestHost, log: FocusLog? = nil) -> [FocusBox] {
        let a = FocusBox("a", CGRect(x: 20, y: 20, width: 60, height: 40), log: log)
        let b = FocusBox("b", CGRect(x: 200, y: 20, width: 60, height: 40), log: log)
        let c = FocusBox("c", CGRect(x: 110, y: 20, width: 60, height: 40), log: log)
        let d = FocusBox("d", CGRect(x: 20, y: 200, width: 60, height: 40), log: log)
        let e = FocusBox("e", CGRect(x: 110, y: 200, width: 60, height: 40), log: log)
        d.focusGroupIdentifier = "bottom"
        e.focusGroupIdentifier = "bottom"
        for v in [b, a, e, d, c] { host.window.addSubview(v) }
        host.runLoopTurn()
        return [a, b, c, d, e]
    }

    @Test("As on iPad, nothing is focused until the user presses Tab; arrows alone do not start focus")
    func noInitialFocus() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        _ = layout(host)
        #expect(focused(host) == nil)
        host.pressKey(.keyboardDownArrow)
        #expect(focused(host) == nil)
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "a")
    }

    @Test("Tab visits focus groups in reading order (top to bottom, left to right, whatever the subview order), wraps, and Shift-Tab goes back; a named group is one stop")
    func tabOrder() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        _ = layout(host)
        var order: [String] = []
        for _ in 0..<5 {
            host.pressKey(.keyboardTab)
            order.append(focused(host) ?? "-")
        }
        #expect(order == ["a", "c", "b", "d", "a"])
        host.pressKey(.keyboardTab, modifierFlags: .shift)
        #expect(focused(host) == "d")
        host.pressKey(.keyboardTab, modifierFlags: .shift)
        #expect(focused(host) == "b")
    }

    @Test("Arrow keys move to the nearest item in that direction within the focused item's group, and never leave it")
    func arrowGeometry() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let boxes = layout(host)
        for box in boxes.prefix(3) { box.focusGroupIdentifier = "top" }
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "a")
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "c")            // the nearer of c and b
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "b")
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "b")            // nothing further right
        host.pressKey(.keyboardDownArrow)
        #expect(focused(host) == "b")            // d and e are another group
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "d")
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "e")
        host.pressKey(.keyboardLeftArrow)
        #expect(focused(host) == "d")
    }

    @Test("An arrow sweeps the focused frame in its direction: the nearest item it meets wins, an item off to the side is not reached")
    func arrowBeam() {
        let host = UITestHost(size: CGSize(width: 400, height: 400), scale: 1)
        let origin = FocusBox("origin", CGRect(x: 20, y: 20, width: 60, height: 40))
        let diagonal = FocusBox("diagonal", CGRect(x: 90, y: 70, width: 40, height: 40))
        let straight = FocusBox("straight", CGRect(x: 200, y: 30, width: 40, height: 40))
        let below = FocusBox("below", CGRect(x: 20, y: 300, width: 40, height: 40))
        for v in [origin, diagonal, straight, below] {
            v.focusGroupIdentifier = "g"
            host.window.addSubview(v)
        }
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "origin")
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "straight")      // not the nearer diagonal one
        host.pressKey(.keyboardLeftArrow)
        #expect(focused(host) == "origin")
        host.pressKey(.keyboardDownArrow)
        #expect(focused(host) == "below")         // overlaps origin's column; diagonal does not
        host.pressKey(.keyboardUpArrow)
        #expect(focused(host) == "origin")
    }

    @Test("Keys go to the responder chain first: a first responder that handles an arrow keeps it from the focus engine")
    func responderChainFirst() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let boxes = layout(host)
        for box in boxes.prefix(3) { box.focusGroupIdentifier = "top" }
        let keys = TextField(frame: CGRect(x: 0, y: 280, width: 50, height: 20))   // takes every press
        host.window.addSubview(keys)
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "a")
        #expect(keys.becomeFirstResponder())
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "a")
        #expect(keys.presses.first?.hasPrefix("began") == true)
    }

    @Test("Tab moves focus into a text field, which begins editing; in the field the arrows move the caret and Tab moves focus on")
    func textFields() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let first = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        let second = UITextField(frame: CGRect(x: 20, y: 80, width: 200, height: 30))
        first.text = "hello"
        host.window.addSubview(first)
        host.window.addSubview(second)
        host.runLoopTurn()
        host.pressKey(.keyboardTab)
        #expect(first.isFocused && first.isFirstResponder)
        host.pressKey(.keyboardLeftArrow)
        #expect(first.isFocused)
        host.pressKey(.keyboardTab)
        #expect(second.isFocused && second.isFirstResponder && !first.isFirstResponder)
    }

    @Test("Space or Return on a focused button sends .primaryActionTriggered and .touchUpInside, as a tap would; plain buttons are not focusable (iPad needs Full Keyboard Access for them)")
    func selectActivatesButton() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let plain = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        let button = FocusableButton(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        host.window.addSubview(plain)
        host.window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        #expect(!plain.canBecomeFocused)
        host.pressKey(.keyboardTab)
        #expect(button.isFocused && button.state.contains(.focused))
        host.pressKey(.keyboardSpacebar, characters: " ")
        host.pressKey(.keyboardReturnOrEnter, characters: "\r")
        #expect(events.sorted() == ["primary", "primary", "up inside", "up inside"])
    }
}
