import CoreGraphics
import Foundation

/// How a swiped row moves: the one place its numbers are chosen.
///
/// Apple documents none of them; they are set from what iOS (11 to 17) is seen to do:
/// - The row follows the finger 1:1 until its buttons are fully shown. Past that it keeps
///   following 1:1 when a full swipe is allowed (the outermost button grows to fill), and
///   otherwise resists as a scroll view does past its edge: `(1 − 1/(x·0.55/d + 1))·d`
///   for `x` points of pull, `d` the row's width.
/// - Released with the buttons more than half shown, the row snaps open; less, it closes.
/// - Released past 60 % of the row's width with a full swipe allowed, the row slides off
///   and the first action is performed.
/// - Opening, closing and sliding off are a critically damped spring of 0.4 s, the feel of
///   UIKit's own springs for interface motion.
enum SwipePhysics {
    static let rubberBandCoefficient: CGFloat = 0.55
    static let fullSwipeFraction: CGFloat = 0.6
    static let springDuration: TimeInterval = 0.4
    static let springDamping: CGFloat = 1

    /// How far the row shows moved for `pull` points of finger travel toward opening.
    static func displayed(pull: CGFloat, buttonsWidth: CGFloat, rowWidth: CGFloat, fullSwipe: Bool) -> CGFloat {
        guard pull > buttonsWidth else { return max(0, pull) }
        if fullSwipe { return min(pull, rowWidth) }
        let d = max(1, rowWidth), x = pull - buttonsWidth
        return buttonsWidth + (1 - 1 / (x * rubberBandCoefficient / d + 1)) * d
    }

    /// Where a released row goes.
    enum Outcome: Equatable { case open, close, fullSwipe }

    static func outcome(shown: CGFloat, buttonsWidth: CGFloat, rowWidth: CGFloat, fullSwipe: Bool) -> Outcome {
        if fullSwipe && shown >= rowWidth * fullSwipeFraction && shown > buttonsWidth { return .fullSwipe }
        return shown > buttonsWidth / 2 ? .open : .close
    }

    /// Runs `changes` as the swipe's spring (or at once when animations are off).
    @MainActor static func animate(_ changes: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: springDuration, delay: 0, usingSpringWithDamping: springDamping, initialSpringVelocity: 0,
                       options: [.allowUserInteraction, .beginFromCurrentState], animations: changes, completion: completion)
    }
}
