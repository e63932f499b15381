// View-controller transition code as open-source iOS apps write it (Swift 5 mode): an
// animator whose conformance is declared in an extension, a sheet configured with detents in
// a default argument, a coordinator's alongside animation from a plain class. Against
// Apple's SDK these compile (UIKit's declarations are @preconcurrency there); so must they
// here, and behave.
import Testing
import UIKit
import UIKitTesting

/// An animator declared as many are: a plain NSObject subclass, the conformance in an extension.
final class ExtensionConformingAnimator: NSObject {
    var presenting = true
    var sawContainer = false
}

extension ExtensionConformingAnimator: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let controller = transitionContext.viewController(forKey: .to), let view = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        sawContainer = true
        view.frame = transitionContext.finalFrame(for: controller)
        container.addSubview(view)
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

extension ExtensionConformingAnimator: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

/// A helper that configures sheets with detents given in a default argument.
final class SheetConfigurator {
    func configure(_ controller: UIViewController,
                   detents: [UISheetPresentationController.Detent] = [.medium(), .large()]) {
        controller.sheetPresentationController?.detents = detents
    }

    func fadeAlongside(_ view: UIView, in controller: UIViewController) {
        controller.transitionCoordinator?.animate(alongsideTransition: { _ in view.alpha = 0.5 }, completion: nil)
    }
}

@Suite("Transition call sites (Swift 5)", .serialized, .freshContext) @MainActor
struct TransitionCallSiteTests {
    @Test("An animator conforming in an extension and a sheet configured in a default argument compile and run")
    func transitionCode() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.runLoopTurn()
        let animator = ExtensionConformingAnimator()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = animator
        root.present(presented, animated: true)
        host.advanceTime(by: 0.5)
        #expect(animator.sawContainer)
        #expect(root.presentedViewController === presented)
        root.dismiss(animated: false)

        let sheet = UIViewController()
        let configurator = SheetConfigurator()
        configurator.configure(sheet)
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        let dimmed = UIView()
        root.present(sheet, animated: true)
        configurator.fadeAlongside(dimmed, in: sheet)
        host.advanceTime(by: 0.6)
        #expect(dimmed.alpha == 0.5)
    }
}
