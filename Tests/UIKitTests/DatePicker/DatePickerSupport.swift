import CoreGraphics
import Foundation
@testable import UIKit
import UIKitTesting

/// Date pickers for tests: a fixed locale, UTC and a known date, so titles and rows are the
/// same on every machine.
@MainActor
enum DatePickerSupport {
    static let utc = TimeZone(identifier: "UTC")!

    /// 2026-03-17 14:25 UTC, a Tuesday.
    static let tuesday = date(2026, 3, 17, 14, 25)

    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static func parts(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    static func makePicker(_ mode: UIDatePicker.Mode, style: UIDatePickerStyle, locale: String = "en_US",
                           date: Date = tuesday) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.locale = Locale(identifier: locale)
        picker.timeZone = utc
        picker.calendar = Calendar(identifier: .gregorian)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = date
        return picker
    }

    /// The picker view behind a wheels-style date picker.
    static func wheels(of picker: UIDatePicker) -> UIPickerView? {
        (picker.presentation as? DatePickerWheels)?.wheels
    }

    /// The title of the selected row of each wheel.
    static func selectedTitles(of picker: UIDatePicker) -> [String] {
        guard let wheels = wheels(of: picker) else { return [] }
        wheels.layoutIfNeeded()
        return (0..<wheels.numberOfComponents).map { component in
            let row = wheels.selectedRow(inComponent: component)
            return (wheels.view(forRow: row, forComponent: component) as? UILabel)?.text ?? "?"
        }
    }

    /// The middle of a wheel's column, in window coordinates.
    static func columnCenter(_ component: Int, of picker: UIDatePicker) -> CGPoint {
        let wheels = wheels(of: picker)!
        let wheel = wheels.subviews.compactMap { $0 as? PickerWheel }.first { $0.component == component }!
        return wheel.convert(CGPoint(x: wheel.bounds.midX, y: wheel.bounds.midY), to: nil)
    }
}

/// Counts the control events a date picker sends.
@MainActor
final class DatePickerEvents {
    var valueChanged = 0
    var editingBegan = 0
    var editingEnded = 0

    init(_ picker: UIDatePicker) {
        picker.addAction(UIAction { [unowned self] _ in valueChanged += 1 }, for: .valueChanged)
        picker.addAction(UIAction { [unowned self] _ in editingBegan += 1 }, for: .editingDidBegin)
        picker.addAction(UIAction { [unowned self] _ in editingEnded += 1 }, for: .editingDidEnd)
    }
}
