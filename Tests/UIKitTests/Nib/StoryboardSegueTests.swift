import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Storyboard segues of every kind but unwind (uikit-controllers-facts.md §1.8): what each
/// kind does, `shouldPerformSegue` only for triggered segues, `prepare(for:sender:)` after the
/// destination is made and before any of its appearance callbacks, embed segues while the
/// parent's view loads.
@Suite("Storyboard segues", .freshContext) @MainActor
struct StoryboardSegueTests {
    /// Runs `body` with a log the storyboard's controllers write to, and Segues.storyboard's
    /// Home on screen.
    static func withHome(_ body: (SegueLog, UITestHost, SegueHomeController) throws -> Void) throws {
        let log = SegueLog()
        try SegueLog.$current.withValue(log) {
            let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
            let made = UIStoryboard(name: "Segues", bundle: .module).instantiateInitialViewController()
            let home = try #require(made as? SegueHomeController)
            host.window.rootViewController = home
            host.runLoopTurn()
            // What loading Home did (its embed segue) is another test's.
            log.entries.removeAll()
            home.prepared.removeAll()
            home.preparedSenders.removeAll()
            try body(log, host, home)
        }
    }

    /// Performs `identifier` from Home and lets its presentation finish; the controller shown.
    static func presented(_ identifier: String, from home: SegueHomeController, in host: UITestHost) throws -> SegueNextController {
        home.performSegue(withIdentifier: identifier, sender: nil)
        host.advanceTime(by: 0.6)
        return try #require(home.presentedViewController as? SegueNextController)
    }

