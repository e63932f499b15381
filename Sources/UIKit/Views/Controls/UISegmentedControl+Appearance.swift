import CoreGraphics
import Foundation

/// How background and divider images and content position adjustments are drawn (the
/// pre-iOS 13 customization API, still honoured on iOS; its methods are in
/// UISegmentedControl.swift).
///
/// A background image for any state replaces the standard platter, the sliding selected
/// plate and the separators: each segment shows the image for its own state (`.normal`'s when
/// that state has none), stretched by its cap insets. Inner segment edges are square: an end
/// segment shows only the image's outer end cap, as iOS draws a row of segments. A divider
/// image, chosen by the states of the segments on either side (`.normal`/`.normal`'s when
/// that pair has none), is centred on each boundary at its own width and stretched to the
/// control's height. Only `.default` bar metrics are used (a control is never in a prompt or
/// compact bar here).
extension UISegmentedControl {
    /// Where a segment sits in the row, for position adjustments. Raw values are UIKit's.
    public enum Segment: Int, Sendable {
        case any = 0
        case left = 1
        case center = 2
        case right = 3
        /// The only segment.
        case alone = 4
    }

    /// The images and offsets set through this API, by state and bar metrics raw values.
    struct AppearanceImages {
        var backgrounds: [Pair: UIImage] = [:]
        var dividers: [Triple: UIImage] = [:]
        var adjustments: [Pair: UIOffset] = [:]
        /// A clipping container per segment holding its background image view.
        var backgroundViews: [UIView] = []

        struct Pair: Hashable { var a: UInt, b: Int }
        struct Triple: Hashable { var left: UInt, right: UInt, metrics: Int }
    }

    // MARK: Drawing

    /// Whether background images replace the standard platter and plates.
    var usesBackgroundImages: Bool { !appearanceImages.backgrounds.isEmpty }

    /// A segment's state: disabled, selected (not in momentary mode) and touched.
    func segmentState(_ index: Int) -> State {
        var state: State = []
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        if index == selectedSegmentIndex && !isMomentary { state.insert(.selected) }
        if index == highlightedIndex { state.insert(.highlighted) }
        return state
    }

    /// How far a segment's content moves for its place in the row.
    func positionAdjustment(of index: Int) -> CGSize {
        let type: Segment = segments.count == 1 ? .alone : index == 0 ? .left : index == segments.count - 1 ? .right : .center
        let own = contentPositionAdjustment(forSegmentType: type, barMetrics: .default)
        let any = contentPositionAdjustment(forSegmentType: .any, barMetrics: .default)
        return CGSize(width: own.horizontal + any.horizontal, height: own.vertical + any.vertical)
    }

    /// Frames the segments' background images and the dividers from the segments' rectangles,
    /// hiding the standard parts they replace.
    func layoutAppearanceImages(_ frames: [CGRect]) {
        let images = usesBackgroundImages
        backgroundPlate.isHidden = images
        selectionPlate.isHidden = images
        syncBackgroundViews(count: images ? frames.count : 0)
        for (index, container) in appearanceImages.backgroundViews.enumerated() {
            container.frame = frames[index]
            guard let imageView = container.subviews.first as? UIImageView else { continue }
            let state = segmentState(index)
            let image = backgroundImage(for: state, barMetrics: .default) ?? backgroundImage(for: .normal, barMetrics: .default)
            imageView.image = image
            // Inner edges reach past the container by the caps, so only outer caps show.
            let caps = image?.capInsets ?? .zero
            let left = index > 0 ? caps.left : 0, right = index < frames.count - 1 ? caps.right : 0
            imageView.frame = CGRect(x: -left, y: 0, width: frames[index].width + left + right, height: frames[index].height)
        }
        for (index, separator) in separatorViews.enumerated() where index + 1 < frames.count {
            guard let divider = separator as? UIImageView else { continue }
            let image = dividerImage(forLeftSegmentState: segmentState(index).subtracting(.disabled),
                                     rightSegmentState: segmentState(index + 1).subtracting(.disabled), barMetrics: .default)
                ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
            divider.image = image
            if let image {
                divider.backgroundColor = nil
                divider.alpha = 1
                divider.frame = CGRect(x: frames[index].maxX - image.size.width / 2, y: bounds.minY,
                                       width: image.size.width, height: bounds.height)
            } else {
                divider.backgroundColor = .separator
                if images { divider.alpha = 0 }
            }
        }
    }

    /// Keeps one clipping container with an image view per segment, just above the platter.
    private func syncBackgroundViews(count: Int) {
        var views = appearanceImages.backgroundViews
        while views.count > count { views.removeLast().removeFromSuperview() }
        while views.count < count {
            let container = UIView()
            container.clipsToBounds = true
            container.isUserInteractionEnabled = false
            let imageView = UIImageView()
            imageView.contentMode = .scaleToFill
            container.addSubview(imageView)
            insertSubview(container, aboveSubview: views.last ?? backgroundPlate)
            views.append(container)
        }
        appearanceImages.backgroundViews = views
    }
}
