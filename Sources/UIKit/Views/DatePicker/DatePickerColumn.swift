import Foundation

/// One wheel of a date picker: what its rows stand for and how many there are.
///
/// Month, day, hour and minute wheels loop as on iOS: their values repeat `cycles` times and
/// the wheel starts in the middle repetition, so the user can turn either way for as long
/// as anyone would.
enum DatePickerColumn: Equatable {
    case month, day, year, hour, minute, meridiem
    /// A day of `.dateAndTime` ("Today", "Fri Nov 27"), counted from a base day `daySpan`
    /// rows down the wheel.
    case dayInSpan
    /// The timer's hours and minutes.
    case timerHours, timerMinutes

    static let cycles = 1000
    /// Days on each side of the base day in `.dateAndTime`'s day wheel.
    static let daySpan = 36_500

    /// How many distinct values the wheel shows before it repeats (or in all, when it does
    /// not loop).
    func valueCount(minuteInterval: Int, twelveHour: Bool) -> Int {
        switch self {
        case .month: 12
        case .day: 31
        case .year: 9999
        case .hour: twelveHour ? 12 : 24
        case .minute: 60 / max(1, minuteInterval)
        case .meridiem: 2
        case .dayInSpan: 2 * Self.daySpan + 1
        case .timerHours: 24
        case .timerMinutes: 60 / max(1, minuteInterval)
        }
    }

    var loops: Bool {
        switch self {
        case .month, .day, .hour, .minute, .timerMinutes: true
        default: false
        }
    }

    /// The Calendar unit a change of this wheel moves by (for greying out rows past the limits).
    var granularity: Calendar.Component {
        switch self {
        case .month: .month
        case .day, .dayInSpan: .day
        case .year: .year
        case .hour, .meridiem, .timerHours: .hour
        case .minute, .timerMinutes: .minute
        }
    }

    /// The wheels of a mode, ordered as the locale writes them (month before day in the US,
    /// after it in Britain; AM/PM before the hour in Korean).
    static func columns(for mode: UIDatePicker.Mode, locale: Locale, twelveHour: Bool) -> [DatePickerColumn] {
        switch mode {
        case .date: ordered([.month, .day, .year], template: "MMMMdy", locale: locale)
        case .yearAndMonth: ordered([.month, .year], template: "MMMMy", locale: locale)
        case .time: timeColumns(locale: locale, twelveHour: twelveHour)
        case .dateAndTime: [.dayInSpan] + timeColumns(locale: locale, twelveHour: twelveHour)
        case .countDownTimer: [.timerHours, .timerMinutes]
        }
    }

    private static func timeColumns(locale: Locale, twelveHour: Bool) -> [DatePickerColumn] {
        guard twelveHour else { return [.hour, .minute] }
        return ordered([.hour, .minute, .meridiem], template: "hmma", locale: locale)
    }

    /// Sorts the columns by where their field first appears in the locale's pattern.
    private static func ordered(_ columns: [DatePickerColumn], template: String, locale: Locale) -> [DatePickerColumn] {
        let pattern = Array(DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "")
        func position(_ column: DatePickerColumn) -> Int {
            let letters: Set<Character> = switch column {
            case .month: ["M", "L"]
            case .day: ["d"]
            case .year: ["y", "Y", "u"]
            case .hour: ["h", "H", "k", "K"]
            case .minute: ["m"]
            case .meridiem: ["a", "b", "B"]
            default: []
            }
            return pattern.firstIndex { letters.contains($0) } ?? pattern.count
        }
        return columns.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }.map(\.element)
    }
}
