import UIKit

/// A container built for the tests: it takes its children from a storyboard's relationship
/// segues and notes each call, and how many came before its `awakeFromNib()`.
final class TestRelationshipContainer: UIViewController, StoryboardRelationshipContainer {
    var relationships: [(name: String, controllers: [UIViewController])] = []
    var relationshipsBeforeAwake: Int?

    func setStoryboardRelationship(_ relationship: String, controllers: [UIViewController]) throws {
        relationships.append((relationship, controllers))
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        relationshipsBeforeAwake = relationships.count
    }
}

final class RelationshipChildController: UIViewController {}

/// The scenes of References.storyboard and RefOther.storyboard.
final class ReferenceHomeController: UIViewController {
    var prepared: [UIStoryboardSegue] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared.append(segue) }
}

final class ReferenceLocalController: UIViewController {}
final class ReferenceRemoteController: UIViewController {}
final class ReferenceOtherInitialController: UIViewController {}
