import Testing
import UIKit
import UIKitTesting

/// Split screens as an iPad draws them: a sidebar list beside the content in landscape, with
/// the hairline between the columns and the sidebar button in the sidebar's bar; in portrait
/// the sidebar over the dimmed content.
@Suite("Split view controller (reference images)", .serialized, .freshContext) @MainActor
struct SplitReferenceTests {
    typealias ListController = TextListController

    final class NoteController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Groceries"
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = "Apples, bread, coffee"
            label.font = .preferredFont(forTextStyle: .body)
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            ])
        }
    }

    private func split(size: CGSize) -> (UITestHost, UISplitViewController) {
        let host = UITestHost(size: size, scale: 1)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(ListController(title: "Folders", rows: ["All iCloud", "Notes", "Recipes", "Travel", "Recently Deleted"]),
                                for: .primary)
        split.setViewController(NoteController(), for: .secondary)
        host.window.rootViewController = split
        host.runLoopTurn()
        return (host, split)
    }

    @Test("Landscape: the sidebar list beside the note, a hairline between them, the sidebar button leading in the sidebar's bar")
    func landscape() {
        let (host, _) = split(size: CGSize(width: 1024, height: 768))
        let diff = ReferenceImage.compare(host.renderScreen(), named: "split-landscape")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Portrait after the sidebar button: the sidebar over the dimmed note, whose bar keeps its title")
    func portraitOverlay() {
        let (host, split) = split(size: CGSize(width: 768, height: 1024))
        split.displayModeButtonItem.performPrimaryAction()
        host.advanceInFrames(0.6)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "split-portrait-overlay")
        #expect(diff == nil, "\(diff!)")
    }
}
