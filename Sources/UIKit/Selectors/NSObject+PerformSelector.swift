import Foundation

/// Apple's delayed perform, with a method reference where iOS takes a selector
/// (`perform(Screen.refresh, with: nil, afterDelay: 0.5)` for
/// `perform(#selector(refresh), with: nil, afterDelay: 0.5)`): a timer on the current run
/// loop, holding the receiver and the argument until it fires, as on iOS.
extension NSObject {
    public func perform<Target>(_ selector: @escaping (Target) -> () -> Void, with argument: Any?, afterDelay delay: TimeInterval) {
        schedulePerform(after: delay) { [self] in
            guard let target = self as? Target else { return Self.wrongTarget(Target.self) }
            selector(target)()
        }
    }

    /// A method taking the argument (as whatever type it is; nil when it is not that type).
    public func perform<Target, Argument>(_ selector: @escaping (Target) -> (Argument) -> Void, with argument: Any?,
                                          afterDelay delay: TimeInterval) {
        nonisolated(unsafe) let argument = argument
        schedulePerform(after: delay) { [self] in
            guard let target = self as? Target else { return Self.wrongTarget(Target.self) }
            guard let value = argument as? Argument ?? (Optional<Any>.none as? Argument) else {
                return Self.wrongTarget(Argument.self)
            }
            selector(target)(value)
        }
    }

    /// Cancels the requests `perform(_:with:afterDelay:)` made on `target` that have not run.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        guard let object = target as? NSObject else { return }
        for timer in PendingPerforms.shared.take(object) { timer.invalidate() }
    }

    private func schedulePerform(after delay: TimeInterval, _ body: @escaping () -> Void) {
        nonisolated(unsafe) let body = body
        nonisolated(unsafe) let receiver = self
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(0, delay)), interval: 0, repeats: false) { timer in
            PendingPerforms.shared.remove(timer, of: receiver)
            body()
        }
        PendingPerforms.shared.add(timer, of: self)
        RunLoop.current.add(timer, forMode: .default)
    }

    private static func wrongTarget(_ type: Any.Type) {
        fatalError("perform(_:with:afterDelay:): the method reference needs a \(type), which the receiver or argument is not")
    }
}

/// The delayed performs not yet run, by receiver, for `cancelPreviousPerformRequests`.
final class PendingPerforms: @unchecked Sendable {
    static let shared = PendingPerforms()
    private let lock = NSLock()
    private var timers: [ObjectIdentifier: [Timer]] = [:]

    func add(_ timer: Timer, of object: NSObject) {
        lock.withLock { timers[ObjectIdentifier(object), default: []].append(timer) }
    }

    func remove(_ timer: Timer, of object: NSObject) {
        lock.withLock {
            timers[ObjectIdentifier(object)]?.removeAll { $0 === timer }
            if timers[ObjectIdentifier(object)]?.isEmpty == true { timers[ObjectIdentifier(object)] = nil }
        }
    }

    func take(_ object: NSObject) -> [Timer] {
        lock.withLock { timers.removeValue(forKey: ObjectIdentifier(object)) ?? [] }
    }
}
