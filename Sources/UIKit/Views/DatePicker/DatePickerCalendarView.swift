import CoreGraphics
import Foundation

/// The inline style of a date picker: a month's calendar with the chosen day circled, the
/// month and year above with buttons to the previous and next month, and for `.dateAndTime`
/// a Time row with the time as a compact label. `.time` alone shows only that label.
///
/// The metrics (a 44-point header and rows, 6 week rows always, the 40-point selection circle
/// at 12 % of the tint, 20-point day numbers) are estimates of iOS 14's look.
@MainActor
final class DatePickerCalendarView: UIView, DatePickerPresentation {
    static let width: CGFloat = 320
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 20
    static let rowHeight: CGFloat = 44
    static let timeRowHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let gridInset: CGFloat = 8

    private weak var picker: UIDatePicker?
    /// The mode shown, when not the picker's (a compact picker's calendar shows only days).
    private let mode: UIDatePicker.Mode?
    /// The first day of the month on show (the chevrons change it, not the date).
    private(set) var shownMonth = Date()
    private let titleLabel = UILabel()
    private let titleChevron = DatePickerChevron(direction: .right, weight: 2.2)
    let previousButton = DatePickerChevron(direction: .left, weight: 2.5)
    let nextButton = DatePickerChevron(direction: .right, weight: 2.5)
    private var weekdayLabels: [UILabel] = []
    private(set) var dayViews: [DatePickerDayView] = []
    /// Holds the day views and takes the taps on them (the chevrons take their own).
    private let grid = UIView()
    private let separator = UIView()
    private let timeLabel = UILabel()
    private var timePills: DatePickerCompactView?

