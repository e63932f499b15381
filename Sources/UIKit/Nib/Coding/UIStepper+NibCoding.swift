import Foundation

extension UIStepper {
    /// A stepper's `minimumValue`, `maximumValue`, `stepValue` and `value` (defaults 0, 100,
    /// 1, 0), `continuous`, `autorepeat` and `wraps`. A range or step UIKit would refuse
    /// fails the load instead of stopping the process.
    func decodeStepperAttributes(_ nib: UINibDecoder) {
        let minimum = nib.number("minimumValue") ?? 0, maximum = nib.number("maximumValue") ?? 100
        let step = nib.number("stepValue") ?? 1
        guard minimum < maximum else {
            return nib.fail(.invalidValue, "minimumValue=\"\(minimum)\" must be less than maximumValue=\"\(maximum)\"")
        }
        guard step > 0 else { return nib.fail(.invalidValue, "stepValue=\"\(step)\" must be greater than 0") }
        // Widen first, so neither assignment meets the other's old value.
        maximumValue = max(maximum, maximumValue)
        minimumValue = minimum
        maximumValue = maximum
        stepValue = step
        if let value = nib.number("value") { self.value = value }
        isContinuous = nib.bool("continuous", default: true)
        autorepeat = nib.bool("autorepeat", default: true)
        wraps = nib.bool("wraps", default: false)
    }
}
