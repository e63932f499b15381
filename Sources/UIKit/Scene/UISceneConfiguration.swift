import Foundation

/// What UIKit needs to make a scene: the scene's class, its delegate's class and the
/// storyboard with its first view controller. UIKit fills one in from the Info.plist's
/// `UIApplicationSceneManifest` and offers it to the app delegate's
/// `application(_:configurationForConnecting:options:)`, which may return it or another.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name in the Info.plist (`UISceneConfigurationName`).
    public let name: String?
    /// The role of the sessions it makes scenes for.
    public let role: UISceneSession.Role
    /// The scene delegate's class (`UISceneDelegateClassName`); it must adopt
    /// `UIWindowSceneDelegate` when the scene is a `UIWindowScene`.
    open var delegateClass: AnyClass?
    /// The scene's class (`UISceneClassName`): `UIWindowScene` or a subclass; nil means
    /// `UIWindowScene`.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial view controller fills the scene's first window
    /// (`UISceneStoryboardFile`).
    open var storyboard: UIStoryboard?

    /// A configuration named `name` for `sessionRole`. When the Info.plist declares a
    /// configuration of that name for the role, its classes and storyboard fill this one in,
    /// as on iOS (the Xcode template returns `UISceneConfiguration(name: "Default
    /// Configuration", sessionRole: connectingSceneSession.role)`).
    public convenience init(name: String?, sessionRole: UISceneSession.Role) {
        self.init(name: name, role: sessionRole)
        if let name, let manifest = UIApplication.sceneManifest, let declared = manifest.configuration(named: name, role: sessionRole) {
            declared.fill(self, bundle: manifest.bundle)
        }
    }

    /// An empty configuration: nothing is looked up.
    package init(name: String?, role: UISceneSession.Role) {
        self.name = name
        self.role = role
        super.init()
    }

    /// Whether the configuration names nothing to make: the app delegate returned a bare
    /// `UISceneConfiguration(name:sessionRole:)` whose name the Info.plist does not declare.
    var isEmpty: Bool { delegateClass == nil && sceneClass == nil && storyboard == nil }
}
