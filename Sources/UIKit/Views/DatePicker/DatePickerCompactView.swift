import CoreGraphics
import Foundation

/// The compact style of a date picker: the date and/or time as labels on rounded grey
/// pills. Tapping the date opens the calendar, tapping the time opens time wheels, each in
/// a floating card over the window; a tap outside the card closes it. Opening and closing
/// send `.editingDidBegin` and `.editingDidEnd`; choosing in the card sends `.valueChanged`.
///
/// The pills sit at the picker's trailing edge unless its `contentHorizontalAlignment` is
/// leading or left. The pill metrics (34 points high, 12-point padding, 6-point corners,
/// 6 points apart) and the card's look are estimates of iOS 14's.
@MainActor
final class DatePickerCompactView: UIView, DatePickerPresentation {
    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 12
    static let pillSpacing: CGFloat = 6

    private weak var picker: UIDatePicker?
    private let mode: UIDatePicker.Mode?
    private(set) var datePill: DatePickerPill?
    private(set) var timePill: DatePickerPill?
    /// The open card, if any.
    private(set) var popover: DatePickerPopover?

    init(picker: UIDatePicker, mode: UIDatePicker.Mode? = nil) {
        self.picker = picker
        self.mode = mode
        super.init(frame: .zero)
        reload()
        bounds.size = intrinsicContentSize
    }

    required init?(coder: NSCoder) {
        preconditionFailure("a compact date picker's labels are made by their date picker")
    }

    private var shownMode: UIDatePicker.Mode { mode ?? picker?.datePickerMode ?? .date }
    private var pills: [DatePickerPill] { [datePill, timePill].compactMap { $0 } }

    override var intrinsicContentSize: CGSize {
        let widths = pills.map { $0.intrinsicContentSize.width }
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Self.pillSpacing, height: Self.pillHeight)
    }

    // MARK: DatePickerPresentation

    func reload() {
        let wantsDate = shownMode == .date || shownMode == .dateAndTime
        let wantsTime = shownMode == .time || shownMode == .dateAndTime
        datePill = keep(datePill, wantsDate)
        timePill = keep(timePill, wantsTime)
        show(animated: false)
    }

    private func keep(_ pill: DatePickerPill?, _ wanted: Bool) -> DatePickerPill? {
        guard wanted else { pill?.removeFromSuperview(); return nil }
        if let pill { return pill }
        let made = DatePickerPill()
        made.addTarget(self, action: DatePickerCompactView.pillTapped, for: .touchUpInside)
        addSubview(made)
        return made
    }

    func show(animated: Bool) {
        guard let picker else { return }
        datePill?.text = picker.formatter(template: "yMMMd").string(from: picker.date)
        timePill?.text = picker.formatter(template: "jmm").string(from: picker.date)
        popover?.content.show(animated: animated)
        invalidateIntrinsicContentSize()
        picker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let total = intrinsicContentSize.width
        let leading = picker.map { [.leading, .left].contains($0.contentHorizontalAlignment) } ?? false
        var x = leading ? 0 : max(0, bounds.width - total)
        for pill in pills {
            let width = pill.intrinsicContentSize.width
            pill.frame = CGRect(x: x, y: (bounds.height - Self.pillHeight) / 2, width: width, height: Self.pillHeight)
            x += width + Self.pillSpacing
        }
    }

    // MARK: The card

    private func pillTapped(_ pill: DatePickerPill) {
        guard let picker, let window, popover == nil else { return }
        let content: UIView & DatePickerPresentation = pill === datePill
            ? DatePickerCalendarView(picker: picker, mode: .date)
            : DatePickerWheels(picker: picker, mode: .time)
        let size = pill === datePill ? content.intrinsicContentSize : CGSize(width: 240, height: DatePickerWheels.size.height)
        let card = DatePickerPopover(content: content, size: size) { [weak self] in self?.popoverClosed() }
        card.present(in: window, from: pill.convert(pill.bounds, to: window))
        popover = card
        pill.isOpen = true
        picker.sendActions(for: .editingDidBegin)
    }

    /// Closes the card, as a tap outside it does.
    func dismissPopover() { popover?.dismiss() }

    private func popoverClosed() {
        popover = nil
        for pill in pills { pill.isOpen = false }
        picker?.sendActions(for: .editingDidEnd)
    }
}

/// One of the compact picker's labels: the text on a rounded grey pill, in the tint while its
/// card is open.
@MainActor
final class DatePickerPill: UIControl {
    private let label = UILabel()

    var text: String? {
        get { label.text }
        set { label.text = newValue; invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    var isOpen = false { didSet { updateColors() } }

    init() {
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        label.backgroundColor = nil
        label.isOpaque = false
        label.isUserInteractionEnabled = false
        addSubview(label)
        updateColors()
    }

    required init?(coder: NSCoder) { preconditionFailure("made in code") }

    override var intrinsicContentSize: CGSize {
        CGSize(width: ceil(label.intrinsicContentSize.width) + 2 * DatePickerCompactView.pillPadding,
               height: DatePickerCompactView.pillHeight)
    }

    override var isHighlighted: Bool { didSet { alpha = isHighlighted ? 0.6 : 1 } }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        label.textColor = isOpen ? (tintColor ?? .systemBlue) : .label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}

/// A floating card over the whole window holding a compact picker's calendar or wheels.
/// A tap anywhere outside the card closes it (the backdrop under the card takes it).
@MainActor
final class DatePickerPopover: UIView {
    static let margin: CGFloat = 8
    let content: UIView & DatePickerPresentation
    let card = UIView()
    /// Under the card, covering the window: a tap on it closes the card.
    private let backdrop = UIView()
    private let size: CGSize
    private let onClose: () -> Void

    init(content: UIView & DatePickerPresentation, size: CGSize, onClose: @escaping () -> Void) {
        self.content = content
        self.size = size
        self.onClose = onClose
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 13
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 20
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        content.frame = CGRect(origin: .zero, size: size)
        content.layer.cornerRadius = 13
        content.clipsToBounds = true
        card.addSubview(content)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerPopover.tappedOutside))
        addSubview(backdrop)
        addSubview(card)
    }

    required init?(coder: NSCoder) { preconditionFailure("made in code") }

    /// Covers the window and places the card below `anchor` (above it when there is no room),
    /// kept inside the window's margins.
    func present(in window: UIWindow, from anchor: CGRect) {
        frame = window.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(self)
        backdrop.frame = bounds
        let m = Self.margin
        var x = anchor.maxX - size.width
        x = min(max(m, x), window.bounds.width - m - size.width)
        var y = anchor.maxY + m
        if y + size.height > window.bounds.height - m, anchor.minY - m - size.height >= m {
            y = anchor.minY - m - size.height
        }
        card.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        alpha = 0
        UIView.animate(withDuration: 0.25) { self.alpha = 1 }
    }

    private func tappedOutside(_ tap: UITapGestureRecognizer) { dismiss() }

    func dismiss() {
        guard superview != nil else { return }
        onClose()
        UIView.animate(withDuration: 0.2, animations: { self.alpha = 0 }, completion: { _ in self.removeFromSuperview() })
    }
}
