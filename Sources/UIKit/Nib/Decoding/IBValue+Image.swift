import Foundation

extension IBValue {
    /// The image a document names, from the nib's bundle (the main bundle when none was
    /// given). A missing image is no image, and UIKit's log line says which.
    package static func image(named name: String, in context: IBValueContext) -> UIImage? {
        if let image = UIImage(named: name, in: context.bundle, compatibleWith: nil) { return image }
        let identifier = (context.bundle ?? .main).bundleIdentifier ?? "(null)"
        NibLoadingSession.active.last?.warn("Could not load the \"\(name)\" image referenced from a nib in the bundle with identifier \"\(identifier)\"")
        return nil
    }
}
