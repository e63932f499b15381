import Testing
import UIKit
import UIKitTesting

/// A shown presentation adapts again when the size classes change (Apple: the appearance "can
/// change whilst a view controller is presented if the horizontal size class changes"): the
/// delegate is asked with the new traits, only in a compact environment, and hears
/// `willPresentWithAdaptiveStyle` with the size change's coordinator; a popover becomes a
/// sheet in compact width and a popover again in regular width.
@Suite("Presentations adapting while shown", .freshContext) @MainActor
struct PresentationReadaptationTests {
    private let iPad = CGSize(width: 820, height: 1180)
    private let narrow = CGSize(width: 507, height: 1180)

    private func host() -> (UITestHost, AppearanceLoggingController, UIView) {
        let host = UITestHost(size: iPad, scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let a = AppearanceLoggingController()
        host.window.rootViewController = a
        let source = UIView(frame: CGRect(x: 100, y: 200, width: 60, height: 40))
        a.view.addSubview(source)
        host.runLoopTurn()
        return (host, a, source)
    }

    /// A 250 × 200 popover shown from `source`.
    private func showPopover(from a: UIViewController, at source: UIView, delegate: PopoverDelegateLog?,
                             in host: UITestHost) -> AppearanceLoggingController {
        let b = AppearanceLoggingController()
        b.preferredContentSize = CGSize(width: 250, height: 200)
        b.modalPresentationStyle = .popover
        b.popoverPresentationController?.sourceView = source
        b.popoverPresentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runLoopTurn()
        return b
    }

    /// A form sheet presented from `a` whose delegate asks for full screen in compact width.
    private func presentFormSheetAskingFullScreen(from a: UIViewController, in host: UITestHost) -> (UIViewController, AdaptationLog) {
        let delegate = AdaptationLog()
        delegate.compactStyle = .fullScreen
        let b = UIViewController()
        b.modalPresentationStyle = .formSheet
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runLoopTurn()
        return (b, delegate)
    }

    private func resize(_ host: UITestHost, to size: CGSize) {
        host.window.frame = CGRect(origin: .zero, size: size)
        host.advanceTime(by: 0.1)
    }

    @Test("A form sheet whose delegate asks for full screen in compact width becomes full screen when the iPad narrows, and a card again when it widens")
    func formSheetToFullScreenAndBack() {
        let (host, a, _) = host()
        let (b, delegate) = presentFormSheetAskingFullScreen(from: a, in: host)
        #expect(b.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(delegate.asked.isEmpty, "in regular width and height the delegate is not asked")
        #expect(delegate.willPresent == [.none])
        delegate.willPresent.removeAll()
        a.log.removeAll()

        resize(host, to: narrow)
        #expect(delegate.willPresent == [.fullScreen])
        #expect(b.view.frame == CGRect(origin: .zero, size: narrow))
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(a.view.window == nil, "full screen removes the presenter's view")
        #expect(a.log == ["viewWillDisappear", "viewDidDisappear"])
        a.log.removeAll()

        resize(host, to: iPad)
        #expect(delegate.willPresent == [.fullScreen, .none])
        #expect(b.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(a.view.window === host.window)
        #expect(a.log == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])

        b.dismiss(animated: false)
        host.runLoopTurn()
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === host.window)
    }

    @Test("A form sheet presented full screen in a narrow window becomes the dimmed card when the window widens, and can still be dismissed")
    func fullScreenToCard() {
        let (host, a, _) = host()
        resize(host, to: narrow)
        let (b, _) = presentFormSheetAskingFullScreen(from: a, in: host)
        #expect(b.view.frame == CGRect(origin: .zero, size: narrow))
        #expect(a.view.window == nil)
        resize(host, to: iPad)
        #expect(b.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(b.view.layer.cornerRadius == 10)
        #expect(a.view.window === host.window)
        let dimming = b.presentationController?.containerView?.subviews.first
        #expect(dimming !== b.view && dimming?.alpha == 1)
        b.dismiss(animated: false)
        host.runLoopTurn()
        #expect(a.presentedViewController == nil && b.view.window == nil)
    }

