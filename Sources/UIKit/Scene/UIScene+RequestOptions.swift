import Foundation

extension UIScene {
    /// What the app asks of the platform when it activates a scene session
    /// (`UIApplication.requestSceneSessionActivation`).
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene asking; the platform may place the new scene beside it.
        open var requestingScene: UIScene?

        public override init() { super.init() }
    }
}

/// What the app asks when it closes a scene session
/// (`UIApplication.requestSceneSessionDestruction`).
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}
