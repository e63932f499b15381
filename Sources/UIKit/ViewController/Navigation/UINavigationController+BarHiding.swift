import CoreGraphics
import Foundation

/// A navigation controller's bar visibility and the recognizers that change it.
struct NavigationBarState {
    var navigationBarHidden = false
    var toolbarHidden = true
    /// A bar is sliding out: it stays visible until the animation ends.
    var animatingNavigationBar = false
    var animatingToolbar = false
    var popRecognizer: UIScreenEdgePanGestureRecognizer?
    var popDriver: InteractivePopDriver?
    var hidingDriver: BarHidingDriver?
    var keyboardObserver: NSObjectProtocol?
    /// A tap showed the bars that `hidesBarsWhenVerticallyCompact` hid; cleared when the
    /// height is regular again.
    var compactBarsRevealed = false
    var restingTop: RestingTop?
    /// The content scroll view the bars follow (its offset changes update them).
    weak var observedScrollView: UIScrollView?

    @MainActor
    mutating func tapRecognizer(for controller: UINavigationController) -> UITapGestureRecognizer {
        driver(for: controller).tap
    }

    @MainActor
    mutating func swipeRecognizer(for controller: UINavigationController) -> UIPanGestureRecognizer {
        driver(for: controller).swipe
    }

    @MainActor
    private mutating func driver(for controller: UINavigationController) -> BarHidingDriver {
        if let hidingDriver { return hidingDriver }
        let driver = BarHidingDriver(navigationController: controller)
        hidingDriver = driver
        return driver
    }
}

/// The taps and swipes that hide and show the bars (`hidesBarsOnTap`, `hidesBarsOnSwipe`).
@MainActor
final class BarHidingDriver: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    private(set) var tap: UITapGestureRecognizer!
    private(set) var swipe: UIPanGestureRecognizer!

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
        tap = UITapGestureRecognizer(target: self, action: BarHidingDriver.tapped)
        swipe = UIPanGestureRecognizer(target: self, action: BarHidingDriver.swiped)
        tap.delegate = self
        swipe.delegate = self
        tap.cancelsTouchesInView = false
        swipe.cancelsTouchesInView = false
    }

    /// The toolbar a tap or swipe hid, to show again with the navigation bar.
    private var hidToolbar = false

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let navigation = navigationController, recognizer.state == .ended else { return }
        // In compact height an unhandled tap shows the bars hidden for it (Apple's
        // `hidesBarsWhenVerticallyCompact`).
        if navigation.hiddenByCompactness {
            navigation.revealCompactBars()
        } else if navigation.hidesBarsOnTap {
            setBars(of: navigation, hidden: !navigation.isNavigationBarHidden)
        }
    }

    /// Content moving up (finger up) hides the navigation bar and the toolbar; moving down
    /// shows both again (Apple's `hidesBarsOnSwipe`).
    private func swiped(_ recognizer: UIPanGestureRecognizer) {
        guard let navigation = navigationController, let view = navigation.viewIfLoaded, recognizer.state == .changed else { return }
        let dy = recognizer.translation(in: view).y
        if dy < -UIPanGestureRecognizer.hysteresis, !navigation.isNavigationBarHidden {
            setBars(of: navigation, hidden: true)
        } else if dy > UIPanGestureRecognizer.hysteresis, navigation.isNavigationBarHidden {
            setBars(of: navigation, hidden: false)
        }
    }

    /// Hides or shows the navigation bar, and with it a toolbar that shows (or that this
    /// driver hid). A toolbar with no items takes no part: it stays as it is (Apple's
    /// `hidesBarsOnSwipe`; the header's "the toolbar only participates if it has items").
    private func setBars(of navigation: UINavigationController, hidden hide: Bool) {
        navigation.setNavigationBarHidden(hide, animated: true)
        let hasItems = !(navigation.topViewController?.toolbarItems ?? []).isEmpty
        if hide, hasItems, !navigation.isToolbarHidden {
            hidToolbar = true
            navigation.setToolbarHidden(true, animated: true)
        } else if !hide, hidToolbar {
            hidToolbar = false
            navigation.setToolbarHidden(false, animated: true)
        }
    }

    /// The recognizers work alongside the content's own (a scroll view keeps scrolling).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension UINavigationController {
    enum Bar { case navigation, toolbar }

    /// Shows or hides a bar; animated, it slides over `hideShowBarDuration` while the content's
    /// safe area follows.
    func setBar(_ bar: Bar, hidden: Bool, animated: Bool) {
        switch bar {
        case .navigation:
            guard barState.navigationBarHidden != hidden else { return }
        case .toolbar:
            guard barState.toolbarHidden != hidden else { return }
            _ = toolbarView
        }
        // Layout still pending (a toolbar just made) settles in the old state first, so the
        // change is what animates: a toolbar shown for the first time slides in.
        if animated, let view = viewIfLoaded, view.window != nil { view.layoutIfNeeded() }
        switch bar {
        case .navigation: barState.navigationBarHidden = hidden
        case .toolbar: barState.toolbarHidden = hidden
        }
        guard let view = viewIfLoaded else { return }
        guard animated, view.window != nil else {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            return
        }
        switch bar {
        case .navigation: barState.animatingNavigationBar = true; navigationBar.isHidden = false
        case .toolbar: barState.animatingToolbar = true; toolbarStorage?.isHidden = false
        }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.beginFromCurrentState], animations: {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            self.topViewController?.viewIfLoaded?.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            switch bar {
            case .navigation: barState.animatingNavigationBar = false
            case .toolbar: barState.animatingToolbar = false
            }
            viewIfLoaded?.setNeedsLayout()
        })
    }

    func updateBarHidingRecognizers() {
        let tap = barHideOnTapGestureRecognizer, swipe = barHideOnSwipeGestureRecognizer
        guard let view = viewIfLoaded else { return }
        for (recognizer, wanted) in [(tap as UIGestureRecognizer, hidesBarsOnTap || hidesBarsWhenVerticallyCompact), (swipe, hidesBarsOnSwipe)] {
            if wanted, recognizer.view !== view { view.addGestureRecognizer(recognizer) }
            if !wanted, recognizer.view === view { view.removeGestureRecognizer(recognizer) }
        }
    }

    /// Slides in the bars that compact height hid, until the height is regular again.
    func revealCompactBars() {
        barState.compactBarsRevealed = true
        guard let view = viewIfLoaded else { return }
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.beginFromCurrentState], animations: {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            self.topViewController?.viewIfLoaded?.layoutIfNeeded()
        })
    }

    /// With `hidesBarsWhenKeyboardAppears`, the bars hide when the keyboard shows.
    func observeKeyboardIfNeeded() {
        if let observer = barState.keyboardObserver { NotificationCenter.default.removeObserver(observer) }
        barState.keyboardObserver = nil
        guard hidesBarsWhenKeyboardAppears else { return }
        barState.keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                                           queue: nil) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, self.viewIfLoaded?.window != nil else { return }
                self.setNavigationBarHidden(true, animated: true)
                if !self.isToolbarHidden { self.setToolbarHidden(true, animated: true) }
            }
        }
    }
}
