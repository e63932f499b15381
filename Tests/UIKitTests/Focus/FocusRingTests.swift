import Testing
import UIKit
import UIKitTesting

@Suite("Focus: the focus ring (halo)", .serialized, .freshContext) @MainActor
struct FocusRingTests {
    private func scene(_ host: UITestHost) -> (UIView, UIView) {
        host.window.backgroundColor = .white
        let square = FocusBox("square", CGRect(x: 30, y: 30, width: 60, height: 40))
        square.backgroundColor = .systemGray5
        let rounded = FocusBox("rounded", CGRect(x: 120, y: 30, width: 50, height: 50))
        rounded.backgroundColor = .systemGray5
        rounded.layer.cornerRadius = 12
        rounded.tintColor = .systemRed
        for v in [square, rounded] {
            v.focusGroupIdentifier = "g"
            host.window.addSubview(v)
        }
        host.runLoopTurn()
        return (square, rounded)
    }

    @Test("The halo is a ring in the item's tint color just outside its frame, rounded with its corner radius, above the window's content")
    func reference() {
        let host = UITestHost(size: CGSize(width: 200, height: 110), scale: 2)
        let (_, rounded) = scene(host)
        host.pressKey(.keyboardTab)
        host.pressKey(.keyboardRightArrow)
        #expect(rounded.isFocused)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "focus-ring@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("No ring before anything is focused, with a nil focus effect, or once focus is gone; the ring follows its item when it moves")
    func ringVisibility() {
        let host = UITestHost(size: CGSize(width: 200, height: 110), scale: 1)
        host.window.backgroundColor = .white
        host.runLoopTurn()
        let blank = host.renderScreen()
        let (square, rounded) = scene(host)
        let before = host.renderScreen()
        host.pressKey(.keyboardTab)
        #expect(square.isFocused)
        let ringed = host.renderScreen()
        #expect(ReferenceImage.difference(before, ringed, tolerance: 2) != nil)
        square.focusEffect = nil
        host.runLoopTurn()
        #expect(ReferenceImage.difference(before, host.renderScreen(), tolerance: 2) == nil)
        square.focusEffect = UIFocusEffect()
        square.frame.origin.y += 20
        host.runLoopTurn()
        let moved = host.renderScreen()
        square.frame.origin.y -= 20
        host.runLoopTurn()
        #expect(ReferenceImage.difference(ringed, host.renderScreen(), tolerance: 2) == nil)
        #expect(ReferenceImage.difference(ringed, moved, tolerance: 2) != nil)
        square.removeFromSuperview()
        rounded.removeFromSuperview()
        host.runLoopTurn()
        #expect(UIFocusSystem.focusSystem(for: host.window)?.focusedItem == nil)
        #expect(ReferenceImage.difference(blank, host.renderScreen(), tolerance: 2) == nil)
    }
}
