import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A pair of buttons, − and +, that lower and raise a value by `stepValue`.
///
/// The value changes as a finger comes down on a half (not on lift), then — with
/// `autorepeat`, the default — again after the finger is held half a second and every tenth
/// of a second after that, on the media clock. A continuous stepper sends `.valueChanged`
/// at each change; otherwise once, when the finger lifts. A half is disabled at its end of
/// the range unless the stepper `wraps`, which carries the value around to the other end.
/// Setting `value` sends nothing. A range with `minimumValue` not below `maximumValue`, or a
/// `stepValue` not above zero, stops the process, as UIKit raises for them.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size a stepper wants.
    static let preferredSize = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// How long a finger is held before autorepeat starts, and the time between repeats.
    static let autorepeatDelay: CFTimeInterval = 0.5
    static let autorepeatInterval: CFTimeInterval = 0.1

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// Which half a finger holds: -1 the decrement half, +1 the increment half, 0 none.
    private var pressedDirection = 0
    private var repeatTimer: MediaTimers.Timer?
    private var valueAtTouchDown: Double = 0

    private var backgroundImages: [UInt: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]

    /// Whether each change is sent at once (true) or once when the finger lifts.
    open var isContinuous = true
    /// Whether holding a half keeps changing the value.
    open var autorepeat = true
    /// Whether stepping past one end carries the value to the other.
    open var wraps = false { didSet { setNeedsDisplay() } }

    /// The value, kept within `minimumValue`…`maximumValue`; setting it sends no action. A
    /// NaN or infinite value is reported and ignored.
    open var value: Double {
        get { storedValue }
        set {
            guard Self.isUsable(newValue, "value", keeping: storedValue) else { return }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
            setNeedsDisplay()
        }
    }

    /// The lowest value (0 by default); it must stay below `maximumValue`.
    open var minimumValue: Double {
        get { storedMinimum }
        set { setRange(minimum: newValue, maximum: storedMaximum, changing: "minimumValue") }
    }

    /// The highest value (100 by default); it must stay above `minimumValue`.
    open var maximumValue: Double {
        get { storedMaximum }
        set { setRange(minimum: storedMinimum, maximum: newValue, changing: "maximumValue") }
    }

    /// Stores a new range (one end changed, named by `property`) and pulls the value into
    /// it; an empty or inverted range stops the process, as UIKit raises.
    private func setRange(minimum: Double, maximum: Double, changing property: String) {
        let changesMinimum = property == "minimumValue"
        guard Self.isUsable(changesMinimum ? minimum : maximum, property, keeping: changesMinimum ? storedMinimum : storedMaximum) else { return }
        precondition(minimum < maximum, changesMinimum
            ? "UIStepper: minimumValue (\(minimum)) must be less than maximumValue (\(maximum)) (NSInvalidArgumentException)"
            : "UIStepper: maximumValue (\(maximum)) must be greater than minimumValue (\(minimum)) (NSInvalidArgumentException)")
        storedMinimum = minimum
        storedMaximum = maximum
        storedValue = min(max(storedValue, minimum), maximum)
        setNeedsDisplay()
    }

    /// How much one press changes the value (1 by default); it must be above zero.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard Self.isUsable(newValue, "stepValue", keeping: storedStep) else { return }
            precondition(newValue > 0, "UIStepper: stepValue (\(newValue)) must be greater than 0 (NSInvalidArgumentException)")
            storedStep = newValue
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// From a nib: the range, step and value, `continuous`, `autorepeat` and `wraps`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeStepperAttributes(nib)
        }
    }

    /// Whether `number` is finite; a NaN or infinity is reported, naming the property.
    private static func isUsable(_ number: Double, _ property: String, keeping old: Double) -> Bool {
        guard number.isFinite else {
            RuntimeIssue.report("UIStepper.\(property) must be a finite number (got \(number)); it stays \(old)")
            return false
        }
        return true
    }

    open override var intrinsicContentSize: CGSize { Self.preferredSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.preferredSize }

    // MARK: Images

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }

    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] }

    /// The image shown on the + half instead of the plus sign.
    open func setIncrementImage(_ image: UIImage?, for state: State) {
        incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    open func incrementImage(for state: State) -> UIImage? { incrementImages[state.rawValue] }

    /// The image shown on the − half instead of the minus sign.
    open func setDecrementImage(_ image: UIImage?, for state: State) {
        decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }

    open func decrementImage(for state: State) -> UIImage? { decrementImages[state.rawValue] }

    /// The image between the halves for a combination of their states.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages["\(leftState.rawValue)/\(rightState.rawValue)"] = image
        setNeedsDisplay()
    }

    open func dividerImage(forLeftSegmentState state: State, rightSegmentState state2: State) -> UIImage? {
        dividerImages["\(state.rawValue)/\(state2.rawValue)"]
    }

    // MARK: Halves

    /// Whether a half can change the value: not at its end of the range, unless wrapping.
    func canStep(_ direction: Int) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return direction < 0 ? storedValue > storedMinimum : storedValue < storedMaximum
    }

    /// The state a half is drawn in.
    func state(ofHalf direction: Int) -> State {
        if !canStep(direction) { return .disabled }
        return pressedDirection == direction ? .highlighted : .normal
    }

    /// One step in `direction`, wrapping or stopping at the ends; sends the action when the
    /// value changed and the stepper is continuous.
    private func step(_ direction: Int, event: UIEvent?) {
        guard canStep(direction) else { return }
        var new = storedValue + Double(direction) * storedStep
        if new > storedMaximum { new = wraps ? storedMinimum : storedMaximum }
        if new < storedMinimum { new = wraps ? storedMaximum : storedMinimum }
        guard new != storedValue else { return }
        storedValue = new
        setNeedsDisplay()
        if isContinuous { send([.valueChanged, .primaryActionTriggered], event: event) }
    }

    // MARK: Tracking

    /// A finger on a half steps at once, then repeats while held (with `autorepeat`).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        pressedDirection = direction
        valueAtTouchDown = storedValue
        step(direction, event: event)
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay, event: event) }
        setNeedsDisplay()
        return true
    }

    /// Leaving the stepper (beyond UIControl's slack) pauses the repeat; coming back resumes it.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if isTouchInside, repeatTimer == nil, autorepeat {
            scheduleRepeat(after: Self.autorepeatInterval, event: event)
        } else if !isTouchInside {
            repeatTimer?.invalidate()
            repeatTimer = nil
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishTracking(event: event) }

    open override func cancelTracking(with event: UIEvent?) { finishTracking(event: event) }

    private func finishTracking(event: UIEvent?) {
        repeatTimer?.invalidate()
        repeatTimer = nil
        pressedDirection = 0
        setNeedsDisplay()
        if !isContinuous, storedValue != valueAtTouchDown { send([.valueChanged, .primaryActionTriggered], event: event) }
    }

    /// Schedules the next repeat `delay` after the last one was due (not after it fired), so
    /// repeats keep their rhythm whatever the frame rate.
    private func scheduleRepeat(after delay: CFTimeInterval, event: UIEvent?, from due: CFTimeInterval? = nil) {
        repeatTimer?.invalidate()
        let fireTime = (due ?? CACurrentMediaTime()) + delay
        repeatTimer = MediaTimers.shared.schedule(after: fireTime - CACurrentMediaTime()) { [weak self] in
            guard let self, self.pressedDirection != 0 else { return }
            self.repeatTimer = nil
            self.step(self.pressedDirection, event: event)
            if self.canStep(self.pressedDirection) {
                self.scheduleRepeat(after: Self.autorepeatInterval, event: event, from: fireTime)
            }
        }
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// The rounded gray plate (darker under a pressed half), the divider, and a − and a +
    /// (or their images), each half dimmed when it cannot step.
    open override func draw(_ rect: CGRect) {
        let halves = bounds.divided(atDistance: bounds.width / 2, from: .minXEdge)
        if let image = backgroundImages[state.rawValue] ?? backgroundImages[0] {
            image.draw(in: bounds)
        } else {
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
            if pressedDirection != 0 {
                let pressed = pressedDirection < 0 ? halves.slice : halves.remainder
                let corners: UIRectCorner = pressedDirection < 0 ? [.topLeft, .bottomLeft] : [.topRight, .bottomRight]
                UIColor.tertiarySystemFill.setFill()
                UIBezierPath(roundedRect: pressed, byRoundingCorners: corners,
                             cornerRadii: CGSize(width: Self.cornerRadius, height: Self.cornerRadius)).fill()
            }
        }
        let left = state(ofHalf: -1), right = state(ofHalf: 1)
        if let divider = dividerImages["\(left.rawValue)/\(right.rawValue)"] ?? dividerImages["0/0"] {
            divider.draw(in: CGRect(x: bounds.midX - divider.size.width / 2, y: bounds.midY - divider.size.height / 2,
                                    width: divider.size.width, height: divider.size.height))
        } else {
            UIColor.separator.setFill()
            UIRectFill(CGRect(x: bounds.midX - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16)))
        }
        drawSign(in: halves.slice, state: left, image: decrementImages[left.rawValue] ?? decrementImages[0], plus: false)
        drawSign(in: halves.remainder, state: right, image: incrementImages[right.rawValue] ?? incrementImages[0], plus: true)
    }

    /// A 14-point minus (and, for `plus`, its upright) in the label color, or `image`.
    private func drawSign(in half: CGRect, state: State, image: UIImage?, plus: Bool) {
        let centre = CGPoint(x: half.midX, y: half.midY)
        let alpha: CGFloat = state == .disabled ? 0.3 : 1
        if let image {
            image.draw(in: CGRect(x: centre.x - image.size.width / 2, y: centre.y - image.size.height / 2,
                                  width: image.size.width, height: image.size.height), blendMode: .normal, alpha: alpha)
            return
        }
        UIColor.label.withAlphaComponent(alpha).setFill()
        let arm: CGFloat = 7, thickness: CGFloat = 1.5
        UIBezierPath(roundedRect: CGRect(x: centre.x - arm, y: centre.y - thickness / 2, width: 2 * arm, height: thickness),
                     cornerRadius: thickness / 2).fill()
        if plus {
            UIBezierPath(roundedRect: CGRect(x: centre.x - thickness / 2, y: centre.y - arm, width: thickness, height: 2 * arm),
                         cornerRadius: thickness / 2).fill()
        }
    }
}
