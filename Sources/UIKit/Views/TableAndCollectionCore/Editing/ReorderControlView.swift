import CoreGraphics
import Foundation

/// The reorder control at the trailing edge of a movable editing row: three short grey lines.
/// A finger on it begins a drag at once (ReorderGestureRecognizer), before the scroll view's
/// pan can take the touch.
@preconcurrency @MainActor
final class ReorderControlView: UIView {
    /// The control's width at the row's trailing edge, and the grip's lines.
    static let width: CGFloat = 50
    static let lineLength: CGFloat = 18
    static let lineWidth: CGFloat = 2
    static let lineSpacing: CGFloat = 5
    /// The grip's grey (iOS's systemGray2 family, as it shows on a white row).
    static let color = UIColor.systemGray2

    let recognizer = ReorderGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
        accessibilityLabel = "Reorder"
        addGestureRecognizer(recognizer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        Self.color.setFill()
        let x = bounds.width - 16 - Self.lineLength
        for i in -1...1 {
            let y = bounds.midY + CGFloat(i) * Self.lineSpacing - Self.lineWidth / 2
            UIBezierPath(roundedRect: CGRect(x: x, y: y, width: Self.lineLength, height: Self.lineWidth), cornerRadius: Self.lineWidth / 2).fill()
        }
    }
}

/// Begins as a finger touches down and follows it until it lifts: a reorder drag.
final class ReorderGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = state == .possible ? .began : .changed
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        state = .changed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }
}
