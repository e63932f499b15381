import CoreGraphics

extension UIStackView {
    /// How the arranged views share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; when they do not fit exactly, the one whose hugging (or
        /// compression resistance) priority is lowest grows (or shrinks).
        case fill = 0
        /// Every view gets the same length, filling the axis.
        case fillEqually = 1
        /// The views fill the axis in proportion to their intrinsic content sizes.
        case fillProportionally = 2
        /// The views keep their sizes; the gaps between them are equal and at least `spacing`.
        case equalSpacing = 3
        /// The views keep their sizes; their centres are equally far apart while the gaps stay
        /// at least `spacing` (then the centring gives way).
        case equalCentering = 4
    }

    /// For `setCustomSpacing(_:after:)`: go back to the stack's `spacing` after that view.
    /// (`FLT_MAX`, as in UIKit's header.)
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// For `spacing` and `setCustomSpacing(_:after:)`: the system's standard space between
    /// sibling views, 8 points. (`FLT_MIN`, as in UIKit's header.)
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The standard space between siblings that `spacingUseSystem` stands for.
    static let systemSpacing: CGFloat = 8
}
