// The presentation scene: ordinary iOS view-controller code (a custom presentation
// controller that shows a card over a dimmed screen, its animator, and a transition
// coordinator animating the presenter alongside), rendered frame by frame into
// demo-out/presentation/frame-NNN.png and demo-out/presentation.png (animated).
import Foundation
import UIKit

/// Puts the presented view in a card at the bottom, over a dimming view.
final class CardPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 12, y: bounds.height * 0.42, width: bounds.width - 24, height: bounds.height * 0.58 - 12)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimming.frame = container.bounds
        dimming.alpha = 0
        container.addSubview(dimming)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
}

/// Slides the card up with a little bounce.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let card = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: controller)
        card.frame = final.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height - final.minY)
        card.layer.cornerRadius = 18
        transitionContext.containerView.addSubview(card)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: [], animations: {
            card.frame = final
        }, completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

@preconcurrency @MainActor func renderPresentationScene(into output: URL) throws {
    final class ListController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            for i in 0..<6 {
                let row = UIView(frame: CGRect(x: 16, y: 24 + CGFloat(i) * 56, width: view.bounds.width - 32, height: 44))
                row.backgroundColor = UIColor(hue: CGFloat(i) / 7, saturation: 0.35, brightness: 0.95, alpha: 1)
                row.layer.cornerRadius = 10
                row.autoresizingMask = [.flexibleWidth]
                view.addSubview(row)
            }
        }
    }
    final class CardController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = UIColor(red: 0.99, green: 0.96, blue: 0.9, alpha: 1)
            let title = UILabel(frame: CGRect(x: 20, y: 18, width: 260, height: 26))
            title.text = "Custom presentation"
            title.font = UIFont.boldSystemFont(ofSize: 18)
            view.addSubview(title)
            let body = UILabel(frame: CGRect(x: 20, y: 50, width: 260, height: 44))
            body.text = "A presentation controller, an animator and the transition coordinator."
            body.numberOfLines = 2
            body.font = UIFont.systemFont(ofSize: 13)
            body.textColor = .darkGray
            view.addSubview(body)
        }
    }

    let window = makeWindow(CGSize(width: 320, height: 400))
    let list = ListController()
    window.rootViewController = list
    UIApplication.shared.runLoopTurn()

    let animator = CardAnimator()
    let card = CardController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = animator
    list.present(card, animated: true)

    try recordFrames(of: window, count: 48, named: "presentation", into: output)
    card.dismiss(animated: false)
    window.isHidden = true
}
