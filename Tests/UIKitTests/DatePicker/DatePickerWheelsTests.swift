import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The wheels style: one wheel per field in the locale's order, turned by the user, with a
/// day the month lacks or a date past the limits turned back, as on iOS.
@Suite("Date picker wheels", .serialized, .freshContext) @MainActor
struct DatePickerWheelsTests {
    typealias S = DatePickerSupport

    private func host(_ picker: UIDatePicker) -> UITestHost {
        let host = UITestHost(size: CGSize(width: 320, height: 216), scale: 1)
        picker.frame = CGRect(x: 0, y: 0, width: 320, height: 216)
        host.window.addSubview(picker)
        host.runLoopTurn()
        return host
    }

    @Test("The wheels follow the locale: month-day-year in the US, day-month-year in Britain; 12-hour times add AM/PM, after the minutes in English and before the hour in Korean; German uses 24 hours")
    func localeOrder() {
        let us = S.makePicker(.date, style: .wheels)
        _ = host(us)
        #expect(S.selectedTitles(of: us) == ["March", "17", "2026"])
        let gb = S.makePicker(.date, style: .wheels, locale: "en_GB")
        _ = host(gb)
        #expect(S.selectedTitles(of: gb) == ["17", "March", "2026"])
        let time = S.makePicker(.time, style: .wheels)
        _ = host(time)
        #expect(S.selectedTitles(of: time) == ["2", "25", "PM"])
        let korean = S.makePicker(.time, style: .wheels, locale: "ko_KR")
        _ = host(korean)
        #expect(S.selectedTitles(of: korean).count == 3)
        #expect(S.selectedTitles(of: korean).last == "25")
        let german = S.makePicker(.time, style: .wheels, locale: "de_DE")
        _ = host(german)
        #expect(S.selectedTitles(of: german) == ["14", "25"])
    }

    @Test("Date and time shows the day as weekday, month and day, then the time; the timer shows hours and minutes with their units")
    func dateAndTimeAndTimer() {
        let picker = S.makePicker(.dateAndTime, style: .wheels)
        _ = host(picker)
        #expect(S.selectedTitles(of: picker) == ["Tue Mar 17", "2", "25", "PM"])
        let timer = S.makePicker(.countDownTimer, style: .wheels)
        timer.countDownDuration = 3600 + 20 * 60
        let timerHost = host(timer)
        #expect(S.selectedTitles(of: timer) == ["1", "20"])
        let units = timer.presentation!.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }.map(\.text)
        #expect(units == ["hour", "min"])
        _ = timerHost
    }

    @Test("Month, day, hour and minute wheels loop: the row before January shows December")
    func wheelsLoop() {
        let picker = S.makePicker(.date, style: .wheels, date: S.date(2026, 1, 10))
        _ = host(picker)
        let wheels = S.wheels(of: picker)!
        let row = wheels.selectedRow(inComponent: 0)
        #expect(wheels.numberOfRows(inComponent: 0) > 1_000)
        #expect((wheels.view(forRow: row - 1, forComponent: 0) as? UILabel)?.text == "December")
        #expect((wheels.view(forRow: row + 1, forComponent: 0) as? UILabel)?.text == "February")
        #expect(wheels.numberOfRows(inComponent: 2) == 9_999)
    }

    @Test("Tapping the next day turns the wheel and changes the date, sending .valueChanged once")
    func userTurnsDay() {
        let picker = S.makePicker(.date, style: .wheels)
        let events = DatePickerEvents(picker)
        let host = host(picker)
        let day = S.columnCenter(1, of: picker)
        host.tap(at: CGPoint(x: day.x, y: day.y + 33))
        host.advanceTime(by: 1)
        #expect(S.parts(picker.date).day == 18)
        #expect(S.parts(picker.date).month == 3)
        #expect(S.parts(picker.date).hour == 14)
        #expect(events.valueChanged == 1)
        #expect(S.selectedTitles(of: picker) == ["March", "18", "2026"])
    }

    @Test("A day the month lacks becomes the month's last day: day 31 in April turns back to 30, shown grey")
    func dayBeyondMonth() {
        let picker = S.makePicker(.date, style: .wheels, date: S.date(2026, 4, 30))
        let events = DatePickerEvents(picker)
        let host = host(picker)
        let wheels = S.wheels(of: picker)!
        let row31 = wheels.selectedRow(inComponent: 1) + 1
        #expect((wheels.view(forRow: row31, forComponent: 1) as? UILabel)?.textColor == .tertiaryLabel)
        #expect((wheels.view(forRow: row31 - 1, forComponent: 1) as? UILabel)?.textColor == .label)
        let day = S.columnCenter(1, of: picker)
        host.tap(at: CGPoint(x: day.x, y: day.y + 33))
        host.advanceTime(by: 1)
        #expect(S.parts(picker.date).day == 30)
        #expect(S.parts(picker.date).month == 4)
        #expect(S.selectedTitles(of: picker) == ["April", "30", "2026"])
        // The date did not change, so nothing was sent.
        #expect(events.valueChanged == 0)
    }

    @Test("A date past maximumDate turns back to the maximum; the rows past it are grey")
    func beyondMaximum() {
        let picker = S.makePicker(.date, style: .wheels)
        picker.maximumDate = S.tuesday
        let events = DatePickerEvents(picker)
        let host = host(picker)
        let wheels = S.wheels(of: picker)!
        let next = wheels.selectedRow(inComponent: 1) + 1
        #expect((wheels.view(forRow: next, forComponent: 1) as? UILabel)?.textColor == .tertiaryLabel)
        let day = S.columnCenter(1, of: picker)
        host.tap(at: CGPoint(x: day.x, y: day.y + 33))
        host.advanceTime(by: 1)
        #expect(picker.date == S.tuesday)
        #expect(S.selectedTitles(of: picker) == ["March", "17", "2026"])
        #expect(events.valueChanged == 0)
    }

    @Test("Turning AM/PM moves the time by 12 hours; turning the hour keeps the half of the day")
    func timeWheels() {
        let picker = S.makePicker(.time, style: .wheels)
        let events = DatePickerEvents(picker)
        let host = host(picker)
        let meridiem = S.columnCenter(2, of: picker)
        host.tap(at: CGPoint(x: meridiem.x, y: meridiem.y - 33))
        host.advanceTime(by: 1)
        #expect(S.parts(picker.date).hour == 2)
        #expect(S.parts(picker.date).minute == 25)
        let hour = S.columnCenter(0, of: picker)
        host.tap(at: CGPoint(x: hour.x, y: hour.y + 33))
        host.advanceTime(by: 1)
        #expect(S.parts(picker.date).hour == 3)
        #expect(S.parts(picker.date).day == 17)
        #expect(events.valueChanged == 2)
    }

    @Test("The timer's minutes step by minuteInterval; its value is at least one interval")
    func timerWheels() {
        let picker = S.makePicker(.countDownTimer, style: .wheels)
        picker.minuteInterval = 5
        let events = DatePickerEvents(picker)
        let host = host(picker)
        let minutes = S.columnCenter(1, of: picker)
        host.tap(at: CGPoint(x: minutes.x, y: minutes.y + 33))
        host.advanceTime(by: 1)
        #expect(picker.countDownDuration == 300)
        #expect(events.valueChanged == 1)
        // Back to 0:00 is not a duration: it becomes one interval.
        host.tap(at: CGPoint(x: minutes.x, y: minutes.y - 33))
        host.advanceTime(by: 1)
        #expect(picker.countDownDuration == 300)
    }
}
