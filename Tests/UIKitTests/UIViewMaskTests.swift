import Testing
import UIKit
import UIKitTesting

/// `UIView.mask`: a view whose layer masks another view's (the compositing itself is
/// QuartzCore's; see its mask tests).
@Suite("UIView.mask", .serialized, .freshContext) @MainActor
struct UIViewMaskTests {
    @Test("A view's mask view masks it by alpha, positioned in the view's bounds")
    func maskView() {
        let host = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)
        host.window.backgroundColor = .black
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)); v.backgroundColor = .white
        let m = UIView(frame: CGRect(x: 5, y: 0, width: 5, height: 10)); m.backgroundColor = .white
        v.mask = m
        #expect(v.layer.mask === m.layer && m.superview == nil)
        host.window.addSubview(v)
        let frame = host.renderScreen()
        #expect(frame.buffer.pixel(x: 2, y: 5).r == 0 && frame.buffer.pixel(x: 7, y: 5).r == 255)
    }
}
