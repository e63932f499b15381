import CoreGraphics
import Foundation

/// Recognizes a gesture in the touches of a view and its subviews, and tells its targets.
///
/// The touches a recognizer sees are decided when each touch begins: the recognizers of the
/// touch's view and of every ancestor up to the window. Recognizers see touches before the
/// view does; a recognizer that recognizes cancels the view's touches (`cancelsTouchesInView`)
/// and makes the other recognizers of those touches fail, unless they may recognize
/// simultaneously. A recognizer that must wait for another's failure (`require(toFail:)`)
/// recognizes only when that one fails.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// A recognizer's state; raw values are UIKit's (`recognized` is `ended`).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Targets and actions without the Objective-C runtime: a weakly held target with an
    /// unapplied method reference, or a closure.
    private struct Action {
        weak var target: AnyObject?
        let targetIdentity: ObjectIdentifier?
        let key: String
        let call: @MainActor (UIGestureRecognizer) -> Void
    }
    private var actions: [Action] = []

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { cancelOrFail() } }
    }
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?

    /// The current state; subclasses set it as touches arrive (UIKit lets subclasses set it
    /// through UIGestureRecognizerSubclass).
    open var state: State {
        get { _state }
        set { GestureArena.setState(newValue, of: self) }
    }
    var _state: State = .possible

    /// Touches being tracked, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// A recognition waiting for `failureRequirements` to fail.
    var pendingState: State?

    public override init() { super.init() }

    /// From a nib: the settings Interface Builder gave it. Its targets and actions are
    /// connected once the whole nib exists.
    public required init?(coder: NSCoder) {
        super.init()
        if let nib = coder as? UINibDecoder { decodeRecognizerAttributes(nib) }
    }

    // MARK: Nib loading and key-value coding

    /// Called after a nib that created the recognizer connected everything. Call super.
    open func awakeFromNib() {}

    /// Called when a canvas shows the nib the recognizer is in.
    open func prepareForInterfaceBuilder() {}

    /// Sets `delegate` and other keys a nib connects, then wrapped properties of subclasses.
    open func setValue(_ value: Any?, forKey key: String) {
        if setRecognizerValue(value, forKey: key) { return }
        switch NibKeyValueCoding.setWrappedValue(value, forKey: key, on: self) {
        case .set: break
        case .noSuchKey: setValue(value, forUndefinedKey: key)
        case .typeMismatch(let expected): NibKeyValueCoding.typeMismatch(value, forKey: key, expected: expected, on: self)
        }
    }

    /// Stops with UIKit's `NSUnknownKeyException` message; override to accept other keys.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        NibKeyValueCoding.undefinedKey(key, on: self)
    }

    /// Key paths end at the recognizer's own keys.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setValue(value, forKey: keyPath)
    }

    /// A recognizer that calls `action` on `target` at each change (the unapplied method
    /// reference form: `UITapGestureRecognizer(target: self, action: MyView.tapped)`).
    ///
    /// As with a selector, the method may take the recognizer as any type it is
    /// (`UITapGestureRecognizer`, `UIGestureRecognizer`, `Any`)…
    public convenience init<T: AnyObject, Sender>(target: T, action: @escaping (T) -> @MainActor (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// …or take nothing.
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// A recognizer that calls `action` with itself at each change.
    public convenience init(action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append(Action(target: nil, targetIdentity: nil, key: "", call: action))
    }

    /// Adds a target and action (an unapplied method reference); the target is held weakly.
    /// The method takes the recognizer as any type it is, as a selector's method may.
    public final func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> @MainActor (Sender) -> Void) {
        guard self is Sender else {
            preconditionFailure("UIGestureRecognizer.addTarget(_:action:): the action of \(T.self) takes a \(Sender.self), but it is added to a \(type(of: self))")
        }
        actions.append(Action(target: target, targetIdentity: ObjectIdentifier(target), key: String(describing: type(of: action))) { [weak target] recognizer in
            guard let target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        })
    }

    /// Adds a target and an action that takes no argument.
    public final func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> @MainActor () -> Void) {
        actions.append(Action(target: target, targetIdentity: ObjectIdentifier(target), key: String(describing: type(of: action))) { [weak target] _ in
            guard let target else { return }
            action(target)()
        })
    }

    /// Removes `target`'s actions (all of them: Swift method references cannot be compared);
    /// nil removes every target.
    open func removeTarget(_ target: AnyObject?) {
        if let target {
            actions.removeAll { $0.targetIdentity == ObjectIdentifier(target) }
        } else {
            actions.removeAll()
        }
    }

    func sendActions() {
        let current = actions
        for action in current where action.targetIdentity == nil || action.target != nil { action.call(self) }
    }

    /// This recognizer recognizes only after `other` fails.
    open func require(toFail other: UIGestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.recognizer === other }) else { return }
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: Location

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let use = touches.isEmpty ? trackedTouches : touches
        guard !use.isEmpty else { return lastLocation.map { convertFromWindow($0, to: view) } ?? .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for t in use {
            let p = t.location(in: view)
            x += p.x; y += p.y
        }
        return CGPoint(x: x / CGFloat(use.count), y: y / CGFloat(use.count))
    }

    /// Where touch `touchIndex` is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(trackedTouches.indices.contains(touchIndex),
                     "UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) is beyond the \(trackedTouches.count) touches")
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count }

    /// The location in the window when the last touch left (for actions sent after it).
    var lastLocation: CGPoint?

    private func convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = self.view?.window else { return p }
        return view.convert(p, from: window)
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if _state == .began || _state == .changed { state = .cancelled } else if _state == .possible { state = .failed }
    }

    /// Back to `.possible` after the gesture ended, failed or was cancelled; subclasses clear
    /// their own tracking here (and call super).
    open func reset() {}

    /// The built-in recognizers clear their tracking here (before `reset()`), so subclasses
    /// that forget to call super do not break them.
    func resetForNextGesture() {}

    /// Stops tracking `touch` (it stays with the view).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer takes part in `event` (a scroll event, say); true by default.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Whether this recognizer may stop `preventedGestureRecognizer` from recognizing; true
    /// by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may stop this one; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Disabling cancels a gesture in progress and fails a possible one.
    private func cancelOrFail() {
        if _state == .began || _state == .changed { state = .cancelled } else if _state == .possible, !trackedTouches.isEmpty { state = .failed }
    }

    open override var description: String {
        MainActor.assumeIsolated {
            "<\(Swift.type(of: self)): \(objectAddress(self)); state = \(_state); view = \(view.map { "<\(Swift.type(of: $0)) \(objectAddress($0))>" } ?? "nil")>"
        }
    }
}

/// A weak reference to a recognizer, for failure requirements.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// What a recognizer's delegate may decide; every method is optional (defaults below).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether the recognizer takes part in `event`: return false to keep scroll events from
    /// a pan that allows them.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

// MARK: Actions from nibs

extension UIGestureRecognizer: NibAwaking {
    /// Runs `handler` with the recognizer at each change (a segue it triggers).
    package func addNibHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(Action(target: nil, targetIdentity: nil, key: "", call: handler))
    }

    /// Wires an action a nib names by selector, like `UIControl.addNibAction`.
    package func addNibAction(selector: String, action: UINibAction?, target: AnyObject?) {
        let identity = target.map(ObjectIdentifier.init)
        actions.append(Action(target: target, targetIdentity: identity, key: selector) { [weak target] recognizer in
            NibActionDispatch.send(selector: selector, action: action, target: target, targetWasGiven: identity != nil,
                                   sender: recognizer, event: nil)
        })
    }
}
