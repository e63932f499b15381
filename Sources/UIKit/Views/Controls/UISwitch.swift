import CoreGraphics
import Foundation
import QuartzCore

/// An on/off control: a rounded track, filled with `onTintColor` when on, and a white thumb
/// that slides to the side of the current state.
///
/// As on iOS the switch has one size, 51 × 31 points: the size of any frame it is given is
/// ignored. A tap toggles it on lift; dragging the thumb across the middle toggles it while
/// the finger is still down. Each toggle by touch sends `.valueChanged` (with
/// `.primaryActionTriggered`); `isOn` and `setOn(_:animated:)` send nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch presents itself; raw values are UIKit's.
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    /// The one size a switch has.
    static let fixedSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter and its inset from the track's edge.
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb grows while a finger is on the switch.
    static let pressedThumbGrowth: CGFloat = 7
    /// How far a finger moves sideways before it drags the thumb rather than tapping.
    static let dragThreshold: CGFloat = 6
    /// How long the thumb takes to slide to the other side.
    static let toggleDuration: TimeInterval = 0.25

    /// Holds the track and the thumb, so a disabled switch fades as one picture.
    private let partsView = UIView()
    private let trackView = UIView()
    private let thumbView = UIView()

    private var on = false
    /// Where the finger came down and whether it has started dragging the thumb.
    private var trackingStart: CGPoint?
    private var isDraggingThumb = false
    /// Whether a finger is on the switch (the thumb is wider then).
    private var isPressed = false

    /// The track's color when the switch is on; nil draws `.systemGreen`.
    open var onTintColor: UIColor? { didSet { appearanceDidSet(\.onTintColor); updateAppearance(animated: false) } }
    /// The thumb's color; nil draws white.
    open var thumbTintColor: UIColor? { didSet { appearanceDidSet(\.thumbTintColor); updateAppearance(animated: false) } }
    /// Kept for source compatibility: since iOS 7 a switch shows no on and off images.
    open var onImage: UIImage?
    /// Kept for source compatibility: since iOS 7 a switch shows no on and off images.
    open var offImage: UIImage?
    /// The style asked for; a switch on iOS always slides.
    open var preferredStyle: Style = .automatic
    /// The style shown: `.sliding` on iOS.
    open var style: Style { .sliding }

    /// Whether the switch is on; setting it changes the look at once and sends no action.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// A switch at `frame`'s origin, 51 × 31 points whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.fixedSize))
        setUpParts()
    }

    /// From a nib: `on` and the `onTintColor`/`thumbTintColor` colors.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeSwitchAttributes(nib)
        }
        super.frame = CGRect(origin: super.frame.origin, size: Self.fixedSize)
    }

    /// Sets the state, sliding the thumb when `animated`; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        updateAppearance(animated: animated)
    }

    // MARK: Size

    /// The frame's size is ignored: a switch is always 51 × 31 points.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    /// The bounds' size is ignored too; only the origin changes.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: Self.fixedSize) }
    }

    open override var intrinsicContentSize: CGSize { Self.fixedSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fixedSize }

    // MARK: Parts

    private func setUpParts() {
        isOpaque = false
        partsView.isUserInteractionEnabled = false
        partsView.frame = CGRect(origin: .zero, size: Self.fixedSize)
        addSubview(partsView)
        partsView.addSubview(trackView)
        partsView.addSubview(thumbView)
        trackView.layer.cornerRadius = Self.fixedSize.height / 2
        thumbView.layer.cornerRadius = Self.thumbDiameter / 2
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
        updateAppearance(animated: false)
    }

    /// The thumb's frame for a state: at the leading end when off, the trailing end when on,
    /// widened toward the middle while pressed.
    func thumbFrame(on: Bool, pressed: Bool) -> CGRect {
        let width = Self.thumbDiameter + (pressed ? Self.pressedThumbGrowth : 0)
        let x = on ? Self.fixedSize.width - Self.thumbInset - width : Self.thumbInset
        return CGRect(x: x, y: Self.thumbInset, width: width, height: Self.thumbDiameter)
    }

    /// Puts the track's color and the thumb's place and width in line with the state,
    /// sliding there when `animated` and the switch is in a window.
    private func updateAppearance(animated: Bool) {
        let apply = { [self] in
            trackView.frame = CGRect(origin: .zero, size: Self.fixedSize)
            trackView.backgroundColor = on ? (onTintColor ?? .systemGreen) : .secondarySystemFill
            thumbView.frame = thumbFrame(on: on, pressed: isPressed)
            thumbView.backgroundColor = thumbTintColor ?? .white
        }
        changeParts(animated: animated, duration: Self.toggleDuration, apply)
        partsView.alpha = isEnabled ? 1 : 0.5
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { updateAppearance(animated: false) } } }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        isDraggingThumb = false
        isPressed = true
        updateAppearance(animated: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        if !isDraggingThumb, let start = trackingStart, abs(point.x - start.x) > Self.dragThreshold {
            isDraggingThumb = true
        }
        // A dragged thumb follows the finger's side of the middle, toggling as it crosses.
        if isDraggingThumb, (point.x > bounds.midX) != on { toggle(with: event) }
        return true
    }

    /// A tap (a touch that did not drag the thumb) toggles on lift, inside the control only.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        isPressed = false
        if !isDraggingThumb, isTouchInside {
            toggle(with: event)
        } else {
            updateAppearance(animated: true)
        }
        trackingStart = nil
        isDraggingThumb = false
    }

    open override func cancelTracking(with event: UIEvent?) {
        isPressed = false
        trackingStart = nil
        isDraggingThumb = false
        updateAppearance(animated: true)
    }

    /// Flips the state by touch: the thumb slides and the action is sent.
    private func toggle(with event: UIEvent?) {
        on.toggle()
        updateAppearance(animated: true)
        send([.valueChanged, .primaryActionTriggered], event: event)
    }
}
