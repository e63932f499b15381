import Testing
import UIKit
import UIKitTesting

/// Storyboards: each scene's controller is made through `init(coder:)`; its view loads
/// lazily, with its outlets connected before `viewDidLoad()`.
@Suite(.freshContext) @MainActor struct UIStoryboardTests {
    @Test func initialViewControllerLoadsItsViewLazily() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let controller = try #require(storyboard.instantiateInitialViewController() as? GreetingViewController)
        #expect(controller.title == "Greeting")
        #expect(controller.storyboard === storyboard)
        #expect(!controller.isViewLoaded)
        #expect(controller.greetingLabel == nil)
        _ = controller.view
        #expect(controller.outletsAtViewDidLoad)
        #expect(controller.greetingLabel.text == "Hello")
        #expect(controller.greetingLabel.superview === controller.view)
    }

    @Test func scenesLayOutAgainstTheSafeArea() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try #require(UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController() as? GreetingViewController)
        host.window.rootViewController = controller
        host.runLoopTurn()
        let top = controller.view.safeAreaInsets.top
        #expect(controller.greetingLabel.frame.minY == top + 20)
        #expect(controller.nextButton.frame.minY == controller.greetingLabel.frame.maxY + 20)
        #expect(controller.nextButton.frame.width == 350)
    }

    @Test func viewControllerByIdentifier() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail")
        #expect(detail is DetailViewController)
        #expect(detail.view.backgroundColor != nil)
    }

    /// The guide's CaptionableImageView placed in a storyboard by its custom class loads its
    /// own nib from `init(coder:)`.
    @Test func customViewInAStoryboardLoadsItsNib() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let detail = try #require(UIStoryboard(name: "Main", bundle: .module)
            .instantiateViewController(withIdentifier: "Detail") as? DetailViewController)
        host.window.rootViewController = detail
        host.runLoopTurn()
        let caption = try #require(detail.captionView)
        #expect(caption.label.text == "Yo dawg, I heard you like views")
        #expect(caption.frame == CGRect(x: 0, y: detail.view.safeAreaInsets.top, width: 390, height: 200))
    }

    @Test func creatorBlockMakesTheController() throws {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        var coderSeen = false
        let detail: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            coderSeen = true
            return DetailViewController(coder: coder)
        }
        #expect(coderSeen)
        #expect(detail.storyboard === storyboard)
    }

    @Test func missingIdentifierIsUIKitsError() {
        let storyboard = UIStoryboard(name: "Main", bundle: .module)
        let error = #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors { _ = storyboard.instantiateViewController(withIdentifier: "Nope") }
        }
        #expect(error?.message.contains("doesn't contain a view controller with identifier 'Nope'") == true)
    }

    /// A custom segue runs: destination from the storyboard, `prepare(for:sender:)`, then
    /// `perform()`; a button triggers it with a tap.
    @Test func customSegueFromAButton() throws {
        RecordingSegue.performed = []
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try #require(UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController() as? GreetingViewController)
        host.window.rootViewController = controller
        host.runLoopTurn()
        let button = try #require(controller.nextButton)
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
        #expect(controller.preparedSegue == "showDetail")
        #expect(RecordingSegue.performed.count == 1)
        #expect(RecordingSegue.performed.first?.2 is DetailViewController)
        controller.performSegue(withIdentifier: "showDetail", sender: nil)
        #expect(RecordingSegue.performed.count == 2)
    }

    @Test func missingStoryboardIsNotFound() {
        let error = #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors { _ = UIStoryboard(name: "Nope", bundle: .module) }
        }
        #expect(error?.reason == .notFound)
    }
}

/// `UIViewController(nibName:bundle:)` and the default nib named after the class.
@Suite(.freshContext) @MainActor struct UIViewControllerNibTests {
    @Test func defaultNibNameDropsController() throws {
        let controller = ProfileViewController(nibName: nil, bundle: .module)
        #expect(controller.view.frame.size == CGSize(width: 300, height: 120))
        #expect(controller.labelAtViewDidLoad == "Ada")
    }

    @Test func explicitNibName() throws {
        let controller = ProfileViewController(nibName: "ProfileView", bundle: .module)
        _ = controller.view
        #expect(controller.nameLabel.text == "Ada")
    }

    /// A nib whose File's Owner never gets `view` is UIKit's "view outlet was not set".
    @Test func viewOutletNotSetIsAnError() {
        let error = #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors { _ = UIViewController(nibName: "CaptionableImageView", bundle: .module).view }
        }
        _ = error
    }
}
