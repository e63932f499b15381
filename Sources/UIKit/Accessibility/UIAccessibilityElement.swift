import CoreGraphics
import Foundation

/// An accessibility element for something that is not a view of its own: a segment, a bar of
/// a chart, a region of a drawn map. A container view lists these in `accessibilityElements`.
///
/// A responder, as in Apple's SDK, so it has every accessibility property a view has; unlike a
/// control it is not an element until `isAccessibilityElement` is set.
@preconcurrency @MainActor
open class UIAccessibilityElement: UIResponder {
    /// The frame relative to the container, when given that way (Apple's `CGRectNull` default).
    private var frameInContainer: CGRect?

    /// The container (usually a view) this element belongs to; held weakly.
    open weak var accessibilityContainer: AnyObject?

    /// An element inside `container`: a view, or another element of one.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The frame in screen coordinates. After `accessibilityFrameInContainerSpace` is set it
    /// follows the container view instead, computed on each read so it stays right as the
    /// container moves or scrolls.
    open override var accessibilityFrame: CGRect {
        get {
            guard let frameInContainer, let view = containerView else { return super.accessibilityFrame }
            return UIAccessibility.convertToScreenCoordinates(frameInContainer, in: view)
        }
        set {
            frameInContainer = nil
            super.accessibilityFrame = newValue
        }
    }

    /// The frame in the coordinates of the view this element is in; `.null` until set.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainer ?? .null }
        set { frameInContainer = newValue.isNull ? nil : newValue }
    }

    /// The nearest view among the containers, whose coordinates `accessibilityFrameInContainerSpace` uses.
    private var containerView: UIView? {
        var container = accessibilityContainer
        while let element = container as? UIAccessibilityElement { container = element.accessibilityContainer }
        return container as? UIView
    }
}
