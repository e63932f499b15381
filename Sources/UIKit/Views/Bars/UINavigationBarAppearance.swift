import CoreGraphics
import Foundation

/// A navigation bar's look: the bar's background and shadow, the title's and large title's
/// text attributes, and how plain, done and back buttons look.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from its place in the bar.
    open var titlePositionAdjustment: UIOffset = .zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// The image in place of the back chevron (both or neither are set, as on iOS).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = transitionMaskImage
    }

    override func copyContent(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}

/// A toolbar's look: its background and shadow and its buttons'.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    override func copyContent(from other: UIBarAppearance) {
        guard let other = other as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }
}

/// How bar buttons of one style look in each state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    public let style: UIBarButtonItem.Style
    open var normal = UIBarButtonItemStateAppearance()
    open var highlighted = UIBarButtonItemStateAppearance()
    open var disabled = UIBarButtonItemStateAppearance()
    open var focused = UIBarButtonItemStateAppearance()

    public init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .plain) }

    /// Resets every state to the system look.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    open func copy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: style)
        copy.normal = normal.copy()
        copy.highlighted = highlighted.copy()
        copy.disabled = disabled.copy()
        copy.focused = focused.copy()
        return copy
    }
}

/// A bar button's look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    func copy() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
