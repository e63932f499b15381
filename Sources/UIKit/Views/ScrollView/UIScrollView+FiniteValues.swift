import CoreGraphics
internal import RuntimeSupport

extension UIScrollView {
    /// Whether any of `numbers` is NaN or infinite, saying so for `property`: the scroll
    /// view's sizes, insets and zoom limits are arithmetic on every scroll, and one NaN would
    /// spread to the offset and the bounds, so such a value is refused and the old one kept.
    static func isNotFinite(_ numbers: [CGFloat], _ property: String, _ value: Any) -> Bool {
        guard numbers.allSatisfy(\.isFinite) else {
            RuntimeIssue.report("UIScrollView.\(property): \(value) is not finite; the old value is kept")
            return true
        }
        return false
    }
}
