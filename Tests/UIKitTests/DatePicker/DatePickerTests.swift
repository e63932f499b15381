import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UIDatePicker`'s value: the date kept within the limits and on the minute interval, the
/// style resolved from the mode, and `.valueChanged` only for the user's changes.
@Suite("Date picker values", .serialized, .freshContext) @MainActor
struct DatePickerTests {
    typealias S = DatePickerSupport

    @Test("Defaults: date and time, the automatic style (compact since iOS 14), the date the picker was made, interval 1, duration 0")
    func defaults() {
        let before = Date()
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.date >= before && picker.date <= Date())
        #expect(picker.minuteInterval == 1)
        #expect(picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
    }

    @Test("The count-down timer and month-and-year modes always show wheels; compact and inline apply to dates and times")
    func styleResolution() {
        let picker = UIDatePicker()
        for style in [UIDatePickerStyle.automatic, .compact, .inline, .wheels] {
            picker.preferredDatePickerStyle = style
            picker.datePickerMode = .countDownTimer
            #expect(picker.datePickerStyle == .wheels)
            picker.datePickerMode = .yearAndMonth
            #expect(picker.datePickerStyle == .wheels)
            picker.datePickerMode = .date
            #expect(picker.datePickerStyle == (style == .automatic ? .compact : style))
        }
        picker.preferredDatePickerStyle = .inline
        #expect(picker.presentation is DatePickerCalendarView)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.presentation is DatePickerWheels)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test("minuteInterval takes 1 to 30 when it divides 60; anything else leaves it at 1, as UIKit documents")
    func minuteInterval() {
        let picker = UIDatePicker()
        for (value, expected) in [(15, 15), (7, 1), (0, 1), (45, 1), (-5, 1), (30, 30), (5, 5)] {
            picker.minuteInterval = value
            #expect(picker.minuteInterval == expected, "minuteInterval = \(value)")
        }
    }

    @Test("A date outside the limits is brought to the nearer limit; a minimum after the maximum makes both ignored")
    func limits() {
        let picker = S.makePicker(.date, style: .wheels)
        picker.minimumDate = S.date(2026, 1, 1)
        picker.maximumDate = S.date(2026, 12, 31)
        picker.date = S.date(2025, 6, 1)
        #expect(picker.date == S.date(2026, 1, 1))
        picker.date = S.date(2030, 6, 1)
        #expect(picker.date == S.date(2026, 12, 31))
        // Narrowing the limits moves the date in too.
        picker.maximumDate = S.date(2026, 6, 30)
        #expect(picker.date == S.date(2026, 6, 30))
        picker.minimumDate = S.date(2027, 1, 1)
        picker.date = S.date(2030, 6, 1)
        #expect(picker.date == S.date(2030, 6, 1))
    }

    @Test("With roundsToMinuteInterval a date is put on the interval; setting values in code sends no .valueChanged")
    func rounding() {
        let picker = S.makePicker(.time, style: .wheels)
        let events = DatePickerEvents(picker)
        picker.minuteInterval = 15
        picker.date = S.date(2026, 3, 17, 14, 25)
        #expect(S.parts(picker.date).minute == 15)
        picker.roundsToMinuteInterval = false
        picker.date = S.date(2026, 3, 17, 14, 25)
        #expect(S.parts(picker.date).minute == 25)
        picker.setDate(S.date(2026, 3, 18), animated: true)
        picker.countDownDuration = 600
        #expect(events.valueChanged == 0)
    }

    @Test("countDownDuration stays within 0 to 23 h 59 min; NaN is taken as 0")
    func durationRange() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 23 * 3600 + 59 * 60)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
    }

    @Test("A date picker, its wheels, calendar and compact labels deallocate; targets are not retained")
    func noRetainCycles() {
        weak var weakPicker: UIDatePicker?
        for style in [UIDatePickerStyle.wheels, .inline, .compact] {
            do {
                let host = UITestHost(size: CGSize(width: 390, height: 500), scale: 1)
                let picker = S.makePicker(.dateAndTime, style: style)
                weakPicker = picker
                _ = DatePickerEvents(picker)
                host.window.addSubview(picker)
                host.runLoopTurn()
                picker.removeFromSuperview()
            }
            #expect(weakPicker == nil, "\(style)")
        }
    }
}

/// `<datePicker>` in Interface Builder files.
@Suite("Date pickers from nibs", .serialized, .freshContext) @MainActor
struct DatePickerNibTests {
    typealias S = DatePickerSupport

    @Test("A nib's date picker keeps its mode, style, limits, locale, time zone, interval and duration; the saved date is used only with useCurrentDate=\"NO\"; a file without a style (before iOS 13.4) gets the automatic style, compact")
    func decoding() throws {
        let before = Date()
        let root = try #require(try UINib(nibName: "DatePickers", bundle: .module).instantiateThrowing(withOwner: nil).first as? UIView)
        let pickers = root.subviews.compactMap { $0 as? UIDatePicker }
        try #require(pickers.count == 4)
        let wheels = pickers[0]
        #expect(wheels.datePickerMode == .date)
        #expect(wheels.datePickerStyle == .wheels)
        #expect(wheels.date == S.tuesday)
        #expect(wheels.minimumDate == S.date(2026, 1, 1))
        #expect(wheels.maximumDate == S.date(2026, 12, 31, 23, 59).addingTimeInterval(59))
        #expect(wheels.locale?.identifier == "en_GB")
        #expect(wheels.timeZone?.secondsFromGMT() == 0)
        #expect(S.selectedTitles(of: wheels) == ["17", "March", "2026"])
        let timer = pickers[1]
        #expect(timer.datePickerMode == .countDownTimer && timer.datePickerStyle == .wheels)
        #expect(timer.minuteInterval == 5)
        #expect(timer.countDownDuration == 5400)
        let old = pickers[2]
        #expect(old.preferredDatePickerStyle == .automatic && old.datePickerStyle == .compact)
        #expect(old.minuteInterval == 1)
        #expect(old.date >= before)
        let inline = pickers[3]
        #expect(inline.datePickerStyle == .inline)
        #expect(inline.contentHorizontalAlignment == .leading)
    }

    @Test("A malformed date in a nib fails the load with a clear error")
    func malformedDate() {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <datePicker contentMode="scaleToFill" datePickerMode="date" useCurrentDate="NO" id="Bad-dt-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="216"/>
                    <date key="date" timeIntervalSinceReferenceDate="soon"/>
                </datePicker>
            </objects>
        </document>
        """
        #expect(throws: NibLoadingError.self) {
            _ = try UINib(data: Data(xml.utf8), bundle: nil).instantiateThrowing(withOwner: nil)
        }
    }
}
