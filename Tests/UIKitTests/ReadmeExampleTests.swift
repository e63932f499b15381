import Testing
import UIKit
import UIKitTesting

// The example in README.md, word for word, so it keeps compiling and stays true.
@Test("README example: a rotated badge's bounding box in window coordinates")
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
