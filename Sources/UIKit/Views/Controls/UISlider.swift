import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A control that picks one value from a continuous range by dragging a thumb along a track.
///
/// The track is filled with the minimum track color (the tint, blue by default) up to the
/// thumb and the maximum track color after it. Only a touch that lands on the thumb moves
/// it, keeping the thumb where the finger holds it; the value follows the thumb's centre
/// along the track. While dragging a continuous slider sends `.valueChanged` (with
/// `.primaryActionTriggered`) at every change; a slider that is not continuous sends it once,
/// when the finger lifts. Setting `value` or calling `setValue(_:animated:)` sends nothing.
/// Geometry and the parts' views are in UISlider+Layout.swift.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The default thumb's diameter and the default track's thickness.
    static let thumbDiameter: CGFloat = 28
    static let trackThickness: CGFloat = 4
    /// The height a slider wants.
    static let preferredHeight: CGFloat = 31
    /// Space between a value image and the track.
    static let valueImageSpacing: CGFloat = 9
    /// How much farther than the thumb's own bounds a finger may land to grab it.
    static let thumbTouchSlop: CGFloat = 10
    /// How long `setValue(_:animated:)` takes to move the thumb.
    static let animationDuration: TimeInterval = 0.25

    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1

    /// Images per state for the thumb and the two track parts.
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    /// Holds the parts, so a disabled slider fades as one picture.
    let partsView = UIView()
    let minimumTrackView = UIImageView()
    let maximumTrackView = UIImageView()
    let thumbView = UIImageView()
    let minimumValueImageView = UIImageView()
    let maximumValueImageView = UIImageView()

    /// The distance from the finger to the thumb's centre when it grabbed the thumb.
    private var grabOffset: CGFloat = 0
    /// The value when the finger came down (a non-continuous slider reports a change once).
    private var valueAtTouchDown: Float = 0

    /// Whether dragging sends `.valueChanged` at every change (true) or once on lift.
    open var isContinuous = true

    /// The slider's value, kept within `minimumValue`…`maximumValue`; setting it sends no
    /// action. A NaN or infinite value is reported and ignored.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the leading end. Raising it above `value` raises `value`; above
    /// `maximumValue`, it raises `maximumValue` to match.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard Self.isUsable(newValue, "minimumValue", keeping: storedMinimum) else { return }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }

    /// The value at the trailing end. Lowering it below `value` lowers `value`; below
    /// `minimumValue`, it lowers `minimumValue` to match.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard Self.isUsable(newValue, "maximumValue", keeping: storedMaximum) else { return }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            storedValue = clamped(storedValue)
            setNeedsLayout()
        }
    }

    /// An image before the track's leading end; the track shortens to make room.
    open var minimumValueImage: UIImage? { didSet { partsDidChange() } }
    /// An image after the track's trailing end.
    open var maximumValueImage: UIImage? { didSet { partsDidChange() } }

    /// The track's color before the thumb; nil draws the tint color.
    open var minimumTrackTintColor: UIColor? { didSet { appearanceDidSet(\.minimumTrackTintColor); partsDidChange() } }
    /// The track's color after the thumb; nil draws `.systemFill`.
    open var maximumTrackTintColor: UIColor? { didSet { appearanceDidSet(\.maximumTrackTintColor); partsDidChange() } }
    /// The default thumb's color; nil draws white.
    open var thumbTintColor: UIColor? { didSet { appearanceDidSet(\.thumbTintColor); partsDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// From a nib: the value and its range, `continuous`, the value images and the colors.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeSliderAttributes(nib)
        }
    }

    /// Sets the value (clamped to the range), moving the thumb there over a short animation
    /// when `animated`; sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        guard Self.isUsable(value, "value", keeping: storedValue) else { return }
        let new = clamped(value)
        guard new != storedValue else { return }
        storedValue = new
        changeParts(animated: animated, duration: Self.animationDuration) { [self] in layoutParts() }
    }

    private func clamped(_ value: Float) -> Float { min(max(value, storedMinimum), storedMaximum) }

    /// Whether `value` is finite; a NaN or infinity is reported, naming the property.
    private static func isUsable(_ value: Float, _ property: String, keeping old: Float) -> Bool {
        guard value.isFinite else {
            RuntimeIssue.report("UISlider.\(property) must be a finite number (got \(value)); it stays \(old)")
            return false
        }
        return true
    }

    // MARK: Images per state

    open func setThumbImage(_ image: UIImage?, for state: State) {
        thumbImages[state.rawValue] = image
        partsDidChange()
    }

    open func setMinimumTrackImage(_ image: UIImage?, for state: State) {
        minimumTrackImages[state.rawValue] = image
        partsDidChange()
    }

    open func setMaximumTrackImage(_ image: UIImage?, for state: State) {
        maximumTrackImages[state.rawValue] = image
        partsDidChange()
    }

    /// The thumb image for `state`, else the normal one.
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    open func minimumTrackImage(for state: State) -> UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }
    open func maximumTrackImage(for state: State) -> UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { partsDidChange() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { partsDidChange() } } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        partsDidChange()
    }

    // MARK: Geometry (UISlider+Layout.swift)

    /// Where the minimum value image goes: at the leading end, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { minimumValueImageRectInBounds(bounds) }
    /// Where the maximum value image goes: at the trailing end, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { maximumValueImageRectInBounds(bounds) }
    /// The track: between the value images, 4 points thick (or the track images' height).
    open func trackRect(forBounds bounds: CGRect) -> CGRect { trackRectInBounds(bounds) }
    /// The thumb for `value` on the track `rect`.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        thumbRectOnTrack(rect, value: value)
    }

    /// A slider is as wide as it is given and 31 points high (more for a taller thumb).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: preferredHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Tracking

    /// Tracks only a touch that lands on the thumb (or within a few points of it).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let s = Self.thumbTouchSlop
        guard thumb.insetBy(dx: -s, dy: -s).contains(point) else { return false }
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let new = valueForThumbCentre(touch.location(in: self).x - grabOffset)
        guard new != storedValue else { return true }
        storedValue = new
        UIView.performWithoutAnimation { layoutParts() }
        if isContinuous { send([.valueChanged, .primaryActionTriggered], event: event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown { send([.valueChanged, .primaryActionTriggered], event: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown { send([.valueChanged, .primaryActionTriggered], event: event) }
    }
}
