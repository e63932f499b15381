import Testing
import UIKit
import UIKitTesting

/// A tab switch the delegate animates (`animationControllerForTransitionFrom:to:` and
/// `interactionControllerFor:`): the `will` callbacks at the start, the `did` ones only once
/// the animator calls `completeTransition(_:)`; a cancelled interactive switch goes back.
@Suite("Tab switch animator", .freshContext) @MainActor
struct TabSwitchAnimatorTests {
    final class AnimatingDelegate: UITabBarControllerDelegate {
        let fade = FadeAnimator(duration: 0.3)
        var interaction: UIPercentDrivenInteractiveTransition?
        var asked: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            asked.append("\(fromVC.title ?? "?")→\(toVC.title ?? "?")")
            return fade
        }
        func tabBarController(_ tabBarController: UITabBarController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
            -> (any UIViewControllerInteractiveTransitioning)? { interaction }
    }

    @Test("The delegate's animator runs the switch: will-callbacks at once, did-callbacks after its 0.3 s, then animationEnded(true)")
    func animatedSwitch() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(2, log: log)
        let delegate = AnimatingDelegate()
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        #expect(delegate.asked == ["T0→T1"])
        #expect(log.appearance == ["T0.viewWillDisappear", "T1.viewWillAppear"])
        host.advanceTime(by: 0.15)
        #expect(children[0].view.superview != nil && children[1].view.superview != nil, "both views are shown while it runs")
        #expect(!log.appearance.contains("T1.viewDidAppear"))
        host.advanceTime(by: 0.3)
        #expect(log.appearance.suffix(2) == ["T0.viewDidDisappear", "T1.viewDidAppear"])
        #expect(children[0].viewIfLoaded?.superview == nil)
        #expect(delegate.fade.ended == [true])
        #expect(tabs.selectedIndex == 1)
    }

    @Test("An interactive switch that is cancelled goes back: the new tab disappears, then the old one appears again and stays selected")
    func cancelledInteractiveSwitch() {
        let log = CallbackLog()
        let (host, tabs, children) = TabBarFixture.shown(2, log: log)
        let delegate = AnimatingDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.delegate = delegate
        tabs.selectedIndex = 1
        interaction.update(0.3)
        host.advanceTime(by: 0.1)
        interaction.cancel()
        host.advanceTime(by: 1)
        // uikit-controllers-facts.md §1.1, a cancelled interactive transition: the incoming
        // controller will- and did-disappears, then the outgoing one appears again.
        #expect(log.appearance == ["T0.viewWillDisappear", "T1.viewWillAppear", "T1.viewIsAppearing", "T1.viewWillDisappear",
                                   "T1.viewDidDisappear", "T0.viewWillAppear", "T0.viewIsAppearing", "T0.viewDidAppear"])
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedItem === children[0].tabBarItem)
        #expect(children[1].viewIfLoaded?.superview == nil)
        #expect(delegate.fade.ended == [false])
    }

    @Test("Without a window nothing animates: the delegate is not asked and the views swap at once")
    func offscreenSwitch() {
        let tabs = UITabBarController()
        let delegate = AnimatingDelegate()
        tabs.delegate = delegate
        let a = UIViewController(), b = UIViewController()
        tabs.viewControllers = [a, b]
        _ = tabs.view
        tabs.selectedIndex = 1
        #expect(delegate.asked.isEmpty)
        #expect(b.view.superview != nil && a.view.superview == nil)
    }
}