    init(picker: UIDatePicker, mode: UIDatePicker.Mode? = nil) {
        self.picker = picker
        self.mode = mode
        super.init(frame: CGRect(x: 0, y: 0, width: Self.width, height: 0))
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = .label
        addSubview(titleLabel)
        titleChevron.isUserInteractionEnabled = false
        addSubview(titleChevron)
        previousButton.addTarget(self, action: DatePickerCalendarView.showPreviousMonth, for: .touchUpInside)
        nextButton.addTarget(self, action: DatePickerCalendarView.showNextMonth, for: .touchUpInside)
        addSubview(previousButton)
        addSubview(nextButton)
        for _ in 0..<7 {
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            addSubview(label)
            weekdayLabels.append(label)
        }
        grid.backgroundColor = nil
        grid.isOpaque = false
        addSubview(grid)
        for _ in 0..<42 {
            let day = DatePickerDayView()
            grid.addSubview(day)
            dayViews.append(day)
        }
        grid.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCalendarView.tapped))
        separator.backgroundColor = .separator
        addSubview(separator)
        timeLabel.text = "Time"
        timeLabel.font = .systemFont(ofSize: 17)
        timeLabel.textColor = .label
        addSubview(timeLabel)
        reload()
    }

    required init?(coder: NSCoder) {
        preconditionFailure("a date picker's calendar is made by its date picker")
    }

    private var shownMode: UIDatePicker.Mode { mode ?? picker?.datePickerMode ?? .date }
    private var showsCalendar: Bool { shownMode != .time }
    private var showsTime: Bool { shownMode == .dateAndTime || shownMode == .time }

    override var intrinsicContentSize: CGSize {
        guard showsCalendar else { return timePills?.intrinsicContentSize ?? .zero }
        let calendarHeight = Self.headerHeight + Self.weekdayHeight + 6 * Self.rowHeight + Self.gridInset
        return CGSize(width: Self.width, height: calendarHeight + (showsTime ? Self.timeRowHeight : 0))
    }

    // MARK: DatePickerPresentation

    func reload() {
        guard let picker else { return }
        let calendar = picker.readingCalendar
        let symbols = calendar.shortStandaloneWeekdaySymbols
        for (column, label) in weekdayLabels.enumerated() {
            let index = (calendar.firstWeekday - 1 + column) % 7
            label.text = symbols.indices.contains(index) ? symbols[index].uppercased() : ""
        }
        if showsTime, timePills == nil {
            let pills = DatePickerCompactView(picker: picker, mode: .time)
            addSubview(pills)
            timePills = pills
        } else if !showsTime {
            timePills?.removeFromSuperview()
            timePills = nil
        }
        timePills?.reload()
        for view in [titleLabel, titleChevron, previousButton, nextButton, grid] as [UIView] { view.isHidden = !showsCalendar }
        for view in weekdayLabels as [UIView] + dayViews { view.isHidden = !showsCalendar }
        separator.isHidden = !(showsCalendar && showsTime)
        timeLabel.isHidden = !(showsCalendar && showsTime)
        invalidateIntrinsicContentSize()
        show(animated: false)
    }

    func show(animated: Bool) {
        guard let picker else { return }
        let calendar = picker.readingCalendar
        shownMonth = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
        timePills?.show(animated: animated)
        updateMonth()
    }

    // MARK: The month

    private func showPreviousMonth(_ sender: DatePickerChevron) { moveMonth(by: -1) }
    private func showNextMonth(_ sender: DatePickerChevron) { moveMonth(by: 1) }

    private func moveMonth(by months: Int) {
        guard let picker, let month = picker.readingCalendar.date(byAdding: .month, value: months, to: shownMonth) else { return }
        shownMonth = month
        updateMonth()
    }

    /// The first day shown in the grid: the start of the week the month begins in.
    private var gridStart: Date {
        guard let picker else { return shownMonth }
        let calendar = picker.readingCalendar
        let weekday = calendar.component(.weekday, from: shownMonth)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        return calendar.date(byAdding: .day, value: -lead, to: shownMonth) ?? shownMonth
    }

    private func updateMonth() {
        guard let picker else { return }
        let calendar = picker.readingCalendar
        titleLabel.text = picker.formatter(template: "MMMMy").string(from: shownMonth)
        let (minimum, maximum) = picker.effectiveLimits
        let start = gridStart
        let month = calendar.component(.month, from: shownMonth)
        for (index, view) in dayViews.enumerated() {
            guard let day = calendar.date(byAdding: .day, value: index, to: start) else { continue }
            let inMonth = calendar.component(.month, from: day) == month
            view.isHidden = !inMonth || !showsCalendar
            view.number = calendar.component(.day, from: day)
            view.isToday = calendar.isDate(day, inSameDayAs: Date())
            view.isChosen = calendar.isDate(day, inSameDayAs: picker.date)
            let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
            view.isChoosable = !(minimum.map { end <= $0 } ?? false) && !(maximum.map { day > $0 } ?? false)
        }
        let previousEnd = shownMonth
        let nextStart = calendar.date(byAdding: .month, value: 1, to: shownMonth) ?? shownMonth
        previousButton.isEnabled = minimum.map { previousEnd > $0 } ?? true
        nextButton.isEnabled = maximum.map { nextStart <= $0 } ?? true
        setNeedsLayout()
    }

    /// A tap on a day of the month chooses it, keeping the time of day.
    private func tapped(_ tap: UITapGestureRecognizer) {
        guard let picker else { return }
        let point = tap.location(in: grid)
        guard let view = dayViews.first(where: { !$0.isHidden && $0.frame.contains(point) }), view.isChoosable,
              let index = dayViews.firstIndex(where: { $0 === view }) else { return }
        let calendar = picker.readingCalendar
        guard let day = calendar.date(byAdding: .day, value: index, to: gridStart) else { return }
        let time = calendar.dateComponents([.hour, .minute, .second], from: picker.date)
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        parts.hour = time.hour; parts.minute = time.minute; parts.second = time.second
        if let date = calendar.date(from: parts) { picker.userChose(date, animated: false) }
    }

    // MARK: Layout

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        guard showsCalendar else {
            timePills?.frame = bounds
            return
        }
        let m = Self.margin
        let titleSize = titleLabel.intrinsicContentSize
        titleLabel.frame = CGRect(x: m, y: (Self.headerHeight - titleSize.height) / 2, width: titleSize.width, height: titleSize.height)
        titleChevron.frame = CGRect(x: titleLabel.frame.maxX + 5, y: (Self.headerHeight - 14) / 2, width: 9, height: 14)
        nextButton.frame = CGRect(x: width - m - 28, y: 0, width: 28, height: Self.headerHeight)
        previousButton.frame = CGRect(x: nextButton.frame.minX - 28 - 14, y: 0, width: 28, height: Self.headerHeight)
        let cellWidth = (width - 2 * Self.gridInset) / 7
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(x: Self.gridInset + CGFloat(column) * cellWidth, y: Self.headerHeight, width: cellWidth, height: Self.weekdayHeight)
        }
        let top = Self.headerHeight + Self.weekdayHeight
        grid.frame = CGRect(x: Self.gridInset, y: top, width: 7 * cellWidth, height: 6 * Self.rowHeight)
        for (index, view) in dayViews.enumerated() {
            view.frame = CGRect(x: CGFloat(index % 7) * cellWidth, y: CGFloat(index / 7) * Self.rowHeight,
                                width: cellWidth, height: Self.rowHeight)
        }
        let gridBottom = top + 6 * Self.rowHeight + Self.gridInset
        separator.frame = CGRect(x: m, y: gridBottom, width: width - 2 * m, height: 1 / max(1, contentScaleFactor))
        let timeSize = timeLabel.intrinsicContentSize
        timeLabel.frame = CGRect(x: m, y: gridBottom + (Self.timeRowHeight - timeSize.height) / 2, width: timeSize.width, height: timeSize.height)
        if let timePills {
            let size = timePills.intrinsicContentSize
            timePills.frame = CGRect(x: width - m - size.width, y: gridBottom + (Self.timeRowHeight - size.height) / 2, width: size.width, height: size.height)
        }
    }
}

