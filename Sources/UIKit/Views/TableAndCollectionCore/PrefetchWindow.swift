import CoreGraphics
import Foundation

/// Which rows or items a prefetching data source has been told of: those in the stretch of
/// content just beyond the visible bounds, one bounds' length ahead in the direction of the
/// last scroll (down or right before any). An index path leaves the set silently when it is
/// shown, and with a cancellation when it leaves the stretch unshown (the scroll turned back).
/// Shared by table and collection views.
struct PrefetchWindow {
    private(set) var requested: Set<IndexPath> = []
    private var lastOffset: CGPoint?
    private var forward = true

    /// The stretch to prefetch for `bounds` along the scrolling axis (`vertical`).
    mutating func region(for bounds: CGRect, vertical: Bool) -> CGRect {
        let offset = bounds.origin
        if let last = lastOffset {
            let delta = vertical ? offset.y - last.y : offset.x - last.x
            if delta != 0 { forward = delta > 0 }
        }
        lastOffset = offset
        if vertical {
            return CGRect(x: bounds.minX, y: forward ? bounds.maxY : bounds.minY - bounds.height,
                          width: bounds.width, height: bounds.height)
        }
        return CGRect(x: forward ? bounds.maxX : bounds.minX - bounds.width, y: bounds.minY,
                      width: bounds.width, height: bounds.height)
    }

    /// What to tell the data source, given what is in the stretch and what is shown: the new
    /// index paths to prefetch, in order, and the requested ones no longer needed.
    mutating func update(ahead: [IndexPath], shown: Set<IndexPath>) -> (prefetch: [IndexPath], cancel: [IndexPath]) {
        requested.subtract(shown)
        let wanted = Set(ahead).subtracting(shown)
        let cancel = requested.subtracting(wanted).sorted()
        let prefetch = ahead.filter { wanted.contains($0) && !requested.contains($0) }
        requested = wanted
        return (prefetch, cancel)
    }

    /// Forgets every request (the data was reloaded; the old index paths mean nothing).
    mutating func reset() {
        requested = []
    }
}
