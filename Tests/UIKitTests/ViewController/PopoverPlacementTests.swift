import Testing
import UIKit
import UIKitTesting

/// `.popover` for any controller in regular width: its size (`preferredContentSize`, else
/// 320 × 1100 as Apple documents, fitted to the room), its side (`permittedArrowDirections`,
/// the first side that fits), the safe area and `popoverLayoutMargins` (10 points), the
/// source (`sourceView` + `sourceRect`, or `sourceItem`) and `canOverlapSourceViewRect`.
@Suite("Popover placement", .freshContext) @MainActor
struct PopoverPlacementTests {
    /// A shown presenter on a pad-sized (regular width) screen, and a source view at `source`.
    private func pad(source: CGRect, size: CGSize = CGSize(width: 1024, height: 768),
                     safeArea: UIEdgeInsets = .zero) -> (UITestHost, UIViewController, UIView) {
        let host = UITestHost(size: size, scale: 1)
        host.window.screenSafeAreaInsets = safeArea
        let a = UIViewController()
        host.window.rootViewController = a
        let view = UIView(frame: source)
        a.view.addSubview(view)
        host.runLoopTurn()
        return (host, a, view)
    }

    /// `b` presented as a popover from `source`, set up by `configure`, once it has appeared.
    private func popover(from source: UIView, on a: UIViewController, host: UITestHost, preferred: CGSize = CGSize(width: 300, height: 200),
                         _ configure: (UIPopoverPresentationController) -> Void = { _ in }) -> UIViewController {
        let b = UIViewController()
        b.preferredContentSize = preferred
        b.modalPresentationStyle = .popover
        let popover = b.popoverPresentationController!
        popover.sourceView = source
        configure(popover)
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        return b
    }

    @Test("Room below the source: the arrow points up and the popover hangs 13 points under it, centred on it, at its preferred size")
    func arrowUp() {
        let (host, a, source) = pad(source: CGRect(x: 400, y: 100, width: 80, height: 40))
        let b = popover(from: source, on: a, host: host)
        #expect(b.presentationController is UIPopoverPresentationController)
        #expect(b.popoverPresentationController?.arrowDirection == .up)
        #expect(b.view.frame == CGRect(x: 290, y: 153, width: 300, height: 200))
    }

    @Test("No room below: the arrow points down and the popover sits 13 points above the source")
    func arrowDown() {
        let (host, a, source) = pad(source: CGRect(x: 400, y: 650, width: 80, height: 40))
        let b = popover(from: source, on: a, host: host)
        #expect(b.popoverPresentationController?.arrowDirection == .down)
        #expect(b.view.frame == CGRect(x: 290, y: 437, width: 300, height: 200))
    }

    @Test("Only .left permitted: the popover is to the right of the source, centred on it vertically")
    func arrowLeft() {
        let (host, a, source) = pad(source: CGRect(x: 100, y: 300, width: 40, height: 40))
        let b = popover(from: source, on: a, host: host) { $0.permittedArrowDirections = .left }
        #expect(b.popoverPresentationController?.arrowDirection == .left)
        #expect(b.view.frame == CGRect(x: 153, y: 220, width: 300, height: 200))
    }

    @Test("Only .right permitted: the popover is to the left of the source")
    func arrowRight() {
        let (host, a, source) = pad(source: CGRect(x: 900, y: 300, width: 40, height: 40))
        let b = popover(from: source, on: a, host: host) { $0.permittedArrowDirections = .right }
        #expect(b.popoverPresentationController?.arrowDirection == .right)
        #expect(b.view.frame == CGRect(x: 587, y: 220, width: 300, height: 200))
    }

