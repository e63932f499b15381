import CoreGraphics
import QuartzCore

/// A page-curl turn under way: the pages before and after it, the leaf being turned, and how
/// far it has gone (0: as it started, 1: done), animating towards `target` on the media clock
/// once no finger drives it.
@MainActor
final class CurlTurn {
    let outgoing: [UIViewController]
    /// The pages shown once the turn completes.
    let incoming: [UIViewController]
    /// A double-sided leaf's back page when it is shown only during the turn.
    let transient: [UIViewController]
    let leaf: PageLeafView
    /// The shade the leaf casts on the page it uncovers.
    let cast: PageShadeView
    /// Whether the leaf starts flat (the current page turning away) or lying over on the other
    /// side of the spine (an earlier page turning back onto the current one).
    let startsFlat: Bool
    let direction: UIPageViewController.NavigationDirection
    let byUser: Bool
    var completion: ((Bool) -> Void)?
    var progress: CGFloat = 0
    /// Where an animation takes the progress, from what, when and how fast.
    var target: CGFloat = 1
    var from: CGFloat = 0
    var start: CFTimeInterval = 0
    var duration: CFTimeInterval = 0

    init(outgoing: [UIViewController], incoming: [UIViewController], transient: [UIViewController], leaf: PageLeafView,
         cast: PageShadeView, startsFlat: Bool, direction: UIPageViewController.NavigationDirection, byUser: Bool) {
        self.outgoing = outgoing
        self.incoming = incoming
        self.transient = transient
        self.leaf = leaf
        self.cast = cast
        self.startsFlat = startsFlat
        self.direction = direction
        self.byUser = byUser
    }

    /// The leaf's angle about the spine at the current progress.
    var angle: CGFloat { .pi * (startsFlat ? progress : 1 - progress) }

    /// The pages that appear with the turn, and those that go.
    var appearing: [UIViewController] { (incoming + transient).filter { page in !outgoing.contains { $0 === page } } }
    var disappearing: [UIViewController] { outgoing.filter { page in !incoming.contains { $0 === page } } }
}
