import QuartzCore
import Testing
import UIKit
import UIKitTesting

/// A sheet dragged below its smallest detent is dismissed interactively, as on iOS: the
/// dismissal transition starts with the drag (the presented controller's `viewWillDisappear`,
/// the delegate's `presentationControllerWillDismiss` with an interactive coordinator), the
/// sheet stays under the finger and the dimming fades with it; let go, it finishes or is
/// cancelled, and a cancelled one reverses the appearance callbacks and never reports
/// `presentationControllerDidDismiss` (Apple's UIAdaptivePresentationControllerDelegate and
/// `notifyWhenInteractionChanges` docs; uikit-controllers-facts.md §1.4).
@Suite("Interactive sheet dismissal", .freshContext) @MainActor
struct SheetInteractiveDismissalTests {
    final class Logging: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
    }

    final class Delegate: UISheetPresentationControllerDelegate {
        var log: [String] = []
        /// Whether the transition coordinator was interactive when `willDismiss` came.
        var interactiveAtWillDismiss: Bool?
        weak var presented: UIViewController?
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            log.append("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("shouldDismiss")
            return true
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            log.append("willDismiss")
            interactiveAtWillDismiss = presented?.transitionCoordinator?.isInteractive
            presented?.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
                self?.log.append(context.isCancelled ? "interaction cancelled" : "interaction finished")
            }
        }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
    }

    /// An iPhone 16 (393 × 852, safe area 59/34) whose blue root presents a white logging
    /// controller as a page sheet, shown and settled.
    private func sheet(_ configure: (UISheetPresentationController) -> Void = { _ in })
        -> (UITestHost, UIViewController, Logging, Delegate) {
        let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let a = UIViewController()
        a.view.backgroundColor = UIColor(red: 0, green: 0, blue: 0.8, alpha: 1)
        host.window.rootViewController = a
        host.runLoopTurn()
        let b = Logging()
        b.view.backgroundColor = .white
        let delegate = Delegate()
        delegate.presented = b
        let controller = b.sheetPresentationController!
        controller.delegate = delegate
        configure(controller)
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        b.log.removeAll()
        return (host, a, b, delegate)
    }

    /// The finger goes down at `start` and moves down by `distance` in frames of 1/60 s, 5
    /// points a frame, staying down.
    private func press(_ host: UITestHost, at start: CGPoint, down distance: CGFloat) {
        host.touchDown(at: start)
        var moved: CGFloat = 0
        while moved < distance {
            moved = min(distance, moved + 5)
            host.advanceTime(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: start.x, y: start.y + moved))
        }
    }

    private func sheetTop(_ b: UIViewController) -> CGFloat {
        (b.view.layer.presentation() ?? b.view.layer).frame.minY
    }

    /// The blue of the presenter above the sheet: 204 dimmed by black at 0.2 × `strength`.
    private func presenterBlue(_ host: UITestHost) -> Int {
        Int(host.renderScreen().pixel(x: 200, y: 20).b)
    }

    @Test("The drag below the smallest detent starts the dismissal: viewWillDisappear, then willDismiss with an interactive coordinator; the sheet follows the finger point for point and the dimming fades with the distance")
    func dragStartsInteractiveDismissal() {
        let (host, a, b, delegate) = sheet()
        #expect(presenterBlue(host) == 163)
        press(host, at: CGPoint(x: 200, y: 200), down: 120)
        #expect(b.log == ["viewWillDisappear"])
        #expect(delegate.log == ["shouldDismiss", "willDismiss"])
        #expect(delegate.interactiveAtWillDismiss == true)
        #expect(b.transitionCoordinator?.isInteractive == true)
        #expect(a.presentedViewController === b)
        // Under the finger: each further point of the drag moves the sheet one point.
        let top = sheetTop(b)
        #expect(top > 59 + 90)
        host.advanceTime(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 200, y: 420))
        host.runLoopTurn()
        #expect(abs(sheetTop(b) - (top + 100)) < 0.5)
        // The dimming (0.2 black over the presenter) goes with the fraction of the way down.
        let fraction = (sheetTop(b) - 59) / (852 - 59)
        let expected = 204 * (1 - 0.2 * (1 - fraction))
        #expect(abs(CGFloat(presenterBlue(host)) - expected) <= 2)
        host.touchUp()
        host.advanceTime(by: 0.6)
    }

    @Test("Let go above half the sheet's height, the dismissal is cancelled: the sheet springs back without overshoot, viewWillAppear and viewDidAppear follow, and didDismiss never comes")
    func shortDragCancels() {
        let (host, a, b, delegate) = sheet()
        press(host, at: CGPoint(x: 200, y: 200), down: 150)
        host.advanceTime(by: 0.1)
        host.touchUp()
        var tops: [CGFloat] = []
        for _ in 0..<45 {
            host.advanceTime(by: 1.0 / 60)
            tops.append(sheetTop(b))
        }
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0.1 <= $0.0 + 0.01 })
        #expect(tops.allSatisfy { $0 >= 59 - 0.01 })
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(a.presentedViewController === b)
        #expect(b.log == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "interaction cancelled"])
        #expect(b.transitionCoordinator == nil)
        #expect(presenterBlue(host) == 163)
        // The sheet can be dragged again.
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.5, steps: 10)
        host.advanceTime(by: 0.7)
        #expect(a.presentedViewController == nil)
    }

    @Test("Let go past half the sheet's height, the dismissal finishes: viewDidDisappear, then didDismiss and the presenter undimmed")
    func longDragFinishes() {
        let (host, a, b, delegate) = sheet()
        press(host, at: CGPoint(x: 200, y: 200), down: 450)
        host.advanceTime(by: 0.1)
        host.touchUp()
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController == nil)
        #expect(b.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "interaction finished", "didDismiss"])
        #expect(presenterBlue(host) == 204)
    }

    @Test("A flick down (at least 1,000 points a second) dismisses from a short drag")
    func flickFinishes() {
        let (host, a, _, delegate) = sheet()
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 290), duration: 0.05, steps: 6)
        host.advanceTime(by: 0.7)
        #expect(a.presentedViewController == nil)
        #expect(delegate.log.last == "didDismiss")
    }

    @Test("From the large detent the sheet moves freely down to the medium one; below it the dismissal starts, and cancelled, the sheet rests at medium and the delegate hears of the new detent")
    func cancelledFromLargeRestsAtSmallest() {
        let (host, a, b, delegate) = sheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = .large
        }
        #expect(b.view.frame.minY == 59)
        // Medium's top is 852 − 34 − 426 = 392: 333 points down, no dismissal yet.
        press(host, at: CGPoint(x: 200, y: 100), down: 300)
        #expect(b.log.isEmpty)
        #expect(delegate.log.isEmpty)
        host.advanceTime(by: 1.0 / 60)
        host.touchMove(to: CGPoint(x: 200, y: 100 + 400))
        #expect(b.log == ["viewWillDisappear"])
        host.advanceTime(by: 0.1)
        host.touchUp()
        host.advanceTime(by: 0.7)
        #expect(a.presentedViewController === b)
        #expect(b.sheetPresentationController?.selectedDetentIdentifier == .medium)
        #expect(b.view.frame == CGRect(x: 8, y: 392, width: 377, height: 852 - 8 - 392))
        #expect(b.log == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "interaction cancelled", "didChangeDetent(com.apple.UIKit.medium)"])
    }

    @Test("A sheet that refuses dismissal (isModalInPresentation) resists below its detent, at most 40 points however far the finger goes, and no transition starts")
    func refusedSheetResists() {
        let (host, a, b, _) = sheet()
        b.isModalInPresentation = true
        press(host, at: CGPoint(x: 200, y: 200), down: 500)
        #expect(b.transitionCoordinator == nil)
        #expect(b.log.isEmpty)
        let top = sheetTop(b)
        #expect(top > 59 && top < 59 + 40)
        host.touchUp()
        host.advanceTime(by: 0.7)
        #expect(b.view.frame.minY == 59)
        #expect(a.presentedViewController === b)
    }

    @Test("Nothing holds the presented controller or its sheet controller once a drag dismissed it")
    func releasedAfterDismissal() {
        let host: UITestHost
        weak var presented: UIViewController?
        weak var controller: UISheetPresentationController?
        do {
            let (shown, _, b, _) = sheet()
            host = shown
            presented = b
            controller = b.sheetPresentationController
            press(host, at: CGPoint(x: 200, y: 200), down: 450)
            host.touchUp()
            host.advanceTime(by: 0.7)
        }
        host.advanceTime(by: 0.1)
        #expect(presented == nil)
        #expect(controller == nil)
    }
}
