import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The inline and compact styles: a month's calendar with the chosen day circled, and the
/// compact labels that open it in a card.
@Suite("Date picker calendar and compact styles", .serialized, .freshContext) @MainActor
struct DatePickerCalendarTests {
    typealias S = DatePickerSupport

    private func calendar(of picker: UIDatePicker) -> DatePickerCalendarView { picker.presentation as! DatePickerCalendarView }

    private func dayView(_ number: Int, in calendar: DatePickerCalendarView) -> DatePickerDayView {
        calendar.dayViews.first { !$0.isHidden && $0.number == number }!
    }

    @Test("The inline calendar shows the chosen date's month, weekdays from the calendar's first weekday, and circles the chosen day")
    func inlineMonth() {
        let host = UITestHost(size: CGSize(width: 320, height: 420), scale: 1)
        let picker = S.makePicker(.date, style: .inline)
        picker.sizeToFit()
        host.window.addSubview(picker)
        host.runLoopTurn()
        let calendar = calendar(of: picker)
        let title = calendar.subviews.compactMap { $0 as? UILabel }.first { $0.text?.contains("2026") == true }
        #expect(title?.text == "March 2026")
        let weekdays = calendar.subviews.compactMap { $0 as? UILabel }.compactMap(\.text).filter { $0.count == 3 && $0 == $0.uppercased() }
        #expect(weekdays == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        #expect(calendar.dayViews.filter { !$0.isHidden }.count == 31)
        #expect(dayView(17, in: calendar).isChosen)
        #expect(calendar.dayViews.filter(\.isChosen).count == 1)
        // March 2026 begins on a Sunday: the 1st is the first cell.
        #expect(calendar.dayViews[0].number == 1 && !calendar.dayViews[0].isHidden)
        #expect(picker.bounds.size == picker.intrinsicContentSize)
    }

