import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Relationship segues are not segues at runtime: the storyboard makes each destination
/// while it makes the container, and hands them over before the container's
/// `awakeFromNib()`; a cycle of relationships or of embeds fails clearly instead of
/// recursing.
@Suite(.freshContext) @MainActor struct StoryboardRelationshipTests {
    static func storyboard() -> UIStoryboard { UIStoryboard(name: "Relationships", bundle: .module) }

    /// The error making the scene `identifier` gives.
    static func error(making identifier: String) -> NibLoadingError? {
        StoryboardFixture.error { _ = storyboard().instantiateViewController(withIdentifier: identifier) }
    }

    @Test("The container gets one call per relationship name, in document order, with that name's destinations in document order, before awakeFromNib")
    func childrenByRelationship() throws {
        let container = try #require(Self.storyboard().instantiateInitialViewController() as? TestRelationshipContainer)
        #expect(container.relationships.map(\.name) == ["viewControllers", "rootViewController"])
        let tabs = container.relationships[0].controllers
        #expect(tabs.count == 3)
        #expect(tabs[0] is RelationshipChildController)
        #expect(tabs[1] is RelationshipChildController)
        #expect(tabs[0] !== tabs[1])
        #expect(container.relationshipsBeforeAwake == 2)
        #expect(!container.isViewLoaded)
        #expect(tabs.allSatisfy { !$0.isViewLoaded })
    }

    @Test("Destinations come from the same storyboard, may be containers themselves, and may be storyboard references")
    func nestedAndReferencedDestinations() throws {
        let storyboard = Self.storyboard()
        let container = try #require(storyboard.instantiateInitialViewController() as? TestRelationshipContainer)
        let nested = try #require(container.relationships[1].controllers.first as? TestRelationshipContainer)
        #expect(nested.storyboard === storyboard)
        #expect(nested.relationships.map(\.name) == ["rootViewController"])
        #expect(nested.relationships[0].controllers.first is RelationshipChildController)
        let remote = try #require(container.relationships[0].controllers.last)
        #expect(remote is ReferenceRemoteController)
        #expect(remote.storyboard !== storyboard)
    }

    @Test("A controller that takes no relationship children fails with a clear error naming the relationship")
    func nonContainer() throws {
        let error = Self.error(making: "NotAContainer")
        #expect(error?.reason == .unsupportedFeature)
        #expect(error?.message.contains("'rootViewController'") == true)
        #expect(error?.message.contains("not a container") == true)
    }

    @Test("A relationship whose destination is missing fails naming the relationship and the destination")
    func missingDestination() throws {
        let error = Self.error(making: "MissingChild")
        #expect(error?.message.contains("Zzz-vc-404") == true)
        #expect(error?.message.contains("'rootViewController'") == true)
    }

    @Test("A container whose root is itself fails as a cycle instead of recursing")
    func selfRelationship() throws {
        let error = Self.error(making: "SelfRoot")
        #expect(error?.reason == .cyclicReference)
        #expect(error?.message.contains("Slf-vc-001") == true)
    }

    @Test("Two containers that are each other's root fail as a cycle naming both")
    func twoSceneCycle() throws {
        let error = Self.error(making: "LoopA")
        #expect(error?.reason == .cyclicReference)
        #expect(error?.message.contains("Lpa-vc-001") == true)
        #expect(error?.message.contains("Lpb-vc-001") == true)
    }

    @Test("A embeds B embeds A fails as a cycle when the views load, before the repeated scene's view loads")
    func embedCycle() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let a = Self.storyboard().instantiateViewController(withIdentifier: "EmbedA")
        let error = #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors { host.window.rootViewController = a; host.runLoopTurn() }
        }
        #expect(error?.reason == .cyclicReference)
        #expect(error?.message.contains("Ema-vc-001") == true)
        #expect(a.children.count == 1)
        #expect(a.children.first?.children.isEmpty == true)
    }

    @Test("performSegue on a relationship segue is an error: relationship segues are not performed")
    func performingARelationship() throws {
        let container = try #require(Self.storyboard().instantiateInitialViewController())
        let error = StoryboardFixture.error { container.performSegue(withIdentifier: "firstTab", sender: nil) }
        #expect(error?.message.contains("relationship segues are not performed") == true)
        #expect(error?.reason == .unsupportedFeature)
        #expect(container.presentedViewController == nil)
    }
}
