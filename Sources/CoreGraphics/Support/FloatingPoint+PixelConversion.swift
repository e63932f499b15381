import Foundation

// Conversions from floating-point coordinates, sizes and color components to integers.
// Swift's `Int(_:)` traps on NaN, on infinity and on values past the type's range; drawing
// takes numbers from app code, animations and files, so every conversion of such a number
// saturates instead.

extension FixedWidthInteger {
    /// `value` rounded toward zero and limited to this type's range; NaN is 0.
    @inlinable
    package init<F: BinaryFloatingPoint>(saturating value: F) {
        if value.isNaN {
            self = 0
        } else if value <= F(Self.min) {
            self = .min
        } else if value >= F(Self.max) {
            // F(Self.max) may round up past the range (2⁶³ for Int64 in Double): anything at or
            // above it is out of range, anything below it fits.
            self = .max
        } else {
            self.init(value)
        }
    }
}

extension UInt32 {
    /// A color component or alpha in 0…1 as a byte value 0…255, rounded; out-of-range values
    /// are limited to the range and NaN is 0 (a pixel holds no other values).
    @inlinable
    package init<F: BinaryFloatingPoint>(unitByte value: F) {
        self = value.isNaN ? 0 : UInt32(saturating: (Swift.min(1, Swift.max(0, value)) * 255).rounded())
    }
}

extension BinaryFloatingPoint {
    /// The value limited to 0…1, NaN as 0: how a color component or an opacity is drawn.
    @inlinable
    package var unitClamped: Self { isNaN ? 0 : Swift.min(1, Swift.max(0, self)) }
}
