import CoreGraphics
import Dispatch
import Foundation

extension UIImage {
    /// The image file `name` in the main bundle, in the variant that best suits the main
    /// screen's scale; nil when there is none. See `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image `name` in `bundle` (the main bundle when nil, which on Linux includes the
    /// SwiftPM resource bundles beside the executable), in the variant that best suits
    /// `traitCollection` (the main screen's traits when nil); nil when there is none.
    ///
    /// As on iOS, the bundle's asset catalogs come first (AssetCatalog.swift): an image set
    /// named `name` gives the variant for the traits' idiom, appearance and display scale,
    /// and the image keeps an `imageAsset`, so an image view shows its dark variant in dark
    /// mode. Then image files: `name` may omit the extension: `.png` is tried, then `.jpg`
    /// and `.jpeg`. For a display scale of 3 the files `name@3x`, `name@2x`, `name` are tried
    /// in that order; for 2, `name@2x`, `name@3x`, `name`; for 1, `name`, `name@2x`,
    /// `name@3x` — the nearest scale first, a sharper one before a blurrier one. The image's
    /// `scale` is the variant's. A name that already carries a modifier (`icon@2x`) loads
    /// that file only.
    ///
    /// Decoded bitmaps are cached (as UIKit's system cache does), so asking again for the
    /// same name does not read the file again; each call returns a new `UIImage` sharing the
    /// pixels. Symbol images are not supported.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let requested = traitCollection?.displayScale ?? 0
        let scale = requested > 0 ? requested : MainScreenScale.current()
        if let image = AssetCatalog.image(named: name, in: bundle, traits: traitCollection ?? UITraitCollection(displayScale: scale)) {
            self.init(sameAs: image)
            return
        }
        for candidate in AppResourceBundles.searchOrder(for: bundle) {
            if let found = NamedImageLookup.image(named: name, in: candidate, preferredScale: scale) {
                self.init(storage: found.cgImage, scale: found.scale, orientation: .up)
                return
            }
        }
        return nil
    }
}

/// Finds image files by name the way `UIImage(named:)` does, and caches what it decoded.
enum NamedImageLookup {
    final class Entry {
        let cgImage: CGImage
        let scale: CGFloat
        init(cgImage: CGImage, scale: CGFloat) {
            self.cgImage = cgImage
            self.scale = scale
        }
    }

    /// NSCache is thread-safe, and evicts under memory pressure.
    nonisolated(unsafe) private static let cache = NSCache<NSString, Entry>()

    static let imageExtensions = ["png", "jpg", "jpeg"]

    static func image(named name: String, in bundle: Bundle, preferredScale: CGFloat) -> Entry? {
        guard !name.isEmpty else { return nil }
        let key = "\(bundle.bundlePath)\u{0}\(name)\u{0}\(preferredScale)" as NSString
        if let hit = cache.object(forKey: key) { return hit }
        for candidate in candidates(for: name, preferredScale: preferredScale) {
            guard let path = path(of: candidate.resource, type: candidate.type, in: bundle) else { continue }
            guard let data = FileManager.default.contents(atPath: path), let cgImage = ImageCodec.decode(data) else {
                continue
            }
            let entry = Entry(cgImage: cgImage, scale: candidate.scale)
            cache.setObject(entry, forKey: key)
            return entry
        }
        return nil
    }

    /// The files to try, best first: (resource name without extension, extension, scale).
    static func candidates(for name: String, preferredScale: CGFloat) -> [(resource: String, type: String, scale: CGFloat)] {
        let ns = name as NSString
        var base = name
        var types = imageExtensions
        if imageExtensions.contains(ns.pathExtension.lowercased()) {
            base = ns.deletingPathExtension
            types = [ns.pathExtension]
        }
        if let explicit = scaleModifier(in: base) {
            return types.map { (base, $0, explicit) }
        }
        let preferred = Int(min(3, max(1, preferredScale.rounded())))
        let order = [preferred] + Array(stride(from: preferred + 1, through: 3, by: 1))
            + Array(stride(from: preferred - 1, through: 1, by: -1))
        var result: [(String, String, CGFloat)] = []
        for scale in order {
            let resource = scale == 1 ? base : "\(base)@\(scale)x"
            for type in types { result.append((resource, type, CGFloat(scale))) }
        }
        return result
    }

    /// The path of `resource.type` in the bundle's resources, or at the bundle's top level
    /// (a plain directory used as a bundle).
    static func path(of resource: String, type: String, in bundle: Bundle) -> String? {
        if let path = bundle.path(forResource: resource, ofType: type) { return path }
        let file = "\(resource).\(type)"
        for directory in [bundle.resourcePath, bundle.bundlePath].compactMap({ $0 }) {
            let path = (directory as NSString).appendingPathComponent(file)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
            }
        }
        return nil
    }

    /// The scale a file's name announces: N for `name@Nx.ext` (also before a device modifier,
    /// `name@2x~ipad.png`), else 1.
    static func scale(ofFileAt path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return scaleModifier(in: stem) ?? 1
    }

    /// N when `stem` ends in `@Nx` (optionally followed by `~device`), else nil.
    static func scaleModifier(in stem: String) -> CGFloat? {
        var s = Substring(stem)
        if let tilde = s.lastIndex(of: "~") { s = s[..<tilde] }
        guard s.hasSuffix("x"), let at = s.lastIndex(of: "@") else { return nil }
        let digits = s[s.index(after: at)..<s.index(before: s.endIndex)]
        guard let n = Int(digits), n > 0, n <= 16 else { return nil }
        return CGFloat(n)
    }
}
