import CoreGraphics
import QuartzCore

/// The partial curl (`UIModalTransitionStyle.partialCurl`): presenting, a corner of the
/// presenter's view curls up and stays curled over the top of the presented view, which is
/// live and takes touches where it is uncovered; a tap on the curled page dismisses; dismissing,
/// the page uncurls back down over the presented view.
///
/// How far the page stays curled is not documented; `progress` is a choice (the page's lower
/// half uncovered on a phone held upright), kept here in one place.
@MainActor
enum PartialCurl {
    /// How far through a whole curl the page stays (0: flat, 1: gone).
    static let progress: Float = 0.5
    /// The key of the curl held on the transition's container.
    static let key = "UIPartialCurl"

    /// Presents: `presentedView` (of `presented`) goes into `container` at `frame`, under the
    /// presenter's page (`presenterView`'s image) curled up over it, animated over `duration`
    /// or curled at once when it is 0; `completion` runs when the curl stops.
    static func present(_ presentedView: UIView, of presented: UIViewController, at frame: CGRect, over presenterView: UIView?,
                        in container: UIView, duration: TimeInterval, completion: @escaping @MainActor () -> Void) {
        let scale = screenScale(of: container)
        let page = presenterView?.layer.snapshotSubtree(scale: scale)
        presentedView.frame = frame
        container.addSubview(presentedView)
        container.addSubview(PartialCurlPageRegion(frame: container.bounds, presented: presented))
        let curl = CATransition()
        curl.type = .pageCurl
        curl.endProgress = progress
        curl.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        curl.fillMode = .both
        curl.isRemovedOnCompletion = false
        curl.outgoingImage = page
        curl.outgoingScale = scale
        if duration > 0 {
            curl.duration = duration
        } else {
            // Already over: it holds its end.
            curl.duration = 1
            curl.beginTime = CACurrentMediaTime() - 2
        }
        run(curl, on: container, forKey: key, completion: completion)
    }

    /// Dismisses: the page (`presenterView`, live, moved into `container`) uncurls from where
    /// it was held back down over `presentedView`'s image, over `duration`; the presented view
    /// is hidden meanwhile and shown again before `completion` runs.
    static func dismiss(_ presentedView: UIView?, under presenterView: UIView?, in container: UIView, duration: TimeInterval,
                        completion: @escaping @MainActor () -> Void) {
        let scale = screenScale(of: container)
        for region in container.subviews where region is PartialCurlPageRegion { region.removeFromSuperview() }
        let below = container.layer.snapshotSubtree(scale: scale)
        container.layer.removeAnimation(forKey: key)
        presentedView?.isHidden = true
        if let presenterView {
            presenterView.frame = container.bounds
            container.addSubview(presenterView)
        }
        let uncurl = CATransition()
        uncurl.type = .pageUnCurl
        uncurl.startProgress = 1 - progress
        uncurl.duration = duration
        uncurl.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        uncurl.outgoingImage = below
        uncurl.outgoingScale = scale
        run(uncurl, on: container, forKey: kCATransition) {
            presentedView?.isHidden = false
            completion()
        }
    }

    private static func run(_ transition: CATransition, on view: UIView, forKey key: String, completion: @escaping @MainActor () -> Void) {
        CATransaction.begin()
        CATransaction.setCompletionBlock(completion)
        view.layer.add(transition, forKey: key)
        CATransaction.commit()
    }

    private static func screenScale(of view: UIView) -> CGFloat {
        view.window?.screen.scale ?? UIScreen.main.scale
    }
}

/// The curled page's place over the presented view: it takes the touches that land on the
/// page (a tap there dismisses the presentation, as on iOS) and lets the others through to
/// the uncovered view below.
@MainActor
final class PartialCurlPageRegion: UIView {
    private weak var presented: UIViewController?

    init(frame: CGRect, presented: UIViewController) {
        self.presented = presented
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PartialCurlPageRegion.tapped))
    }

    required init?(coder: NSCoder) { nil }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let scale = max(1, window?.screen.scale ?? 1)
        return PageCurl.covers(x: Double(point.x * scale), y: Double(point.y * scale),
                               width: Int((bounds.width * scale).rounded()), height: Int((bounds.height * scale).rounded()),
                               progress: Double(PartialCurl.progress))
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let presented, presented.transitionCoordinator == nil else { return }
        presented.dismiss(animated: true)
    }
}
