import CoreGraphics
import Foundation

/// An invisible, focusable area of a view (a layout guide) that passes focus on: when a move
/// lands on the guide, focus goes to its preferred environments instead. Use it to bridge
/// gaps that geometry alone would not cross. The guide refers to those environments weakly.
@preconcurrency @MainActor
open class UIFocusGuide: UILayoutGuide, UIFocusItem {
    private var preferred: [WeakFocusEnvironment] = []

    /// Whether the guide redirects focus; a disabled guide is not a focus target.
    open var isEnabled = true

    public override init() { super.init() }

    /// Where focus goes when it moves onto the guide, most preferred first (held weakly).
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        get { preferred.compactMap(\.environment) }
        set { preferred = newValue.map(WeakFocusEnvironment.init) }
    }

    /// Focusable while enabled and pointing somewhere (it then hands focus on).
    open var canBecomeFocused: Bool { isEnabled && !preferredFocusEnvironments.isEmpty }

    /// The guide's layout frame, in its owning view's coordinates.
    open var frame: CGRect { layoutFrame }

    /// A guide never holds focus itself.
    public var isFocused: Bool { false }

    public var parentFocusEnvironment: (any UIFocusEnvironment)? { owningView }
    public var focusItemContainer: (any UIFocusItemContainer)? { nil }
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}

/// A weak reference to a focus environment (for lists that must not keep their items alive).
struct WeakFocusEnvironment {
    weak var environment: (any UIFocusEnvironment)?
    init(_ environment: any UIFocusEnvironment) { self.environment = environment }
}
