import CoreGraphics
import Foundation

/// The standard accessories, drawn as iOS draws them: a grey chevron, a checkmark and the
/// circled "i" detail button in the tint color.
@preconcurrency @MainActor
final class TableCellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType
    /// Space between the content view and the accessory.
    static let spacing: CGFloat = 10

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: type)))
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 14, height: 12)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 13 + 8, height: 22)
        }
    }

    override var intrinsicContentSize: CGSize { Self.size(of: type) }

    override func tintColorDidChange() { setNeedsDisplay() }

    /// The detail ("i") button is a button: a tap on it is the accessory's, not the row's.
    private var isDetailButton: Bool { type == .detailButton || type == .detailDisclosureButton }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isDetailButton { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isDetailButton { super.touchesMoved(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isDetailButton { super.touchesCancelled(touches, with: event) }
    }

    /// A finger lifted on the detail button tells the table, which tells its delegate and
    /// runs the cell's accessory segue.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isDetailButton else { return super.touchesEnded(touches, with: event) }
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        var ancestor = superview
        while let view = ancestor, !(view is UITableViewCell) { ancestor = view.superview }
        guard let cell = ancestor as? UITableViewCell else { return }
        var table = cell.superview
        while let view = table, !(view is UITableView) { table = view.superview }
        (table as? UITableView)?.accessoryButtonTapped(for: cell)
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(in: bounds)
        case .checkmark: drawCheckmark()
        case .detailButton: drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
        case .detailDisclosureButton:
            drawInfo(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            drawChevron(in: CGRect(x: bounds.width - 8, y: (bounds.height - 13) / 2, width: 8, height: 13))
        }
    }

    /// The disclosure chevron: the tertiary label color as it shows over the cell, opaque so a
    /// highlighted row does not darken it.
    static let chevronColor = UIColor {
        $0.userInterfaceStyle == .dark ? UIColor(red: 71 / 255, green: 71 / 255, blue: 74 / 255, alpha: 1)
            : UIColor(red: 196 / 255, green: 196 / 255, blue: 199 / 255, alpha: 1)
    }

    /// The chevron: two 2 pt strokes meeting at the right, in iOS's light grey.
    private func drawChevron(in r: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: r.minX + 1.5, y: r.minY + 1.5))
        path.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.midY))
        path.addLine(to: CGPoint(x: r.minX + 1.5, y: r.maxY - 1.5))
        path.lineWidth = 2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        TableCellAccessoryView.chevronColor.setStroke()
        path.stroke()
    }

    private func drawCheckmark() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1.5, y: 6.5))
        path.addLine(to: CGPoint(x: 5, y: 10.5))
        path.addLine(to: CGPoint(x: 12.5, y: 1.5))
        path.lineWidth = 2.2
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }

    private func drawInfo(in r: CGRect) {
        tintColor.setStroke()
        tintColor.setFill()
        CircledGlyph.drawInfo(in: r)
    }
}

/// A cell's fill: the light grey of a highlighted row, or the white card of a row in an
/// inset group, with the group's outer corners rounded.
@preconcurrency @MainActor
final class TableCellBackgroundView: UIView {
    /// The highlighted row's grey (iOS's systemGray4 in the light appearance).
    static let highlightFill = UIColor.systemGray4
    /// The radius of an inset group's corners.
    static let cornerRadius: CGFloat = 10

    var fill: UIColor { didSet { setNeedsDisplay() } }
    var corners: UIRectCorner = [] { didSet { if corners != oldValue { setNeedsDisplay() } } }

    init(fill: UIColor) {
        self.fill = fill
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        fill = .systemBackground
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        if corners.isEmpty {
            UIRectFill(bounds)
        } else {
            UIBezierPath(roundedRect: bounds, byRoundingCorners: corners,
                         cornerRadii: CGSize(width: Self.cornerRadius, height: Self.cornerRadius)).fill()
        }
    }
}

extension UITableViewCell {
    /// Shapes the cell as part of an inset group: rounded `corners`, clear outside them.
    func setGroupedCorners(_ corners: UIRectCorner) {
        if groupedBackground == nil {
            let card = TableCellBackgroundView(fill: backgroundColor ?? .systemBackground)
            groupedBackground = card
            insertSubview(card, at: 0)
            backgroundColor = .clear
        }
        groupedBackground?.corners = corners
        setNeedsLayout()
    }
}
