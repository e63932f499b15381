import Foundation

/// Where a reuse identifier's new views come from, for tables and collection views: a
/// class, a nib, or a storyboard's prototype.
enum ReuseRegistration<View: UIView> {
    case type(View.Type)
    case nib(UINib)
    /// A storyboard's prototype cell.
    case prototype(NibPrototypeTemplate)
}

extension ReuseRegistration {
    /// A new view for `identifier`: `make` builds one of a registered class; a nib must hold
    /// exactly one top-level object of `kind` whose own identifier (if it has one) matches,
    /// or this stops with UIKit's message.
    @MainActor
    func make(identifier: String, kind: String, make: (View.Type) -> View) -> View {
        switch self {
        case .type(let type):
            return make(type)
        case .nib(let nib):
            let objects = nib.instantiate(withOwner: nil, options: nil)
            guard objects.count == 1, let view = objects.first as? View else {
                preconditionFailure("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind) instance")
            }
            if let nibIdentifier = Self.reuseIdentifier(of: view), nibIdentifier != identifier {
                preconditionFailure("cell reuse indentifier in nib (\(nibIdentifier)) does not match the identifier used to register the nib (\(identifier))")
            }
            return view
        case .prototype(let template):
            guard let view = template.instantiate() as? View else {
                preconditionFailure("the prototype registered for identifier (\(identifier)) is not a \(kind)")
            }
            return view
        }
    }

    /// The identifier a nib gave its view: a table cell's always counts (nil reads as
    /// "(null)"), a collection view element's only when Interface Builder set one.
    @MainActor
    private static func reuseIdentifier(of view: View) -> String? {
        if let cell = view as? UITableViewCell { return cell.reuseIdentifier ?? "(null)" }
        if let reusable = view as? UICollectionReusableView, let id = reusable.reuseIdentifier, !id.isEmpty { return id }
        return nil
    }
}
