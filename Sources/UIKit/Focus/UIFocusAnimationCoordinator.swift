import Foundation

/// Collects the animations environments add in `didUpdateFocus(in:with:)` and runs them
/// together, in one `UIView` animation on the media clock, once every environment was told.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    /// How long focus animations take. // estimate
    static let duration: TimeInterval = 0.2

    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    override init() { super.init() }

    /// Adds changes to animate alongside the focus change, and a block to run when they end.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Runs what was added: the animations in one animation block, then the completions.
    func run() {
        guard !animations.isEmpty || !completions.isEmpty else { return }
        let animations = self.animations, completions = self.completions
        self.animations.removeAll()
        self.completions.removeAll()
        UIView.animate(withDuration: Self.duration, animations: { for animation in animations { animation() } },
                       completion: { _ in for completion in completions { completion() } })
    }
}
