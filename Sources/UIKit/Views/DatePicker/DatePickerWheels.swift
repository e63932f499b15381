import CoreGraphics
import Foundation

/// The wheels style of a date picker: a picker view whose components are the mode's
/// columns (DatePickerColumn.swift), ordered as the locale writes dates.
///
/// Turning a wheel makes a new date from every wheel's row; a day the month does not have
/// becomes the month's last day, and a date past the limits is turned back to the limit,
/// both with the wheels animating there, as on iOS. Rows the user cannot choose are grey.
@MainActor
final class DatePickerWheels: UIView, DatePickerPresentation, UIPickerViewDataSource, UIPickerViewDelegate {
    static let size = CGSize(width: 320, height: 216)
    /// Space between a row's text and its column's edge.
    static let columnPadding: CGFloat = 12

    private weak var picker: UIDatePicker?
    /// The mode shown, when not the picker's (a compact picker's time wheels).
    private let mode: UIDatePicker.Mode?
    let wheels = UIPickerView()
    private(set) var columns: [DatePickerColumn] = []
    /// The first moment of the day the `.dateAndTime` day wheel counts from.
    private var baseDay = Date()
    private var widths: [CGFloat] = []
    /// What rows are read and titled with, made at each reload (the picker's locale, calendar
    /// and time zone change only through one): formatters are too costly to make per row.
    private var calendar = Calendar.current
    private var monthSymbols: [String] = []
    private var meridiemSymbols = ["AM", "PM"]
    private var dayFormatter = DateFormatter()
    private var twelveHour = true
    /// The timer's fixed unit labels ("hours", "min"), beside the selected rows.
    private let hoursUnit = UILabel()
    private let minutesUnit = UILabel()

    init(picker: UIDatePicker, mode: UIDatePicker.Mode? = nil) {
        self.picker = picker
        self.mode = mode
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        wheels.frame = bounds
        wheels.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(wheels)
        for unit in [hoursUnit, minutesUnit] {
            unit.font = .systemFont(ofSize: 17, weight: .semibold)
            unit.textColor = .label
            unit.isUserInteractionEnabled = false
            addSubview(unit)
        }
        reload()
    }

    required init?(coder: NSCoder) {
        preconditionFailure("date picker wheels are made by their date picker")
    }

    override var intrinsicContentSize: CGSize { Self.size }

    // MARK: DatePickerPresentation

    func reload() {
        guard let picker else { return }
        twelveHour = picker.uses12HourClock
        let mode = self.mode ?? picker.datePickerMode
        columns = DatePickerColumn.columns(for: mode, locale: picker.effectiveLocale, twelveHour: twelveHour)
        calendar = picker.readingCalendar
        monthSymbols = picker.formatter(template: "LLLL").standaloneMonthSymbols
        let meridiem = picker.formatter(template: "a")
        meridiemSymbols = [meridiem.amSymbol, meridiem.pmSymbol]
        dayFormatter = picker.formatter(template: "EEEMMMd")
        baseDay = calendar.startOfDay(for: Date())
        widths = columns.map { column in
            // Every title of a short column (minutes: "44" can be wider than "39"); of a long
            // one (days, years), the first values and the last.
            let count = valueCount(column)
            let samples = count <= 100 ? Set(0..<count) : Set(Array(0..<40) + [count - 1])
            let widest = samples.map { title(forValue: $0, of: column).size(withAttributes: [.font: Self.rowFont]).width }.max() ?? 0
            return widest + 2 * Self.columnPadding + (column == .timerHours || column == .timerMinutes ? Self.unitWidth : 0)
        }
        let isTimer = mode == .countDownTimer
        hoursUnit.isHidden = !isTimer
        minutesUnit.isHidden = !isTimer
        wheels.dataSource = self
        wheels.delegate = self
        wheels.reloadAllComponents()
        show(animated: false)
    }

    func show(animated: Bool) {
        guard let picker else { return }
        for (component, column) in columns.enumerated() {
            let row = targetRow(for: column, component: component, picker: picker)
            if row != wheels.selectedRow(inComponent: component) {
                wheels.selectRow(row, inComponent: component, animated: animated)
            }
        }
        updateUnits()
        wheels.refreshVisibleRows()
    }

    // MARK: Rows

    static let rowFont = UIFont.systemFont(ofSize: 21)
    static let unitWidth: CGFloat = 56

