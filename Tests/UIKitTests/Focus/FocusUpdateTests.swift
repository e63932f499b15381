import Testing
import UIKit
import UIKitTesting

@Suite("Focus: updates, environments and focusability", .serialized, .freshContext) @MainActor
struct FocusUpdateTests {
    @Test("shouldUpdateFocus(in:) on any environment containing either item can refuse a move; focus then stays")
    func veto() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let log = FocusLog()
        let a = FocusBox("a", CGRect(x: 20, y: 20, width: 60, height: 40), log: log)
        let container = FocusBox("container", CGRect(x: 100, y: 0, width: 200, height: 100), log: log)
        container.focusable = false
        let b = FocusBox("b", CGRect(x: 10, y: 20, width: 60, height: 40), log: log)
        container.addSubview(b)
        host.window.addSubview(a)
        host.window.addSubview(container)
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "a")
        container.refuses = true
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "a")
        #expect(log.entries.suffix(3) == ["should a", "should b", "should container"])
        container.refuses = false
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "b")
    }

    @Test("didUpdateFocus(in:with:) reaches every environment containing either item, innermost first, with both items and the heading in the context")
    func didUpdateOrderAndContext() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let log = FocusLog()
        let controller = RecordingController(log: log)
        host.window.rootViewController = controller
        let left = FocusBox("left", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        left.focusable = false
        let a = FocusBox("a", CGRect(x: 10, y: 10, width: 40, height: 40), log: log)
        let b = FocusBox("b", CGRect(x: 150, y: 10, width: 40, height: 40), log: log)
        left.addSubview(a)
        controller.view.addSubview(left)
        controller.view.addSubview(b)
        host.runLoopTurn()
        host.pressKey(.keyboardTab)
        #expect(log.entries.filter { $0.hasPrefix("did") } == ["did a", "did left", "did controller"])
        log.entries.removeAll()
        log.contexts.removeAll()
        host.pressKey(.keyboardTab)
        #expect(log.entries.filter { $0.hasPrefix("did") } == ["did a", "did left", "did b", "did controller"])
        let context = log.contexts.first
        #expect(context?.previouslyFocusedView === a && context?.nextFocusedView === b)
        #expect(context?.focusHeading == .next)
        #expect(b.isFocused && !a.isFocused)
    }

    @Test("Coordinated animations run together after the update, as a UIView animation on the media clock")
    func coordinatedAnimations() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let box = AnimatingBox("a", CGRect(x: 20, y: 20, width: 60, height: 40))
        host.window.addSubview(box)
        host.pressKey(.keyboardTab)
        #expect(box.alpha == 0.5)                                    // the model value at once
        #expect(box.layer.animationKeys()?.isEmpty == false)        // animated there
        #expect(!box.completed)
        host.advanceTime(by: 0.5)
        #expect(box.completed)
    }

    @Test("setNeedsFocusUpdate on an environment that contains focus, then updateFocusIfNeeded, sends focus to its preferred environment; outside the focus it does nothing")
    func preferredEnvironments() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let container = FocusBox("container", CGRect(x: 0, y: 0, width: 300, height: 100))
        container.focusable = false
        let a = FocusBox("a", CGRect(x: 10, y: 10, width: 40, height: 40))
        let b = FocusBox("b", CGRect(x: 150, y: 10, width: 40, height: 40))
        let outside = FocusBox("outside", CGRect(x: 10, y: 200, width: 40, height: 40))
        container.addSubview(a)
        container.addSubview(b)
        host.window.addSubview(container)
        host.window.addSubview(outside)
        outside.setNeedsFocusUpdate()                    // nothing is focused: no effect
        outside.updateFocusIfNeeded()
        #expect(focused(host) == nil)
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "a")
        container.preferred = [b]
        container.setNeedsFocusUpdate()
        #expect(focused(host) == "a")                    // not before the update runs
        container.updateFocusIfNeeded()
        #expect(focused(host) == "b")
        outside.preferred = [outside]
        outside.setNeedsFocusUpdate()                    // does not contain the focus
        host.runLoopTurn()
        #expect(focused(host) == "b")
        container.preferred = []                         // empty: the first focusable inside
        container.setNeedsFocusUpdate()
        host.runLoopTurn()                               // a pending request runs at the commit
        #expect(focused(host) == "a")
    }

    @Test("Removing the focused view moves focus at the next commit to the window's preferred item (the first focusable in reading order), or to nothing")
    func removal() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let log = FocusLog()
        let a = FocusBox("a", CGRect(x: 10, y: 10, width: 40, height: 40), log: log)
        let b = FocusBox("b", CGRect(x: 100, y: 10, width: 40, height: 40), log: log)
        host.window.addSubview(a)
        host.window.addSubview(b)
        host.pressKey(.keyboardTab)
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "b")
        b.refuses = true                                 // a removed item cannot refuse
        b.removeFromSuperview()
        host.runLoopTurn()
        #expect(focused(host) == "a" && !b.isFocused)
        a.removeFromSuperview()
        host.runLoopTurn()
        #expect(UIFocusSystem.focusSystem(for: host.window)?.focusedItem == nil)
    }

    @Test("A focus guide that a move lands on hands focus to its preferred environment, bridging a gap geometry would not cross")
    func focusGuide() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let a = FocusBox("a", CGRect(x: 10, y: 10, width: 60, height: 40))
        let far = FocusBox("far", CGRect(x: 200, y: 200, width: 60, height: 40))
        for v in [a, far] {
            v.focusGroupIdentifier = "g"
            host.window.addSubview(v)
        }
        host.pressKey(.keyboardTab)
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "a")                    // far is not in a's path
        let guide = UIFocusGuide()
        guide.isEnabled = false
        host.window.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 120),
            guide.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 20),
            guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        guide.preferredFocusEnvironments = [far]
        host.window.focusGroupIdentifier = "g"
        host.runLoopTurn()
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "a")                    // a disabled guide is no target
        guide.isEnabled = true
        host.pressKey(.keyboardRightArrow)
        #expect(focused(host) == "far")
        #expect(!guide.isFocused)
    }

    @Test("Hidden, transparent (alpha < 0.01), non-interactive, disabled and off-window items are never focused; a focused item that becomes hidden loses focus")
    func notFocusable() {
        let host = UITestHost(size: CGSize(width: 400, height: 300), scale: 1)
        let hidden = FocusBox("hidden", CGRect(x: 10, y: 10, width: 40, height: 40))
        hidden.isHidden = true
        let clear = FocusBox("clear", CGRect(x: 60, y: 10, width: 40, height: 40))
        clear.alpha = 0.005
        let inert = UIView(frame: CGRect(x: 110, y: 10, width: 60, height: 60))
        inert.isUserInteractionEnabled = false
        inert.addSubview(FocusBox("inert", CGRect(x: 0, y: 0, width: 40, height: 40)))
        let disabled = FocusableButton(frame: CGRect(x: 180, y: 10, width: 40, height: 40))
        disabled.isEnabled = false
        let offWindow = FocusBox("off", CGRect(x: 0, y: 0, width: 40, height: 40))
        let shown = FocusBox("shown", CGRect(x: 240, y: 10, width: 40, height: 40))
        for v in [hidden, clear, inert, disabled, shown] { host.window.addSubview(v) }
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "shown")
        host.pressKey(.keyboardTab)
        #expect(focused(host) == "shown")               // nowhere else to go
        let system = UIFocusSystem.focusSystem(for: host.window)
        #expect(UIFocusSystem.focusSystem(for: offWindow) == nil)
        shown.isHidden = true
        host.runLoopTurn()
        #expect(system?.focusedItem == nil)
    }

    @Test("The engine holds focused and remembered items weakly: a focused view that is let go is freed")
    func noRetainCycle() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        weak var weakBox: FocusBox?
        do {
            let box = FocusBox("a", CGRect(x: 10, y: 10, width: 40, height: 40))
            weakBox = box
            host.window.addSubview(box)
            host.pressKey(.keyboardTab)
            #expect(box.isFocused)
            box.removeFromSuperview()
        }
        host.runLoopTurn()
        #expect(weakBox == nil)
        #expect(UIFocusSystem.focusSystem(for: host.window)?.focusedItem == nil)
    }

    @Test("environment(_:contains:) follows parentFocusEnvironment: view → controller → superview → window")
    func containment() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let controller = UIViewController()
        host.window.rootViewController = controller
        let box = FocusBox("a", CGRect(x: 10, y: 10, width: 40, height: 40))
        controller.view.addSubview(box)
        #expect(UIFocusSystem.environment(controller, contains: box))
        #expect(UIFocusSystem.environment(host.window, contains: controller))
        #expect(!UIFocusSystem.environment(box, contains: controller))
        #expect(controller.view.parentFocusEnvironment === controller)
        #expect(controller.preferredFocusEnvironments.first === controller.view)
    }
}

/// A controller that logs the focus updates it hears.
final class RecordingController: UIViewController {
    let log: FocusLog
    init(log: FocusLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        log.entries.append("did controller")
    }
}

/// A view that fades in coordination with focus.
final class AnimatingBox: UIView {
    var completed = false
    init(_ name: String, _ frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var canBecomeFocused: Bool { true }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        coordinator.addCoordinatedAnimations({ self.alpha = 0.5 }, completion: { self.completed = true })
    }
}
