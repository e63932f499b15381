import CoreGraphics
import Foundation
import QuartzCore

/// The insertion point: a bar in the tint color that stays solid for a moment after every
/// edit or caret move, then blinks on the media clock (on for half a second, off for half a
/// second), so it never blinks away while the user types.
final class TextCaretView: UIView {
    /// The caret's width in points.
    static let width: CGFloat = 2
    /// How long the caret stays solid after a change before it starts blinking.
    static let solidPeriod: CFTimeInterval = 0.5
    /// One blink: on for the first half, off for the second.
    static let blinkPeriod: CFTimeInterval = 1
    private static let blinkKey = "blink"

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = tintColor
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    /// Shows the caret solid now and blinking after the solid period.
    func restartBlinking() {
        isHidden = false
        layer.removeAnimation(forKey: Self.blinkKey)
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [1.0, 0.0]
        blink.keyTimes = [0, 0.5, 1]
        blink.calculationMode = .discrete
        blink.duration = Self.blinkPeriod
        blink.repeatCount = .infinity
        blink.beginTime = CACurrentMediaTime() + Self.solidPeriod
        layer.add(blink, forKey: Self.blinkKey)
    }

    /// Hides the caret and stops its blinking.
    func stopBlinking() {
        layer.removeAnimation(forKey: Self.blinkKey)
        isHidden = true
    }

    /// Whether the caret is blinking (a test and drawing hook).
    var isBlinking: Bool { layer.animation(forKey: Self.blinkKey) != nil }
}
