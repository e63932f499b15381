import Foundation

/// Where "the main bundle" keeps an app's resources. On iOS that is the app bundle; a SwiftPM
/// build on Linux puts them in `Package_Target.resources` bundles beside the executable, so
/// every lookup UIKit makes in the main bundle (nibs, images, colors, data, fonts) also looks
/// there.
package enum AppResourceBundles {
    /// The bundles to search, in order: `bundle` alone when given; for nil (UIKit's "the main
    /// bundle") the main bundle, then the resource bundles beside it.
    package static func searchOrder(for bundle: Bundle?) -> [Bundle] {
        if let bundle, bundle != .main { return [bundle] }
        return [Bundle.main] + besideMain
    }

    /// The `*.resources` bundles next to the main bundle, found once.
    package static let besideMain: [Bundle] = {
        let directory = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") }.sorted()
            .compactMap { Bundle(url: directory.appendingPathComponent($0)) }
    }()
}
