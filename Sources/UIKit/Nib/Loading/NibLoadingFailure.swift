import Foundation

/// What the non-throwing nib and storyboard APIs do with a loading error: stop with UIKit's
/// message (UIKit raises an exception), unless `UINib.throwingErrors` is collecting errors.
@MainActor
enum NibLoadingFailure {
    private static var collectors: [NibLoadingError?] {
        get { NibLoadingSession.loads.collectors }
        _modify { yield &NibLoadingSession.loads.collectors }
    }

    static func collecting<T>(_ body: () throws -> T) throws -> T {
        collectors.append(nil)
        let result: T
        do {
            result = try body()
        } catch {
            collectors.removeLast()
            throw error
        }
        if let error = collectors.removeLast() { throw error }
        return result
    }

    /// Stops, or records `error` and returns `fallback` while errors are being collected.
    static func raise<T>(_ error: NibLoadingError, fallback: @autoclosure () -> T) -> T {
        guard let last = collectors.indices.last else {
            preconditionFailure("UIKit could not load an Interface Builder file: \(error)")
        }
        if collectors[last] == nil { collectors[last] = error }
        return fallback()
    }
}
