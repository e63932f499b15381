import CoreGraphics
import Foundation

/// A uniform grid over the slots of a layer with many sublayers, so a frame that damages a
/// small area visits the few sublayers near it instead of testing every slot.
///
/// A window with 1,000 subviews, one of which moved, should cost about what the damaged
/// pixels cost; reading 1,000 slots (and each sublayer's flags) costs more than compositing
/// them. The grid stays right between frames without a scan: a sublayer that changes is
/// reported by `invalidateSubtreeExtents()` (`SublayerSlots.slotWillChange`) and its slot is
/// recomputed and re-placed before the next query; any change to the sublayer list drops the
/// grid (`RenderLayer.sublayersDidChange`), and the next frame scans and rebuilds it.
final class SublayerGrid {
    /// Layers with fewer sublayers are scanned; the grid would not pay for itself.
    static let minimumSublayers = 64

    private let origin: CGPoint
    private let cellWidth: CGFloat, cellHeight: CGFloat
    private let columns: Int, rows: Int
    /// Slot indices per cell, row-major.
    private var cells: [[Int32]]
    /// Where each slot is placed: a cell range, `always`, or nowhere (skipped or empty).
    private var placements: [Placement]
    private var raised: [Bool]
    /// Slots tested on every query: extents unknown this frame (`.visit`) or rects spanning
    /// much of the grid.
    private var always: [Int32] = []
    /// Slots to recompute before the next query: sublayers that changed, and `.visit` ones
    /// (their extent is unknown until their subtree holds still).
    var recheck: [Int32] = []
    /// Sublayer → index, to find the slot of a sublayer reported as changed.
    let indexOf: [ObjectIdentifier: Int32]
    /// Slots of sublayers with a non-zero `zPosition`: while there are any, the sublayers
    /// are drawn sorted, without the grid.
    private(set) var raisedCount = 0
    /// The query a slot was last collected in, to collect each once.
    private var seen: [UInt32]
    private var query: UInt32 = 0
    private var found: [Int32] = []

    private enum Placement: Equatable {
        case none
        case always
        case cells(c0: Int16, r0: Int16, c1: Int16, r1: Int16)
    }

    /// A grid over `slots`, which describe `sublayers` (same order, all computed).
    init(slots: [SublayerSlots.Slot], sublayers: [RenderLayer]) {
        var area = CGRect.null
        for slot in slots where slot.kind == .test && !slot.rect.isNull && !slot.rect.isEmpty { area = area.union(slot.rect) }
        if area.isNull || !area.isFinite { area = CGRect(x: 0, y: 0, width: 1, height: 1) }
        let side = max(1, min(64, Int(Double(slots.count).squareRoot())))
        columns = side; rows = side
        origin = area.origin
        cellWidth = max(area.width / CGFloat(side), 1e-3)
        cellHeight = max(area.height / CGFloat(side), 1e-3)
        cells = Array(repeating: [], count: side * side)
        placements = Array(repeating: .none, count: slots.count)
        raised = Array(repeating: false, count: slots.count)
        seen = Array(repeating: 0, count: slots.count)
        var index: [ObjectIdentifier: Int32] = [:]
        index.reserveCapacity(sublayers.count)
        for (i, sublayer) in sublayers.enumerated() { index[ObjectIdentifier(sublayer)] = Int32(i) }
        indexOf = index
        for (i, slot) in slots.enumerated() { place(Int32(i), slot) }
    }

    /// Moves slot `i` to where `new` belongs.
    func update(_ i: Int32, to new: SublayerSlots.Slot) {
        remove(i)
        place(i, new)
    }

    /// The slots whose cells meet `rect` (the layer's space) and those always tested, in
    /// sublayer order (back to front), each once.
    func candidates(in rect: CGRect) -> [Int32] {
        // `found` is kept between queries so a frame does not allocate it.
        query &+= 1
        if query == 0 { for i in seen.indices { seen[i] = 0 }; query = 1 }
        found.removeAll(keepingCapacity: true)
        let (c0, c1) = span(rect.minX, rect.maxX, origin.x, cellWidth, columns)
        let (r0, r1) = span(rect.minY, rect.maxY, origin.y, cellHeight, rows)
        for r in r0...r1 {
            for c in c0...c1 {
                for i in cells[r * columns + c] where seen[Int(i)] != query {
                    seen[Int(i)] = query
                    found.append(i)
                }
            }
        }
        for i in always where seen[Int(i)] != query {
            seen[Int(i)] = query
            found.append(i)
        }
        found.sort()
        return found
    }

    private func place(_ i: Int32, _ slot: SublayerSlots.Slot) {
        raised[Int(i)] = slot.raised
        if slot.raised { raisedCount += 1 }
        switch slot.kind {
        case .skip:
            placements[Int(i)] = .none
        case .visit:
            placements[Int(i)] = .always
            always.append(i)
            recheck.append(i)
        case .test:
            let r = slot.rect
            guard !r.isNull, !r.isEmpty, r.isFinite else { placements[Int(i)] = .none; return }
            let (c0, c1) = span(r.minX, r.maxX, origin.x, cellWidth, columns)
            let (r0, r1) = span(r.minY, r.maxY, origin.y, cellHeight, rows)
            // A rect over much of the grid would sit in most cells: test it every time.
            if (c1 - c0 + 1) * (r1 - r0 + 1) * 4 > columns * rows {
                placements[Int(i)] = .always
                always.append(i)
                return
            }
            placements[Int(i)] = .cells(c0: Int16(c0), r0: Int16(r0), c1: Int16(c1), r1: Int16(r1))
            for row in r0...r1 { for c in c0...c1 { cells[row * columns + c].append(i) } }
        }
    }

    private func remove(_ i: Int32) {
        if raised[Int(i)] { raisedCount -= 1 }
        raised[Int(i)] = false
        switch placements[Int(i)] {
        case .none:
            break
        case .always:
            if let k = always.firstIndex(of: i) { always.swapAt(k, always.count - 1); always.removeLast() }
        case let .cells(c0, r0, c1, r1):
            for row in Int(r0)...Int(r1) {
                for c in Int(c0)...Int(c1) {
                    let cell = row * columns + c
                    if let k = cells[cell].firstIndex(of: i) { cells[cell].swapAt(k, cells[cell].count - 1); cells[cell].removeLast() }
                }
            }
        }
        placements[Int(i)] = .none
    }

    /// The cells `lo...hi` covers along one axis, clamped to the grid: the edge cells extend
    /// to infinity, so a slot that moved beyond the area the grid was built over stays found.
    private func span(_ lo: CGFloat, _ hi: CGFloat, _ start: CGFloat, _ size: CGFloat, _ count: Int) -> (Int, Int) {
        func cell(_ v: CGFloat) -> Int {
            let k = ((v - start) / size).rounded(.down)
            guard k.isFinite else { return k > 0 ? count - 1 : 0 }
            return Int(max(0, min(CGFloat(count - 1), k)))
        }
        return (cell(lo), cell(hi))
    }
}
