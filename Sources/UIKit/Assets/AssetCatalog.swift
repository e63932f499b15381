import Foundation

/// The asset catalogs (`.xcassets` folders as Xcode writes them) in a bundle's resources,
/// read as they are: Xcode compiles a catalog into `Assets.car` for iOS, and a SwiftPM target
/// copies the folder itself (`resources: [.copy("Assets.xcassets")]`).
///
/// A catalog is a tree of folders; an asset is a folder named `name.imageset`, `name.colorset`
/// or `name.dataset` whose `Contents.json` lists its variants. A group folder whose
/// `Contents.json` says `"provides-namespace": true` puts its name before its assets' names
/// (`Icons/star`), as Xcode does.
package struct AssetCatalog: Sendable {
    package enum Kind: String, Sendable { case imageset, colorset, dataset }

    /// One asset: its folder and its parsed `Contents.json`.
    package struct Asset: Sendable {
        package let folder: URL
        package let contents: AssetContents
    }

    private var assets: [String: Asset] = [:]

    /// The asset `name` of `kind` in the catalogs of the bundles UIKit searches for `bundle`
    /// (the main bundle and the SwiftPM resource bundles when nil).
    package static func asset(named name: String, kind: Kind, in bundle: Bundle?) -> Asset? {
        guard !name.isEmpty else { return nil }
        for candidate in AppResourceBundles.searchOrder(for: bundle) {
            if let found = catalogs(in: candidate).assets["\(kind.rawValue)\u{0}\(name)"] { return found }
        }
        return nil
    }

    /// The catalogs of one bundle, merged, read once.
    static func catalogs(in bundle: Bundle) -> AssetCatalog {
        let key = bundle.bundleURL.standardizedFileURL.path
        return Index.shared.catalog(for: key) {
            var merged = AssetCatalog()
            for folder in catalogFolders(in: bundle) { merged.add(folder, namespace: "") }
            return merged
        }
    }

    /// `.xcassets` folders at the top of the bundle's resources or one folder down.
    private static func catalogFolders(in bundle: Bundle) -> [URL] {
        var found: [URL] = []
        let roots = Set([bundle.resourceURL, bundle.bundleURL].compactMap { $0?.standardizedFileURL })
        for root in roots.sorted(by: { $0.path < $1.path }) {
            for child in directories(in: root) {
                if child.pathExtension == "xcassets" { found.append(child); continue }
                // Bundles, build folders and localizations hold no catalogs of the app's own.
                guard !["lproj", "resources", "build", "bundle"].contains(child.pathExtension),
                      !child.lastPathComponent.hasPrefix(".") else { continue }
                found += directories(in: child).filter { $0.pathExtension == "xcassets" }
            }
        }
        return found
    }

    private static func directories(in url: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().compactMap { name in
            let child = url.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
            return child
        }
    }

    /// Adds the assets under `folder`; the first of two assets with one name wins.
    private mutating func add(_ folder: URL, namespace: String) {
        for child in Self.directories(in: folder) {
            let name = child.deletingPathExtension().lastPathComponent
            if let kind = Kind(rawValue: child.pathExtension) {
                guard let contents = AssetContents.read(child, report: true) else { continue }
                let key = "\(kind.rawValue)\u{0}\(namespace)\(name)"
                if assets[key] == nil { assets[key] = Asset(folder: child, contents: contents) }
            } else if child.pathExtension.isEmpty {
                let providesNamespace = AssetContents.read(child, report: false)?.properties?.providesNamespace ?? false
                add(child, namespace: providesNamespace ? "\(namespace)\(name)/" : namespace)
            }
        }
    }

    /// Catalogs by bundle path; a lock because images are asked for on any thread.
    private final class Index: @unchecked Sendable {
        static let shared = Index()
        private let lock = NSLock()
        private var catalogs: [String: AssetCatalog] = [:]

        func catalog(for key: String, make: () -> AssetCatalog) -> AssetCatalog {
            lock.lock()
            if let known = catalogs[key] { lock.unlock(); return known }
            lock.unlock()
            let made = make()
            lock.lock(); defer { lock.unlock() }
            catalogs[key] = catalogs[key] ?? made
            return catalogs[key]!
        }
    }
}
