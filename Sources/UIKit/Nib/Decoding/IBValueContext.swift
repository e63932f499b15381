import Foundation

/// What decoding a value needs besides its element: the file (for errors), the document's
/// resources (system and named colors, images) and the bundle images are looked up in.
package struct IBValueContext {
    package let file: String
    package let resources: IBResources
    package let bundle: Bundle?

    package init(file: String, resources: IBResources, bundle: Bundle?) {
        self.file = file
        self.resources = resources
        self.bundle = bundle
    }
}
