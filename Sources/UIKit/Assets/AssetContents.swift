import Foundation
internal import RuntimeSupport

/// An asset's `Contents.json`, as Apple's Asset Catalog Format Reference describes it: the
/// variants of an image, color or data set, each for an idiom, a scale and an appearance.
package struct AssetContents: Decodable, Sendable {
    package struct Properties: Decodable, Sendable {
        package var providesNamespace: Bool?
        /// "template" or "original"; absent means automatic.
        package var templateRenderingIntent: String?

        enum CodingKeys: String, CodingKey {
            case providesNamespace = "provides-namespace"
            case templateRenderingIntent = "template-rendering-intent"
        }
    }

    /// A condition a variant is for (`luminosity`: `light`/`dark`; `contrast`: `high`).
    package struct Appearance: Decodable, Sendable {
        package var appearance: String
        package var value: String
    }

    package struct Resizing: Decodable, Sendable {
        package struct Center: Decodable, Sendable { package var mode: String? }
        package struct Insets: Decodable, Sendable {
            package var top: Double?, left: Double?, bottom: Double?, right: Double?
        }
        package var mode: String?
        package var center: Center?
        package var capInsets: Insets?

        enum CodingKeys: String, CodingKey { case mode, center, capInsets = "cap-insets" }
    }

    /// One file or value of the set and the traits it is for.
    package struct Variant: Decodable, Sendable {
        package var filename: String?
        package var idiom: String?
        package var scale: String?
        package var appearances: [Appearance]?
        package var resizing: Resizing?
        package var color: ColorValue?
        package var universalTypeIdentifier: String?

        enum CodingKeys: String, CodingKey {
            case filename, idiom, scale, appearances, resizing, color
            case universalTypeIdentifier = "universal-type-identifier"
        }

        /// 1, 2 or 3 for `"2x"` …; nil for a single-scale (or vector) variant.
        package var scaleFactor: Double? {
            guard let scale, scale.hasSuffix("x") else { return nil }
            return Double(scale.dropLast())
        }

        func appearance(_ kind: String) -> String? {
            appearances?.first { $0.appearance == kind }?.value
        }
    }

    /// A color set's value: components in a color space, or a reference to a system color.
    package struct ColorValue: Decodable, Sendable {
        package var colorSpace: String?
        package var components: [String: String]?
        package var platform: String?
        package var reference: String?

        enum CodingKeys: String, CodingKey { case colorSpace = "color-space", components, platform, reference }

        package init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            colorSpace = try c.decodeIfPresent(String.self, forKey: .colorSpace)
            platform = try c.decodeIfPresent(String.self, forKey: .platform)
            reference = try c.decodeIfPresent(String.self, forKey: .reference)
            // Xcode writes components as strings; a hand-written catalog may use numbers.
            if let strings = try? c.decodeIfPresent([String: String].self, forKey: .components) {
                components = strings
            } else if let numbers = try? c.decodeIfPresent([String: Double].self, forKey: .components) {
                components = numbers.mapValues { String($0) }
            }
        }
    }

    package var properties: Properties?
    package var images: [Variant]?
    package var colors: [Variant]?
    package var data: [Variant]?

    /// The parsed `Contents.json` of `folder`; nil when there is none. An asset's file that
    /// is not valid JSON of this shape is reported (`report`), and the asset left out.
    static func read(_ folder: URL, report: Bool) -> AssetContents? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path) else {
            if report { RuntimeIssue.report("asset catalog: \(folder.lastPathComponent) has no Contents.json; it is left out") }
            return nil
        }
        do { return try JSONDecoder().decode(AssetContents.self, from: data) } catch {
            if report { RuntimeIssue.report("asset catalog: \(folder.lastPathComponent)/Contents.json is not an asset description (\(error)); it is left out") }
            return nil
        }
    }
}
