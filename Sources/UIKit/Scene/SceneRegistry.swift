import Foundation

/// The application's scenes in one running context: the app's bundle and its scene manifest,
/// the open sessions and the connected scenes. `ApplicationContext` keeps one.
@MainActor
package final class SceneRegistry {
    /// The app's bundle: its Info.plist and storyboards (the main bundle unless a test or
    /// host gives another).
    var bundle: Bundle = .main {
        didSet { parsedManifest = nil }
    }
    /// The manifest, read from the bundle on first use (`.some(nil)`: the app has none).
    private var parsedManifest: UIApplicationSceneManifest??
    /// Sessions open, in the order they were made; kept until discarded.
    var sessions: [UISceneSession] = []
    /// Connected scenes, in the order they connected; kept until they disconnect.
    var connected: [UIScene] = []

    package init() {}

    /// The bundle's scene manifest, if its Info.plist has one.
    var manifest: UIApplicationSceneManifest? {
        if let parsedManifest { return parsedManifest }
        let made = Self.infoDictionary(of: bundle).flatMap { UIApplicationSceneManifest(infoDictionary: $0, bundle: bundle) }
        parsedManifest = .some(made)
        return made
    }

    /// The Info.plist of `bundle`. A SwiftPM executable's main bundle has none of its own, so
    /// for the main bundle an `Info.plist` shipped among the package's resources is read too.
    private static func infoDictionary(of bundle: Bundle) -> [String: Any]? {
        if let info = bundle.infoDictionary, info["UIApplicationSceneManifest"] != nil { return info }
        guard bundle == .main, let url = NibResource.url(named: "Info", extensions: ["plist"], in: nil),
              let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return bundle.infoDictionary
        }
        return plist
    }
}
