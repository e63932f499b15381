import CoreGraphics
import Foundation
import QuartzCore

/// Where and how one element of a collection view is shown: a layout hands these out, the
/// collection view applies them to cells, supplementary and decoration views.
///
/// Setting `frame` sets `center` and `size`, as on UIView; `transform` and `transform3D`
/// are one value seen two ways.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// What kind of element the attributes describe; raw values are UIKit's.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex: Int = 0
    open var isHidden = false
    open var indexPath: IndexPath

    /// Set by layouts with estimated sizes (see `SelfSizingAxes`).
    var selfSizingAxes: SelfSizingAxes = []

    public let representedElementCategory: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public let representedElementKind: String?

    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set { center = CGPoint(x: newValue.midX, y: newValue.midY); size = newValue.size }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    public required init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.representedElementCategory = category
        self.representedElementKind = kind
        self.indexPath = indexPath
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// A copy of the same class; subclasses that add properties override and copy them too.
    /// Attributes belong to the main thread, as all of UIKit does.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var copy: Any = ()
        MainActor.assumeIsolated { copy = makeCopy() }
        return copy
    }

    private func makeCopy() -> Any {
        let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    /// Equal when every property is: the collection view skips re-applying equal attributes.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated { equals(object) }
    }

    private func equals(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return center == other.center && size == other.size && CATransform3DEqualToTransform(transform3D, other.transform3D)
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { hashValueOnMain }
    }

    private var hashValueOnMain: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { describe() }
    }

    private func describe() -> String {
        let what = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "\(representedElementCategory)"
        return "<\(type(of: self)) \(what) at \(indexPath) frame \(frame)>"
    }
}
