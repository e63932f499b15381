import Foundation
import QuartzCore
internal import RuntimeSupport

/// An object that can take part in event handling: views, view controllers, windows and the
/// application form a chain through `next`, and an event a responder does not handle travels
/// up that chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain; each subclass says who that is.
    open var next: UIResponder? { nil }

    // MARK: Touches (the default passes them up the chain)

    /// Fingers touched down in the receiver. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward { $0.touchesBegan(touches, with: event) }
    }

    /// Fingers moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward { $0.touchesMoved(touches, with: event) }
    }

    /// Fingers lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward { $0.touchesEnded(touches, with: event) }
    }

    /// The system cancelled the touches (the view left the window, a recognizer took them…).
    /// The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward { $0.touchesCancelled(touches, with: event) }
    }

    /// Passes an event or command to the next responder, as the default implementations do,
    /// with stack room for it: a chain can be any number of views deep, and an override that
    /// calls super continues the walk inside itself, so the walk cannot be a plain loop.
    private func forward(_ body: (UIResponder) -> Void) {
        guard let next else { return }
        withStackRoom { body(next) }
    }

    // MARK: Presses (keyboard keys; the default passes them up the chain)

    /// Keys went down; they come to the key window's first responder. The default forwards;
    /// at the end of the chain the presses are unhandled and go to the focus engine.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else {
            for press in presses { press.reachedEndOfResponderChain = true }
            return
        }
        withStackRoom { next.pressesBegan(presses, with: event) }
    }

    /// A press changed (its force). The default forwards to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward { $0.pressesChanged(presses, with: event) }
    }

    /// Keys came up. The default forwards to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward { $0.pressesEnded(presses, with: event) }
    }

    /// The system cancelled the presses (the window stopped being key). The default forwards.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward { $0.pressesCancelled(presses, with: event) }
    }

    // MARK: First responder

    /// Whether the responder can take the first-responder status; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets the first-responder status go; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Makes the receiver its window's first responder, if it can be and the current one
    /// resigns. A view must be in a window; one that is not yet (a field told in
    /// `viewWillAppear`, before the transition adds its view) answers false and becomes first
    /// responder when it arrives in one, as iOS does.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else {
            if canBecomeFirstResponder, let view = self as? UIView { UIApplication.shared.firstResponderWhenInWindow = view }
            return false
        }
        if let current = window.firstResponder {
            if current === self { return true }
            // The keyboard stays up while one responder hands over to the next.
            let keyboard = SoftwareKeyboard.current
            keyboard.switchingResponders += 1
            defer { keyboard.switchingResponders -= 1 }
            guard current.resignFirstResponder() else { return false }
        }
        window.firstResponder = self
        return true
    }

    /// Gives up the first-responder status, if allowed.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if UIApplication.shared.firstResponderWhenInWindow === self { UIApplication.shared.firstResponderWhenInWindow = nil }
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self { window.firstResponder = nil }
        return true
    }

    /// The view the keyboard area shows instead of the keyboard while this responder is first
    /// responder (nil: the keyboard).
    open var inputView: UIView? { nil }

    /// The view shown on top of the keyboard while this responder is first responder.
    open var inputAccessoryView: UIView? { nil }

    private var assistantItem: UITextInputAssistantItem?
    /// The bar button groups the keyboard's shortcuts bar shows beside its suggestions while
    /// this responder is first responder (made on first use).
    open var inputAssistantItem: UITextInputAssistantItem {
        if let assistantItem { return assistantItem }
        let item = UITextInputAssistantItem()
        assistantItem = item
        return item
    }

    /// Whether the receiver is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    // MARK: Editing commands (UIResponderStandardEditActions)

    /// Whether the responder itself can carry out `action` now; false by default. Responders
    /// that edit (text fields, text views) answer for the commands they implement;
    /// `target(forAction:withSender:)` walks the chain to the first that can.
    open func canPerformAction(_ action: UIEditAction, withSender sender: Any?) -> Bool { false }

    /// The default passes the command to the next responder.
    open func cut(_ sender: Any?) { forward { $0.cut(sender) } }
    /// The default passes the command to the next responder.
    open func copy(_ sender: Any?) { forward { $0.copy(sender) } }
    /// The default passes the command to the next responder.
    open func paste(_ sender: Any?) { forward { $0.paste(sender) } }
    /// The default passes the command to the next responder.
    open func delete(_ sender: Any?) { forward { $0.delete(sender) } }
    /// The default passes the command to the next responder.
    open func select(_ sender: Any?) { forward { $0.select(sender) } }
    /// The default passes the command to the next responder.
    open func selectAll(_ sender: Any?) { forward { $0.selectAll(sender) } }

    // MARK: Nib loading and key-value coding (the parts of NSObject's that UIKit relies on)

    /// Called on every object a nib created, after all its outlets and actions are connected.
    /// Call super.
    open func awakeFromNib() {}

    /// Called instead of running the app when a canvas (`xib-render`) shows the object.
    open func prepareForInterfaceBuilder() {}

    /// Sets the property named `key`: UIKit's own properties (subclasses override and call
    /// super), then `@Outlet`, `@WeakOutlet` and `@Inspectable` properties; otherwise
    /// `setValue(_:forUndefinedKey:)`. Nibs set outlets and runtime attributes this way.
    open func setValue(_ value: Any?, forKey key: String) {
        switch NibKeyValueCoding.setWrappedValue(value, forKey: key, on: self) {
        case .set: break
        case .noSuchKey: setValue(value, forUndefinedKey: key)
        case .typeMismatch(let expected): NibKeyValueCoding.typeMismatch(value, forKey: key, expected: expected, on: self)
        }
    }

    /// Called for a key with no property. The default stops with UIKit's
    /// `NSUnknownKeyException` message; override to accept other keys.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        NibKeyValueCoding.undefinedKey(key, on: self)
    }

    /// Sets a dotted key path (`"layer.cornerRadius"`): the first key names an object this
    /// one answers for in `value(forKey:)`, which gets the rest.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else {
            setValue(value, forKey: keyPath)
            return
        }
        let head = String(keyPath[..<dot])
        let rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: head) {
        case let responder as UIResponder: responder.setValue(value, forKeyPath: rest)
        case let layer as CALayer: layer.setNibValue(value, forKeyPath: rest)
        case let recognizer as UIGestureRecognizer: recognizer.setValue(value, forKeyPath: rest)
        case .some(let other as AnyObject): NibKeyValueCoding.setValue(value, forKey: rest, on: other)
        case nil: setValue(value, forUndefinedKey: keyPath)
        }
    }

    /// The object or value for `key`, for the keys UIKit's classes answer (`"layer"`,
    /// `"titleLabel"` …); nil for others.
    open func value(forKey key: String) -> Any? { nil }

    // MARK: Accessibility (UIAccessibility: declared on NSObject by Apple, here in the class
    // body so subclasses override them as iOS code does; see Accessibility/)

    /// What code set; nil until the first setter (most responders keep their class's defaults).
    var _accessibility: AccessibilityStorage?

    /// Whether assistive apps see the object as one element; UIKit's labels and controls are.
    open var isAccessibilityElement: Bool {
        get { _accessibility?.isElement ?? standardAccessibility.isElement }
        set { accessibilityStorage.isElement = newValue }
    }
    /// What the element is, in a word or two ("Sign in"); a label's text, a button's title.
    open var accessibilityLabel: String? {
        get { _accessibility?.label ?? standardAccessibility.label }
        set { accessibilityStorage.label = newValue }
    }
    /// What activating the element does ("Opens your account"), read after a pause.
    open var accessibilityHint: String? {
        get { _accessibility?.hint ?? standardAccessibility.hint }
        set { accessibilityStorage.hint = newValue }
    }
    /// The element's current value when it differs from its label (a slider's "50%").
    open var accessibilityValue: String? {
        get { _accessibility?.value ?? standardAccessibility.value }
        set { accessibilityStorage.value = newValue }
    }
    /// How the element behaves; a set value replaces the class's, while a control's state
    /// (disabled, selected) is always added.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { (_accessibility?.traits ?? standardAccessibility.traits).union(accessibilityStateTraits) }
        set { accessibilityStorage.traits = newValue }
    }
    /// Where the element is, in screen coordinates; a view's is its bounds on screen.
    open var accessibilityFrame: CGRect {
        get { _accessibility?.frame ?? accessibilityScreenFrame }
        set { accessibilityStorage.frame = newValue }
    }
    /// An outline for elements that are not rectangles, in screen coordinates.
    open var accessibilityPath: UIBezierPath? {
        get { _accessibility?.path }
        set { accessibilityStorage.path = newValue }
    }
    /// Where a double-tap lands, in screen coordinates; the frame's centre by default (a
    /// cell with a switch: the switch).
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = _accessibility?.activationPoint ?? standardAccessibility.activationPoint { return point }
            return CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
        }
        set { accessibilityStorage.activationPoint = newValue }
    }
    /// The BCP 47 language the label and value are spoken in; nil follows the user's.
    open var accessibilityLanguage: String? {
        get { _accessibility?.language }
        set { accessibilityStorage.language = newValue }
    }
    /// Hides the object and everything it contains from assistive apps.
    open var accessibilityElementsHidden: Bool {
        get { _accessibility?.elementsHidden ?? false }
        set { accessibilityStorage.elementsHidden = newValue }
    }
    /// Makes assistive apps ignore the elements of the view's siblings (an alert over content).
    open var accessibilityViewIsModal: Bool {
        get { _accessibility?.viewIsModal ?? false }
        set { accessibilityStorage.viewIsModal = newValue }
    }
    /// Keeps the object's elements together in reading order instead of sorting them among
    /// the rest of the screen.
    open var shouldGroupAccessibilityChildren: Bool {
        get { _accessibility?.groupsChildren ?? false }
        set { accessibilityStorage.groupsChildren = newValue }
    }
    /// A name for UI tests to find the element by; never read to the user.
    open var accessibilityIdentifier: String? {
        get { _accessibility?.identifier }
        set { accessibilityStorage.identifier = newValue }
    }
    /// Whether the element does something when activated; true for controls and for elements
    /// with actions. // estimate
    open var accessibilityRespondsToUserInteraction: Bool {
        get { _accessibility?.respondsToUserInteraction ?? accessibilityHasActions }
        set { accessibilityStorage.respondsToUserInteraction = newValue }
    }
    /// Names Voice Control accepts for the element; the label by default. // estimate
    open var accessibilityUserInputLabels: [String]! {
        get { _accessibility?.userInputLabels ?? standardAccessibility.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibilityStorage.userInputLabels = newValue }
    }
    /// The label with speech attributes.
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibilityLabel = newValue?.string }
    }
    /// The hint with speech attributes.
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibilityHint = newValue?.string }
    }
    /// The value with speech attributes.
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibilityValue = newValue?.string }
    }
    /// Actions assistive apps offer in their actions menu.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _accessibility?.customActions }
        set { accessibilityStorage.customActions = newValue }
    }

    // Containers (UIAccessibilityContainer)

    /// The elements this container holds, in reading order; nil lets assistive apps look at
    /// the subviews. Views, `UIAccessibilityElement`s and other containers may be mixed.
    open var accessibilityElements: [Any]? {
        get { _accessibility?.elements ?? standardAccessibilityElements }
        set { accessibilityStorage.elements = newValue }
    }
    /// What kind of container this is.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { _accessibility?.containerType ?? .none }
        set { accessibilityStorage.containerType = newValue }
    }
    /// How many elements the container holds; `accessibilityElements`' count by default.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index`, or nil past the end.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The position of `element` among the container's, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    // Actions

    /// A double-tap on the element: return true when handled; false (the default) makes the
    /// assistive app tap at `accessibilityActivationPoint` instead.
    open func accessibilityActivate() -> Bool { false }
    /// Raises an adjustable element's value by one step (a swipe up in VoiceOver).
    open func accessibilityIncrement() { accessibilityAdjust(by: 1) }
    /// Lowers an adjustable element's value by one step (a swipe down in VoiceOver).
    open func accessibilityDecrement() { accessibilityAdjust(by: -1) }
    /// Scrolls content by a page (three-finger swipe); true when it scrolled. A scroll view
    /// pages its content and posts `.pageScrolled`.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { accessibilityScrollPage(direction) }
    /// Dismisses a modal view or goes back (two-finger Z); true when handled.
    open func accessibilityPerformEscape() -> Bool { false }
    /// The app's most important action (two-finger double-tap): play, answer; true when handled.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// The window a responder belongs to for first-responder status.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return UIApplication.shared.keyWindow
    }
}
