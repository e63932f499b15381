import CoreGraphics
import Foundation

/// The kinds of layer transitions.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
    /// A turn about the vertical (or horizontal) axis in perspective ("oglFlip" in Core
    /// Animation, which UIKit's flip transitions use).
    public static let flip = CATransitionType(rawValue: "oglFlip")
    /// The old content curls up like a page ("pageCurl"), and back down ("pageUnCurl").
    public static let pageCurl = CATransitionType(rawValue: "pageCurl")
    public static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}

/// The direction of a transition.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation from the layer's appearance when the transition is added (the outgoing
/// image) to its live appearance (the incoming content), by `type` and `subtype`.
///
/// The outgoing image is what the last frame showed of the layer (its area of the screen,
/// so a change made earlier in the same transaction is already incoming, as in Core
/// Animation); for a layer not shown, or turned on screen, the layer as drawn when the
/// transition is added. Transitions are added under `kCATransition` by convention.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start and end (0…1).
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Core Image filters do not exist here; a filter is accepted and ignored.
    open var filter: Any?

    /// The layer's appearance before the change (device pixels at `outgoingScale`).
    package var outgoingImage: PixelBuffer?
    package var outgoingScale: CGFloat = 1

    public required init() { super.init() }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CATransition else { return }
        type = o.type; subtype = o.subtype; startProgress = o.startProgress; endProgress = o.endProgress
        filter = o.filter; outgoingImage = o.outgoingImage; outgoingScale = o.outgoingScale
    }
}

/// The key transitions are added under.
public let kCATransition = "transition"
