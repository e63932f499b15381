import CoreGraphics
import QuartzCore

/// A `UIAlertController`'s view: the card of an alert, the two groups of an action sheet, or
/// the body of its popover, laid out as iOS 17 does (numbers in `AlertMetrics`).
///
/// - Alert: title (semibold 17) and message (13) centred, text fields in rounded boxes under
///   them, then the buttons, 44 pt each: two side by side when both titles fit (the cancel
///   action left), otherwise stacked in the order added with the cancel action last; hairline
///   separators between; the whole card on a blur with 14 pt corners.
/// - Action sheet: title and message (13, secondary colour) above the actions, 57 pt rows with
///   20 pt titles, all on a blur; the cancel action alone in an opaque group 8 pt below.
/// - Popover: the same as the sheet's first group; the cancel action is not shown (a tap
///   outside the popover chooses it), as on iPad.
final class AlertContentView: UIView {
    enum Layout { case alert, sheet, popover }

    var layout: Layout { didSet { if layout != oldValue { rebuildButtons() } } }
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The blurred group holding the header, the text fields and the actions (all but the
    /// sheet's cancel action).
    let mainGroup = UIVisualEffectView(effect: nil)
    /// The action sheet's cancel group.
    let cancelGroup = UIView()
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    private(set) var textFieldBoxes: [UIView] = []
    /// What the view shows (set by the controller; each change rebuilds the buttons).
    private var actions: [UIAlertAction] = []
    private var preferredAction: UIAlertAction?
    /// Called when the user taps an enabled action's button.
    var onChoose: (UIAlertAction) -> Void = { _ in }

    init(layout: Layout) {
        self.layout = layout
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.contentView.addSubview(label)
        }
        mainGroup.clipsToBounds = true
        addSubview(mainGroup)
        cancelGroup.backgroundColor = .secondarySystemGroupedBackground
        cancelGroup.clipsToBounds = true
        addSubview(cancelGroup)
        applyStyle()
    }

    required init?(coder: NSCoder) { nil }

    // MARK: Content

    func setHeader(title: String?, message: String?) {
        titleLabel.text = title
        messageLabel.text = message
        setNeedsLayout()
    }

    func setActions(_ actions: [UIAlertAction], preferred: UIAlertAction?) {
        self.actions = actions
        preferredAction = preferred
        rebuildButtons()
    }

    /// Puts `field` in a rounded box under the message.
    func addTextField(_ field: UITextField) {
        let box = UIView()
        box.backgroundColor = .systemBackground
        box.layer.cornerRadius = AlertMetrics.textFieldBoxCornerRadius
        box.layer.borderColor = UIColor.separator.cgColor
        box.addSubview(field)
        mainGroup.contentView.addSubview(box)
        textFieldBoxes.append(box)
        setNeedsLayout()
    }

    /// The button of `action`, if it is shown.
    func button(for action: UIAlertAction) -> AlertActionButton? { buttons.first { $0.action === action } }

    private func applyStyle() {
        let isAlert = layout == .alert
        titleLabel.font = isAlert ? .systemFont(ofSize: AlertMetrics.alertTitleFontSize, weight: .semibold)
            : .systemFont(ofSize: AlertMetrics.sheetTitleFontSize, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: isAlert ? AlertMetrics.alertMessageFontSize : AlertMetrics.sheetMessageFontSize)
        titleLabel.textColor = isAlert ? .label : .secondaryLabel
        messageLabel.textColor = isAlert ? .label : .secondaryLabel
        let radius = isAlert ? AlertMetrics.alertCornerRadius : AlertMetrics.sheetCornerRadius
        mainGroup.layer.cornerRadius = radius
        cancelGroup.layer.cornerRadius = radius
        // A popover is opaque, with a soft shadow over the undimmed presenter.
        let isPopover = layout == .popover
        mainGroup.effect = isPopover ? nil : UIBlurEffect(style: AlertMetrics.materialStyle)
        mainGroup.backgroundColor = isPopover ? .systemBackground : nil
        layer.shadowOpacity = isPopover ? PopoverMetrics.shadowOpacity : 0
        layer.shadowRadius = PopoverMetrics.shadowRadius
        layer.shadowColor = UIColor.black.cgColor
    }

