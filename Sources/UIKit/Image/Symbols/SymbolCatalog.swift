import CoreGraphics
import Foundation
import Synchronization

/// The system symbols `UIImage(systemName:)` knows. Apple's SF Symbols cannot be shipped, so
/// each name draws an icon of the Lucide set (LICENSES/Lucide.txt): stroked outlines on a
/// 24 × 24 grid, which take any size and weight. scripts/symbol-names.txt lists the names;
/// they are the ones real apps use most, with their `.fill`, `.circle` and `.slash` variants.
/// A name that is not listed has no symbol, as an unknown name has none on iOS.
enum SymbolCatalog {
    /// Every symbol name and the row of the glyph table that draws it.
    private static let rowsByName: [String: String] = {
        var table: [String: String] = [:]
        for row in rows1 + rows2 {
            let fields = row.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            for name in fields[1].split(separator: " ") { table[String(name)] = row }
        }
        return table
    }()

    private static let parsed = Mutex<[String: SymbolGlyph]>([:])

    /// Every symbol name, sorted.
    static var names: [String] { rowsByName.keys.sorted() }

    /// The glyph drawn for the symbol `name`, or nil when there is no such symbol.
    static func glyph(named name: String) -> SymbolGlyph? {
        if let glyph = parsed.withLock({ $0[name] }) { return glyph }
        guard let row = rowsByName[name] else { return nil }
        let fields = row.split(separator: "|", omittingEmptySubsequences: false)
        let shapes = fields.dropFirst(2).map { field in
            field.hasPrefix("F") ? SymbolGlyph.Shape(path: SVGPathData.path(String(field.dropFirst())), alwaysFilled: true)
                                 : SymbolGlyph.Shape(path: SVGPathData.path(String(field)), alwaysFilled: false)
        }
        let glyph = SymbolGlyph(name: name, shapes: shapes, filled: name.hasSuffix(".fill") || name.contains(".fill."))
        parsed.withLock { $0[name] = glyph }
        return glyph
    }
}

/// One symbol's drawing: its shapes on the 24 × 24 grid and whether it is the filled variant.
final class SymbolGlyph: Sendable {
    struct Shape: @unchecked Sendable {
        let path: CGPath
        /// A dot or mark the icon fills itself, whatever the variant.
        let alwaysFilled: Bool
        let bounds: CGRect
        /// Where an open line starts and ends; nil for a closed shape.
        let ends: (CGPoint, CGPoint)?

        init(path: CGPath, alwaysFilled: Bool) {
            self.path = path
            self.alwaysFilled = alwaysFilled
            bounds = path.boundingBoxOfPath
            var first: CGPoint?, closed = false
            path.applyWithBlock { element in
                switch element.pointee.type {
                case .moveToPoint: if first == nil { first = element.pointee.points[0] }
                case .closeSubpath: closed = true
                default: break
                }
            }
            ends = closed ? nil : first.map { ($0, path.currentPoint) }
        }
    }

    /// The grid the shapes are drawn on, in its own units.
    static let gridSize: CGFloat = 24

    let name: String
    let shapes: [Shape]
    let filled: Bool

    init(name: String, shapes: [Shape], filled: Bool) {
        self.name = name
        self.shapes = shapes
        self.filled = filled
        let areas = shapes.map { $0.bounds.width * $0.bounds.height }
        if shapes.count > 1, let largest = areas.indices.max(by: { areas[$0] < areas[$1] }),
           shapes.indices.contains(where: { $0 != largest && Self.box(shapes[largest], holds: shapes[$0]) }) {
            container = largest
        } else {
            container = nil
        }
    }

    /// The shape that holds the others — the circle of "plus.circle", the body of a house —
    /// when one does: the largest shape whose box contains another shape's box. A filled
    /// symbol fills it and cuts the shapes inside out of it, as SF Symbols' `.fill` variants
    /// do; in hierarchical and palette colors it is the secondary layer.
    let container: Int?

    /// Whether a filled variant fills shape `index`: closed shapes, and open lines but those
    /// whose both ends rest on another shape with an inside (filling them would close them
    /// over it); ends on a mere line do not count.
    func isFillable(_ index: Int) -> Bool {
        guard let (start, end) = shapes[index].ends else { return true }
        return !shapes.indices.contains { other in
            let bounds = shapes[other].bounds
            let box = bounds.insetBy(dx: -0.75, dy: -0.75)
            return other != index && bounds.width > 1 && bounds.height > 1 && box.contains(start) && box.contains(end)
        }
    }

    /// Whether shape `index` lies within shape `container`'s box (half a grid unit of slack).
    func isInside(_ index: Int, _ container: Int) -> Bool {
        Self.box(shapes[container], holds: shapes[index])
    }

    private static func box(_ outer: Shape, holds inner: Shape) -> Bool {
        outer.bounds.insetBy(dx: -0.5, dy: -0.5).contains(inner.bounds)
    }
}
