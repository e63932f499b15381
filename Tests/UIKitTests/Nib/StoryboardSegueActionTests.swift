import Foundation
import RuntimeSupport
import Testing
import UIKit
import UIKitActions
import UIKitTesting

/// The segue's destination made by the source's method (`@IBSegueAction`, here `@SegueAction`):
/// a segue with a `destinationCreationSelector` calls the source's method with the destination
/// scene's coder, the sender and the segue's identifier, and presents what it returns; nil
/// lets the storyboard make the destination with `init(coder:)` (Apple's `@IBSegueAction`
/// and `instantiateViewController(identifier:creator:)`).
@Suite("Storyboard segue actions", .freshContext) @MainActor
struct StoryboardSegueActionTests {
    private func shownSource() throws -> (UITestHost, SegueActionSource) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let source = try #require(UIStoryboard(name: "SegueActions", bundle: .module).instantiateInitialViewController() as? SegueActionSource)
        host.window.rootViewController = source
        host.runLoopTurn()
        return (host, source)
    }

    @Test("performSegue runs the @SegueAction named by destinationCreationSelector: the destination comes from its own initializer with the coder, and the method hears the sender and the identifier")
    func madeByTheSource() throws {
        let (host, source) = try shownSource()
        source.item = "Lovelace"
        source.performSegue(withIdentifier: "made", sender: "row 3")
        host.advanceTime(by: 0.6)
        let detail = try #require(source.presentedViewController as? SegueActionDetail)
        #expect(detail.item == "Lovelace")
        #expect(source.calls == ["makeDetail(sender: row 3, identifier: made)"])
        #expect(source.prepared === detail)
    }

    @Test("A @SegueAction returning nil lets the storyboard make the destination with init(coder:)")
    func nilFallsBack() throws {
        let (host, source) = try shownSource()
        source.performSegue(withIdentifier: "declined", sender: nil)
        host.advanceTime(by: 0.6)
        let detail = try #require(source.presentedViewController as? SegueActionDetail)
        #expect(detail.item == nil)
        #expect(source.calls == ["declineDetail"])
    }

    @Test("A destinationCreationSelector the source has no @SegueAction for fails with a message naming it; nothing is presented")
    func missingMethod() throws {
        let (_, source) = try shownSource()
        let error = #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors { source.performSegue(withIdentifier: "missing", sender: nil) }
        }
        #expect(error?.message.contains("noSuchMethod:") == true)
        #expect(source.presentedViewController == nil)
    }
}

/// The source scene of SegueActions.storyboard: it makes its detail itself.
final class SegueActionSource: UIViewController {
    var item: String?
    var calls: [String] = []
    weak var prepared: UIViewController?

    @SegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> SegueActionDetail? {
        calls.append("makeDetail(sender: \(sender ?? "nil"), identifier: \(segueIdentifier ?? "nil"))")
        return SegueActionDetail(coder: coder, item: item)
    }

    @SegueAction func declineDetail(_ coder: NSCoder) -> SegueActionDetail? {
        calls.append("declineDetail")
        return nil
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared = segue.destination
    }
}

/// The detail scene: its own initializer takes the item as well as the coder.
final class SegueActionDetail: UIViewController {
    let item: String?

    init?(coder: NSCoder, item: String?) {
        self.item = item
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        item = nil
        super.init(coder: coder)
    }
}