    /// The actions in the order shown, and the sheet's cancel action on its own.
    private func arrangement() -> (main: [UIAlertAction], cancel: UIAlertAction?) {
        let cancel = actions.first { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        switch layout {
        case .alert:
            guard let cancel else { return (others, nil) }
            // In a pair the cancel action is on the left; in a stack, last.
            return (actions.count == 2 ? [cancel] + others : others + [cancel], nil)
        case .sheet: return (others, cancel)
        case .popover: return (others, nil)
        }
    }

    private func rebuildButtons() {
        for view in buttons + separators { view.removeFromSuperview() }
        buttons.removeAll()
        separators.removeAll()
        applyStyle()
        let (main, cancel) = arrangement()
        let isAlert = layout == .alert
        let fontSize = isAlert ? AlertMetrics.alertButtonFontSize : AlertMetrics.sheetButtonFontSize
        // Bold: the preferred action in an alert (else its cancel action); the sheet's cancel.
        let bold = isAlert ? (preferredAction ?? main.first { $0.style == .cancel }) : nil
        for action in main {
            let button = makeButton(action, fontSize: fontSize, bold: action === bold)
            mainGroup.contentView.addSubview(button)
            let separator = UIView()
            separator.backgroundColor = .separator
            mainGroup.contentView.addSubview(separator)
            separators.append(separator)
        }
        if let cancel {
            cancelGroup.addSubview(makeButton(cancel, fontSize: fontSize, bold: true))
        }
        cancelGroup.isHidden = cancel == nil
        setNeedsLayout()
    }

    private func makeButton(_ action: UIAlertAction, fontSize: CGFloat, bold: Bool) -> AlertActionButton {
        let button = AlertActionButton(action: action, fontSize: fontSize, bold: bold)
        button.addAction(UIAction { [weak self] _ in
            guard let self, action.isEnabled else { return }
            onChoose(action)
        }, for: .touchUpInside)
        buttons.append(button)
        return button
    }

    // MARK: Layout

    /// The view's size at `width` (the alert's own width, or the sheet's).
    func fittingHeight(forWidth width: CGFloat) -> CGFloat { frames(forWidth: width).height }

    override func layoutSubviews() {
        super.layoutSubviews()
        let f = frames(forWidth: bounds.width)
        mainGroup.frame = f.main
        cancelGroup.frame = f.cancel
        titleLabel.frame = f.title
        messageLabel.frame = f.message
        for (box, frame) in zip(textFieldBoxes, f.boxes) {
            box.frame = frame
            box.layer.borderWidth = hairline
            box.subviews.first?.frame = box.bounds.insetBy(dx: AlertMetrics.textFieldTextInset, dy: 0)
        }
        for (button, frame) in zip(buttons, f.buttons) { button.frame = frame }
        for (separator, frame) in zip(separators, f.separators) { separator.frame = frame }
    }

    private var hairline: CGFloat { 1 / max(1, traitCollection.displayScale) }

    private struct Frames {
        var main = CGRect.zero, cancel = CGRect.zero, title = CGRect.zero, message = CGRect.zero
        var boxes: [CGRect] = [], buttons: [CGRect] = [], separators: [CGRect] = []
        var height: CGFloat = 0
    }

    /// Where everything goes at `width`: the header, the text fields, then the button rows
    /// (each with a hairline above it), and the sheet's cancel group below.
    private func frames(forWidth width: CGFloat) -> Frames {
        var f = Frames()
        let isAlert = layout == .alert
        let insets = isAlert ? AlertMetrics.alertHeaderInsets : AlertMetrics.sheetHeaderInsets
        let spacing = isAlert ? AlertMetrics.alertTitleMessageSpacing : AlertMetrics.sheetTitleMessageSpacing
        let rowHeight = isAlert ? AlertMetrics.alertButtonHeight : AlertMetrics.sheetButtonHeight
        let textWidth = max(0, width - insets.left - insets.right)
        func height(_ label: UILabel) -> CGFloat {
            guard let text = label.text, !text.isEmpty else { return 0 }
            return ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
        }
        let titleHeight = height(titleLabel), messageHeight = height(messageLabel)
        var y: CGFloat = 0
        if titleHeight > 0 || messageHeight > 0 || !textFieldBoxes.isEmpty {
            y = insets.top
            f.title = CGRect(x: insets.left, y: y, width: textWidth, height: titleHeight)
            y += titleHeight
            if titleHeight > 0, messageHeight > 0 { y += spacing }
            f.message = CGRect(x: insets.left, y: y, width: textWidth, height: messageHeight)
            y += messageHeight
            if textFieldBoxes.isEmpty {
                y += insets.bottom
            } else {
                // The fields sit under the message, as far below it as the header's bottom
                // inset less the space under the last field.
                y += insets.bottom - AlertMetrics.textFieldAreaBottom
                for index in textFieldBoxes.indices {
                    if index > 0 { y += AlertMetrics.textFieldBoxSpacing }
                    f.boxes.append(CGRect(x: insets.left, y: y, width: textWidth, height: AlertMetrics.textFieldBoxHeight))
                    y += AlertMetrics.textFieldBoxHeight
                }
                y += AlertMetrics.textFieldAreaBottom
            }
        }
        let shown = buttons.filter { $0.superview === mainGroup.contentView }
        let sideBySide = isAlert && shown.count == 2 && shown.allSatisfy { $0.fittingWidth <= width / 2 }
        let line = hairline
        if sideBySide {
            let half = (width / 2).rounded()
            f.buttons = [CGRect(x: 0, y: y, width: half, height: rowHeight),
                         CGRect(x: half, y: y, width: width - half, height: rowHeight)]
            f.separators = [CGRect(x: 0, y: y, width: width, height: line),
                            CGRect(x: half, y: y, width: line, height: rowHeight)]
            y += rowHeight
        } else {
            for index in shown.indices {
                f.buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                // The first row of a sheet without a header has nothing above it to separate.
                let hidden = index == 0 && y == 0
                f.separators.append(CGRect(x: 0, y: y, width: hidden ? 0 : width, height: line))
                y += rowHeight
            }
        }
        f.main = CGRect(x: 0, y: 0, width: width, height: y)
        if !cancelGroup.isHidden {
            let cancelTop = y + AlertMetrics.sheetMargin
            f.cancel = CGRect(x: 0, y: cancelTop, width: width, height: rowHeight)
            // The cancel button is the last one made, in the cancel group's coordinates.
            if buttons.count > shown.count { f.buttons.append(CGRect(x: 0, y: 0, width: width, height: rowHeight)) }
            y = cancelTop + rowHeight
        }
        f.height = y
        return f
    }
}
