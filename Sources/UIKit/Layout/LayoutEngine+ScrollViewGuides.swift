internal import Cassowary
import CoreGraphics

/// A scroll view's content and frame layout guides in the engine.
///
/// Items inside a scroll view live in its bounds coordinates, which are the content's. The
/// content guide is pinned at the content's origin, and its size is held at `contentSize`
/// only weakly, so content constrained to its edges decides the size, which becomes the
/// content size. The frame guide is pinned at the bounds origin (the content offset) with the
/// scroll view's own size: it moves with scrolling, so what is constrained to it stays put.
extension LayoutEngine {
    /// Below anything a layout would use, so any constraint on the guide's size wins.
    static let contentSizePinPriority: Float = 1

    /// Whether `guide` is one of `scroll`'s two guides, and which.
    static func scrollGuideRole(_ guide: UILayoutGuide) -> (scroll: UIScrollView, isContent: Bool)? {
        guard let scroll = guide.owningView as? UIScrollView else { return nil }
        if guide === scroll.contentGuide { return (scroll, true) }
        if guide === scroll.frameGuide { return (scroll, false) }
        return nil
    }

    func installScrollGuidePins(of guide: UILayoutGuide, _ item: Item, in scroll: UIScrollView, isContent: Bool) {
        let origin = scroll.bounds.origin
        if isContent {
            let size = scroll.contentSize
            addGuidePin(guide, .left, item.x, 0, priority: 1000, to: item)
            addGuidePin(guide, .top, item.y, 0, priority: 1000, to: item)
            addGuidePin(guide, .width, item.width, size.width, priority: Self.contentSizePinPriority, to: item)
            addGuidePin(guide, .height, item.height, size.height, priority: Self.contentSizePinPriority, to: item)
        } else {
            addGuidePin(guide, .left, item.x, origin.x, priority: 1000, to: item)
            addGuidePin(guide, .top, item.y, origin.y, priority: 1000, to: item)
            // The size is the scroll view's own (its width and height variables).
            for attribute in [NSLayoutConstraint.Attribute.width, .height] {
                let pin = NSLayoutConstraint(firstItem: guide, firstAttribute: attribute, relation: .equal, secondItem: scroll,
                                             secondAttribute: attribute, multiplier: 1, constant: 0)
                pin.identifier = "UIScrollView-frameLayoutGuide-" + attribute.description
                install(pin)
                guard pin.engine === self else { continue }
                item.pins.append(pin)
                // As with system guides, a pin does not keep its own guide in the engine.
                if let i = pin.engineItems.firstIndex(where: { $0 === item }) {
                    pin.engineItems.remove(at: i)
                    item.uses -= 1
                }
            }
        }
    }

    /// Holds one of the guide's variables at a constant, as autoresizing pins hold a frame.
    private func addGuidePin(_ guide: UILayoutGuide, _ attribute: NSLayoutConstraint.Attribute, _ variable: LayoutVariable,
                             _ value: CGFloat, priority: Float, to item: Item) {
        let pin = NSLayoutConstraint(pinning: guide, attribute: attribute, constant: value)
        pin.priority = UILayoutPriority(priority)
        pin.identifier = (guide.identifier.isEmpty ? "UIScrollView-guide" : guide.identifier) + "-" + attribute.description
        addPin(pin, holding: variable, to: item)
    }

    /// The code set `contentSize`: the content guide's weak size pins follow it.
    static func contentSizeDidChange(of scroll: UIScrollView) {
        guard let guide = scroll.contentGuide, let item = engine(of: scroll)?.existingItem(for: guide), item.pins.count == 4 else { return }
        let size = scroll.contentSize
        for (pin, value) in zip(item.pins[2...], [size.width, size.height]) where pin.constant != value { pin.constant = value }
    }

    /// The scroll view scrolled: the frame guide moves with its bounds origin.
    static func contentOffsetDidChange(of scroll: UIScrollView) {
        guard let guide = scroll.frameGuide, let item = engine(of: scroll)?.existingItem(for: guide), item.pins.count >= 2 else { return }
        let origin = scroll.bounds.origin
        for (pin, value) in zip(item.pins[0..<2], [origin.x, origin.y]) where pin.constant != value { pin.constant = value }
    }
}
