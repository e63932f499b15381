import Foundation

extension UIImageView {
    /// The images, named in the nib's bundle (a missing one is logged and left nil, as on iOS).
    func decodeImageViewAttributes(_ nib: UINibDecoder) {
        if let image = nib.image("image") { self.image = image }
        if let image = nib.image("highlightedImage") { highlightedImage = image }
        isHighlighted = nib.bool("highlighted", default: false)
        if let reference = nib.child(key: "image"), reference.name == "imageReference",
           let image = IBValue.image(reference: reference, in: nib.context) {
            self.image = image
        }
        if let reference = nib.child(key: "highlightedImage"), reference.name == "imageReference",
           let image = IBValue.image(reference: reference, in: nib.context) {
            highlightedImage = image
        }
        if let element = nib.child(key: "preferredSymbolConfiguration") {
            do { preferredSymbolConfiguration = try IBValue.symbolConfiguration(element, in: nib.context) } catch {
                return nib.session.fail(error as? NibLoadingError ?? nib.session.error(at: element, .invalidValue, "\(error)"))
            }
        }
    }

    func setImageViewValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "image": image = value as? UIImage
        case "highlightedImage": highlightedImage = value as? UIImage
        default: return false
        }
        return true
    }
}
