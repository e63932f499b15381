import Foundation
import QuartzCore
import RuntimeSupport
import Testing
@testable import UIKit
import UIKitTesting

/// The on-screen keyboard of the test host: the keyboard notifications with their user info,
/// `keyboardLayoutGuide`, input and accessory views, its keys, and scroll views that dismiss
/// it — all on the virtual clock (UIKit's keyboard documentation; uikit-controllers-facts.md §1.3).
@Suite("Software keyboard", .freshContext) @MainActor
struct SoftwareKeyboardTests {
    /// Records the keyboard notifications in order, with their user info.
    @MainActor final class NotificationLog {
        var entries: [(name: String, info: [AnyHashable: Any])] = []
        private var tokens: [NSObjectProtocol] = []
        init() {
            let names: [Notification.Name] = [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            ]
            for name in names {
                tokens.append(NotificationCenter.default.addContextObserver(forName: name) { [weak self] note in
                    let short = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
                    self?.entries.append((short, note.userInfo ?? [:]))
                })
            }
        }
        var names: [String] { entries.map(\.name) }
        func endFrame(_ i: Int) -> CGRect? { (entries[i].info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
        func beginFrame(_ i: Int) -> CGRect? { (entries[i].info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue }
        isolated deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    }

    /// A 390 × 844 phone (a home indicator: the keyboard is 336 points) with the keyboard on
    /// and a text field at the top.
    private func host() -> (UITestHost, UITextField) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.showsSoftwareKeyboard = true
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        field.borderStyle = .roundedRect
        host.window.addSubview(field)
        host.runLoopTurn()
        return (host, field)
    }

    @Test("Off by default: a text field becoming first responder posts no keyboard notification")
    func offByDefault() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let log = NotificationLog()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        host.window.addSubview(field)
        field.becomeFirstResponder()
        host.advanceTime(by: 0.5)
        #expect(log.names.isEmpty)
        #expect(UIApplication.shared.softwareKeyboardFrame == nil)
    }