    @Test("Near the screen's edge the popover is pushed back inside the safe area less the 10-point layout margins")
    func clampedToSafeArea() {
        let (host, a, source) = pad(source: CGRect(x: 990, y: 100, width: 30, height: 30),
                                    safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let b = popover(from: source, on: a, host: host)
        #expect(b.view.frame == CGRect(x: 1024 - 10 - 300, y: 143, width: 300, height: 200))
        // Above a source near the top, the popover is shortened to the room under the safe area.
        let (host2, a2, source2) = pad(source: CGRect(x: 500, y: 150, width: 40, height: 40),
                                       safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let c = popover(from: source2, on: a2, host: host2) { $0.permittedArrowDirections = .down }
        #expect(c.view.frame == CGRect(x: 370, y: 34, width: 300, height: 150 - 13 - 34))
    }

    @Test("popoverLayoutMargins replace the 10-point default")
    func layoutMargins() {
        let (host, a, source) = pad(source: CGRect(x: 990, y: 100, width: 30, height: 30))
        let b = popover(from: source, on: a, host: host) { $0.popoverLayoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 40) }
        #expect(abs(b.view.frame.maxX - (1024 - 40)) < 1e-6)
    }

    @Test("Without a preferred size the popover is 320 points wide and as tall as the room allows (Apple's 320 × 1100)")
    func defaultSize() {
        let (host, a, source) = pad(source: CGRect(x: 500, y: 50, width: 40, height: 40))
        let b = popover(from: source, on: a, host: host, preferred: .zero)
        #expect(b.view.frame == CGRect(x: 360, y: 103, width: 320, height: 768 - 10 - 103))
    }

    @Test("sourceRect picks a rectangle in the source view; sourceItem (a view) replaces sourceView")
    func sourceRectAndItem() {
        let (host, a, source) = pad(source: CGRect(x: 100, y: 100, width: 400, height: 100))
        let b = popover(from: source, on: a, host: host) { $0.sourceRect = CGRect(x: 300, y: 60, width: 20, height: 20) }
        #expect(b.view.frame == CGRect(x: 260, y: 193, width: 300, height: 200))
        b.dismiss(animated: false)
        let item = UIView(frame: CGRect(x: 600, y: 100, width: 100, height: 40))
        a.view.addSubview(item)
        let c = UIViewController()
        c.preferredContentSize = CGSize(width: 300, height: 200)
        c.modalPresentationStyle = .popover
        c.popoverPresentationController?.sourceItem = item
        a.present(c, animated: false)
        #expect(c.view.frame == CGRect(x: 500, y: 153, width: 300, height: 200))
    }

    @Test("A popover too tall for any side is shortened, or with canOverlapSourceViewRect keeps its height and covers the source")
    func overlap() {
        let (host, a, source) = pad(source: CGRect(x: 500, y: 350, width: 40, height: 40))
        let b = popover(from: source, on: a, host: host, preferred: CGSize(width: 300, height: 700)) { $0.permittedArrowDirections = .up }
        #expect(abs(b.view.frame.height - (768 - 10 - 403)) < 1e-6)
        b.dismiss(animated: false)
        let c = popover(from: source, on: a, host: host, preferred: CGSize(width: 300, height: 700)) {
            $0.permittedArrowDirections = .up
            $0.canOverlapSourceViewRect = true
        }
        #expect(c.view.frame == CGRect(x: 370, y: 758 - 700, width: 300, height: 700))
    }

    @Test("When the container changes size the delegate hears willRepositionPopoverTo and may point the popover elsewhere")
    func reposition() {
        let (host, a, source) = pad(source: CGRect(x: 400, y: 100, width: 80, height: 40))
        let other = UIView(frame: CGRect(x: 100, y: 300, width: 40, height: 40))
        a.view.addSubview(other)
        let delegate = PopoverDelegateLog()
        delegate.reposition = { rect, view in
            view = other
            rect = other.bounds
        }
        let b = popover(from: source, on: a, host: host) { $0.delegate = delegate }
        #expect(delegate.log == ["prepare"])
        host.window.frame = CGRect(x: 0, y: 0, width: 900, height: 768)
        host.runLoopTurn()
        #expect(delegate.log == ["prepare", "willReposition"])
        #expect(b.popoverPresentationController?.sourceView === other)
        #expect(b.view.frame == CGRect(x: 0 + 10, y: 353, width: 300, height: 200))
    }

    @Test("A new preferredContentSize while shown resizes the popover")
    func preferredSizeChange() {
        let (host, a, source) = pad(source: CGRect(x: 400, y: 100, width: 80, height: 40))
        let b = popover(from: source, on: a, host: host)
        b.preferredContentSize = CGSize(width: 200, height: 100)
        host.advanceTime(by: 0.6)
        #expect(b.view.frame == CGRect(x: 340, y: 153, width: 200, height: 100))
    }
}
