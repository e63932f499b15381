import Foundation

/// Finds Interface Builder files in bundles and keeps each file's parsed document, so a nib
/// or storyboard loaded again (every `UIViewController(nibName:)` of one class) is read once.
@MainActor
package enum NibResource {
    /// Parsed documents by file (a cache: a file changed on disk is read again).
    private static var cache: [URL: (modified: Date?, document: IBDocument)] = [:]

    /// `name.ext` in `bundle`; for nil (UIKit's "the main bundle"), in the main bundle and
    /// then in the SwiftPM resource bundles beside the executable (`Package_Target.resources`),
    /// where a Linux build puts what an iOS app bundle holds.
    package static func url(named name: String, extensions: [String], in bundle: Bundle?) -> URL? {
        // Foundation matches any file to an empty name.
        guard !name.isEmpty else { return nil }
        if let bundle { return url(named: name, extensions: extensions, inBundle: bundle) }
        for candidate in AppResourceBundles.searchOrder(for: nil) {
            if let found = url(named: name, extensions: extensions, inBundle: candidate) { return found }
        }
        return nil
    }

    /// `name.ext` at the bundle's top level, in its resources, or in `Base.lproj`/`en.lproj`.
    private static func url(named name: String, extensions: [String], inBundle bundle: Bundle) -> URL? {
        for ext in extensions {
            for directory in [nil, "Base.lproj", "en.lproj"] as [String?] {
                if let url = bundle.url(forResource: name, withExtension: ext, subdirectory: directory) { return url }
            }
            let direct = bundle.bundleURL.appendingPathComponent("\(name).\(ext)")
            if FileManager.default.fileExists(atPath: direct.path) { return direct }
        }
        return nil
    }

    /// The parsed document at `url`, read again only when the file changed.
    package static func document(at url: URL) throws -> IBDocument {
        let modified = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
        if let cached = cache[url], cached.modified == modified { return cached.document }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int ?? 0
        guard size <= IBDocumentParser.maximumBytes else {
            throw NibLoadingError(file: url.lastPathComponent, reason: .tooLarge,
                                  "the file is \(size) bytes; Interface Builder files larger than \(IBDocumentParser.maximumBytes) bytes are refused")
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw NibLoadingError(file: url.lastPathComponent, reason: .notFound, "cannot be read (\(error.localizedDescription))")
        }
        let document = try IBDocument(data: data, file: url.lastPathComponent)
        cache[url] = (modified, document)
        return document
    }
}
