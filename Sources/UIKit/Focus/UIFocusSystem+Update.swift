import Foundation
import QuartzCore

extension UIFocusSystem {
    /// Moves focus to `next` (nil: nowhere). Every environment that contains the previous or
    /// the next item is asked `shouldUpdateFocus(in:)` and any can refuse (unless `forced`:
    /// the previous item is gone); then focus moves, the same environments get
    /// `didUpdateFocus(in:with:)`, the coordinated animations run and
    /// `didUpdateNotification` is posted. Returns whether focus moved.
    ///
    /// As on iPad, a text field or text view that takes focus becomes first responder (it
    /// begins editing), and one that loses focus to something else stops being it.
    @discardableResult
    func update(to next: (any UIFocusItem)?, heading: UIFocusHeading, forced: Bool = false) -> Bool {
        let previous = focusedItem
        if previous === next { return false }
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let environments = Self.environments(containing: previous, next)
        if !forced {
            for environment in environments where !environment.shouldUpdateFocus(in: context) { return false }
        }
        focusedItem = next
        CATransaction.noteChange()       // the ring follows at the next commit
        if let next { lastFocusedInGroup[groupKey(of: next)] = WeakFocusEnvironment(next) }
        moveFirstResponder(from: previous, to: next)
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.run()
        NotificationCenter.default.post(name: Self.didUpdateNotification, object: self, userInfo: [
            Self.focusUpdateContextUserInfoKey: context, Self.animationCoordinatorUserInfoKey: coordinator,
        ])
        return true
    }

    /// The environments that contain `previous` or `next`, each once, in ascending order:
    /// the previous item and the environments only it is in, then the next item and those
    /// only it is in, then the environments both are in, from the innermost to the window.
    /// // estimate (UIKit documents "ascending order", not how the two branches interleave)
    static func environments(containing previous: (any UIFocusItem)?, _ next: (any UIFocusItem)?) -> [any UIFocusEnvironment] {
        func chain(_ start: (any UIFocusEnvironment)?) -> [any UIFocusEnvironment] {
            var result: [any UIFocusEnvironment] = []
            var current = start
            while let e = current {
                result.append(e)
                current = e.parentFocusEnvironment
            }
            return result
        }
        let up = chain(previous), down = chain(next)
        let shared = Set(up.map(ObjectIdentifier.init)).intersection(down.map(ObjectIdentifier.init))
        let common = up.filter { shared.contains(ObjectIdentifier($0)) }
        return up.filter { !shared.contains(ObjectIdentifier($0)) } + down.filter { !shared.contains(ObjectIdentifier($0)) } + common
    }

    private func moveFirstResponder(from previous: (any UIFocusItem)?, to next: (any UIFocusItem)?) {
        if let field = next as? UIView, field is UIKeyInput, !field.isFirstResponder, field.becomeFirstResponder() { return }
        if let field = previous as? UIView, field is UIKeyInput, field.isFirstResponder { field.resignFirstResponder() }
    }
}
