import CoreGraphics
import Foundation
internal import RuntimeSupport

extension UIImage {
    /// The named image this image is one variant of, when it came from an asset catalog's
    /// image set or was registered in an asset.
    public var imageAsset: UIImageAsset? { storedAsset }

    /// This image as `traits` would show it: the variant of its asset for those traits (the
    /// dark one in dark mode, say), keeping what was done to this image since (rendering
    /// mode, tint, cap insets).
    func variant(for traits: UITraitCollection) -> UIImage {
        if storedSymbol != nil { return symbolVariant(for: traits) }
        guard let asset = storedAsset else { return self }
        let variant = asset.image(with: traits)
        guard variant.cgImage !== cgImage || variant.scale != scale else { return self }
        return UIImage(storage: variant.cgImage, scale: variant.scale, orientation: variant.imageOrientation,
                       capInsets: capInsets, resizingMode: resizingMode, resizable: isResizable,
                       renderingMode: storedRenderingMode, tintColor: storedTintColor, asset: asset)
    }

    /// Whether a change of traits may change which variant is shown.
    var dependsOnTraits: Bool { storedAsset != nil || storedSymbol != nil }
}

extension AssetCatalog {
    /// The image set `name` as an image for `traits`, carrying an asset that gives its other
    /// variants; nil when no catalog has the set or none of its files suits.
    static func image(named name: String, in bundle: Bundle?, traits: UITraitCollection) -> UIImage? {
        guard let asset = asset(named: name, kind: .imageset, in: bundle) else { return nil }
        let variants = (asset.contents.images ?? []).filter { $0.filename != nil }
        let renderingMode: UIImage.RenderingMode = switch asset.contents.properties?.templateRenderingIntent {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: .automatic
        }
        let folder = asset.folder
        let make: @Sendable (UITraitCollection) -> UIImage? = { traits in
            image(variants, in: folder, traits: traits, renderingMode: renderingMode)
        }
        guard let first = make(traits) else { return nil }
        return UIImage(storage: first.cgImage, scale: first.scale, orientation: .up, capInsets: first.capInsets,
                       resizingMode: first.resizingMode, resizable: first.isResizable,
                       renderingMode: renderingMode, asset: UIImageAsset(catalogImage: make))
    }

    /// The best variant's image: the traits decide the candidates, then the display scale
    /// (the nearest file, a sharper one before a blurrier one, as for loose files).
    private static func image(_ variants: [AssetContents.Variant], in folder: URL, traits: UITraitCollection,
                              renderingMode: UIImage.RenderingMode) -> UIImage? {
        let preferred = traits.displayScale > 0 ? traits.displayScale : MainScreenScale.current()
        let candidates = AssetVariantMatch(traits).best(variants).sorted {
            scaleRank($0.scaleFactor ?? 1, preferred) < scaleRank($1.scaleFactor ?? 1, preferred)
        }
        for variant in candidates {
            guard let filename = variant.filename else { continue }
            let url = folder.appendingPathComponent(filename)
            guard let cgImage = decodedImage(at: url) else { continue }
            let scale = CGFloat(variant.scaleFactor ?? 1)
            let image = UIImage(storage: cgImage, scale: scale, orientation: .up, renderingMode: renderingMode)
            return resizable(image, variant.resizing, scale: scale)
        }
        return nil
    }

    /// Lower is better: the preferred scale, then larger ones nearest first, then smaller.
    private static func scaleRank(_ scale: Double, _ preferred: CGFloat) -> Double {
        let d = scale - Double(preferred.rounded())
        return d >= 0 ? d : 10 - d
    }

    /// A variant's slicing: cap insets in the file's pixels, the centre stretched or tiled.
    private static func resizable(_ image: UIImage, _ resizing: AssetContents.Resizing?, scale: CGFloat) -> UIImage {
        guard let resizing, let insets = resizing.capInsets else { return image }
        let mode: UIImage.ResizingMode = resizing.center?.mode == "tile" ? .tile : .stretch
        let points = UIEdgeInsets(top: CGFloat(insets.top ?? 0) / scale, left: CGFloat(insets.left ?? 0) / scale,
                                  bottom: CGFloat(insets.bottom ?? 0) / scale, right: CGFloat(insets.right ?? 0) / scale)
        return image.resizableImage(withCapInsets: points, resizingMode: mode)
    }

    /// The decoded bitmap of a catalog file, cached like named images; PDF, HEIF and SVG
    /// variants are reported once and skipped (only PNG and JPEG are decoded).
    private static func decodedImage(at url: URL) -> CGImage? {
        let key = url.path as NSString
        if let hit = DecodedFiles.cache.object(forKey: key) { return hit.cgImage }
        guard NamedImageLookup.imageExtensions.contains(url.pathExtension.lowercased()) else {
            RuntimeIssue.report("asset catalog: \(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent): .\(url.pathExtension) images are not supported; only PNG and JPEG files are")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path), let cgImage = ImageCodec.decode(data) else {
            RuntimeIssue.report("asset catalog: \(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent) is missing or not an image")
            return nil
        }
        DecodedFiles.cache.setObject(NamedImageLookup.Entry(cgImage: cgImage, scale: 1), forKey: key)
        return cgImage
    }

    private enum DecodedFiles {
        /// NSCache is thread-safe, and evicts under memory pressure.
        nonisolated(unsafe) static let cache = NSCache<NSString, NamedImageLookup.Entry>()
    }
}
