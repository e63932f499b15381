import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Sheets: `UISheetPresentationController`'s detents, dimming, grabber and the user's drags
/// and taps, against the geometry measured on iOS 26 on an iPhone 16 (393 × 852, safe area
/// 59 top and 34 bottom; uikit-controllers-facts.md §5).
@Suite("Sheet presentations", .freshContext) @MainActor
struct SheetPresentationTests {
    final class Delegate: UISheetPresentationControllerDelegate {
        var log: [String] = []
        var allowsDismiss = true
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
            log.append("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
        }
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("shouldDismiss")
            return allowsDismiss
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("willDismiss") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("didDismiss") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("didAttemptToDismiss") }
    }

    /// An iPhone 16 whose root presents `b` as a page sheet set up by `configure`.
    private func sheet(_ configure: (UISheetPresentationController) -> Void = { _ in })
        -> (UITestHost, UIViewController, UIViewController, Delegate) {
        let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let a = UIViewController()
        a.view.backgroundColor = UIColor(red: 0.15, green: 0.35, blue: 0.8, alpha: 1)
        host.window.rootViewController = a
        host.runLoopTurn()
        let b = UIViewController()
        b.view.backgroundColor = .white
        let delegate = Delegate()
        let controller = b.sheetPresentationController!
        controller.delegate = delegate
        configure(controller)
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        return (host, a, b, delegate)
    }

    @Test("A page sheet is a UISheetPresentationController at the large detent by default: from the safe area's top to the bottom, full width (0, 59, 393, 793)")
    func largeByDefault() {
        let (_, _, b, _) = sheet()
        let controller = b.sheetPresentationController!
        #expect(controller.detents.map(\.identifier) == [.large])
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(b.presentationController === controller)
    }

    @Test("The sheet rests at the smallest detent unless one is selected; a smaller detent floats 8 points in from the sides and the bottom")
    func mediumFloats() {
        let (_, _, b, _) = sheet { $0.detents = [.medium(), .large()] }
        // Medium: half the container (426) above the bottom safe area.
        #expect(b.view.frame == CGRect(x: 8, y: 852 - 34 - 426, width: 377, height: 852 - 8 - 392))
        #expect(b.sheetPresentationController!.selectedDetentIdentifier == nil)
    }

    @Test("A custom detent's resolver gets the largest value a detent can have (the container less its safe area: 759) and places the sheet at its answer")
    func customDetent() {
        var seen: CGFloat?
        let (_, _, b, _) = sheet { sheet in
            sheet.detents = [.custom(identifier: .init("small")) { context in
                seen = context.maximumDetentValue
                return 200
            }]
        }
        #expect(seen == 759)
        #expect(abs(b.view.frame.minY - (852 - 34 - 200)) < 1e-6)
    }

    @Test("Selecting another detent while shown moves the sheet at once, or with the settling spring inside animateChanges")
    func selectingDetents() {
        let (host, _, b, _) = sheet { $0.detents = [.medium(), .large()] }
        let controller = b.sheetPresentationController!
        controller.selectedDetentIdentifier = .large
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        controller.animateChanges { controller.selectedDetentIdentifier = .medium }
        #expect(b.view.frame.minY == 392)
        host.runLoopTurn()
        host.advanceTime(by: 0.1)
        let moving = b.view.layer.presentation()!.frame.minY
        #expect(moving > 59 && moving < 392)
        host.advanceTime(by: 0.5)
        #expect(b.view.layer.presentation()!.frame.minY == 392)
    }

    @Test("largestUndimmedDetentIdentifier: at or below it the presenter is not dimmed and takes touches; above it, it is dimmed")
    func undimmedDetents() {
        let (host, a, b, _) = sheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        var taps = 0
        let button = UIView(frame: CGRect(x: 100, y: 150, width: 100, height: 60))
        button.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        a.view.addSubview(button)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 150, y: 180))
        host.runLoopTurn()
        #expect(taps == 1)
        #expect(a.presentedViewController === b)
        b.sheetPresentationController!.selectedDetentIdentifier = .large
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 150, y: 30))
        host.advanceTime(by: 0.6)
        #expect(taps == 1)
        // A tap on the dimmed area dismissed the sheet.
        #expect(a.presentedViewController == nil)
    }

    @Test("Dragging the sheet up from the medium detent settles it at the large one and tells the delegate")
    func dragToLarge() {
        let (host, _, b, delegate) = sheet { $0.detents = [.medium(), .large()] }
        host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 150), duration: 0.4, steps: 12)
        host.advanceTime(by: 0.6)
        #expect(b.sheetPresentationController!.selectedDetentIdentifier == .large)
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(delegate.log == ["didChangeDetent(com.apple.UIKit.large)"])
    }

    @Test("Dragged down past half the smallest detent, the sheet is dismissed with will/did dismiss; a short drag settles back, its dismissal cancelled")
    func dragToDismiss() {
        let (host, a, b, delegate) = sheet()
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300), duration: 0.5, steps: 10)
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == 59)
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 700), duration: 0.5, steps: 10)
        host.advanceTime(by: 0.7)
        #expect(a.presentedViewController == nil)
        // The short drag started a dismissal too, cancelled when it was let go: willDismiss
        // without didDismiss.
        #expect(delegate.log == ["shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss"])
    }

    @Test("isModalInPresentation (or a delegate that says no): the sheet stays and the delegate hears of the attempt")
    func modalSheetStays() {
        let (host, a, b, delegate) = sheet()
        b.isModalInPresentation = true
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 750), duration: 0.3, steps: 10)
        host.advanceTime(by: 0.7)
        #expect(a.presentedViewController === b)
        #expect(b.view.frame.minY == 59)
        #expect(delegate.log == ["didAttemptToDismiss"])
        b.isModalInPresentation = false
        delegate.allowsDismiss = false
        host.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 750), duration: 0.3, steps: 10)
        host.advanceTime(by: 0.7)
        #expect(a.presentedViewController === b)
        #expect(delegate.log == ["didAttemptToDismiss", "shouldDismiss", "didAttemptToDismiss"])
    }

    @Test("The grabber: 36 × 5 points, 5 below the sheet's top, centred, when prefersGrabberVisible")
    func grabber() {
        let (host, _, b, _) = sheet { sheet in
            sheet.detents = [.medium()]
            sheet.prefersGrabberVisible = true
        }
        host.runLoopTurn()
        let container = b.view.superview!
        let grabber = container.subviews.last!
        #expect(grabber.frame == CGRect(x: 196.5 - 18, y: 392 + 5, width: 36, height: 5))
    }

    @Test("A medium sheet with its grabber over a dimmed presenter (reference image)")
    func mediumImage() {
        let (host, _, _, _) = sheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        let diff = ReferenceImage.compare(host.renderScreen(), named: "sheet-medium-grabber")
        #expect(diff == nil, "\(diff!)")
    }
}
