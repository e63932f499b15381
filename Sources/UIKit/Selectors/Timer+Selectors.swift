import Foundation

/// Apple's target-selector timers, with a method reference where iOS takes a selector
/// (`Timer.scheduledTimer(timeInterval: 1, target: self, selector: Clock.tick, userInfo: nil,
/// repeats: true)`). As on iOS the timer holds its target until it is invalidated (a
/// one-shot timer, once it has fired). Foundation here has no way to give the timer a
/// `userInfo`: capture what the method needs instead. (The first firing is an interval from
/// now, as on iOS; Foundation's block initializer here would fire at once.)
extension Timer {
    public convenience init<Target: AnyObject>(timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void,
                                               userInfo: Any?, repeats: Bool) {
        nonisolated(unsafe) let (target, selector) = (target, selector)
        self.init(fire: Date(timeIntervalSinceNow: timeInterval), interval: timeInterval, repeats: repeats) { timer in selector(target)(timer) }
    }

    /// A method taking no argument.
    public convenience init<Target: AnyObject>(timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> () -> Void,
                                               userInfo: Any?, repeats: Bool) {
        nonisolated(unsafe) let (target, selector) = (target, selector)
        self.init(fire: Date(timeIntervalSinceNow: timeInterval), interval: timeInterval, repeats: repeats) { _ in selector(target)() }
    }

    public class func scheduledTimer<Target: AnyObject>(timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> (Timer) -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    public class func scheduledTimer<Target: AnyObject>(timeInterval: TimeInterval, target: Target, selector: @escaping (Target) -> () -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: timeInterval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
