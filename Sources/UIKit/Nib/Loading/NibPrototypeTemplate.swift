import Foundation

/// A prototype cell in a storyboard or nib table or collection view: kept as its description and made afresh,
/// in a session of its own, each time the table needs a new cell with its identifier.
@MainActor
struct NibPrototypeTemplate {
    let document: IBDocument
    let element: IBElement
    let bundle: Bundle?
    let options: NibLoadingSession.Options

    init(element: IBElement, session: NibLoadingSession) {
        document = session.document
        self.element = element
        bundle = session.context.bundle
        options = session.options
    }

    /// A new cell from the description, with its constraints, outlets and `awakeFromNib`.
    /// A prototype that cannot be made stops with the loading error, as UIKit raises.
    func instantiate() -> UIView {
        let session = NibLoadingSession(document: document, bundle: bundle, options: options)
        do {
            return try session.run {
                guard let cell = session.instantiate(element) as? UIView, cell is UITableViewCell || cell is UICollectionReusableView else {
                    throw session.failure ?? session.error(at: element, .invalidValue, "the prototype is not a cell")
                }
                session.finish()
                return cell
            }
        } catch {
            preconditionFailure("Could not load the prototype cell \(element["reuseIdentifier"] ?? ""): \(error)")
        }
    }
}
