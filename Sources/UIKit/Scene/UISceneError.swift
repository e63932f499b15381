import Foundation

/// Why a scene request failed (`UIApplication.requestSceneSessionActivation`).
public struct UISceneError: Error, Equatable, Sendable {
    /// The reasons, with UIKit's raw values.
    public enum Code: Int, Sendable {
        /// The app asked for a second scene without `UIApplicationSupportsMultipleScenes`.
        case multipleScenesNotSupported = 0
        /// The request named a session the app does not have.
        case requestDenied = 1
    }

    /// The error domain UIKit reports scene errors in.
    public static let errorDomain = "UISceneErrorDomain"

    public let code: Code

    public init(_ code: Code) { self.code = code }
}
