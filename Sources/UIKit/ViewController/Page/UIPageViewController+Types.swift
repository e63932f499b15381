import CoreGraphics
import Foundation

/// The page view controller's settings, with UIKit's raw values.
extension UIPageViewController {
    /// How pages change: curling over a spine, or sliding along a scroll view.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Where the pages are bound: the leading (top) edge, the middle (two pages side by side,
    /// double-sided), the trailing (bottom) edge; none for the scroll style.
    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3

        /// UIKit's constant name, as its exceptions spell it.
        var constantName: String {
            switch self {
            case .none: "UIPageViewControllerSpineLocationNone"
            case .min: "UIPageViewControllerSpineLocationMin"
            case .mid: "UIPageViewControllerSpineLocationMid"
            case .max: "UIPageViewControllerSpineLocationMax"
            }
        }

        /// How many pages show at once with this spine: two in the middle, one otherwise.
        var visiblePageCount: Int { self == .mid ? 2 : 1 }
    }

    /// Which way a turn goes: to later pages or back.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// The keys of `init(transitionStyle:navigationOrientation:options:)`'s options.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (or its raw value as a number); page-curl style only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages in points (a number); scroll style only.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// A number given in an options dictionary, whichever numeric type it came as.
func pageOptionNumber(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: v
    case let v as Int: Double(v)
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as UIPageViewController.SpineLocation: Double(v.rawValue)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
}
