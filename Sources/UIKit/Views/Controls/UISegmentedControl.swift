import CoreText
import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A horizontal row of segments, each a title or an image, of which one is selected.
///
/// iOS 13's look: a rounded light gray background, the selected segment on a white, shadowed
/// plate that slides to the new segment, thin separators between unselected neighbours,
/// titles in 13-point system type (semibold when selected). Lifting a finger on another
/// enabled segment selects it and sends `.valueChanged` (with `.primaryActionTriggered`, and
/// the segment's own `UIAction` when it was made from one); a momentary control selects
/// nothing lastingly and sends the action on every tap. Setting `selectedSegmentIndex` sends
/// nothing. Geometry, the parts' views and their look are in
/// UISegmentedControl+Layout.swift.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The `selectedSegmentIndex` meaning no segment is selected.
    public static let noSegment = -1

    /// A segment's content and settings.
    struct SegmentItem {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        /// 0: the width comes from the control's.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        var isEnabled = true
    }

    var segments: [SegmentItem] = []
    /// The views showing each segment's title or image, in segment order.
    var contentViews: [UIView] = []
    let backgroundPlate = UIView()
    let selectionPlate = UIView()
    var separatorViews: [UIView] = []
    private var selectedIndex = UISegmentedControl.noSegment
    /// The segment under a finger while tracking.
    var highlightedIndex = UISegmentedControl.noSegment
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// Background and divider images and position adjustments (UISegmentedControl+Appearance.swift).
    var appearanceImages = AppearanceImages()

    /// Whether segments stay selected (false) or only flash while touched (true).
    open var isMomentary = false { didSet { updateAppearance(animated: false) } }

    /// Whether segments are as wide as their content (true) or share the width equally.
    open var apportionsSegmentWidthsByContent = false { didSet { segmentsDidChange(animated: false) } }

    /// The selected plate's color; nil draws white.
    open var selectedSegmentTintColor: UIColor? { didSet { appearanceDidSet(\.selectedSegmentTintColor); updateAppearance(animated: false) } }

    /// The selected segment, or `noSegment`. Setting it sends no action; an index outside
    /// the segments is reported and ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                RuntimeIssue.report("UISegmentedControl.selectedSegmentIndex: \(newValue) is not a segment index (0..<\(segments.count)) or noSegment; it stays \(selectedIndex)")
                return
            }
            guard newValue != selectedIndex else { return }
            selectedIndex = newValue
            updateAppearance(animated: false)
        }
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// A control with a segment per item: each a `String` title or a `UIImage`, sized to fit.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpParts()
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(SegmentItem(image: image))
            } else {
                segments.append(SegmentItem(title: (item as? String) ?? "\(item)"))
            }
        }
        segmentsDidChange(animated: false)
        frame.size = intrinsicContentSize
    }

    /// A control with a segment per action, showing its title or image and performing it
    /// when the segment is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            segments.append(SegmentItem(title: action.image == nil ? action.title : nil, image: action.image, action: action))
        }
        segmentsDidChange(animated: false)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpParts()
    }

    /// From a nib: the segments (titles, images, widths, enabled), the selected index,
    /// `momentary`, `apportionsSegmentWidthsByContent` and `selectedSegmentTintColor`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpParts()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeSegmentedControlAttributes(nib)
        }
    }

    // MARK: Segments

    /// Inserts a segment showing `title` at `segment` (clamped to 0…numberOfSegments),
    /// sliding the others aside when `animated`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentItem(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action`: its title (or image), performed when it is selected.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentItem(title: action.image == nil ? action.title : nil, image: action.image, action: action), at: segment, animated: animated)
    }

    /// Removes a segment; the selection stays on the same segment (or none if it was this one).
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndex == segment {
            selectedIndex = Self.noSegment
        } else if selectedIndex > segment {
            selectedIndex -= 1
        }
        segmentsDidChange(animated: animated)
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedIndex = Self.noSegment
        segmentsDidChange(animated: false)
    }

    /// Sets a segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        change(segment) { $0.title = title; $0.image = nil }
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        change(segment) { $0.image = image; $0.title = nil }
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width; 0 lets the control size it.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width.isFinite, width >= 0 else {
            RuntimeIssue.report("UISegmentedControl.setWidth(_:forSegmentAt:): \(width) is not a finite width ≥ 0; it is ignored")
            return
        }
        change(segment) { $0.width = width }
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves a segment's title or image from the segment's centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        change(segment) { $0.contentOffset = offset }
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables one segment: a disabled segment cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        change(segment) { $0.isEnabled = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The action a segment was made from.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    private func insert(_ segment: SegmentItem, at index: Int, animated: Bool) {
        let at = min(max(index, 0), segments.count)
        segments.insert(segment, at: at)
        if selectedIndex != Self.noSegment, selectedIndex >= at { selectedIndex += 1 }
        segmentsDidChange(animated: animated)
    }

    private func change(_ index: Int, _ body: (inout SegmentItem) -> Void) {
        guard segments.indices.contains(index) else { return }
        body(&segments[index])
        segmentsDidChange(animated: false)
    }

    // MARK: Title attributes

    /// The font (`.font`) and color (`.foregroundColor`) of titles in `state` (`.normal`,
    /// `.selected`, `.disabled`, `.highlighted`); a state without its own uses `.normal`'s.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        appearanceDidSet("setTitleTextAttributes(_:for:) \(state.rawValue)") { $0.setTitleTextAttributes(attributes, for: state) }
        segmentsDidChange(animated: false)
    }

    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Appearance images (UISegmentedControl+Appearance.swift)

    /// Sets the image drawn behind segments in `state` (stretched to each segment).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        appearanceImages.backgrounds[.init(a: state.rawValue, b: barMetrics.rawValue)] = backgroundImage
        segmentsDidChange(animated: false)
    }

    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        appearanceImages.backgrounds[.init(a: state.rawValue, b: barMetrics.rawValue)]
    }

    /// Sets the image drawn between a segment in `leftState` and one in `rightState`.
    open func setDividerImage(_ dividerImage: UIImage?, forLeftSegmentState leftState: State,
                              rightSegmentState rightState: State, barMetrics: UIBarMetrics) {
        appearanceImages.dividers[.init(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)] = dividerImage
        segmentsDidChange(animated: false)
    }

    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State,
                           barMetrics: UIBarMetrics) -> UIImage? {
        appearanceImages.dividers[.init(left: leftState.rawValue, right: rightState.rawValue, metrics: barMetrics.rawValue)]
    }

    /// Moves the content of segments of `leftCenterRightOrAlone` (of every segment for
    /// `.any`, which adds to a position's own adjustment).
    open func setContentPositionAdjustment(_ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment,
                                           barMetrics: UIBarMetrics) {
        appearanceImages.adjustments[.init(a: UInt(leftCenterRightOrAlone.rawValue), b: barMetrics.rawValue)] = adjustment
        setNeedsLayout()
    }

    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        appearanceImages.adjustments[.init(a: UInt(leftCenterRightOrAlone.rawValue), b: barMetrics.rawValue)] ?? .zero
    }

    // MARK: Size (UISegmentedControl+Layout.swift)

    /// As wide as the segments need, 32 points high.
    open override var intrinsicContentSize: CGSize { fittingSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { updateAppearance(animated: false) } } }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedIndex = segmentIndex(at: touch.location(in: self))
        updateAppearance(animated: false)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = isTouchInside ? segmentIndex(at: touch.location(in: self)) : Self.noSegment
        if index != highlightedIndex {
            highlightedIndex = index
            updateAppearance(animated: false)
        }
        return true
    }

    /// Lifting inside on an enabled segment selects it: the action is sent when the selection
    /// changed, or on every tap of a momentary control.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let index = touch.map { segmentIndex(at: $0.location(in: self)) } ?? Self.noSegment
        highlightedIndex = Self.noSegment
        guard isTouchInside, index != Self.noSegment, segments[index].isEnabled,
              isMomentary || index != selectedIndex else {
            return updateAppearance(animated: false)
        }
        selectedIndex = index
        updateAppearance(animated: !isMomentary)
        if let action = segments[index].action { sendAction(action) }
        send([.valueChanged, .primaryActionTriggered], event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedIndex = Self.noSegment
        updateAppearance(animated: false)
    }
}