    private func rowCount(_ column: DatePickerColumn) -> Int {
        let values = column.valueCount(minuteInterval: picker?.minuteInterval ?? 1, twelveHour: twelveHour)
        return column.loops ? values * DatePickerColumn.cycles : values
    }

    private func valueCount(_ column: DatePickerColumn) -> Int {
        column.valueCount(minuteInterval: picker?.minuteInterval ?? 1, twelveHour: twelveHour)
    }

    /// The value index a row stands for.
    private func value(ofRow row: Int, in column: DatePickerColumn) -> Int {
        column.loops ? row % valueCount(column) : row
    }

    /// The row showing `value` nearest the wheel's current row, so the wheel turns the short way.
    private func row(showing value: Int, in column: DatePickerColumn, component: Int) -> Int {
        guard column.loops else { return min(max(0, value), rowCount(column) - 1) }
        let count = valueCount(column)
        let current = wheels.selectedRow(inComponent: component)
        let here = current >= 0 ? current : count * (DatePickerColumn.cycles / 2)
        let base = here - here % count + value
        return [base - count, base, base + count]
            .filter { $0 >= 0 && $0 < rowCount(column) }
            .min { abs($0 - here) < abs($1 - here) } ?? value
    }

    private func targetRow(for column: DatePickerColumn, component: Int, picker: UIDatePicker) -> Int {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        let interval = picker.minuteInterval
        let value: Int = switch column {
        case .month: (parts.month ?? 1) - 1
        case .day: (parts.day ?? 1) - 1
        case .year: (parts.year ?? 1) - 1
        case .hour: twelveHour ? ((parts.hour ?? 0) + 11) % 12 : (parts.hour ?? 0)
        case .minute: (parts.minute ?? 0) / interval
        case .meridiem: (parts.hour ?? 0) < 12 ? 0 : 1
        case .dayInSpan: DatePickerColumn.daySpan + (calendar.dateComponents([.day], from: baseDay, to: calendar.startOfDay(for: picker.date)).day ?? 0)
        case .timerHours: Int(picker.countDownDuration) / 3600
        case .timerMinutes: (Int(picker.countDownDuration) / 60 % 60) / interval
        }
        return row(showing: value, in: column, component: component)
    }

    private func title(forValue value: Int, of column: DatePickerColumn) -> String {
        guard let picker else { return "" }
        let interval = picker.minuteInterval
        switch column {
        case .month:
            return monthSymbols.indices.contains(value) ? monthSymbols[value] : "\(value + 1)"
        case .day, .year: return "\(value + 1)"
        case .hour: return twelveHour ? "\(value + 1)" : String(format: "%02d", value)
        case .minute: return String(format: "%02d", value * interval)
        case .meridiem:
            return meridiemSymbols[value == 0 ? 0 : 1]
        case .dayInSpan:
            guard let day = calendar.date(byAdding: .day, value: value - DatePickerColumn.daySpan, to: baseDay) else { return "" }
            if calendar.isDate(day, inSameDayAs: Date()) { return "Today" }
            return dayFormatter.string(from: day).replacingOccurrences(of: ",", with: "")
        case .timerHours: return "\(value)"
        case .timerMinutes: return "\(value * interval)"
        }
    }

