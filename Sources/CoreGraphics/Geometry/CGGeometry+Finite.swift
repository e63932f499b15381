import Foundation

// Checks for NaN and infinity, which geometry setters refuse to store.

extension CGPoint {
    /// True when both coordinates are finite numbers (no NaN, no infinity).
    package var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    package var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    package var isFinite: Bool { origin.isFinite && size.isFinite }
}
