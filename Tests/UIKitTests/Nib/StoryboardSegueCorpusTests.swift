import RuntimeSupport
import Testing
import UIKit

/// Real storyboards from the conformance corpus (beside the checkout, as the corpus test reads
/// them): a container view's embed segue and a navigation controller's relationship segue.
@Suite("Storyboard segues in real storyboards", .freshContext) @MainActor
struct StoryboardSegueCorpusTests {
    static func storyboard(_ name: String) -> URL {
        ConformanceCorpusTests.corpus.appendingPathComponent("storyboard/\(name).storyboard")
    }

    @Test("IQKeyboardManager's container view loads its embedded controller as a child filling it (on the canvas, where app classes stand in)",
          .enabled(if: ConformanceCorpusTests.corpusIsPresent))
    func realEmbedSegue() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.storyboard("hackiftekhar__IQKeyboardManager__MainSwift"),
                                          options: [.interfaceBuilderCanvas: true])
        let parent = try #require(storyboard.instantiateViewController(elementID: "fq7-4A-8UN"))
        _ = try RuntimeIssue.capture { try UINib.throwingErrors { _ = parent.view } }
        let child = try #require(parent.children.first)
        let container = try #require(child.view.superview)
        #expect(child.view.frame == container.bounds)
        #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(container.isDescendant(of: parent.view))
    }

    @Test("A storyboard whose initial controller is a navigation controller makes one with its root from the relationship segue and the root's navigation item",
          .enabled(if: ConformanceCorpusTests.corpusIsPresent))
    func realNavigationController() throws {
        let storyboard = try UIStoryboard(contentsOf: Self.storyboard("IBDecodable__IBDecodable__StoryboardConnections"))
        let initial = try UINib.throwingErrors { storyboard.instantiateInitialViewController() }
        let navigation = try #require(initial as? UINavigationController)
        let root = try #require(navigation.viewControllers.first)
        #expect(navigation.viewControllers.count == 1 && root.parent === navigation)
        #expect(root.navigationItem.title == "Root View Controller")
    }
}
