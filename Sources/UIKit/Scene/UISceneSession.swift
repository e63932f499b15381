import Foundation

/// One of the app's scenes as the system remembers it: its role, the configuration it was
/// made from, and the app's own data for it. A session outlives its scene: a scene that
/// disconnects leaves its session open (`UIApplication.openSessions`) until the session is
/// discarded, when the app delegate hears `application(_:didDiscardSceneSessions:)`.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What kind of scene the session is for.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive windows (Info.plist: `UIWindowSceneSessionRoleApplication`).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Content the app shows on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// A string that stays the session's for its whole life, unique among the app's sessions.
    public let persistentIdentifier: String
    /// The role the session plays.
    public let role: Role
    /// The configuration the session's scene was made from: the Info.plist's for the role
    /// until the app delegate chose one when the scene connected.
    public internal(set) var configuration: UISceneConfiguration
    /// The scene showing the session, while one is connected; weak, as the application keeps
    /// its connected scenes.
    public internal(set) weak var scene: UIScene?
    /// The app's own data for the session, kept with it.
    open var userInfo: [String: Any]?

    package init(role: Role, configuration: UISceneConfiguration) {
        persistentIdentifier = UUID().uuidString
        self.role = role
        self.configuration = configuration
        super.init()
    }
}