    @Test("The one-argument iPhone pattern (always .fullScreen) does not touch an iPad's form sheet: regular width and height do not adapt")
    func regularDoesNotAdapt() {
        let (host, a, _) = host()
        let delegate = AdaptationLog()
        delegate.compactStyle = .fullScreen
        delegate.answersInRegular = true
        let b = UIViewController()
        b.modalPresentationStyle = .formSheet
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        host.runLoopTurn()
        #expect(b.view.frame.size == CGSize(width: 540, height: 620))
        #expect(delegate.asked.isEmpty)
    }

    @Test("A shown popover becomes a sheet when the iPad narrows to compact width, and a popover again when it widens; popoverPresentationController stays the same")
    func popoverToSheetAndBack() {
        let (host, a, source) = host()
        let b = showPopover(from: a, at: source, delegate: nil, in: host)
        let popover = b.popoverPresentationController
        let popoverFrame = b.view.frame
        #expect(b.presentationController === popover)
        #expect(popoverFrame.size == CGSize(width: 250, height: 200))

        resize(host, to: narrow)
        #expect(b.presentationController is UISheetPresentationController)
        #expect(b.popoverPresentationController === popover)
        #expect(b.view.frame == CGRect(x: 0, y: 24, width: 507, height: 1156))
        #expect(a.presentedViewController === b)
        #expect(b.appearanceState == "appeared")

        resize(host, to: iPad)
        #expect(b.presentationController === popover)
        #expect(b.view.frame == popoverFrame)
        #expect(b.view.layer.cornerRadius > 0)
        let container = b.view.superview
        #expect(container?.subviews.contains { $0.frame == container?.bounds && $0.backgroundColor != nil && $0 !== b.view } != true,
                "no sheet dimming is left behind")

        b.dismiss(animated: false)
        host.runLoopTurn()
        #expect(a.presentedViewController == nil)
        #expect(b.view.window == nil)
    }

    @Test("A popover whose delegate wraps it in a navigation controller in compact width is shown wrapped when the iPad narrows, and alone again when it widens")
    func popoverWrappedWhileShown() {
        let (host, a, source) = host()
        let delegate = PopoverDelegateLog()
        delegate.replacement = { UINavigationController(rootViewController: $0) }
        let b = showPopover(from: a, at: source, delegate: delegate, in: host)

        resize(host, to: narrow)
        let navigation = a.presentedViewController as? UINavigationController
        #expect(navigation?.viewControllers.first === b)
        #expect(b.view.window === host.window)

        resize(host, to: iPad)
        #expect(a.presentedViewController === b)
        #expect(b.parent == nil)
        #expect(b.presentationController === b.popoverPresentationController)
        #expect(b.view.window === host.window && b.view.frame.size == CGSize(width: 250, height: 200))
        #expect(navigation?.view.window == nil)
        #expect(b.appearanceState == "appeared")
    }

    @Test("A popover whose delegate answers .none stays a popover when the iPad narrows")
    func popoverKeptByDelegate() {
        let (host, a, source) = host()
        let delegate = PopoverDelegateLog()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let b = showPopover(from: a, at: source, delegate: delegate, in: host)
        resize(host, to: narrow)
        #expect(b.presentationController === b.popoverPresentationController)
        #expect(b.view.frame.size == CGSize(width: 250, height: 200))
    }
}

/// A presentation delegate that answers `compactStyle` in a compact environment and logs.
@MainActor private final class AdaptationLog: UIAdaptivePresentationControllerDelegate {
    var compactStyle = UIModalPresentationStyle.none
    /// Answers in regular width too (as iPhone-only code that ignores the traits does).
    var answersInRegular = false
    var asked: [UIUserInterfaceSizeClass] = []
    var willPresent: [UIModalPresentationStyle] = []
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        asked.append(traitCollection.horizontalSizeClass)
        return traitCollection.horizontalSizeClass == .compact || answersInRegular ? compactStyle : .none
    }
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        willPresent.append(style)
    }
}

/// A controller that logs its appearance callbacks.
@MainActor private final class AppearanceLoggingController: UIViewController {
    var log: [String] = []
    var appearanceState = "none"
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear"); appearanceState = "appearing" }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); log.append("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear"); appearanceState = "appeared" }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); log.append("viewWillDisappear"); appearanceState = "disappearing"
    }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear"); appearanceState = "disappeared" }
}
