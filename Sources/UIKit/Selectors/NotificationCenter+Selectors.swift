import Foundation

/// Apple's selector-based observers, with a method reference where iOS takes a selector
/// (`addObserver(self, selector: Screen.keyboardWillShow(_:), name: …, object: nil)`, what
/// `#selector(keyboardWillShow(_:))` becomes in ported code). As on iOS since 9 the center
/// holds the observer weakly (one that is gone is skipped and forgotten), and
/// `removeObserver(_:)` with the observer removes what it registered.
extension NotificationCenter {
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { target, note in selector(target)(note) }
    }

    /// An observer method taking the notification as `NSNotification`, as older code declares it.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> (NSNotification) -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { target, note in selector(target)(note as NSNotification) }
    }

    /// An observer method taking no argument.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, selector: @escaping (Observer) -> () -> Void,
                                                 name: Notification.Name?, object: Any?) {
        register(observer, name: name, object: object) { target, _ in selector(target)() }
    }

    /// Removes every registration of `observer` (made with a method reference above, or a
    /// token of the block-based form).
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.take(observer, center: self, name: nil, object: nil) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s registrations for `name` (any when nil) and `object` (any when nil).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in SelectorObservers.shared.take(observer, center: self, name: name, object: object) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(_ observer: Observer, name: Notification.Name?, object: Any?,
                                               deliver: @escaping (Observer, Notification) -> Void) {
        let registration = SelectorObservers.Registration(observer: observer, name: name, object: object as AnyObject?)
        nonisolated(unsafe) weak let weakObserver = observer
        nonisolated(unsafe) let deliver = deliver
        let token = addObserver(forName: name, object: object, queue: nil) { [weak self, weak registration] note in
            guard let target = weakObserver else {
                if let self, let registration { SelectorObservers.shared.forget(registration, center: self) }
                return
            }
            deliver(target, note)
        }
        registration.token = token
        SelectorObservers.shared.add(registration, center: self)
    }
}

/// The registrations made with method references, by center: what `removeObserver(_:)` finds
/// for an observer (the block-based tokens do not know it).
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()

    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let name: Notification.Name?
        weak var object: AnyObject?
        var token: NSObjectProtocol?
        init(observer: AnyObject, name: Notification.Name?, object: AnyObject?) {
            self.observer = observer
            self.name = name
            self.object = object
        }
    }

    private let lock = NSLock()
    private var byCenter: [ObjectIdentifier: [Registration]] = [:]

    func add(_ registration: Registration, center: NotificationCenter) {
        lock.withLock { byCenter[ObjectIdentifier(center), default: []].append(registration) }
    }

    func forget(_ registration: Registration, center: NotificationCenter) {
        let token = lock.withLock { () -> NSObjectProtocol? in
            byCenter[ObjectIdentifier(center)]?.removeAll { $0 === registration }
            return registration.token
        }
        if let token { center.removeObserver(token as Any) }
    }

    /// Takes out `observer`'s registrations matching `name` and `object` (nil matches all),
    /// and those whose observer is gone, returning their tokens for the center to remove.
    func take(_ observer: AnyObject, center: NotificationCenter, name: Notification.Name?, object: Any?) -> [NSObjectProtocol] {
        lock.withLock {
            let key = ObjectIdentifier(center)
            let all = byCenter[key] ?? []
            let leaving: (Registration) -> Bool = { r in
                r.observer == nil || (r.observer === observer && (name == nil || r.name == name)
                    && (object == nil || r.object === (object as AnyObject)))
            }
            byCenter[key] = all.filter { !leaving($0) }
            return all.filter(leaving).compactMap(\.token)
        }
    }
}