/// One day of the calendar grid: its number, in the tint when it is today, circled when chosen.
@MainActor
final class DatePickerDayView: UIView {
    var number = 1 { didSet { if number != oldValue { setNeedsDisplay() } } }
    var isToday = false { didSet { if isToday != oldValue { setNeedsDisplay() } } }
    var isChosen = false { didSet { if isChosen != oldValue { setNeedsDisplay() } } }
    var isChoosable = true { didSet { if isChoosable != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let tint = tintColor ?? .systemBlue
        let color: UIColor
        let font: UIFont
        if isChosen {
            let diameter = min(40, min(bounds.width, bounds.height) - 2)
            let circle = CGRect(x: bounds.midX - diameter / 2, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
            (isToday ? tint : tint.withAlphaComponent(0.12)).setFill()
            UIBezierPath(ovalIn: circle).fill()
            color = isToday ? .white : tint
            font = .systemFont(ofSize: 24, weight: .medium)
        } else {
            color = !isChoosable ? .tertiaryLabel : isToday ? tint : .label
            font = .systemFont(ofSize: 20)
        }
        let text = "\(number)" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: color]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), withAttributes: attributes)
    }
}

/// A chevron drawn in the tint: the calendar's month buttons, and the mark beside its title.
@MainActor
final class DatePickerChevron: UIControl {
    enum Direction { case left, right }
    let direction: Direction
    let weight: CGFloat

    init(direction: Direction, weight: CGFloat) {
        self.direction = direction
        self.weight = weight
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { preconditionFailure("made in code") }

    override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    override var isHighlighted: Bool { didSet { setNeedsDisplay() } }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let height = min(bounds.height, 17)
        let width = height * 0.55
        let r = CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        let tip = direction == .right ? r.maxX - weight / 2 : r.minX + weight / 2
        let tail = direction == .right ? r.minX + weight / 2 : r.maxX - weight / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: tail, y: r.minY + weight / 2))
        path.addLine(to: CGPoint(x: tip, y: r.midY))
        path.addLine(to: CGPoint(x: tail, y: r.maxY - weight / 2))
        path.lineWidth = weight
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        let tint = tintColor ?? .systemBlue
        (isEnabled ? (isHighlighted ? tint.withAlphaComponent(0.4) : tint) : UIColor.tertiaryLabel).setStroke()
        path.stroke()
    }
}