    /// The date the wheels would make with `column` at `value` and the others where they are.
    private func date(with column: DatePickerColumn, at value: Int) -> Date? {
        guard let picker else { return nil }
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute], from: picker.date)
        var dayOffset: Int?
        for (component, each) in columns.enumerated() {
            let v = each == column ? value : self.value(ofRow: max(0, wheels.selectedRow(inComponent: component)), in: each)
            apply(v, of: each, to: &parts, dayOffset: &dayOffset, interval: picker.minuteInterval)
        }
        parts.second = 0
        if let dayOffset, let day = calendar.date(byAdding: .day, value: dayOffset, to: baseDay) {
            let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
            parts.era = dayParts.era; parts.year = dayParts.year; parts.month = dayParts.month; parts.day = dayParts.day
        }
        // A day the month lacks becomes its last day.
        var monthStart = parts
        monthStart.day = 1
        if let start = calendar.date(from: monthStart), let days = calendar.range(of: .day, in: .month, for: start) {
            parts.day = min(parts.day ?? 1, days.upperBound - 1)
        }
        return calendar.date(from: parts)
    }

    private func apply(_ value: Int, of column: DatePickerColumn, to parts: inout DateComponents, dayOffset: inout Int?, interval: Int) {
        switch column {
        case .month: parts.month = value + 1
        case .day: parts.day = value + 1
        case .year: parts.year = value + 1
        case .hour:
            if twelveHour {
                let pm = (parts.hour ?? 0) >= 12
                parts.hour = (value + 1) % 12 + (pm ? 12 : 0)
            } else {
                parts.hour = value
            }
        case .minute: parts.minute = value * interval
        case .meridiem: parts.hour = (parts.hour ?? 0) % 12 + (value == 1 ? 12 : 0)
        case .dayInSpan: dayOffset = value - DatePickerColumn.daySpan
        case .timerHours, .timerMinutes: break
        }
    }

    /// Whether a row can be chosen: its unit of time meets the picker's limits (and, for the
    /// day wheel, the month has that day).
    private func isChoosable(_ value: Int, of column: DatePickerColumn) -> Bool {
        guard let picker else { return true }
        if column == .timerHours || column == .timerMinutes { return true }
        if column == .day {
            let parts = calendar.dateComponents([.year, .month], from: picker.date)
            if let start = calendar.date(from: parts), let days = calendar.range(of: .day, in: .month, for: start),
               value + 1 >= days.upperBound { return false }
        }
        let (minimum, maximum) = picker.effectiveLimits
        guard minimum != nil || maximum != nil, let candidate = date(with: column, at: value),
              let unit = calendar.dateInterval(of: column.granularity, for: candidate) else { return true }
        if let minimum, unit.end <= minimum { return false }
        if let maximum, unit.start > maximum { return false }
        return true
    }

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns.indices.contains(component) ? rowCount(columns[component]) : 0
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        widths.indices.contains(component) ? widths[component] : 0
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView? {
        let label = (view as? DatePickerRowLabel) ?? DatePickerRowLabel()
        guard columns.indices.contains(component) else { return label }
        let column = columns[component]
        let value = self.value(ofRow: row, in: column)
        label.text = title(forValue: value, of: column)
        label.textColor = isChoosable(value, of: column) ? .label : .tertiaryLabel
        switch column {
        case .month, .minute, .meridiem, .year:
            label.textAlignment = .left
            label.trailingSpace = 0
        case .timerHours, .timerMinutes:
            label.textAlignment = .right
            label.trailingSpace = Self.unitWidth
        default:
            label.textAlignment = .right
            label.trailingSpace = 0
        }
        return label
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let picker, columns.indices.contains(component) else { return }
        let column = columns[component]
        if picker.datePickerMode == .countDownTimer {
            let hours = value(ofRow: max(0, wheels.selectedRow(inComponent: 0)), in: .timerHours)
            let minutes = value(ofRow: max(0, wheels.selectedRow(inComponent: 1)), in: .timerMinutes) * picker.minuteInterval
            picker.userChose(duration: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        if let date = date(with: column, at: value(ofRow: row, in: column)) {
            picker.userChose(date)
        }
    }

    // MARK: The timer's units

    private func updateUnits() {
        guard let picker, picker.datePickerMode == .countDownTimer, columns.count == 2 else { return }
        let hours = Int(picker.countDownDuration) / 3600
        hoursUnit.text = hours == 1 ? "hour" : "hours"
        minutesUnit.text = "min"
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !hoursUnit.isHidden, columns.count == 2 else { return }
        wheels.layoutIfNeeded()
        for (component, unit) in [hoursUnit, minutesUnit].enumerated() {
            let size = wheels.rowSize(forComponent: component)
            let wheel = wheels.subviews.compactMap { $0 as? PickerWheel }.first { $0.component == component }
            let x = (wheel?.frame.maxX ?? 0) - Self.unitWidth + 6
            unit.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: Self.unitWidth - 6, height: size.height)
        }
    }
}

/// A wheel row's text, with room kept at the trailing side for the timer's unit labels.
@MainActor
final class DatePickerRowLabel: UILabel {
    var trailingSpace: CGFloat = 0 { didSet { if trailingSpace != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = DatePickerWheels.rowFont
        backgroundColor = nil
        isOpaque = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: DatePickerWheels.columnPadding,
                                                       bottom: 0, right: DatePickerWheels.columnPadding + trailingSpace)))
    }
}
