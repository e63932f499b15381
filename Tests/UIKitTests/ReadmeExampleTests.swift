import Testing
import UIKit
import UIKitTesting

// The example in README.md, word for word, so it keeps compiling and stays true.
@Test("README example: a rotated badge's bounding box in window coordinates", .freshContext)
@MainActor func badgeInWindowCoordinates() {
    let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 3)
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 200))
    card.backgroundColor = .white
    let badge = UIView(frame: CGRect(x: 300, y: 10, width: 40, height: 40))
    badge.backgroundColor = .red
    badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
    badge.tag = 7
    card.addSubview(badge)
    host.window.addSubview(card)
    host.runLoopTurn()                                    // the CATransaction commit

    let found = host.window.viewWithTag(7)!
    let box = found.convert(found.bounds, to: nil)        // window coordinates
    #expect(abs(box.width - 40 * 2.0.squareRoot()) < 1e-9) // bounding box of the rotation
    print(host.window.recursiveDescription())
}

// The README's input example, word for word.
@Test("README example: the wheel scrolls a scroll view, and a tap finds the button where it now shows", .freshContext)
@MainActor func wheelThenTap() {
    let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
    let scrollView = UIScrollView(frame: host.window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 600, width: 120, height: 44)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    scrollView.addSubview(button)
    host.window.addSubview(scrollView)
    host.runLoopTurn()

    host.turnWheel(at: CGPoint(x: 160, y: 240), steps: 10)   // 40 points a notch
    #expect(scrollView.contentOffset.y == 400)
    host.tap(at: CGPoint(x: 60, y: 222))                     // the button, 400 points higher
    #expect(taps == 1)
}
