import CoreGraphics
import Foundation

/// The control at the leading edge of an editing row, drawn as iOS draws it: a red circle
/// with a white minus (delete), a green circle with a white plus (insert), or the
/// multiple-selection circle (grey ring; filled with the tint color and a white checkmark
/// when the row is selected). Delete and insert are buttons: a tap on them is theirs, not
/// the row's.
@preconcurrency @MainActor
final class EditingControlView: UIView {
    enum Kind: Equatable { case delete, insert, multiselect }

    var kind: Kind { didSet { if kind != oldValue { kindChanged() } } }
    var isChecked = false { didSet { if isChecked != oldValue { setNeedsDisplay() } } }
    /// Runs on a tap on a delete or insert control.
    var onTap: (@MainActor () -> Void)?

    /// The circle's diameter; the control takes the leading 38 points the content moves by.
    static let diameter: CGFloat = 22
    static let areaWidth: CGFloat = 38

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: CGRect(x: 0, y: 0, width: Self.diameter, height: Self.diameter))
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        kindChanged()
    }

    required init?(coder: NSCoder) {
        kind = .delete
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: Self.diameter, height: Self.diameter) }

    /// The circle's color: red for delete, green for insert, the tint for a checked
    /// selection circle, unless a list accessory gives its own.
    var fillColor: UIColor?

    private func kindChanged() {
        isUserInteractionEnabled = kind != .multiselect
        accessibilityLabel = kind == .delete ? "Delete" : kind == .insert ? "Insert" : nil
        setNeedsDisplay()
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    /// The multiple-selection ring's grey (iOS's systemGray3).
    private static let ringColor = UIColor.systemGray3

    override func draw(_ rect: CGRect) {
        let circle = bounds.insetBy(dx: 1, dy: 1)
        switch kind {
        case .delete, .insert:
            (fillColor ?? (kind == .delete ? UIColor.systemRed : UIColor.systemGreen)).setFill()
            UIBezierPath(ovalIn: circle).fill()
            let bar = UIBezierPath()
            bar.move(to: CGPoint(x: circle.minX + 5.5, y: circle.midY))
            bar.addLine(to: CGPoint(x: circle.maxX - 5.5, y: circle.midY))
            if kind == .insert {
                bar.move(to: CGPoint(x: circle.midX, y: circle.minY + 5.5))
                bar.addLine(to: CGPoint(x: circle.midX, y: circle.maxY - 5.5))
            }
            bar.lineWidth = 2.5
            bar.lineCapStyle = .round
            UIColor.white.setStroke()
            bar.stroke()
        case .multiselect:
            if isChecked {
                (fillColor ?? tintColor).setFill()
                UIBezierPath(ovalIn: circle).fill()
                let check = UIBezierPath()
                check.move(to: CGPoint(x: circle.minX + 5.5, y: circle.midY + 0.5))
                check.addLine(to: CGPoint(x: circle.minX + 8.8, y: circle.midY + 3.8))
                check.addLine(to: CGPoint(x: circle.maxX - 5, y: circle.midY - 3.5))
                check.lineWidth = 2
                check.lineCapStyle = .round
                check.lineJoinStyle = .round
                UIColor.white.setStroke()
                check.stroke()
            } else {
                let ring = UIBezierPath(ovalIn: bounds.insetBy(dx: 1.75, dy: 1.75))
                ring.lineWidth = 1.5
                Self.ringColor.setStroke()
                ring.stroke()
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.insetBy(dx: -8, dy: -8).contains(touch.location(in: self)) else { return }
        onTap?()
    }

    /// A little more than the circle answers touches, as iOS's control does.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: -11).contains(point)
    }
}