    @Test("Tapping a day chooses it and keeps the time of day; .valueChanged is sent")
    func tapDay() {
        let host = UITestHost(size: CGSize(width: 320, height: 420), scale: 1)
        let picker = S.makePicker(.date, style: .inline)
        let events = DatePickerEvents(picker)
        picker.sizeToFit()
        host.window.addSubview(picker)
        host.runLoopTurn()
        let day = dayView(24, in: calendar(of: picker))
        host.tap(at: day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: nil))
        host.runLoopTurn()
        #expect(picker.date == S.date(2026, 3, 24, 14, 25))
        #expect(events.valueChanged == 1)
        #expect(dayView(24, in: calendar(of: picker)).isChosen)
    }

    @Test("The chevrons change the month on show, not the date; days past the limits cannot be chosen and the chevron past them is disabled")
    func monthsAndLimits() {
        let host = UITestHost(size: CGSize(width: 320, height: 420), scale: 1)
        let picker = S.makePicker(.date, style: .inline)
        picker.maximumDate = S.date(2026, 4, 10)
        let events = DatePickerEvents(picker)
        picker.sizeToFit()
        host.window.addSubview(picker)
        host.runLoopTurn()
        let calendar = calendar(of: picker)
        let next = calendar.nextButton
        host.tap(at: next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: nil))
        host.runLoopTurn()
        #expect(picker.date == S.tuesday)
        let title = calendar.subviews.compactMap { $0 as? UILabel }.first { $0.text?.contains("2026") == true }
        #expect(title?.text == "April 2026")
        #expect(!calendar.nextButton.isEnabled)
        #expect(calendar.previousButton.isEnabled)
        #expect(dayView(10, in: calendar).isChoosable)
        #expect(!dayView(11, in: calendar).isChoosable)
        let late = dayView(20, in: calendar)
        host.tap(at: late.convert(CGPoint(x: late.bounds.midX, y: late.bounds.midY), to: nil))
        host.runLoopTurn()
        #expect(picker.date == S.tuesday)
        #expect(events.valueChanged == 0)
    }

    @Test("Inline date and time adds a Time row holding the time as a compact label")
    func inlineDateAndTime() {
        let picker = S.makePicker(.dateAndTime, style: .inline)
        let calendar = calendar(of: picker)
        #expect(picker.intrinsicContentSize.height == calendar.intrinsicContentSize.height)
        let dateOnly = S.makePicker(.date, style: .inline)
        #expect(picker.intrinsicContentSize.height - dateOnly.intrinsicContentSize.height == DatePickerCalendarView.timeRowHeight)
        let pills = calendar.subviews.compactMap { $0 as? DatePickerCompactView }.first
        #expect(pills?.timePill?.text == "2:25\u{202F}PM")
        #expect(pills?.datePill == nil)
    }

    /// A compact picker 350 points wide in a 390 × 600 window.
    private func compactPicker(_ mode: UIDatePicker.Mode) -> (UITestHost, UIDatePicker, DatePickerEvents, DatePickerCompactView) {
        let host = UITestHost(size: CGSize(width: 390, height: 600), scale: 1)
        let picker = S.makePicker(mode, style: .compact)
        let events = DatePickerEvents(picker)
        picker.frame = CGRect(x: 20, y: 40, width: 350, height: 34)
        host.window.addSubview(picker)
        host.runLoopTurn()
        return (host, picker, events, picker.presentation as! DatePickerCompactView)
    }

    @Test("Compact shows the date and time as labels; tapping the date opens the calendar in a card (.editingDidBegin), choosing a day sends .valueChanged, a tap outside closes it (.editingDidEnd)")
    func compact() {
        let (host, picker, events, compact) = compactPicker(.dateAndTime)
        #expect(compact.datePill?.text == "Mar 17, 2026")
        #expect(compact.timePill?.text == "2:25\u{202F}PM")
        // The labels sit at the trailing edge.
        #expect(abs(compact.timePill!.convert(compact.timePill!.bounds, to: picker).maxX - 350) < 0.01)
        let datePill = compact.datePill!
        host.tap(at: datePill.convert(CGPoint(x: datePill.bounds.midX, y: datePill.bounds.midY), to: nil))
        host.advanceTime(by: 0.5)
        #expect(events.editingBegan == 1)
        let popover = try! #require(compact.popover)
        #expect(popover.superview === host.window)
        #expect(popover.card.frame.minY > picker.frame.maxY)
        let calendar = popover.content as! DatePickerCalendarView
        let day = dayView(20, in: calendar)
        host.tap(at: day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: nil))
        host.runLoopTurn()
        #expect(picker.date == S.date(2026, 3, 20, 14, 25))
        #expect(events.valueChanged == 1)
        #expect(compact.datePill?.text == "Mar 20, 2026")
        host.tap(at: CGPoint(x: 10, y: 590))
        host.advanceTime(by: 0.5)
        #expect(events.editingEnded == 1)
        #expect(compact.popover == nil)
        #expect(popover.superview == nil)
    }

    @Test("Tapping the compact time opens time wheels; turning them changes the time")
    func compactTime() {
        let (host, picker, events, compact) = compactPicker(.time)
        #expect(compact.datePill == nil)
        let pill = compact.timePill!
        host.tap(at: pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: nil))
        host.advanceTime(by: 0.5)
        let wheels = try! #require(compact.popover?.content as? DatePickerWheels)
        let minute = wheels.wheels.subviews.compactMap { $0 as? PickerWheel }.first { $0.component == 1 }!
        let center = minute.convert(CGPoint(x: minute.bounds.midX, y: minute.bounds.midY), to: nil)
        host.tap(at: CGPoint(x: center.x, y: center.y + 33))
        host.advanceTime(by: 1)
        #expect(S.parts(picker.date).minute == 26)
        #expect(events.valueChanged == 1)
        #expect(pill.text == "2:26\u{202F}PM")
    }

    @Test("The three looks: date wheels, the inline calendar with the chosen day, and compact date and time labels", arguments: [UIUserInterfaceStyle.light, .dark])
    func look(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 340, height: 640), scale: 2, userInterfaceStyle: style)
        host.window.backgroundColor = .systemBackground
        let wheels = S.makePicker(.date, style: .wheels)
        wheels.frame = CGRect(x: 10, y: 0, width: 320, height: 216)
        let inline = S.makePicker(.date, style: .inline)
        inline.frame = CGRect(origin: CGPoint(x: 10, y: 220), size: inline.intrinsicContentSize)
        let compact = S.makePicker(.dateAndTime, style: .compact)
        compact.frame = CGRect(x: 10, y: 590, width: 320, height: 34)
        for picker in [wheels, inline, compact] { host.window.addSubview(picker) }
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "date-pickers-dark@2x" : "date-pickers@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
