import CoreGraphics
import QuartzCore

/// One action's row in an alert or action sheet: the title centred in the tint colour (red
/// for destructive, semibold for the preferred or the sheet's cancel action), a light gray
/// overlay while pressed, grey and deaf to touches when the action is disabled.
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    private let highlightView = UIView()
    /// The title's size and whether it is bold.
    private let fontSize: CGFloat
    var isBold: Bool { didSet { if isBold != oldValue { updateLook() } } }

    init(action: UIAlertAction, fontSize: CGFloat, bold: Bool) {
        self.action = action
        self.fontSize = fontSize
        isBold = bold
        super.init(frame: .zero)
        highlightView.backgroundColor = AlertMetrics.highlightColor
        highlightView.isHidden = true
        highlightView.isUserInteractionEnabled = false
        addSubview(highlightView)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingMiddle
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        updateLook()
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { highlightView.isHidden = !isHighlighted }
    }

    override var isEnabled: Bool {
        didSet { updateLook() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    /// The width the title needs on one line, with its insets.
    var fittingWidth: CGFloat {
        titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
            + 2 * AlertMetrics.alertButtonTitleInset
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        highlightView.frame = bounds
        titleLabel.frame = bounds.insetBy(dx: AlertMetrics.alertButtonTitleInset, dy: 0)
    }

    private func updateLook() {
        titleLabel.font = .systemFont(ofSize: fontSize, weight: isBold ? .semibold : .regular)
        if !isEnabled {
            titleLabel.textColor = .secondaryLabel
        } else if action.style == .destructive {
            titleLabel.textColor = .systemRed
        } else {
            titleLabel.textColor = tintColor
        }
    }
}
