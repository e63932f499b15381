import CoreGraphics
import Foundation
import QuartzCore

/// The on-screen keyboard iOS shows while a text input is first responder, which a Linux
/// desktop does not have but iOS layouts are written against.
///
/// Turned on (`UITestHost.showsSoftwareKeyboard`, or `OPENUIKIT_SOFTWARE_KEYBOARD=1` for an
/// app), it follows the key window's first responder as iOS's does: a responder that takes
/// text (`UIKeyInput`) or has an `inputView` brings it up from the bottom of the screen, with
/// its `inputAccessoryView` on top; one that does not, or none, sends it down. Each change
/// posts will-change-frame and will-show (or will-hide) inside the keyboard's animation — so
/// layout changes their observers make move with it, as on iOS — and the did notifications
/// when it ends; every `keyboardLayoutGuide` moves in the same animation. The keyboard lives
/// in a window of its own above the app's; its keys type into the first responder.
@MainActor
final class SoftwareKeyboard {
    static var current: SoftwareKeyboard { ApplicationContext.current.keyboard }

    /// Whether the keyboard shows at all.
    var isEnabled = ProcessInfo.processInfo.environment["OPENUIKIT_SOFTWARE_KEYBOARD"] == "1" {
        didSet { if !isEnabled { hide(animated: false) } else { update() } }
    }
    /// Where the keyboard is (or is going) in screen coordinates; nil while hidden.
    private(set) var frame: CGRect?
    /// Where the keyboard sits on the screen (an iPad's keyboard can leave the bottom).
    private(set) var placement = Placement.docked
    /// The responder the keyboard serves.
    private(set) weak var responder: UIResponder?
    private var window: KeyboardWindow?
    private var guides: [WeakKeyboardGuide] = []
    /// Nonzero while `becomeFirstResponder` resigns the previous responder: the keyboard
    /// stays up through the switch.
    var switchingResponders = 0

    // MARK: What moves it

    /// A window's first responder changed.
    func firstResponderChanged(in window: UIWindow) {
        guard isEnabled, switchingResponders == 0, window.isKeyWindow || window.firstResponder == nil else { return }
        update()
    }

    /// The first responder replaced its input or accessory view (`reloadInputViews()`).
    func inputViewsChanged(for responder: UIResponder) {
        guard isEnabled, responder === self.responder else { return }
        show(for: responder)
    }

    /// Shows or hides the keyboard for the key window's first responder.
    private func update() {
        guard let key = UIApplication.existing?.keyWindow, let r = key.firstResponder, Self.takesKeyboard(r) else {
            hide(animated: true)
            return
        }
        show(for: r)
    }

    /// Whether `responder` brings the keyboard up: it takes typed text, has its own input
    /// view, or has an accessory view (which then docks alone at the bottom, as a chat
    /// screen's input bar does on iOS).
    static func takesKeyboard(_ responder: UIResponder) -> Bool {
        responder is UIKeyInput || responder.inputView != nil || responder.inputAccessoryView != nil
    }

    // MARK: Where it sits

    /// Where the keyboard sits: along the bottom (docked); full width but raised off the
    /// bottom (undocked, or split, which sits the same way); or the small floating keyboard
    /// with its top-left corner at a point of the screen.
    enum Placement: Equatable {
        case docked
        case undocked(raisedBy: CGFloat)
        case floating(at: CGPoint)
    }

    var isDocked: Bool { placement == .docked }
    var isFloating: Bool {
        if case .floating = placement { return true }
        return false
    }

    /// Moves the keyboard (the user undocks, drags, floats or docks it); a shown keyboard
    /// moves at once, with the notifications: undocked or floating it no longer covers the
    /// bottom, so will/did hide come, as on iOS; docked again, will/did show.
    func place(_ placement: Placement) {
        guard placement != self.placement else { return }
        self.placement = placement
        if isEnabled, let responder, frame != nil { show(for: responder) }
    }

