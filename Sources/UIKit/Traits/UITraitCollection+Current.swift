import Foundation
internal import RuntimeSupport

/// `UITraitCollection.current`: the traits dynamic colors resolve in when code asks for a
/// color's `cgColor` (or draws with it) without naming traits.
///
/// UIKit sets it around `draw(_:)`, `layoutSubviews()`, `updateConstraints()`,
/// `traitCollectionDidChange(_:)` and `tintColorDidChange()` to the view's own traits, and
/// around the matching view controller methods; elsewhere on the main thread it is the main
/// screen's traits. It is per thread: another thread starts with light, unspecified traits.
extension UITraitCollection {
    public class var current: UITraitCollection {
        get {
            if MainThreadChecker.isMainThread { return MainCurrent.value ?? MainCurrent.screenTraits() }
            return Thread.current.threadDictionary[MainCurrent.key] as? UITraitCollection ?? MainCurrent.offMain
        }
        set {
            if MainThreadChecker.isMainThread {
                MainCurrent.value = newValue
            } else {
                Thread.current.threadDictionary[MainCurrent.key] = newValue
            }
        }
    }

    /// Runs `actions` with this collection as `current`, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try UITraitCollection.withCurrent(self, actions)
    }

    /// Runs `body` with `traits` as `current` and restores the previous value afterwards
    /// (also when `body` throws).
    package static func withCurrent<T>(_ traits: UITraitCollection, _ body: () throws -> T) rethrows -> T {
        if MainThreadChecker.isMainThread {
            let saved = MainCurrent.value
            MainCurrent.value = traits
            defer { MainCurrent.value = saved }
            return try body()
        }
        let dictionary = Thread.current.threadDictionary
        let saved = dictionary[MainCurrent.key]
        dictionary[MainCurrent.key] = traits
        defer { dictionary[MainCurrent.key] = saved }
        return try body()
    }
}

/// The main thread's `current`, read and written only on the main thread.
private enum MainCurrent {
    nonisolated(unsafe) static var value: UITraitCollection?

    /// The main screen's traits (light ones before any screen exists).
    static func screenTraits() -> UITraitCollection {
        MainActor.assumeIsolated { ScreenRegistry.screens.first?.traitCollection } ?? offMain
    }
    static let offMain = UITraitCollection(userInterfaceStyle: .light)
    static let key = "UITraitCollection.current"
}
