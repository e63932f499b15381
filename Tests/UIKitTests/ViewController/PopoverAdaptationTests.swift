import Testing
import UIKit
import UIKitTesting

/// A popover in compact width (iPhone): it adapts to a form sheet, which in compact width is
/// a sheet like a page sheet, unless its delegate's `adaptivePresentationStyle` answers
/// `.none`, which keeps the popover on the phone (a common pattern in real apps). The
/// delegate may also present another controller in the adapted style.
@Suite("Popover adaptation", .freshContext) @MainActor
struct PopoverAdaptationTests {
    /// An iPhone 16 (393 × 852, safe area 59 top and 34 bottom) with a source at (150, 200).
    private func phone() -> (UITestHost, UIViewController, UIView) {
        let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let a = UIViewController()
        host.window.rootViewController = a
        let source = UIView(frame: CGRect(x: 150, y: 200, width: 60, height: 40))
        a.view.addSubview(source)
        host.runLoopTurn()
        return (host, a, source)
    }

    private func popoverController(from source: UIView, delegate: PopoverDelegateLog) -> UIViewController {
        let b = UIViewController()
        b.preferredContentSize = CGSize(width: 250, height: 200)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = source
        b.popoverPresentationController?.delegate = delegate
        return b
    }

    @Test("By default a popover in compact width is shown as a sheet (the large detent's frame); popoverPresentationController stays the one set up")
    func adaptsToSheet() {
        let (host, a, source) = phone()
        let delegate = PopoverDelegateLog()
        let b = popoverController(from: source, delegate: delegate)
        let popover = b.popoverPresentationController
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        #expect(b.presentationController is UISheetPresentationController)
        #expect(b.presentationController?.presentationStyle == .formSheet)
        #expect(b.popoverPresentationController === popover)
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        // The sheet's delegate is the popover's: a tap on the dimmed area goes through it.
        host.tap(at: CGPoint(x: 200, y: 30))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("adaptivePresentationStyle(for:traitCollection:) answering .none keeps the popover on the phone, placed as in regular width")
    func noneKeepsPopover() {
        let (host, a, source) = phone()
        let delegate = PopoverDelegateLog()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let b = popoverController(from: source, delegate: delegate)
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        #expect(b.presentationController === b.popoverPresentationController)
        #expect(b.popoverPresentationController?.arrowDirection == .up)
        #expect(b.view.frame == CGRect(x: 55, y: 253, width: 250, height: 200))
        // Outside taps dismiss it as in regular width.
        host.tap(at: CGPoint(x: 200, y: 700))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
    }

    /// The older one-argument form most apps implement.
    final class OldStyleDelegate: UIPopoverPresentationControllerDelegate {
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    }

    @Test("The one-argument adaptivePresentationStyle(for:) is asked when the trait-collection form is not implemented")
    func oneArgumentForm() {
        let (host, a, source) = phone()
        let delegate = OldStyleDelegate()
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = source
        b.popoverPresentationController?.delegate = delegate
        a.present(b, animated: false)
        #expect(b.presentationController is UIPopoverPresentationController)
        withExtendedLifetime(host) {}
    }

    @Test("presentationController(_:viewControllerForAdaptivePresentationStyle:) supplies the controller shown in the adapted style")
    func replacement() {
        let (host, a, source) = phone()
        let delegate = PopoverDelegateLog()
        let b = popoverController(from: source, delegate: delegate)
        let wrapper = UIViewController()
        delegate.replacement = { presented in
            wrapper.addChild(presented)
            wrapper.view.addSubview(presented.view)
            presented.didMove(toParent: wrapper)
            return wrapper
        }
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController === wrapper)
        #expect(b.parent === wrapper)
        #expect(wrapper.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test("adaptiveSheetPresentationController configures the sheet the popover becomes: a medium detent")
    func adaptiveSheetDetents() {
        let (host, a, source) = phone()
        let b = popoverController(from: source, delegate: PopoverDelegateLog())
        b.popoverPresentationController?.adaptiveSheetPresentationController.detents = [.medium()]
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        #expect(b.presentationController === b.popoverPresentationController?.adaptiveSheetPresentationController)
        #expect(b.view.frame.minX == 8)
    }
}