    /// The keyboard's frame in the device's area `area` (screen coordinates) for content
    /// `height` tall (`inputHeight` of it the keys) where it sits now.
    private func restingFrame(in area: CGRect, height: CGFloat) -> CGRect {
        switch placement {
        case .docked:
            return CGRect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        case .undocked(let raised):
            let lift = min(max(0, raised.isFinite ? raised : 0), max(0, area.height - height))
            return CGRect(x: area.minX, y: area.maxY - height - lift, width: area.width, height: height)
        case .floating(let origin):
            let size = CGSize(width: min(area.width, SoftwareKeyboardMetrics.floatingWidth), height: min(area.height, height))
            let x = min(max(area.minX, origin.x.isFinite ? origin.x : 0), area.maxX - size.width)
            let y = min(max(area.minY, origin.y.isFinite ? origin.y : 0), area.maxY - size.height)
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }

    // MARK: Showing and hiding

    private func show(for r: UIResponder) {
        let screen = UIApplication.existing?.keyWindow?.screen ?? UIScreen.main
        // The device's screen: the key window on a desktop, as for the status bar.
        let bounds = screen === UIScreen.main ? StatusBarSystem.deviceArea : screen.bounds
        let window = keyboardWindow(on: screen)
        let accessory = r.inputAccessoryView
        let input = r.inputView
        let accessoryHeight = accessory.map(Self.height) ?? 0
        // A responder that takes no text and has no input view shows its accessory alone.
        let keys: UIView? = input ?? (r is UIKeyInput ? window.standardKeys : nil)
        let inputHeight = input.map(Self.height) ?? (keys == nil ? 0
            : (isFloating ? SoftwareKeyboardMetrics.floatingHeight : SoftwareKeyboardMetrics.height(forScreen: bounds.size)))
        let end = restingFrame(in: bounds, height: accessoryHeight + inputHeight)
        // A docked or undocked keyboard rises from below the screen; a floating one appears
        // where it floats.
        let begin = frame ?? (isFloating ? end : end.offsetBy(dx: 0, dy: bounds.maxY - end.minY))
        let changed = r !== responder || begin != end
        responder = r
        frame = end
        // The window covers the keyboard's area at rest (a desktop backend shows it as a
        // panel there); the keyboard slides within it, drawn beyond it while it moves.
        let shownBefore = window.host.frame.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
        window.frame = end
        window.host.place(input: keys, accessory: accessory, accessoryHeight: accessoryHeight,
                          inputHeight: inputHeight, width: end.width)
        UIView.performWithoutAnimation {
            window.host.frame = (window.isHidden ? begin : shownBefore).offsetBy(dx: -end.minX, dy: -end.minY)
        }
        window.isHidden = false
        guard changed else { return }
        if isDocked {
            move(window.host, from: begin, to: end, will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification)
        } else {
            move(window.host, from: begin, to: end, will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification)
        }
    }

    private func hide(animated: Bool) {
        guard let begin = frame, let window else { return }
        let end = begin.offsetBy(dx: 0, dy: begin.height)
        frame = nil
        responder = nil
        guard animated else {
            window.isHidden = true
            updateGuides()
            return
        }
        move(window.host, from: begin, to: end, will: UIResponder.keyboardWillHideNotification, did: UIResponder.keyboardDidHideNotification) { [weak self] in
            // Unless it came back up meanwhile.
            if self?.frame == nil { window.isHidden = true }
        }
    }

    /// Moves the keyboard from `begin` to `end` with the notifications around it.
    private func move(_ host: UIView, from begin: CGRect, to end: CGRect, will: Notification.Name, did: Notification.Name,
                      then: (() -> Void)? = nil) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardCenterBeginUserInfoKey: NSValue(point: CGPoint(x: begin.midX, y: begin.midY)),
            UIResponder.keyboardCenterEndUserInfoKey: NSValue(point: CGPoint(x: end.midX, y: end.midY)),
            UIResponder.keyboardBoundsUserInfoKey: NSValue(cgRect: CGRect(origin: .zero, size: end.size)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: SoftwareKeyboardMetrics.duration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.keyboardRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        let screen = host.window?.screen
        let origin = host.window?.frame.origin ?? .zero
        UIView.animate(withDuration: SoftwareKeyboardMetrics.duration, delay: 0, options: [Self.curve, .beginFromCurrentState], animations: {
            host.frame = end.offsetBy(dx: -origin.x, dy: -origin.y)
            center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: screen, userInfo: info)
            center.post(name: will, object: screen, userInfo: info)
            self.updateGuides()
        }, completion: { _ in
            then?()
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: screen, userInfo: info)
            center.post(name: did, object: screen, userInfo: info)
        })
    }

    // MARK: Interactive dismissal

    /// A drag of a scroll view that dismisses interactively is at `y` (screen coordinates):
    /// past the keyboard's top, the keyboard's top follows it down.
    func follow(fingerAt y: CGFloat) {
        guard isDocked, let frame, let window else { return }
        let top = min(frame.maxY, max(frame.minY, y)) - window.frame.minY
        guard window.host.frame.minY != top else { return }
        UIView.performWithoutAnimation { window.host.frame.origin.y = top }
    }

    /// The drag ended: a finger moving down takes the keyboard away (the responder resigns);
    /// otherwise a keyboard pulled down goes back up.
    func release(dismissing: Bool) {
        guard frame != nil, let window, window.host.frame.minY > 0 else { return }
        if dismissing, let responder {
            responder.resignFirstResponder()
            if self.frame == nil { return }
        }
        UIView.animate(withDuration: SoftwareKeyboardMetrics.duration, delay: 0, options: [Self.curve]) { window.host.frame = window.bounds }
    }

    /// The keyboard's curve as animation options.
    static let curve = UIView.AnimationOptions(rawValue: UInt(UIView.AnimationCurve.keyboardRawValue) << 16)

    /// A view's height as the keyboard sizes it: its frame's, else its intrinsic height.
    private static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
    }

    private func keyboardWindow(on screen: UIScreen) -> KeyboardWindow {
        if let window, window.screen === screen { return window }
        window?.isHidden = true
        let made = KeyboardWindow(frame: screen.bounds)
        made.screen = screen
        made.windowLevel = SoftwareKeyboardMetrics.windowLevel
        window = made
        return made
    }

    // MARK: Keyboard guides

    /// A keyboard guide was made: keyboard changes move it from now on.
    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakKeyboardGuide(guide: guide))
    }

    /// The keyboard's frame in `view`'s coordinates while it is shown over the view's screen
    /// and covers part of the view.
    func shownFrame(over view: UIView) -> CGRect? {
        guard let frame, let viewWindow = view.window, viewWindow.screen === window?.screen else { return nil }
        // Windows are placed in screen coordinates.
        let inWindow = frame.offsetBy(dx: -viewWindow.frame.minX, dy: -viewWindow.frame.minY)
        let local = view.convert(inWindow, from: viewWindow)
        return local.intersects(view.bounds) ? local : nil
    }

    /// Moves every keyboard guide to the keyboard's new frame and lays its window out (inside
    /// the keyboard's animation, so what is constrained to the guide moves with it).
    private func updateGuides() {
        guides.removeAll { $0.guide == nil }
        var windows: [UIWindow] = []
        for entry in guides {
            guard let guide = entry.guide, let owner = guide.owningView else { continue }
            guide.keyboardChanged()
            if let w = owner.window, !windows.contains(where: { $0 === w }) { windows.append(w) }
        }
        for w in windows { w.layoutIfNeeded() }
    }

    /// The text the keyboard's keys type goes to the responder it serves.
    func type(_ key: SoftwareKeyboardView.Key) {
        guard let input = responder as? UIKeyInput else { return }
        switch key {
        case .character(let c): input.insertText(c)
        case .space: input.insertText(" ")
        case .returnKey: input.insertText("\n")
        case .delete: input.deleteBackward()
        }
    }
}

private struct WeakKeyboardGuide {
    weak var guide: UIKeyboardLayoutGuide?
}

/// The window the keyboard lives in, above the app's, over the keyboard's area; touches that
/// find none of its views pass to the windows below.
final class KeyboardWindow: UIWindow {
    let host = KeyboardHostView()
    lazy var standardKeys = SoftwareKeyboardView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        addSubview(host)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The keyboard's area: the input view (the standard keys or the responder's own) with the
/// accessory view on top.
final class KeyboardHostView: UIView {
    func place(input: UIView?, accessory: UIView?, accessoryHeight: CGFloat, inputHeight: CGFloat, width: CGFloat) {
        for view in subviews where view !== input && view !== accessory { view.removeFromSuperview() }
        if let accessory {
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: max(0, accessoryHeight))
            if accessory.superview !== self { addSubview(accessory) }
        }
        guard let input else { return }
        input.frame = CGRect(x: 0, y: max(0, accessoryHeight), width: width, height: inputHeight)
        if input.superview !== self { addSubview(input) }
    }
}
