import Foundation

extension UIScene {
    /// Why a scene is being connected: what the user or the system asked the new scene to
    /// show. A scene connected at launch or by `requestSceneSessionActivation` without a
    /// request gets empty options (no other app can open a URL or hand off an activity here).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked for the scene; nil for this app itself.
        open var sourceApplication: String? { nil }

        package override init() { super.init() }
    }
}
