import Foundation

/// A document's `<resources>`: Interface Builder writes there the values of the system and
/// asset-catalog colors the document uses, as they looked when it was saved.
package struct IBResources {
    /// `<systemColor name=…>`: a system color's value (its light appearance).
    package let systemColors: [String: IBElement]
    /// `<namedColor name=…>`: an asset-catalog color's value.
    package let namedColors: [String: IBElement]
    /// `<image name=… width=… height=…>`: the images the document names, with their sizes.
    package let images: [String: CGSize]
    /// The images that are system symbols (`<image name=… catalog="system">`).
    package let systemImages: Set<String>

    package init(document root: IBElement) {
        var systemColors: [String: IBElement] = [:]
        var namedColors: [String: IBElement] = [:]
        var images: [String: CGSize] = [:]
        var systemImages: Set<String> = []
        for element in root.child("resources")?.children ?? [] {
            guard let name = element["name"] else { continue }
            switch element.name {
            case "systemColor": if let color = element.child("color") { systemColors[name] = color }
            case "namedColor": if let color = element.child("color") { namedColors[name] = color }
            case "image":
                let width = element["width"].flatMap(Double.init) ?? 0
                let height = element["height"].flatMap(Double.init) ?? 0
                if width.isFinite, height.isFinite { images[name] = CGSize(width: width, height: height) }
                if element["catalog"] == "system" { systemImages.insert(name) }
            default: break
            }
        }
        self.systemColors = systemColors
        self.namedColors = namedColors
        self.images = images
        self.systemImages = systemImages
    }
}
