import CoreGraphics
import Foundation

/// Edge insets named by leading and trailing, which flip in right-to-left layouts.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()

    /// UIKit's `NSStringFromDirectionalEdgeInsets` form: `{top, leading, bottom, trailing}`.
    public var description: String {
        func g(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        return "{\(g(top)), \(g(leading)), \(g(bottom)), \(g(trailing))}"
    }
}
