import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Storyboard references (`<viewControllerPlaceholder>`): a segue to one makes the controller
/// it names, in the storyboard it names (the same one when it names none), from the same
/// bundle; a missing file or scene gives UIKit's message, and nothing is presented.
@Suite(.freshContext) @MainActor struct StoryboardReferenceTests {
    static func home(in host: UITestHost) throws -> ReferenceHomeController {
        StoryboardFixture.show(try StoryboardFixture.make("References"), in: host)
    }

    /// Performs `identifier` from a shown Home and lets the presentation finish.
    static func performing(_ identifier: String) throws -> ReferenceHomeController {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let home = try Self.home(in: host)
        home.performSegue(withIdentifier: identifier, sender: nil)
        host.runLoopTurn()
        return home
    }

    /// The error performing `identifier` from a shown Home gives; Home has prepared and
    /// presented nothing then.
    static func error(performing identifier: String) throws -> NibLoadingError? {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let home = try Self.home(in: host)
        let error = StoryboardFixture.error { home.performSegue(withIdentifier: identifier, sender: nil) }
        #expect(home.prepared.isEmpty)
        #expect(home.presentedViewController == nil)
        return error
    }

    @Test("A segue to a reference with a Referenced ID presents that scene of the other storyboard, prepared first")
    func referencedIdentifier() throws {
        let home = try Self.performing("toRemote")
        #expect(home.prepared.last?.destination is ReferenceRemoteController)
        #expect(home.presentedViewController is ReferenceRemoteController)
        #expect(home.presentedViewController?.storyboard !== home.storyboard)
    }

    @Test("A reference without a Referenced ID is the other storyboard's initial view controller")
    func initialOfOtherStoryboard() throws {
        let home = try Self.performing("toOtherInitial")
        #expect(home.presentedViewController is ReferenceOtherInitialController)
    }

    @Test("A reference without a storyboard name refers to a scene of its own storyboard")
    func sameStoryboard() throws {
        let home = try Self.performing("toLocal")
        #expect(home.presentedViewController is ReferenceLocalController)
        #expect(home.presentedViewController?.storyboard === home.storyboard)
    }

    @Test("A reference to a storyboard that is not in the bundle fails with UIKit's message, and nothing is presented")
    func missingStoryboard() throws {
        let error = try Self.error(performing: "toMissingFile")
        #expect(error?.message.contains("Could not find a storyboard named 'Nowhere'") == true)
        #expect(error?.reason == .notFound)
    }

    @Test("A reference to an identifier the other storyboard lacks fails with UIKit's message, and nothing is presented")
    func missingScene() throws {
        let error = try Self.error(performing: "toMissingScene")
        #expect(error?.message.contains("Storyboard (RefOther) doesn't contain a view controller with identifier 'Nope'") == true)
    }

    @Test("An embed segue to a reference embeds the referenced controller as a child filling the container")
    func embedThroughReference() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let parent = StoryboardFixture.show(try StoryboardFixture.make("References", "EmbedsRemote"), in: host)
        let child = try #require(parent.children.first)
        #expect(child is ReferenceRemoteController)
        #expect(child.view.frame == child.view.superview?.bounds)
    }
}
