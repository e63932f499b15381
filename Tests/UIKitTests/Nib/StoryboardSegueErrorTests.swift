import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Segues that cannot run: UIKit's message for an unknown identifier, a clear error for a
/// destination the storyboard lacks or a kind that needs controllers not provided yet, and
/// nothing half presented.
@Suite("Storyboard segue errors", .freshContext) @MainActor
struct StoryboardSegueErrorTests {
    @Test("An unknown identifier stops with UIKit's message: Receiver (<X>) has no segue with identifier 'y'")
    func unknownIdentifier() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let home = UIStoryboard(name: "Segues", bundle: .module).instantiateInitialViewController()
                home?.performSegue(withIdentifier: "nope", sender: nil)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Receiver (<SegueHomeController>) has no segue with identifier 'nope'"))
    }

    /// The error performing `identifier` from Home gives.
    private func segueError(performing identifier: String, from home: SegueHomeController) -> NibLoadingError? {
        #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors { home.performSegue(withIdentifier: identifier, sender: nil) }
        }
    }

    @Test("A segue whose destination is not in the storyboard fails before prepare(for:sender:), naming the segue and the missing id; nothing is presented")
    func missingDestination() throws {
        try StoryboardSegueTests.withHome { log, _, home in
            let error = segueError(performing: "missing", from: home)
            #expect(error?.message.contains("'missing'") == true)
            #expect(error?.message.contains("Zzz-vc-404") == true)
            #expect(error?.line != nil)
            #expect(log.entries.isEmpty)
            #expect(home.presentedViewController == nil)
        }
    }

    @Test("An embed segue cannot be performed by identifier: it runs when its container view loads")
    func embedByIdentifier() throws {
        try StoryboardSegueTests.withHome { _, _, home in
            let error = segueError(performing: "embedChild", from: home)
            #expect(error?.message.contains("runs when its container view loads") == true)
            #expect(home.children.count == 1)
        }
    }

    @Test("A presentation segue while the source already presents: UIKit's 'already presenting' message, and the first presentation stays as it was")
    func segueWhileAlreadyPresenting() throws {
        try StoryboardSegueTests.withHome { _, _, home in
            home.performSegue(withIdentifier: "present", sender: nil)
            let first = try #require(home.presentedViewController)
            let messages = RuntimeIssue.capture { home.performSegue(withIdentifier: "present", sender: nil) }
            #expect(messages.contains { $0.contains("which is already presenting") })
            #expect(home.presentedViewController === first)
            #expect(home.prepared.count == 2)
            #expect(home.prepared[1].destination.presentingViewController == nil)
        }
    }

    @Test("A segue made in code whose destination is already presented: UIKit's message, and nothing moves")
    func codeSegueWithPresentedDestination() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let root = UIViewController(), shown = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        root.present(shown, animated: false)
        let segue = UIStoryboardSegue(identifier: nil, source: shown, destination: shown) { [unowned shown] in
            shown.present(shown, animated: true)
        }
        let messages = RuntimeIssue.capture { segue.perform() }
        #expect(messages.contains { $0.contains("already being presented") })
        #expect(root.presentedViewController === shown)
        #expect(shown.presentedViewController == nil)
    }
}
