import Foundation

extension UIStoryboard {
    /// Makes the destinations of the relationship segues in `element`'s `<connections>` (with
    /// this storyboard, so they may be containers or references themselves) and hands them to
    /// the container, one call per relationship name in document order, before its
    /// `awakeFromNib()`: on iOS a container comes out of the storyboard with its children.
    /// A controller that takes no relationship children fails the load before any is made.
    func giveRelationships(to controller: UIViewController, from element: IBElement, in session: NibLoadingSession) throws {
        let segues = element.child("connections")?.children(named: "segue").filter { $0["kind"] == "relationship" } ?? []
        guard let first = segues.first else { return }
        guard let container = controller as? any StoryboardRelationshipContainer else {
            let names = segues.compactMap { $0["relationship"] }.map { "'\($0)'" }.joined(separator: ", ")
            let message = "\(type(of: controller)) has relationship segues (\(names)) but is not a container that takes its children from a storyboard"
            // The canvas shows what it can: the controller without its children.
            if session.options.canvas { return session.warn(message + "; shown without them") }
            throw session.error(at: first, .unsupportedFeature, message)
        }
        var names: [String] = []
        var children: [String: [UIViewController]] = [:]
        for segue in segues {
            guard let relationship = segue["relationship"], !relationship.isEmpty else {
                throw session.error(at: segue, .missingAttribute, "a relationship segue needs a relationship")
            }
            guard let destination = segue["destination"], !destination.isEmpty else {
                throw session.error(at: segue, .missingAttribute, "the relationship segue '\(relationship)' has no destination")
            }
            let child: UIViewController
            do {
                child = try instantiateThrowing(elementID: destination, creator: nil)
            } catch let error as NibLoadingError where error.reason == .cyclicReference {
                throw error
            } catch let error as NibLoadingError {
                throw session.error(at: segue, error.reason,
                                    "the destination \"\(destination)\" of the relationship segue '\(relationship)' could not be made (\(error))")
            }
            if children[relationship] == nil { names.append(relationship) }
            children[relationship, default: []].append(child)
        }
        for relationship in names {
            do {
                try container.setStoryboardRelationship(relationship, controllers: children[relationship] ?? [])
            } catch let error as NibLoadingError {
                throw error
            } catch {
                throw session.error(at: first, .invalidValue, "\(type(of: controller)) refused its '\(relationship)' children: \(error)")
            }
        }
    }
}
