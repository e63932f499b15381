import Foundation

// Core Graphics' `equalTo` methods, still found in older Swift code; Linux Foundation lacks them.

extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Equal when both describe the same area: rectangles are standardized first, as
    /// `CGRectEqualToRect` does.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
