import CoreGraphics
import Foundation

/// How a date picker presents itself; raw values are UIKit's.
public enum UIDatePickerStyle: Int, Sendable {
    /// The picker chooses: `.compact`, or `.wheels` for the count-down timer (iOS 14 and later).
    case automatic
    /// Spinning wheels, as before iOS 14.
    case wheels
    /// A small button-like label that shows a calendar or wheels when tapped.
    case compact
    /// A calendar shown in place (and the time, for `.dateAndTime`).
    case inline
}

/// A control for choosing a date, a time, both, or a count-down duration.
///
/// The chosen value is `date` (or `countDownDuration`), kept between `minimumDate` and
/// `maximumDate` and on `minuteInterval`. The user's changes send `.valueChanged`; setting
/// the properties in code sends nothing, as on iOS. The look follows `datePickerStyle`:
/// wheels (DatePickerWheels.swift), a compact label that opens a calendar
/// (DatePickerCompactView.swift) or an inline calendar (DatePickerCalendarView.swift).
/// Dates are read in `calendar`, `locale` and `timeZone` (the current ones by default).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses; raw values are UIKit's.
    public enum Mode: Int, Sendable {
        case time, date, dateAndTime, countDownTimer
        /// A month and a year (iOS 17.4); shown as wheels.
        case yearAndMonth
    }

    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildPresentation() } }
    }

    /// The style asked for; `datePickerStyle` is what it resolves to.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuildPresentation() } }
    }

    /// The style in use: `.automatic` resolved, and `.compact`/`.inline` (which exist only
    /// for dates and times) turned into `.wheels` for the timer and month-and-year modes.
    open var datePickerStyle: UIDatePickerStyle {
        switch (preferredDatePickerStyle, datePickerMode) {
        case (_, .countDownTimer), (_, .yearAndMonth): .wheels
        case (.automatic, _): .compact
        case (let style, _): style
        }
    }

    /// nil means the current locale.
    open var locale: Locale? { didSet { presentationNeedsUpdate() } }

    /// The calendar dates are read in; setting nil restores the current calendar.
    open var calendar: Calendar! {
        get { ownCalendar ?? Calendar.current }
        set { ownCalendar = newValue; presentationNeedsUpdate() }
    }
    private var ownCalendar: Calendar?

    /// nil means the current time zone.
    open var timeZone: TimeZone? { didSet { presentationNeedsUpdate() } }

    /// The chosen date; by default the moment the picker was made. A date outside
    /// `minimumDate`…`maximumDate` is brought inside.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = Date()

    /// The earliest date the user can choose; ignored while later than `maximumDate`.
    open var minimumDate: Date? { didSet { limitsChanged() } }
    /// The latest date the user can choose; ignored while earlier than `minimumDate`.
    open var maximumDate: Date? { didSet { limitsChanged() } }

    /// The step of the minute wheel, 1 to 30 and dividing 60; other values are ignored
    /// (the interval stays 1), as UIKit documents.
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            presentationNeedsUpdate()
        }
    }
    private var storedMinuteInterval = 1

    /// Whether a set date is rounded to `minuteInterval` (as the wheels show it).
    open var roundsToMinuteInterval = true

    /// The count-down timer's value in seconds: 0 to 23 hours 59 minutes, on whole minutes
    /// (at least one `minuteInterval` is shown). The default is 0.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            let clean = newValue.isFinite ? newValue : 0
            storedDuration = min(max(0, clean), 23 * 3600 + 59 * 60)
            presentationNeedsUpdate()
        }
    }
    private var storedDuration: TimeInterval = 0

    /// The view showing the current style.
    var presentation: (UIView & DatePickerPresentation)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuildPresentation()
        // Made without a frame, the picker takes its style's size at the origin, as on iOS.
        if frame == .zero { self.frame.size = intrinsicContentSize.replacingNoMetric(with: 320) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if let nib = coder as? UINibDecoder { decodeDatePickerAttributes(nib) }
        rebuildPresentation()
    }

    // MARK: Setting the date

    /// Sets the date (kept within the limits and rounded to the minute interval) and turns
    /// the wheels to it, animated if asked. No `.valueChanged` is sent.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = conformed(date)
        presentation?.show(animated: animated)
    }

    /// A date the user chose: conform it, show it, and tell the targets if it changed.
    func userChose(_ date: Date, animated: Bool = true) {
        let chosen = conformed(date)
        let changed = chosen != storedDate
        storedDate = chosen
        presentation?.show(animated: animated)
        if changed { sendActions(for: .valueChanged) }
    }

    /// A duration the user chose on the timer's wheels; at least one minute interval.
    func userChose(duration: TimeInterval) {
        let minimum = TimeInterval(minuteInterval * 60)
        let chosen = max(minimum, min(duration, 23 * 3600 + 59 * 60))
        let changed = chosen != storedDuration
        storedDuration = chosen
        presentation?.show(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    /// The limits that apply: none when the minimum is after the maximum.
    var effectiveLimits: (minimum: Date?, maximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    /// Within the limits and, if asked, on the minute interval.
    func conformed(_ date: Date) -> Date {
        var result = date
        if roundsToMinuteInterval, minuteInterval > 1, datePickerMode != .date {
            let step = TimeInterval(minuteInterval * 60)
            let minuteStart = readingCalendar.dateInterval(of: .minute, for: result)?.start ?? result
            let hourStart = readingCalendar.dateInterval(of: .hour, for: result)?.start ?? result
            let intoHour = minuteStart.timeIntervalSince(hourStart)
            result = hourStart.addingTimeInterval((intoHour / step).rounded(.down) * step)
        }
        let (minimum, maximum) = effectiveLimits
        if let minimum, result < minimum { result = minimum }
        if let maximum, result > maximum { result = maximum }
        return result
    }

    private func limitsChanged() {
        storedDate = conformed(storedDate)
        presentationNeedsUpdate()
    }

    // MARK: Reading dates

    /// The calendar with the picker's locale and time zone applied.
    var readingCalendar: Calendar {
        var calendar = self.calendar ?? Calendar.current
        calendar.locale = effectiveLocale
        calendar.timeZone = timeZone ?? TimeZone.current
        return calendar
    }

    var effectiveLocale: Locale { locale ?? Locale.current }

    /// A formatter for a template ("yMMMd", "jmm" …) in the picker's locale, calendar and zone.
    func formatter(template: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = readingCalendar
        formatter.timeZone = readingCalendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    /// Whether the locale shows the time on a 12-hour clock with AM and PM.
    var uses12HourClock: Bool {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: effectiveLocale) ?? "h a"
        // Quoted text is literal ("HH 'Uhr'"), not a field.
        let fields = format.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
        return fields.contains("a") || fields.contains("h") || fields.contains("K")
    }

    // MARK: Presentation

    private func rebuildPresentation() {
        presentation?.removeFromSuperview()
        let view: UIView & DatePickerPresentation = switch datePickerStyle {
        case .wheels, .automatic: DatePickerWheels(picker: self)
        case .compact: DatePickerCompactView(picker: self)
        case .inline: DatePickerCalendarView(picker: self)
        }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        presentation = view
        invalidateIntrinsicContentSize()
        view.show(animated: false)
    }

    private func presentationNeedsUpdate() {
        presentation?.reload()
    }

    open override var intrinsicContentSize: CGSize {
        presentation?.intrinsicContentSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize.replacingNoMetric(with: 320)
    }
}

/// One style's view of a date picker.
@MainActor
protocol DatePickerPresentation: AnyObject {
    /// Show the picker's current value.
    func show(animated: Bool)
    /// The mode, locale, calendar, limits or interval changed: build the contents again.
    func reload()
}

@MainActor
extension CGSize {
    /// The size with `UIView.noIntrinsicMetric` parts replaced.
    fileprivate func replacingNoMetric(with value: CGFloat) -> CGSize {
        CGSize(width: width == UIView.noIntrinsicMetric ? value : width,
               height: height == UIView.noIntrinsicMetric ? value : height)
    }
}