    @Test("Showing: will-change-frame then will-show during becomeFirstResponder, from below the screen to its bottom 336 points, 0.25 s on curve 7; did-change-frame and did-show when the keyboard is up")
    func showNotifications() {
        let (host, field) = host()
        let log = NotificationLog()
        field.becomeFirstResponder()
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        #expect(log.beginFrame(1) == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(log.endFrame(1) == CGRect(x: 0, y: 508, width: 390, height: 336))
        let info = log.entries[1].info
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
        #expect(curve == 7)
        #expect(UIView.AnimationCurve(rawValue: curve ?? -1) != nil)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        host.advanceTime(by: 0.2)
        #expect(log.names.count == 2)
        host.advanceTime(by: 0.1)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(UIApplication.shared.softwareKeyboardFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
    }

    @Test("The user info casts as iOS code casts it: the frames as CGRect or NSValue, the centers as CGPoint, the duration as CGFloat, Double or NSNumber, the curve as Int or UInt")
    func userInfoCasts() {
        let (host, field) = host()
        let log = NotificationLog()
        field.becomeFirstResponder()
        let info = log.entries[1].info
        let end = CGRect(x: 0, y: 508, width: 390, height: 336)
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == end)
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == end)
        #expect(info[UIResponder.keyboardCenterEndUserInfoKey] as? CGPoint == CGPoint(x: end.midX, y: end.midY))
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? CGFloat == 0.25)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
        // A point's value is no rect.
        #expect(info[UIResponder.keyboardCenterEndUserInfoKey] as? CGRect == nil)
        host.advanceTime(by: 0.3)
    }

    @Test("Moving to another text field keeps the keyboard up: will-show again, no hide; resigning hides it with will-change-frame, will-hide, then the did notifications")
    func switchAndHide() {
        let (host, field) = host()
        let other = UITextField(frame: CGRect(x: 20, y: 160, width: 350, height: 40))
        host.window.addSubview(other)
        field.becomeFirstResponder()
        host.advanceTime(by: 0.3)
        let log = NotificationLog()
        other.becomeFirstResponder()
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        host.advanceTime(by: 0.3)
        log.entries.removeAll()
        other.resignFirstResponder()
        #expect(log.names == ["WillChangeFrame", "WillHide"])
        #expect(log.endFrame(1) == CGRect(x: 0, y: 844, width: 390, height: 336))
        host.advanceTime(by: 0.3)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(UIApplication.shared.softwareKeyboardFrame == nil)
    }

    @Test("Layout changes made in a will-show observer move with the keyboard (the notifications come inside its animation)")
    func observersAnimateAlong() {
        let (host, field) = host()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(bar)
        let bottom = bar.bottomAnchor.constraint(equalTo: host.window.bottomAnchor)
        NSLayoutConstraint.activate([bottom, bar.heightAnchor.constraint(equalToConstant: 50),
                                     bar.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
                                     bar.trailingAnchor.constraint(equalTo: host.window.trailingAnchor)])
        host.runLoopTurn()
        let token = NotificationCenter.default.addContextObserver(forName: UIResponder.keyboardWillShowNotification) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            bottom.constant = -end.height
            host.window.layoutIfNeeded()
        }
        defer { NotificationCenter.default.removeObserver(token) }
        field.becomeFirstResponder()
        #expect(bar.frame.maxY == 508)
        host.runLoopTurn()
        host.advanceTime(by: 0.1)
        let moving = bar.layer.presentation()!.frame.maxY
        #expect(moving < 844 && moving > 508)
        host.advanceTime(by: 0.3)
        #expect(bar.layer.presentation()!.frame.maxY == 508)
    }

    @Test("keyboardLayoutGuide: its top is the safe area's bottom with no keyboard, the keyboard's top while it is up, moving with it both ways")
    func layoutGuideFollows() {
        let (host, field) = host()
        let controller = UIViewController()
        host.window.rootViewController = controller
        let button = UIView()
        button.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(button)
        NSLayoutConstraint.activate([
            button.bottomAnchor.constraint(equalTo: controller.view.keyboardLayoutGuide.topAnchor, constant: -10),
            button.heightAnchor.constraint(equalToConstant: 44),
            button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
        ])
        controller.view.addSubview(field)
        host.runLoopTurn()
        #expect(button.frame.maxY == 834)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        field.becomeFirstResponder()
        host.runLoopTurn()
        host.advanceTime(by: 0.1)
        let moving = button.layer.presentation()!.frame.maxY
        #expect(moving < 834 && moving > 498)
        host.advanceTime(by: 0.3)
        #expect(button.frame.maxY == 498)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        field.resignFirstResponder()
        host.advanceTime(by: 0.4)
        #expect(button.frame.maxY == 834)
    }

    /// A screen whose input bar is its own accessory view (the chat-screen pattern).
    final class ChatController: UIViewController {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
        override var canBecomeFirstResponder: Bool { true }
        override var inputAccessoryView: UIView? { bar }
    }

    @Test("A first responder that takes no text but has an inputAccessoryView (a chat screen's input bar) docks the accessory alone at the bottom, with the keyboard notifications; resigning takes it away")
    func accessoryAlone() {
        let (host, _) = host()
        let chat = ChatController()
        host.window.rootViewController = chat
        host.runLoopTurn()
        let log = NotificationLog()
        #expect(chat.becomeFirstResponder())
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        #expect(log.endFrame(0) == CGRect(x: 0, y: 844 - 56, width: 390, height: 56))
        host.advanceTime(by: 0.3)
        #expect(onScreen(chat.bar) == CGRect(x: 0, y: 788, width: 390, height: 56))
        #expect(chat.bar.window != nil && chat.bar.window !== host.window)
        chat.resignFirstResponder()
        host.advanceTime(by: 0.3)
        #expect(UIApplication.shared.softwareKeyboardFrame == nil)
    }

    @Test("inputAccessoryView sits on top of the keyboard (its height is part of the keyboard's frame); inputView replaces the keys; reloadInputViews takes a new one")
    func inputAndAccessoryViews() {
        let (host, field) = host()
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 44))
        field.inputAccessoryView = accessory
        let log = NotificationLog()
        field.becomeFirstResponder()
        #expect(log.endFrame(1) == CGRect(x: 0, y: 844 - 380, width: 390, height: 380))
        host.advanceTime(by: 0.3)
        #expect(accessory.window != nil && accessory.window !== host.window)
        #expect(onScreen(accessory) == CGRect(x: 0, y: 464, width: 390, height: 44))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 200))
        field.inputView = picker
        field.inputAccessoryView = nil
        log.entries.removeAll()
        field.reloadInputViews()
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        #expect(log.endFrame(0) == CGRect(x: 0, y: 644, width: 390, height: 200))
        host.advanceTime(by: 0.3)
        #expect(accessory.window == nil)
        #expect(onScreen(picker).minY == 644)
    }

    @Test("The keyboard's keys type into the first responder: letters, space, delete, and return (the field's return)")
    func keysType() {
        let (host, field) = host()
        final class Delegate: NSObject, UITextFieldDelegate {
            var returns = 0
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return false }
        }
        let delegate = Delegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        host.advanceTime(by: 0.3)
        let keys = keyCenters(host)
        for label in ["H", "I", "space", "O", "K", "⌫", "return"] {
            host.tap(at: keys[label]!)
            host.runLoopTurn()
        }
        #expect(field.text == "hi o")
        #expect(delegate.returns == 1)
        #expect(field.isFirstResponder)
    }

    /// A view's frame in screen coordinates (windows are placed in them).
    private func onScreen(_ view: UIView) -> CGRect {
        view.convert(view.bounds, to: nil).offsetBy(dx: view.window?.frame.minX ?? 0, dy: view.window?.frame.minY ?? 0)
    }

    /// Where the keyboard's keys are on the screen, by label (read from its drawing's layout).
    private func keyCenters(_ host: UITestHost) -> [String: CGPoint] {
        let keyboard = UIApplication.shared.windows.first { $0.windowLevel.rawValue >= 10_000_000 }!
        var result: [String: CGPoint] = [:]
        var stack: [UIView] = [keyboard]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            guard let keys = view as? SoftwareKeyboardView else { continue }
            for cap in keys.keyCaps() {
                let f = view.convert(cap.frame, to: nil).offsetBy(dx: keyboard.frame.minX, dy: keyboard.frame.minY)
                result[cap.label] = CGPoint(x: f.midX, y: f.midY)
            }
        }
        return result
    }

    @Test("A scroll view with keyboardDismissMode .onDrag sends the keyboard away when a drag begins")
    func dismissOnDrag() {
        let (host, field) = host()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        scroll.contentSize = CGSize(width: 390, height: 2000)
        scroll.keyboardDismissMode = .onDrag
        host.window.addSubview(scroll)
        field.becomeFirstResponder()
        host.advanceTime(by: 0.3)
        host.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 300))
        host.advanceTime(by: 0.3)
        #expect(!field.isFirstResponder)
        #expect(UIApplication.shared.softwareKeyboardFrame == nil)
    }

    @Test("keyboardDismissMode .interactive: a finger dragged down into the keyboard pulls it down; lifted while moving down, the keyboard goes")
    func dismissInteractively() {
        let (host, field) = host()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        scroll.keyboardDismissMode = .interactive
        host.window.insertSubview(scroll, at: 0)
        field.becomeFirstResponder()
        host.advanceTime(by: 0.3)
        host.touchDown(at: CGPoint(x: 200, y: 300))
        for y in stride(from: 320, through: 700, by: 20) {
            host.advanceTime(by: 0.016)
            host.touchMove(to: CGPoint(x: 200, y: CGFloat(y)))
        }
        host.runLoopTurn()
        let keyboard = UIApplication.shared.windows.first { $0.windowLevel.rawValue >= 10_000_000 }!
        #expect(keyboard.subviews.first!.frame.minY + keyboard.frame.minY > 650)
        host.touchUp()
        host.advanceTime(by: 0.4)
        #expect(!field.isFirstResponder)
        #expect(UIApplication.shared.softwareKeyboardFrame == nil)
    }

    @Test("The keyboard as drawn over the app (reference image)")
    func keyboardImage() {
        let (host, field) = host()
        host.window.backgroundColor = .white
        field.placeholder = "Message"
        field.becomeFirstResponder()
        host.advanceTime(by: 0.3)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "software-keyboard")
        #expect(diff == nil, "\(diff!)")
    }
}
