import QuartzCore
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// `UIAlertController` and `UIAlertAction`: layout, choosing actions, the handler after the
/// dismissal, text fields and keys, action sheets and their popover, and UIKit's refusals.
@Suite("Alert controller", .freshContext) @MainActor
struct AlertControllerTests {
    /// A shown presenter on a phone-sized (compact) or pad-sized (regular) screen.
    private func shownRoot(_ log: CallbackLog, size: CGSize = CGSize(width: 390, height: 844)) -> (UITestHost, LoggingController) {
        let host = UITestHost(size: size, scale: 1)
        let root = LoggingController("A", log: log)
        host.window.rootViewController = root
        host.runLoopTurn()
        log.clear()
        return (host, root)
    }

    /// The button of the action titled `title`, found through its label.
    private func button(_ title: String, in alert: UIAlertController) -> UIView? {
        func find(_ view: UIView) -> UIView? {
            if let label = view as? UILabel, label.text == title, label.superview is UIControl { return label.superview }
            for sub in view.subviews { if let found = find(sub) { return found } }
            return nil
        }
        return find(alert.view)
    }

    /// Where the button of `title` is, in window coordinates.
    private func frame(of title: String, in alert: UIAlertController) -> CGRect {
        guard let button = button(title, in: alert) else { return .null }
        return button.convert(button.bounds, to: nil)
    }

    private func center(of title: String, in alert: UIAlertController) -> CGPoint {
        let f = frame(of: title, in: alert)
        return CGPoint(x: f.midX, y: f.midY)
    }

