import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Touches outside a popover and its delegate: passthrough views get theirs, any other
/// dismisses it (unless it is modal in presentation) with the delegate's should/will/did
/// messages; the presenter stays, undimmed and without disappearance callbacks; the popover
/// fades in and out; UIKit refuses a popover with nothing to point at.
@Suite("Popover dismissal and delegate", .freshContext) @MainActor
struct PopoverDismissalTests {
    /// On a pad-sized screen, `b` presented as a popover under a source at (400, 100).
    private func shown(_ log: CallbackLog = CallbackLog(), configure: (UIPopoverPresentationController) -> Void = { _ in })
        -> (UITestHost, LoggingController, UIViewController, PopoverDelegateLog) {
        let host = UITestHost(size: CGSize(width: 1024, height: 768), scale: 1)
        let a = LoggingController("A", log: log)
        host.window.rootViewController = a
        let source = UIView(frame: CGRect(x: 400, y: 100, width: 80, height: 40))
        a.view.addSubview(source)
        host.runLoopTurn()
        log.clear()
        let b = UIViewController()
        b.preferredContentSize = CGSize(width: 300, height: 200)
        b.modalPresentationStyle = .popover
        let delegate = PopoverDelegateLog()
        let popover = b.popoverPresentationController!
        popover.sourceView = source
        popover.delegate = delegate
        configure(popover)
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        return (host, a, b, delegate)
    }

    /// A pad-sized screen with a source at (400, 100) and a 300 × 200 popover controller not yet presented.
    private func padWithSource() -> (UITestHost, UIViewController, UIView, UIViewController) {
        let host = UITestHost(size: CGSize(width: 1024, height: 768), scale: 1)
        let a = UIViewController()
        host.window.rootViewController = a
        let source = UIView(frame: CGRect(x: 400, y: 100, width: 80, height: 40))
        a.view.addSubview(source)
        host.runLoopTurn()
        let b = UIViewController()
        b.preferredContentSize = CGSize(width: 300, height: 200)
        b.modalPresentationStyle = .popover
        return (host, a, source, b)
    }

    @Test("A tap outside dismisses the popover: should (current, then deprecated), will, then did (current, then deprecated)")
    func outsideTap() {
        let (host, a, b, delegate) = shown()
        #expect(delegate.log == ["prepare"])
        delegate.log.removeAll()
        host.tap(at: CGPoint(x: 900, y: 700))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
        #expect(delegate.log == ["shouldDismiss", "shouldDismissPopover", "willDismiss", "didDismiss", "didDismissPopover"])
    }

    @Test("A tap inside the popover does not dismiss it; dismiss(animated:) in code sends no delegate message")
    func insideTapAndCodeDismissal() {
        let (host, a, b, delegate) = shown()
        delegate.log.removeAll()
        host.tap(at: CGPoint(x: 440, y: 250))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: true)
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
        #expect(delegate.log.isEmpty)
    }

    @Test("isModalInPresentation: a tap outside leaves the popover and tells the delegate of the attempt (should is not asked)")
    func modalInPresentation() {
        let (host, a, b, delegate) = shown()
        b.isModalInPresentation = true
        delegate.log.removeAll()
        host.tap(at: CGPoint(x: 900, y: 700))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController === b)
        #expect(delegate.log == ["didAttemptToDismiss"])
    }

    @Test("A delegate that answers no to presentationControllerShouldDismiss keeps the popover and hears of the attempt")
    func delegateRefuses() {
        let (host, a, b, delegate) = shown()
        delegate.allowsDismiss = false
        delegate.log.removeAll()
        host.tap(at: CGPoint(x: 900, y: 700))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController === b)
        #expect(delegate.log == ["shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("passthroughViews get the touches outside the popover that land on them, and the popover stays; elsewhere a tap dismisses it")
    func passthrough() {
        var taps = 0
        let button = UIView(frame: CGRect(x: 50, y: 600, width: 120, height: 60))
        button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let (host, a, b, _) = shown { $0.passthroughViews = [button] }
        a.view.addSubview(button)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 100, y: 630))
        host.advanceTime(by: 0.6)
        #expect(taps == 1)
        #expect(a.presentedViewController === b)
        host.tap(at: CGPoint(x: 900, y: 300))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
        #expect(taps == 1)
    }

    @Test("The presenter's view stays in the window, undimmed, and the presenter hears no disappearance")
    func presenterKept() {
        let log = CallbackLog()
        let (host, a, b, _) = shown(log)
        #expect(a.view.window === host.window)
        #expect(!log.entries.contains { $0.hasPrefix("A.viewWillDisappear") || $0.hasPrefix("A.viewDidDisappear") })
        // Nothing between the presenter and the popover darkens the screen: a pixel far from
        // the popover keeps the presenter's colour.
        a.view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        host.runLoopTurn()
        let pixel = host.renderScreen().pixel(x: 900, y: 700)
        #expect(pixel.g == 255 && pixel.r == 0 && pixel.b == 0)
        withExtendedLifetime(b) {}
    }

    @Test("The popover fades in and out on the virtual clock (0.4 s in, 0.25 s out), its frame fixed")
    func fades() {
        let (host, a, source, b) = padWithSource()
        b.popoverPresentationController?.sourceView = source
        a.present(b, animated: true)
        host.runLoopTurn()
        host.advanceTime(by: 0.1)
        let early = b.view.layer.presentation()!
        #expect(early.opacity > 0 && early.opacity < 1)
        #expect(early.frame == CGRect(x: 290, y: 153, width: 300, height: 200))
        host.advanceTime(by: 0.4)
        #expect(b.view.layer.presentation()!.opacity == 1)
        b.dismiss(animated: true)
        host.runLoopTurn()
        host.advanceTime(by: 0.1)
        let leaving = b.view.layer.presentation()!.opacity
        #expect(leaving > 0 && leaving < 1)
        host.advanceTime(by: 0.2)
        #expect(a.presentedViewController == nil)
    }

    @Test("prepareForPopoverPresentation comes before the popover shows and may set its source")
    func prepareSetsSource() {
        let (host, a, source, b) = padWithSource()
        let delegate = PopoverDelegateLog()
        delegate.onPrepare = { $0.sourceView = source }
        b.popoverPresentationController?.delegate = delegate
        a.present(b, animated: false)
        #expect(delegate.log == ["prepare"])
        #expect(b.view.frame == CGRect(x: 290, y: 153, width: 300, height: 200))
        withExtendedLifetime(host) {}
    }

    @Test("A popover with no sourceView or sourceItem in regular width is UIKit's exception: reported with UIKit's reason, nothing presented")
    func missingSource() {
        let host = UITestHost(size: CGSize(width: 1024, height: 768), scale: 1)
        let a = UIViewController()
        host.window.rootViewController = a
        host.runLoopTurn()
        let b = UIViewController()
        b.modalPresentationStyle = .popover
        let messages = RuntimeIssue.capture { a.present(b, animated: true) }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("should have a non-nil sourceView or barButtonItem set before the presentation occurs") == true)
        #expect(a.presentedViewController == nil)
    }
}
