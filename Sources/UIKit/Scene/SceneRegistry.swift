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
    /// The manifest, read from the bundle on first use, for the app module it was read for
    /// (`.some(nil)`: the app has none).
    private var parsedManifest: (module: String?, manifest: UIApplicationSceneManifest?)?
    /// Sessions open, in the order they were made; kept until discarded.
    var sessions: [UISceneSession] = []
    /// Connected scenes, in the order they connected; kept until they disconnect.
    var connected: [UIScene] = []

    package init() {}

    /// The bundle's scene manifest, if its Info.plist has one.
    var manifest: UIApplicationSceneManifest? {
        let module = SceneClassLookup.appModule
        if let parsedManifest, parsedManifest.module == module { return parsedManifest.manifest }
        let made = Self.infoDictionary(of: bundle, module: module).flatMap { UIApplicationSceneManifest(infoDictionary: $0, bundle: bundle) }
        parsedManifest = (module, made)
        return made
    }

    /// The app's Info.plist, for the settings outside its scene manifest (the launch screen).
    var info: [String: Any]? { Self.infoDictionary(of: bundle, module: SceneClassLookup.appModule) }

    /// The Info.plist of `bundle`. A SwiftPM executable's main bundle has none, and SwiftPM
    /// refuses an `Info.plist` at the top of a target's resources; so for the main bundle, an
    /// `Info.plist` in a folder the app's target copies into its resources
    /// (`resources: [.copy("App")]` with `App/Info.plist`) is read.
    private static func infoDictionary(of bundle: Bundle, module: String?) -> [String: Any]? {
        if let info = bundle.infoDictionary, info["UIApplicationSceneManifest"] != nil { return info }
        guard bundle == .main, let module, let url = packagedInfoPlist(module: module),
              let data = try? Data(contentsOf: url),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
            return bundle.infoDictionary
        }
        return plist
    }

    /// `Info.plist` in a folder at the top of the app module's resource bundle
    /// (`Package_Module.resources` beside the executable), the first by folder name.
    private static func packagedInfoPlist(module: String) -> URL? {
        let files = FileManager.default
        guard let root = AppResourceBundles.besideMain.first(where: { $0.bundleURL.lastPathComponent.hasSuffix("_\(module).resources") })?
            .bundleURL else { return nil }
        for folder in ((try? files.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            let candidate = root.appendingPathComponent(folder).appendingPathComponent("Info.plist")
            if files.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