    @Test("An alert is 270 points wide and centred; two actions sit side by side, 44 points tall, the cancel action on the left")
    func twoActionsSideBySide() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        a.present(alert, animated: true)
        host.advanceTime(by: 0.5)
        let card = alert.view.frame
        #expect(card.width == 270)
        #expect(abs(card.midX - 195) <= 0.5 && abs(card.midY - 422) <= 0.5)
        let cancel = frame(of: "Cancel", in: alert), ok = frame(of: "OK", in: alert)
        #expect(cancel.height == 44 && ok.height == 44)
        #expect(cancel.minX == card.minX && ok.maxX == card.maxX)
        #expect(cancel.minY == ok.minY && cancel.maxY == card.maxY)
        #expect(alert.presentingViewController === a)
    }

    @Test("When the window turns to landscape, the alert stays centred")
    func staysCentredOnResize() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        a.present(alert, animated: false)
        host.runLoopTurn()
        host.window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        host.runLoopTurn()
        #expect(abs(alert.view.frame.midX - 422) <= 0.5 && abs(alert.view.frame.midY - 195) <= 0.5)
    }

    @Test("Three or more actions are stacked in the order added, the cancel action last")
    func threeActionsStacked() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Keep", style: .default))
        a.present(alert, animated: false)
        host.runLoopTurn()
        let delete = frame(of: "Delete", in: alert), keep = frame(of: "Keep", in: alert), cancel = frame(of: "Cancel", in: alert)
        #expect(delete.width == 270 && keep.width == 270 && cancel.width == 270)
        #expect(delete.maxY == keep.minY && keep.maxY == cancel.minY)
        #expect(cancel.maxY == alert.view.frame.maxY)
    }

    @Test("Choosing an action dismisses the alert and calls the handler once the dismissal has ended (UIKit invokes it from the transition's completion); the presenter hears no appearance callbacks")
    func handlerAfterDismissal() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        var calls: [(presented: Bool, action: String?)] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { action in
            calls.append((a.presentedViewController != nil, action.title))
        })
        a.present(alert, animated: true)
        host.advanceTime(by: 0.5)
        host.tap(at: center(of: "OK", in: alert))
        #expect(calls.isEmpty)
        #expect(a.presentedViewController === alert)
        host.advanceTime(by: 0.5)
        #expect(calls.count == 1)
        #expect(calls.first?.presented == false)
        #expect(calls.first?.action == "OK")
        #expect(a.presentedViewController == nil)
        #expect(log.appearance.isEmpty)
        #expect(a.view.window === host.window)
    }

    @Test("A tap outside an alert does nothing; an alert without actions stays up")
    func tapOutsideAlert() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "No buttons", message: nil, preferredStyle: .alert)
        a.present(alert, animated: false)
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advanceTime(by: 0.5)
        #expect(a.presentedViewController === alert)
        #expect(alert.view.window === host.window)
    }

    @Test("A disabled action is not chosen by a tap; enabled while shown, it is")
    func disabledAction() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        var chosen = 0
        let ok = UIAlertAction(title: "OK", style: .default) { _ in chosen += 1 }
        ok.isEnabled = false
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        a.present(alert, animated: false)
        host.runLoopTurn()
        host.tap(at: center(of: "OK", in: alert))
        host.advanceTime(by: 0.5)
        #expect(chosen == 0 && a.presentedViewController === alert)
        #expect((button("OK", in: alert) as? UIControl)?.isEnabled == false)
        ok.isEnabled = true
        #expect((button("OK", in: alert) as? UIControl)?.isEnabled == true)
        host.tap(at: center(of: "OK", in: alert))
        host.advanceTime(by: 0.5)
        #expect(chosen == 1 && a.presentedViewController == nil)
    }

    @Test("A pressed button is highlighted until the finger lifts")
    func highlightWhilePressed() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        a.present(alert, animated: false)
        host.runLoopTurn()
        host.touchDown(at: center(of: "OK", in: alert))
        #expect((button("OK", in: alert) as? UIControl)?.isHighlighted == true)
        host.touchUp()
        #expect((button("OK", in: alert) as? UIControl)?.isHighlighted == false)
    }

    @Test("Text fields: the configuration handler sets each up, the first becomes first responder when the alert appears, Tab moves to the next, Return in the last chooses the preferred action")
    func textFieldsAndReturn() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.placeholder = "Password"; $0.isSecureTextEntry = true }
        var typed: [String?] = []
        let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in typed = alert.textFields?.map(\.text) ?? [] }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Other", style: .default))
        alert.addAction(signIn)
        alert.preferredAction = signIn
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        a.present(alert, animated: true)
        host.advanceTime(by: 0.5)
        #expect(alert.textFields?.first?.isFirstResponder == true)
        host.typeText("kim")
        host.pressKey(.keyboardTab)
        #expect(alert.textFields?.last?.isFirstResponder == true)
        host.typeText("secret")
        host.typeText("\n")
        host.advanceTime(by: 0.5)
        #expect(typed == ["kim", "secret"])
        #expect(a.presentedViewController == nil)
    }

    @Test("Return in a field moves to the next field; without a preferred action, Return in the last chooses the only action that is not a cancel action")
    func returnWithSingleAction() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField()
        alert.addTextField()
        var chosen = 0
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in chosen += 1 })
        a.present(alert, animated: false)
        host.typeText("\n")
        #expect(alert.textFields?.last?.isFirstResponder == true)
        host.typeText("\n")
        host.advanceTime(by: 0.5)
        #expect(chosen == 1)
    }

    @Test("Escape chooses the cancel action")
    func escapeCancels() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField()
        var cancelled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        a.present(alert, animated: false)
        host.pressKey(.keyboardEscape)
        host.advanceTime(by: 0.5)
        #expect(cancelled)
    }

    @Test("An action sheet in compact width: across the screen less 8-point margins, 8 points above the bottom, 57-point rows, the cancel action in its own group 8 points below the others; a tap outside chooses it")
    func actionSheetCompact() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var cancelled = false
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        #expect(sheet.popoverPresentationController == nil)
        a.present(sheet, animated: true)
        host.advanceTime(by: 0.6)
        let share = frame(of: "Share", in: sheet), delete = frame(of: "Delete", in: sheet), cancel = frame(of: "Cancel", in: sheet)
        #expect(share == CGRect(x: 8, y: delete.minY - 57, width: 374, height: 57))
        #expect(cancel.minY == delete.maxY + 8)
        #expect(abs(cancel.maxY - (844 - 8)) < 0.01)
        #expect(log.appearance.isEmpty)
        host.tap(at: CGPoint(x: 195, y: 100))
        host.advanceTime(by: 0.6)
        #expect(cancelled)
        #expect(a.presentedViewController == nil)
    }

    @Test("An action sheet without a cancel action ignores taps outside it")
    func actionSheetWithoutCancel() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let sheet = UIAlertController(title: "Title", message: "Message", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        a.present(sheet, animated: false)
        host.tap(at: CGPoint(x: 195, y: 100))
        host.advanceTime(by: 0.6)
        #expect(a.presentedViewController === sheet)
    }

    @Test("In regular width an action sheet is a popover next to its source, with an arrow toward it; its cancel action is not shown, and a tap outside dismisses it and calls the cancel handler")
    func actionSheetPopover() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log, size: CGSize(width: 1024, height: 768))
        let source = UIView(frame: CGRect(x: 100, y: 80, width: 60, height: 30))
        a.view.addSubview(source)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var cancelled = false
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        #expect(sheet.modalPresentationStyle == .popover)
        let popover = sheet.popoverPresentationController
        #expect(popover != nil)
        popover?.sourceView = source
        a.present(sheet, animated: true)
        host.advanceTime(by: 0.6)
        #expect(sheet.presentationController === popover)
        #expect(popover?.arrowDirection == .up)
        let card = sheet.view.frame
        #expect(abs(card.minY - (110 + 13)) < 0.01)
        #expect(card.width == 304)
        #expect(button("Cancel", in: sheet)?.window == nil)
        #expect(frame(of: "Share", in: sheet).height == 57)
        host.tap(at: CGPoint(x: 900, y: 700))
        host.advanceTime(by: 0.6)
        #expect(cancelled)
        #expect(a.presentedViewController == nil)
    }

    @Test("A popover placed where there is no room below the source points down from above it")
    func popoverAbove() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log, size: CGSize(width: 1024, height: 768))
        defer { withExtendedLifetime(host) {} }
        let source = UIView(frame: CGRect(x: 500, y: 700, width: 40, height: 40))
        a.view.addSubview(source)
        let sheet = UIAlertController(title: "Title", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "One", style: .default))
        sheet.popoverPresentationController?.sourceView = source
        a.present(sheet, animated: false)
        #expect(sheet.popoverPresentationController?.arrowDirection == .down)
        #expect(abs(sheet.view.frame.maxY - (700 - 13)) < 0.01)
        #expect(abs(sheet.view.frame.midX - 520) <= 0.5)
    }

    @Test("With only .left permitted the popover sits to the right of its source, centred on it vertically")
    func popoverPermittedLeft() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log, size: CGSize(width: 1024, height: 768))
        defer { withExtendedLifetime(host) {} }
        let source = UIView(frame: CGRect(x: 100, y: 300, width: 40, height: 40))
        a.view.addSubview(source)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "One", style: .default))
        sheet.popoverPresentationController?.sourceView = source
        sheet.popoverPresentationController?.permittedArrowDirections = .left
        a.present(sheet, animated: false)
        #expect(sheet.popoverPresentationController?.arrowDirection == .left)
        #expect(abs(sheet.view.frame.minX - (140 + 13)) < 0.01)
        #expect(abs(sheet.view.frame.midY - 320) <= 0.5)
    }

    @Test("UIKit raises when an action sheet is presented as a popover without a source: reported, nothing presented")
    func popoverWithoutSource() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log, size: CGSize(width: 1024, height: 768))
        defer { withExtendedLifetime(host) {} }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        let messages = RuntimeIssue.capture { a.present(sheet, animated: true) }
        #expect(messages.first?.contains("You must provide location information for this popover") == true)
        #expect(a.presentedViewController == nil)
    }

    @Test("UIKit raises for a second cancel action, a text field on an action sheet and a preferred action not added: each reported and ignored")
    func badInput() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        var messages = RuntimeIssue.capture { alert.addAction(UIAlertAction(title: "Also cancel", style: .cancel)) }
        #expect(messages.first?.contains("can only have one action with a style of UIAlertActionStyleCancel") == true)
        #expect(alert.actions.map(\.title) == ["Cancel"])
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        messages = RuntimeIssue.capture { sheet.addTextField() }
        #expect(messages.first?.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") == true)
        #expect(sheet.textFields?.isEmpty == true)
        messages = RuntimeIssue.capture { alert.preferredAction = UIAlertAction(title: "Stray", style: .default) }
        #expect(messages.count == 1)
        #expect(alert.preferredAction == nil)
    }

    @Test("With no title and no message the alert is only its buttons")
    func noTitleNoMessage() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        a.present(alert, animated: false)
        host.runLoopTurn()
        #expect(alert.view.frame.height == 44)
        #expect(frame(of: "OK", in: alert) == alert.view.frame)
    }

    @Test("A dismissed alert, its actions and their handlers are freed")
    func dismissedAlertIsFreed() {
        let log = CallbackLog()
        let (host, a) = shownRoot(log)
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        var okPoint = CGPoint.zero
        do {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addTextField()
            let action = UIAlertAction(title: "OK", style: .default) { _ in _ = a }
            alert.addAction(action)
            weakAlert = alert
            weakAction = action
            a.present(alert, animated: true)
            host.advanceTime(by: 0.5)
            okPoint = center(of: "OK", in: alert)
        }
        host.tap(at: okPoint)
        host.advanceTime(by: 0.5)
        host.runLoopTurn()
        #expect(a.presentedViewController == nil)
        #expect(weakAlert == nil)
        #expect(weakAction == nil)
    }
}