    /// Taps the middle of `view`.
    static func tap(_ view: UIView?, in host: UITestHost) throws {
        let view = try #require(view)
        host.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    @Test("A show segue a button triggers asks shouldPerformSegue, then prepare(for:sender:) runs before the destination loads or appears; with no container taking show it is presented modally")
    func triggeredShowSegue() throws {
        try Self.withHome { log, host, home in
            try Self.tap(home.showButton, in: host)
            host.advanceTime(by: 0.6)
            let next = try #require(home.presentedViewController as? SegueNextController)
            #expect(log.entries.prefix(3) == ["Home.shouldPerformSegue(showNext)", "Home.prepare(showNext)", "Next.viewDidLoad"])
            #expect(log.entries.contains("Next.viewDidAppear"))
            #expect(home.prepared.first?.destination === next)
            #expect(home.prepared.first?.source === home)
            #expect(home.prepared.first?.identifier == "showNext")
        }
    }

    @Test("A segue connected to a tap gesture recognizer runs when the recognizer fires: shouldPerformSegue, then prepare(for:sender:) with the recognizer as sender, then the destination")
    func gestureRecognizerSegue() throws {
        try Self.withHome { log, host, home in
            let recognizer = try #require(home.tapArea.gestureRecognizers?.first as? UITapGestureRecognizer)
            try Self.tap(home.tapArea, in: host)
            host.advanceTime(by: 0.6)
            let next = try #require(home.presentedViewController as? SegueNextController)
            #expect(log.entries.prefix(3) == ["Home.shouldPerformSegue(tapNext)", "Home.prepare(tapNext)", "Next.viewDidLoad"])
            #expect(home.prepared.first?.destination === next)
            #expect((home.preparedSenders.first as? UITapGestureRecognizer) === recognizer)
        }
    }

    @Test("shouldPerformSegue returning false cancels a triggered segue: no destination, no prepare(for:sender:)")
    func refusedTriggeredSegue() throws {
        try Self.withHome { log, host, home in
            home.refused = ["showNext"]
            try Self.tap(home.showButton, in: host)
            host.advanceTime(by: 0.6)
            #expect(log.entries == ["Home.shouldPerformSegue(showNext)"])
            #expect(home.presentedViewController == nil)
            #expect(home.prepared.isEmpty)
        }
    }

    @Test("performSegue(withIdentifier:sender:) does not call shouldPerformSegue (Apple: not called for segues triggered in code); a deprecated push segue shows its destination")
    func performSegueSkipsShouldPerform() throws {
        try Self.withHome { log, host, home in
            home.refused = ["push"]
            home.performSegue(withIdentifier: "push", sender: "code")
            host.advanceTime(by: 0.6)
            #expect(home.presentedViewController is SegueNextController)
            #expect(!log.entries.contains { $0.hasPrefix("Home.shouldPerformSegue") })
            #expect(log.entries.first == "Home.prepare(push)")
        }
    }

    @Test("A presentation segue applies the segue's modalPresentationStyle and modalTransitionStyle to the destination; animates=\"NO\" presents at once")
    func presentationSegueAttributes() throws {
        try Self.withHome { log, _, home in
            home.performSegue(withIdentifier: "present", sender: nil)
            let next = try #require(home.presentedViewController as? SegueNextController)
            #expect(next.modalPresentationStyle == .overFullScreen)
            #expect(next.modalTransitionStyle == .crossDissolve)
            // Not animated: the presentation is complete without the clock moving.
            #expect(log.entries.contains("Next.viewDidAppear"))
            #expect(home.view.window != nil)
        }
    }

    @Test("A deprecated modal segue and a showDetail segue (no split controller) both present their destination modally")
    func modalAndShowDetailSegues() throws {
        try Self.withHome { _, host, home in
            let first = try Self.presented("modal", from: home, in: host)
            first.dismiss(animated: false)
            #expect(home.presentedViewController == nil)
            let second = try Self.presented("detail", from: home, in: host)
            #expect(second !== first)
        }
    }

    @Test("A popover segue makes the destination a popover before prepare(for:sender:), pointing at the segue's anchor view with its permitted arrow directions")
    func popoverSegue() throws {
        try Self.withHome { _, host, home in
            home.performSegue(withIdentifier: "popover", sender: nil)
            let segue = try #require(home.prepared.first)
            #expect(segue.destination.modalPresentationStyle == .popover)
            if let popover = segue.destination.popoverPresentationController {
                #expect(popover.sourceView === home.popoverButton)
                #expect(popover.permittedArrowDirections == [.up, .down])
            }
            host.advanceTime(by: 0.6)
            #expect(home.presentedViewController === segue.destination)
        }
    }

    @Test("A storyboard segue of a built-in kind with its own class: the subclass's perform() runs and super.perform() does the kind's transition")
    func segueSubclassCallsSuper() throws {
        try Self.withHome { log, host, home in
            home.performSegue(withIdentifier: "loggedShow", sender: nil)
            host.advanceTime(by: 0.6)
            #expect(home.prepared.first is LoggingShowSegue)
            #expect(log.entries.prefix(2) == ["Home.prepare(loggedShow)", "Home.LoggingShowSegue.perform"])
            #expect(home.presentedViewController is SegueNextController)
        }
    }

    @Test("UIStoryboardSegue(identifier:source:destination:performHandler:) runs its handler when performed")
    func segueMadeInCode() {
        let source = UIViewController(), destination = UIViewController()
        var performed = 0
        let segue = UIStoryboardSegue(identifier: "code", source: source, destination: destination) { performed += 1 }
        #expect(performed == 0)
        segue.perform()
        #expect(performed == 1)
        #expect(segue.identifier == "code" && segue.source === source && segue.destination === destination)
    }

    @Test("An embed segue runs while the parent's view loads: the child is made, the parent's prepare(for:sender:) runs before its viewDidLoad, then addChild, the child's view fills the container (flexible width and height) and didMove(toParent:)")
    func embedSegue() throws {
        let log = SegueLog()
        try SegueLog.$current.withValue(log) {
            let home = try #require(UIStoryboard(name: "Segues", bundle: .module).instantiateInitialViewController() as? SegueHomeController)
            _ = home.view
            #expect(log.entries == ["Home.prepare(embedChild)", "Child.viewDidLoad", "Child.didMove(toParent: Home)", "Home.viewDidLoad"])
            let child = try #require(home.children.first as? SegueChildController)
            #expect(home.children.count == 1)
            #expect(child.parent === home)
            #expect(home.prepared.first?.destination === child)
            let container = try #require(home.container)
            #expect(child.view.superview === container)
            #expect(child.view.frame == container.bounds)
            #expect(child.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        }
    }
}
