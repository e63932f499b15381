import Foundation

extension UIStoryboard {
    /// A storyboard reference (`<viewControllerPlaceholder>`): the controller with the
    /// referenced Storyboard ID, or the initial one when it names none, of the storyboard it
    /// names (this one when it names none), in the same bundle. A missing file or scene
    /// throws UIKit's message; nothing has been made then.
    func instantiateReference(_ element: IBElement, in document: IBDocument,
                              creator: ((NSCoder) -> UIViewController?)?) throws -> UIViewController {
        let named = element["storyboardName"].flatMap { $0.isEmpty ? nil : $0 }
        let target: UIStoryboard
        if let named, named != name {
            let referencedBundle = element["bundleIdentifier"].flatMap { Bundle(identifier: $0) } ?? bundle
            do {
                target = try UIStoryboard(named: named, bundle: referencedBundle, directory: directory, options: options)
            } catch let error as NibLoadingError {
                throw NibLoadingError(file: document.file, at: element, reason: error.reason,
                                      "the storyboard reference \"\(element.id ?? "")\" cannot be followed: \(error.message)")
            }
        } else {
            target = self
        }
        let id: String
        if let identifier = element["referencedIdentifier"], !identifier.isEmpty {
            guard let found = target.elementID(forIdentifier: identifier) else {
                throw NibLoadingError(file: document.file, at: element, reason: .unknownReference,
                                      "the storyboard reference \"\(element.id ?? "")\" cannot be followed: Storyboard (\(target.name)) doesn't contain a view controller with identifier '\(identifier)'")
            }
            id = found
        } else {
            guard let initial = target.initialElementID else {
                throw NibLoadingError(file: document.file, at: element, reason: .unknownReference,
                                      "the storyboard reference \"\(element.id ?? "")\" names no Referenced ID, and Storyboard (\(target.name)) has no initial view controller")
            }
            id = initial
        }
        return try target.instantiateThrowing(elementID: id, creator: creator)
    }
}
