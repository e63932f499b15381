import CoreGraphics
import Foundation

/// A view that turns touches into semantic events (`touchUpInside`, `valueChanged`…) and
/// sends them to its targets.
open class UIControl: UIView {
    /// A control's state; raw values are UIKit's.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// A control's events; raw values are UIKit's.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// How far outside its bounds a finger may go and still count as inside the control
    /// while tracking (points), as UIKit's controls forgive.
    package static let touchInsideSlop: CGFloat = 70

    /// A target and its action, or a `UIAction`, for a set of events.
    private struct Entry {
        weak var target: AnyObject?
        let targetIdentity: ObjectIdentifier?
        /// What `actions(forTarget:forControlEvent:)` reports for a target's action.
        let actionName: String?
        let action: UIAction?
        let call: @MainActor (UIControl, UIEvent?) -> Void
        var events: Event
    }
    private var entries: [Entry] = []
    /// The menu a control shows, and how (UIControl+Menu.swift).
    var menuSettings = ControlMenuSettings()

    open var isEnabled = true {
        didSet { if !isEnabled, isTracking { cancelTouchTracking(with: nil) } }
    }
    open var isSelected = false
    open var isHighlighted = false
    open private(set) var isTracking = false
    open private(set) var isTouchInside = false
    /// The content's alignment inside the control.
    /// Changing either lays the content out again (a button's title moves at the next layout).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// The combined state.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        if isFocused { s.insert(.focused) }
        return s
    }

    private weak var trackedTouch: UITouch?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// From a nib: the state (enabled, selected, highlighted) and content alignment too.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeControlAttributes(nib) }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        if setControlValue(value, forKey: key) { return }
        super.setValue(value, forKey: key)
    }

    /// Creates a control that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Whether a tap (touch up inside) is the control's primary action, as for buttons;
    /// value controls send `.primaryActionTriggered` with `.valueChanged` instead.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// A tap is about to send the primary action (a toggle button flips its selection here,
    /// so that its actions see the new state).
    func primaryActionWillTrigger() {}

    // MARK: Targets and actions

    /// Calls `action` on `target` (held weakly) for `controlEvents`: the unapplied method
    /// reference form, `addTarget(self, action: ViewController.buttonTapped, for: .touchUpInside)`.
    /// As with a selector, the method may take the control as any type it is (`UIButton`,
    /// `UIControl`, `Any`)…
    public final func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> @MainActor (Sender) -> Void,
                                                      for controlEvents: Event) {
        addEntry(target, sender: Sender.self, controlEvents) { target, sender, _ in action(target)(sender) }
    }

    /// …the control and the event that caused it (nil when sent by `sendActions(for:)`)…
    public final func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> @MainActor (Sender, UIEvent?) -> Void,
                                                      for controlEvents: Event) {
        addEntry(target, sender: Sender.self, controlEvents) { target, sender, event in action(target)(sender, event) }
    }

    /// …the same with a non-optional event (`forEvent event: UIEvent`), an empty touch event
    /// standing in where UIKit would pass nil…
    public final func addTarget<T: AnyObject, Sender>(_ target: T, action: @escaping (T) -> @MainActor (Sender, UIEvent) -> Void,
                                                      for controlEvents: Event) {
        addEntry(target, sender: Sender.self, controlEvents) { target, sender, event in
            action(target)(sender, event ?? UIEvent(type: .touches))
        }
    }

    /// …or nothing.
    public final func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> @MainActor () -> Void,
                                              for controlEvents: Event) {
        addEntry(target, sender: Any.self, controlEvents) { target, _, _ in action(target)() }
    }

    /// Adds a target's action; a method taking a type this control is not can never be called.
    private final func addEntry<T: AnyObject, Sender>(_ target: T, sender: Sender.Type, _ controlEvents: Event,
                                                call: @escaping @MainActor (T, Sender, UIEvent?) -> Void) {
        guard self is Sender else {
            preconditionFailure("UIControl.addTarget(_:action:for:): the action of \(T.self) takes a \(Sender.self), but it is added to a \(type(of: self))")
        }
        entries.append(Entry(target: target, targetIdentity: ObjectIdentifier(target), actionName: actionName(for: target, controlEvents),
                             action: nil, call: { [weak target] control, event in
            guard let target, let sender = control as? Sender else { return }
            call(target, sender, event)
        }, events: controlEvents))
    }

    /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        entries.removeAll { $0.action?.identifier == action.identifier && $0.events == controlEvents }
        entries.append(Entry(target: nil, targetIdentity: nil, actionName: nil, action: action, call: { control, _ in
            action.sender = control
            action.handler(action)
            action.sender = nil
        }, events: controlEvents))
    }

    /// Stops `target`'s actions (nil: every target's) for `controlEvents`.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        for i in entries.indices.reversed() where entries[i].action == nil {
            guard target == nil || entries[i].targetIdentity == target.map(ObjectIdentifier.init) else { continue }
            entries[i].events.subtract(controlEvents)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in entries.indices.reversed() where entries[i].action?.identifier == actionIdentifier {
            entries[i].events.subtract(controlEvents)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// The actions `target` has for `controlEvent`, nil when it has none (or `target` is nil).
    ///
    /// iOS answers with selector names. A Swift method reference carries no name, so each
    /// action is named after its target's type and the order it was added in,
    /// `"ViewController.action(1)"`: the answer says whether, and how many, actions are wired.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let object = target.map({ $0 as AnyObject }) else { return nil }
        let id = ObjectIdentifier(object)
        let names = entries.compactMap { entry -> String? in
            guard entry.targetIdentity == id, entry.target != nil, !entry.events.isDisjoint(with: controlEvent) else { return nil }
            return entry.actionName
        }
        return names.isEmpty ? nil : names
    }

    /// `"Type.action(n)"`: the n-th action `target` gets on this control.
    private func actionName(for target: AnyObject, _ events: Event) -> String {
        let id = ObjectIdentifier(target)
        let n = entries.filter { $0.targetIdentity == id }.count + 1
        return "\(type(of: target)).action(\(n))"
    }

    /// Every live target.
    open var allTargets: Set<AnyHashable> {
        Set(entries.compactMap { $0.target.map { ObjectIdentifier($0) } }.map(AnyHashable.init))
    }

    /// The events that have actions.
    open var allControlEvents: Event { entries.reduce([]) { $0.union($1.events) } }

    /// Sends the actions registered for `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        send(controlEvents, event: nil)
    }

    /// Runs `action` as the control's own.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// Sends `controlEvents` with the event that caused them (subclasses send value changes
    /// from their tracking methods with the touch's event, as UIKit does).
    func send(_ controlEvents: Event, event: UIEvent?) {
        let current = entries
        for entry in current where !entry.events.isDisjoint(with: controlEvents) {
            if entry.targetIdentity != nil, entry.target == nil { continue }
            entry.call(self, event)
        }
    }

    // MARK: Tracking

    /// A touch began in the control; return whether to keep tracking it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch ended (touch is nil when tracking stopped otherwise).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch) -> Bool {
        let s = Self.touchInsideSlop
        return bounds.insetBy(dx: -s, dy: -s).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else {
            super.touchesBegan(touches, with: event)
            return
        }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        send(events, event: event)
        // A menu shown as the primary action opens on touch down and ends the tracking.
        if showsMenuAsPrimaryAction, trackedTouch === touch, presentControlMenu() {
            isHighlighted = false
            trackedTouch = nil
            if isTracking { cancelTracking(with: event) }
            isTracking = false
            isTouchInside = false
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            super.touchesMoved(touches, with: event)
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        send(events, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            super.touchesEnded(touches, with: event)
            return
        }
        isTouchInside = isInside(touch)
        isHighlighted = false
        trackedTouch = nil
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        var events: Event = isTouchInside ? .touchUpInside : .touchUpOutside
        if isTouchInside, sendsPrimaryActionOnTouchUpInside {
            events.insert(.primaryActionTriggered)
            primaryActionWillTrigger()
        }
        send(events, event: event)
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else {
            super.touchesCancelled(touches, with: event)
            return
        }
        cancelTouchTracking(with: event)
    }

    private func cancelTouchTracking(with event: UIEvent?) {
        isHighlighted = false
        trackedTouch = nil
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        send(.touchCancel, event: event)
    }

    /// How content is placed horizontally; raw values are UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// How content is placed vertically; raw values are UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}

// MARK: Actions from nibs

extension UIControl {
    /// Wires an action a nib names by selector: to `target` through its `@Action` method, or
    /// (target nil, the First Responder) to the first object up the responder chain that has
    /// an `@Action` for the selector, as UIKit sends nil-targeted actions.
    package func addNibAction(selector: String, action: UINibAction?, target: AnyObject?, for controlEvents: Event) {
        let identity = target.map(ObjectIdentifier.init)
        entries.append(Entry(target: target, targetIdentity: identity, actionName: selector, action: nil,
                             call: { [weak target] control, event in
            NibActionDispatch.send(selector: selector, action: action, target: target, targetWasGiven: identity != nil,
                                   sender: control, event: event)
        }, events: controlEvents))
    }
}
