import Foundation
internal import RuntimeSupport

/// The Info.plist's `UIApplicationSceneManifest`: whether the app supports several scenes and
/// the scene configurations it declares for each session role. An app whose Info.plist has one
/// uses scenes: UIKit connects a scene at launch and the scene delegates, not the app
/// delegate, hear of activation and the background.
///
/// Entries of the wrong type are reported and skipped; the rest of the manifest is used.
@MainActor
package struct UIApplicationSceneManifest {
    /// A configuration as the Info.plist declares it: names, resolved when a scene is made.
    @MainActor
    package struct Declaration {
        package var name: String?
        package var delegateClassName: String?
        package var sceneClassName: String?
        package var storyboardName: String?

        /// Sets `configuration`'s classes and storyboard from these names (those that resolve;
        /// the others are reported), looking for the storyboard in `bundle`.
        func fill(_ configuration: UISceneConfiguration, bundle: Bundle) {
            if let name = delegateClassName {
                if let found = SceneClassLookup.lookUp(name) {
                    configuration.delegateClass = found
                } else {
                    RuntimeIssue.report("UISceneDelegateClassName: no class named \(name) (\(SceneClassLookup.hint(for: name))); the scene gets no delegate")
                }
            }
            if let name = sceneClassName {
                if let found = SceneClassLookup.lookUp(name), found is UIScene.Type {
                    configuration.sceneClass = found
                } else {
                    RuntimeIssue.report("UISceneClassName: \(name) is not a UIScene subclass; the scene is a UIWindowScene")
                }
            }
            if let name = storyboardName {
                configuration.storyboard = Self.storyboard(named: name, in: bundle)
            }
        }

        /// The storyboard `name` in `bundle`, or nil with a report when it is missing or
        /// cannot be read (the scene then starts without a window, as the delegate builds one).
        private static func storyboard(named name: String, in bundle: Bundle) -> UIStoryboard? {
            guard let url = NibResource.url(named: name, extensions: ["storyboard"], in: bundle == .main ? nil : bundle) else {
                RuntimeIssue.report("UISceneStoryboardFile: there is no storyboard named \(name) in \(bundle.bundlePath); the scene starts without it")
                return nil
            }
            do {
                return try UIStoryboard(contentsOf: url, bundle: bundle)
            } catch {
                RuntimeIssue.report("UISceneStoryboardFile: the storyboard \(name) cannot be loaded (\(error)); the scene starts without it")
                return nil
            }
        }
    }

    /// `UIApplicationSupportsMultipleScenes`: whether the app may show several scenes at once.
    package var supportsMultipleScenes = false
    /// `UISceneConfigurations`: the declared configurations of each role, in order.
    package var configurations: [UISceneSession.Role: [Declaration]] = [:]
    /// Where storyboards named in the manifest are found: the app's bundle.
    package var bundle: Bundle = .main

    /// The manifest in `info` (an Info.plist's dictionary), nil when it has none.
    package init?(infoDictionary info: [String: Any], bundle: Bundle = .main) {
        guard let value = info["UIApplicationSceneManifest"] else { return nil }
        guard let manifest = value as? [String: Any] else {
            RuntimeIssue.report("UIApplicationSceneManifest must be a dictionary (it is \(type(of: value))); the app runs without scenes")
            return nil
        }
        self.bundle = bundle
        if let flag = manifest["UIApplicationSupportsMultipleScenes"] {
            if let flag = flag as? Bool { supportsMultipleScenes = flag } else {
                RuntimeIssue.report("UIApplicationSupportsMultipleScenes must be a Boolean (it is \(type(of: flag))); the app shows one scene")
            }
        }
        guard let roles = manifest["UISceneConfigurations"] else { return }
        guard let byRole = roles as? [String: Any] else {
            RuntimeIssue.report("UISceneConfigurations must be a dictionary of session roles (it is \(type(of: roles))); no configuration is declared")
            return
        }
        for (role, entries) in byRole.sorted(by: { $0.key < $1.key }) {
            guard let list = entries as? [Any] else {
                RuntimeIssue.report("UISceneConfigurations.\(role) must be an array of configurations; the role is skipped")
                continue
            }
            configurations[UISceneSession.Role(rawValue: role)] = list.enumerated().compactMap { index, entry in
                Self.declaration(entry, at: "UISceneConfigurations.\(role)[\(index)]")
            }
        }
    }

    /// One configuration dictionary; nil (reported) when it is not a dictionary.
    private static func declaration(_ entry: Any, at path: String) -> Declaration? {
        guard let dictionary = entry as? [String: Any] else {
            RuntimeIssue.report("\(path) must be a dictionary; it is skipped")
            return nil
        }
        func string(_ key: String) -> String? {
            guard let value = dictionary[key] else { return nil }
            guard let text = value as? String, !text.isEmpty else {
                RuntimeIssue.report("\(path).\(key) must be a non-empty string; it is ignored")
                return nil
            }
            return text
        }
        return Declaration(name: string("UISceneConfigurationName"), delegateClassName: string("UISceneDelegateClassName"),
                           sceneClassName: string("UISceneClassName"), storyboardName: string("UISceneStoryboardFile"))
    }

    /// The declared configuration named `name` for `role`.
    package func configuration(named name: String, role: UISceneSession.Role) -> Declaration? {
        configurations[role]?.first { $0.name == name }
    }

    /// The configuration UIKit offers a new session of `role`: the first declared for it,
    /// filled in; an empty one when none is declared.
    func defaultConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        let declared = configurations[role]?.first
        let configuration = UISceneConfiguration(name: declared?.name, role: role)
        declared?.fill(configuration, bundle: bundle)
        return configuration
    }
}
