import Foundation

/// The contents of a data set in an asset catalog (`name.dataset`): any file an app keeps
/// by name rather than by path, with its type.
open class NSDataAsset: NSObject, @unchecked Sendable {
    /// The set's name.
    public let name: String
    /// The file's contents.
    public let data: Data
    /// The uniform type identifier Xcode recorded for the file (`public.json`, …).
    public let typeIdentifier: String

    /// The data set `name` in the main bundle's asset catalogs.
    public convenience init?(name: String) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` in `bundle`'s asset catalogs (the main bundle's, with the SwiftPM
    /// resource bundles beside it, for the main bundle); nil when there is none or its file
    /// cannot be read.
    public init?(name: String, bundle: Bundle) {
        guard let asset = AssetCatalog.asset(named: name, kind: .dataset, in: bundle),
              let variant = AssetVariantMatch(UITraitCollection()).best((asset.contents.data ?? []).filter { $0.filename != nil }).first,
              let filename = variant.filename,
              let data = FileManager.default.contents(atPath: asset.folder.appendingPathComponent(filename).path) else { return nil }
        self.name = name
        self.data = data
        self.typeIdentifier = variant.universalTypeIdentifier ?? "public.data"
        super.init()
    }
}
