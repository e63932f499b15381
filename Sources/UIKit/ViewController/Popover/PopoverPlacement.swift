import CoreGraphics

/// Where a popover of a given size goes next to its source: the side, the content's frame and
/// the point its arrow touches.
///
/// The sides are tried in UIKit's order for `.any`: below the source (arrow up), above it
/// (arrow down), to its right (arrow left), to its left (arrow right), keeping only the
/// permitted ones; the first where the popover fits whole wins. When none fits, the side with
/// the most room wins and the popover is shortened (or narrowed) to it, or, when it may
/// overlap its source (`canOverlapSourceViewRect`), keeps its size and is pushed back inside
/// the area over the source. Along the source's edge the popover is centred on the source and
/// kept inside the area; the arrow stays clear of the rounded corners. A popover whose height
/// is open (`fillsHeight`: no preferred height) takes the room above or below its source.
struct PopoverPlacement: Equatable {
    var frame: CGRect
    var direction: UIPopoverArrowDirection
    /// The arrow's tip: on the source's edge (over the source when the popover overlaps it).
    var arrowTip: CGPoint

    /// The placement of a popover of `size` next to `source`, inside `area` (both in the
    /// container's coordinates).
    static func place(size: CGSize, source: CGRect, in area: CGRect, permitted: UIPopoverArrowDirection,
                      arrowLength: CGFloat, cornerClearance: CGFloat, canOverlapSource: Bool = false,
                      fillsHeight: Bool = false) -> PopoverPlacement {
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        var allowed = order.filter { permitted.contains($0) }
        if allowed.isEmpty || permitted == .unknown { allowed = order }
        /// The room beside the source for each side, along the popover's arrow axis.
        func room(_ direction: UIPopoverArrowDirection) -> CGFloat {
            switch direction {
            case .up: area.maxY - source.maxY - arrowLength
            case .down: source.minY - area.minY - arrowLength
            case .left: area.maxX - source.maxX - arrowLength
            default: source.minX - area.minX - arrowLength
            }
        }
        func needed(_ direction: UIPopoverArrowDirection) -> CGFloat {
            guard direction == .up || direction == .down else { return size.width }
            return fillsHeight ? min(size.height, max(0, room(direction))) : size.height
        }
        let direction = allowed.first { needed($0) > 0 && room($0) >= needed($0) } ?? allowed.max { room($0) < room($1) }!
        let fits = room(direction) >= needed(direction)
        let extent = direction == .up || direction == .down ? area.height : area.width
        let length = max(0, min(needed(direction), canOverlapSource ? extent : room(direction)))
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        var frame: CGRect
        var tip: CGPoint
        if direction == .up || direction == .down {
            let width = min(size.width, area.width)
            let x = clamp(source.midX - width / 2, area.minX, area.maxX - width)
            var y = direction == .up ? source.maxY + arrowLength : source.minY - arrowLength - length
            if !fits, canOverlapSource { y = clamp(y, area.minY, area.maxY - length) }
            frame = CGRect(x: x, y: y, width: width, height: length)
            tip = CGPoint(x: clamp(source.midX, frame.minX + cornerClearance, frame.maxX - cornerClearance),
                          y: direction == .up ? frame.minY - arrowLength : frame.maxY + arrowLength)
        } else {
            let height = min(size.height, area.height)
            let y = clamp(source.midY - height / 2, area.minY, area.maxY - height)
            var x = direction == .left ? source.maxX + arrowLength : source.minX - arrowLength - length
            if !fits, canOverlapSource { x = clamp(x, area.minX, area.maxX - length) }
            frame = CGRect(x: x, y: y, width: length, height: height)
            tip = CGPoint(x: direction == .left ? frame.minX - arrowLength : frame.maxX + arrowLength,
                          y: clamp(source.midY, frame.minY + cornerClearance, frame.maxY - cornerClearance))
        }
        return PopoverPlacement(frame: frame, direction: direction, arrowTip: tip)
    }
}
