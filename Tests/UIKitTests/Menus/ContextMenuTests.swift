import Testing
import UIKit
import UIKitTesting

/// UIContextMenuInteraction: a long press asks the delegate for a configuration at the press,
/// lifts a preview over the dimmed window with the menu beside it, and tells the delegate when
/// the menu shows, ends, or its preview is tapped.
@Suite("Context menus", .freshContext) @MainActor
struct ContextMenuTests {
    @MainActor final class Delegate: UIContextMenuInteractionDelegate {
        var events: [String] = []
        var offersMenu = true
        var previewController: UIViewController?
        /// The preview controller the commit animator handed over.
        var committedPreview: UIViewController?
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            events.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard offersMenu else { return nil }
            let provider: UIContextMenuConfiguration.PreviewProvider? = previewController == nil ? nil : { @MainActor [weak self] in self?.previewController }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: provider) { suggested in
                UIMenu(children: [UIAction(title: "Copy") { [weak self] _ in self?.events.append("copy") },
                                  UIAction(title: "Delete", attributes: .destructive) { _ in }])
            }
        }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) { events.append("willDisplay") }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) { events.append("willEnd") }
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                    animator: any UIContextMenuInteractionCommitAnimating) {
            events.append("preview")
            committedPreview = animator.previewViewController
            animator.addCompletion { [weak self] in self?.events.append("preview done") }
        }
    }

    private func setUp(_ delegate: Delegate) -> (UITestHost, UIView, UIContextMenuInteraction) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        host.window.rootViewController = UIViewController()
        let card = UIView(frame: CGRect(x: 40, y: 200, width: 200, height: 120))
        card.backgroundColor = .systemTeal
        let interaction = UIContextMenuInteraction(delegate: delegate)
        card.addInteraction(interaction)
        host.window.rootViewController!.view.addSubview(card)
        host.runLoopTurn()
        return (host, card, interaction)
    }

    private func labels(_ host: UITestHost) -> [String] { host.accessibilityTree().compactMap(\.label) }

    @Test("A long press asks for the configuration at the press and shows the menu below the lifted preview; choosing an action ends it")
    func longPressShowsMenu() throws {
        let delegate = Delegate()
        let (host, card, interaction) = setUp(delegate)
        defer { withExtendedLifetime(host) {} }
        #expect(card.interactions.count == 1 && interaction.view === card)
        host.longPress(at: CGPoint(x: 100, y: 250))
        host.advanceInFrames(0.4)
        #expect(delegate.events == ["configuration at 60,50", "willDisplay"])
        #expect(interaction.location(in: card) == CGPoint(x: 60, y: 50))
        let copy = try #require(host.accessibilityElement(label: "Copy") as? UIView)
        #expect(copy.convert(copy.bounds, to: host.window).minY >= 328, "the menu sits below the preview")
        host.activateAccessibilityElement(label: "Copy")
        #expect(delegate.events.suffix(2) == ["willEnd", "copy"])
    }

    @Test("No configuration, no menu; a tap outside ends the menu; a tap on the preview tells the delegate, whose completion runs after")
    func dismissalAndPreview() {
        let delegate = Delegate()
        delegate.offersMenu = false
        let (host, _, interaction) = setUp(delegate)
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: CGPoint(x: 100, y: 250))
        #expect(!labels(host).contains("Copy"))
        delegate.offersMenu = true
        host.longPress(at: CGPoint(x: 100, y: 250))
        host.advanceInFrames(0.4)
        host.tap(at: CGPoint(x: 350, y: 800))
        #expect(delegate.events.last == "willEnd")
        host.advanceInFrames(0.4)
        host.longPress(at: CGPoint(x: 100, y: 250))
        host.advanceInFrames(0.4)
        host.tap(at: CGPoint(x: 140, y: 260))
        host.advanceInFrames(0.5)
        #expect(delegate.events.contains("preview") && delegate.events.last == "preview done")
        interaction.dismissMenu()
        #expect(!labels(host).contains("Copy"))
    }

    @Test("updateVisibleMenu replaces the open menu's elements")
    func updateVisibleMenu() {
        let delegate = Delegate()
        let (host, _, interaction) = setUp(delegate)
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: CGPoint(x: 100, y: 250))
        interaction.updateVisibleMenu { menu in menu.replacingChildren([UIAction(title: "Paste") { _ in }]) }
        #expect(labels(host).contains("Paste") && !labels(host).contains("Copy"))
    }

    @Test("A configuration's preview provider gives the preview: its controller's view is lifted at its preferredContentSize, centered, with the menu below; tapping it hands the controller to the commit animator")
    func previewControllerIsThePreview() throws {
        let delegate = Delegate()
        let preview = UIViewController()
        preview.preferredContentSize = CGSize(width: 300, height: 200)
        preview.view.backgroundColor = .systemOrange
        delegate.previewController = preview
        let (host, card, _) = setUp(delegate)
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: CGPoint(x: 100, y: 250))
        host.advanceInFrames(0.4)
        #expect(preview.view.window === host.window)
        let lifted = preview.view.convert(preview.view.bounds, to: host.window)
        #expect(lifted.size == CGSize(width: 300, height: 200))
        #expect(abs(lifted.midX - 195) < 1)
        #expect(!card.subviews.contains(preview.view), "the preview is not the pressed view")
        let copy = try #require(host.accessibilityElement(label: "Copy") as? UIView)
        #expect(copy.convert(copy.bounds, to: host.window).minY >= lifted.maxY, "the menu sits below the preview")
        host.tap(at: CGPoint(x: lifted.midX, y: lifted.midY))
        host.advanceInFrames(0.5)
        #expect(delegate.events.contains("preview"))
        #expect(delegate.committedPreview === preview)
    }
}
