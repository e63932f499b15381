import Foundation

extension UIView {
    /// Applies `changes` to a control's own parts: animated over `duration` when `animated`
    /// and the view is in a window (touches still reach the control meanwhile, as UIKit's
    /// controls allow), at once otherwise.
    func changeParts(animated: Bool, duration: TimeInterval, _ changes: @escaping () -> Void) {
        if animated, window != nil {
            UIView.animate(withDuration: duration, delay: 0, options: [.allowUserInteraction], animations: changes)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }
}
