import CoreGraphics

extension UIView {
    /// After the bounds' size changed from `oldSize`: when `autoresizesSubviews`, every
    /// subview is resized by its mask at once, as UIKit does inside the setter. (The layer
    /// marked the superview for layout: Core Animation marks the superlayer of a resized
    /// layer unless that superlayer is laying it out.)
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize, autoresizesSubviews else { return }
        for subview in _subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(fromSuperviewSize: oldSize, to: newSize)
        }
    }

    /// Moves and resizes the view for its superview's size change, per its mask.
    func autoresize(fromSuperviewSize old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        let f = frame
        let (x, w) = AutoresizingMask.resize(
            origin: f.minX, length: f.width, in: old.width, to: new.width,
            flexibleMin: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
            flexibleMax: mask.contains(.flexibleRightMargin))
        let (y, h) = AutoresizingMask.resize(
            origin: f.minY, length: f.height, in: old.height, to: new.height,
            flexibleMin: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
            flexibleMax: mask.contains(.flexibleBottomMargin))
        let resized = CGRect(x: x, y: y, width: w, height: h)
        if resized != f { frame = resized }
    }
}

extension UIView.AutoresizingMask {
    /// One axis of autoresizing: shares the superview's change in length among the flexible
    /// parts (left margin, length, right margin) in proportion to their current lengths, as
    /// the UIView reference documents `autoresizingMask` ("distribute the size difference
    /// proportionally among the flexible portions… The larger the flexible portion, relative
    /// to the other flexible portions, the more it is likely to grow"). The View Programming
    /// Guide's looser "distributes any size changes evenly" agrees whenever the flexible parts
    /// are equal (a centred view stays centred); the reference's rule is the precise one.
    /// When the flexible parts have no length to share by, they share the change equally.
    /// The length never goes below zero. No rounding: UIKit keeps fractional frames.
    static func resize(origin: CGFloat, length: CGFloat, in oldSuper: CGFloat, to newSuper: CGFloat,
                       flexibleMin: Bool, flexibleLength: Bool, flexibleMax: Bool) -> (origin: CGFloat, length: CGFloat) {
        let change = newSuper - oldSuper
        guard change != 0, flexibleMin || flexibleLength || flexibleMax else { return (origin, length) }
        let maxMargin = oldSuper - origin - length
        let flexibleSpace = (flexibleMin ? origin : 0) + (flexibleLength ? length : 0) + (flexibleMax ? maxMargin : 0)
        var newOrigin = origin, newLength = length
        if flexibleSpace > 0, flexibleLength, flexibleSpace == length {
            newLength += change     // the length takes the whole change, exactly
        } else if flexibleSpace > 0, flexibleMin, flexibleSpace == origin {
            newOrigin += change
        } else if flexibleSpace > 0 {
            let k = change / flexibleSpace
            if flexibleMin { newOrigin += origin * k }
            if flexibleLength { newLength += length * k }
        } else {
            let parts = CGFloat([flexibleMin, flexibleLength, flexibleMax].filter { $0 }.count)
            let share = change / parts
            if flexibleMin { newOrigin += share }
            if flexibleLength { newLength += share }
        }
        return (newOrigin, max(0, newLength))
    }
}
