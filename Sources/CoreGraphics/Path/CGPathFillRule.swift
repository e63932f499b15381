import Foundation

/// Which regions count as inside a path when it is filled, clipped to or hit-tested
/// (`CGPath.contains(_:using:transform:)`); raw values are Core Graphics'.
public enum CGPathFillRule: Int, Sendable {
    /// Inside where the path winds around the point a nonzero number of times: subpaths
    /// drawn in the same direction add up, so a hole must run the other way.
    case winding = 0
    /// Inside where a ray from the point crosses the path an odd number of times: nested
    /// subpaths alternate between filled and empty whatever their direction.
    case evenOdd = 1
}
