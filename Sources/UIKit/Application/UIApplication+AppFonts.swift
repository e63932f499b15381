import CoreText
import Foundation
internal import RuntimeSupport

extension UIApplication {
    /// Registers the fonts the app lists under `UIAppFonts` in its Info.plist (paths relative
    /// to the bundle's resources), before the delegate hears of the launch, as iOS does; a
    /// listed file that is missing or not a font is reported and skipped.
    func registerAppFonts(from bundle: Bundle = .main) {
        guard let paths = bundle.object(forInfoDictionaryKey: "UIAppFonts") as? [String] else { return }
        for path in paths {
            guard let url = resource(path, in: bundle) else {
                RuntimeIssue.report("UIAppFonts: \(path) is not in the app's resources")
                continue
            }
            var error: Unmanaged<CFError>?
            if !CTFontManagerRegisterFontsForURL(url, .process, &error),
               let e = error?.takeRetainedValue(), e.code != CTFontManagerError.alreadyRegistered.rawValue {
                RuntimeIssue.report("UIAppFonts: \(path) could not be registered (\(e.localizedDescription))")
            }
        }
    }

    /// `path` under the bundle's resources or the bundle itself; for the main bundle, also in
    /// the SwiftPM resource bundles beside the executable.
    private func resource(_ path: String, in bundle: Bundle) -> URL? {
        let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
        for base in [bundle.resourceURL, bundle.bundleURL].compactMap({ $0 }) {
            let url = base.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        guard bundle == .main else { return nil }
        let file = URL(fileURLWithPath: relative)
        return NibResource.url(named: file.deletingPathExtension().relativePath, extensions: [file.pathExtension], in: nil)
    }
}
