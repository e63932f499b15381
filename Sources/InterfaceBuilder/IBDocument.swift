import Foundation

/// A parsed, validated Interface Builder document: an iOS .xib or .storyboard written by
/// Xcode 5 or later (`<document … version="3.0">`).
///
/// Parsing happens once per `UINib`/`UIStoryboard`; every instantiation reads this tree.
package final class IBDocument {
    package enum Kind: Sendable { case xib, storyboard }

    /// The file's name, for errors.
    package let file: String
    package let root: IBElement
    package let kind: Kind
    /// The document's `<resources>`: named and system colors, image sizes.
    package let resources: IBResources
    /// Every element with an `id`, for resolving references.
    package let elementsByID: [String: IBElement]

    package static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    package static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    package convenience init(data: Data, file: String) throws {
        try self.init(root: IBDocumentParser.parse(data, file: file), file: file)
    }

    package init(root: IBElement, file: String) throws {
        self.file = file
        self.root = root
        kind = try Self.validate(root, file: file)
        resources = IBResources(document: root)
        var ids: [String: IBElement] = [:]
        var stack = [root]
        while let element = stack.popLast() {
            // The first definition wins; references (`<reference ref=…>`, `<exclude reference=…>`)
            // carry no `id` of their own worth indexing.
            if let id = element.id, ids[id] == nil { ids[id] = element }
            stack.append(contentsOf: element.children)
        }
        elementsByID = ids
    }

    /// The top-level `<objects>` of a xib.
    package var objects: IBElement? { root.child("objects") }

    /// The storyboard's scenes, in document order.
    package var scenes: [IBElement] { root.child("scenes")?.children(named: "scene") ?? [] }

    /// Accepts an iOS document; anything else is refused with what it is.
    private static func validate(_ root: IBElement, file: String) throws -> Kind {
        if root.name == "archive" {
            throw NibLoadingError(file: file, at: root, reason: .unsupportedDocument,
                                  "a pre-Xcode 5 Interface Builder archive (version \(root["version"] ?? "?")) is not supported; open and save it in Xcode 5 or later to upgrade it")
        }
        guard root.name == "document" else {
            throw NibLoadingError(file: file, at: root, reason: .unsupportedDocument,
                                  "not an Interface Builder document (the root element is <\(root.name)>, not <document>)")
        }
        let runtime = root["targetRuntime"] ?? ""
        guard runtime.hasPrefix("iOS.CocoaTouch") else {
            let platform = runtime == "MacOSX.Cocoa" ? "a macOS (AppKit)" : runtime == "AppleTV" ? "a tvOS" : "a \(runtime.isEmpty ? "non-iOS" : runtime)"
            throw NibLoadingError(file: file, at: root, reason: .unsupportedDocument,
                                  "\(platform) document; UIKit loads iOS Interface Builder documents (targetRuntime \"iOS.CocoaTouch\")")
        }
        switch root["type"] {
        case xibType: return .xib
        case storyboardType: return .storyboard
        default:
            throw NibLoadingError(file: file, at: root, reason: .unsupportedDocument,
                                  "unknown document type \"\(root["type"] ?? "")\"")
        }
    }
}
