import CoreGraphics
import Foundation

extension UIScrollView {
    /// The content area: constraints to its edges place content, and constraints that fix
    /// its size set `contentSize` (iOS 11). Its origin is the content's, whatever the offset.
    /// Constraints to the scroll view's own edges mean this guide too, as UIKit documents
    /// for constraints between a scroll view and its content.
    public var contentLayoutGuide: UILayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = ScrollViewLayoutGuide(isContent: true)
        guide.identifier = "UIScrollView-contentLayoutGuide"
        addLayoutGuide(guide)
        contentGuide = guide
        return guide
    }

    /// The scroll view's frame, seen from inside: content constrained to it stays put on the
    /// screen while the rest scrolls. Constraints to the scroll view's width, height and
    /// centers mean this guide.
    public var frameLayoutGuide: UILayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = ScrollViewLayoutGuide(isContent: false)
        guide.identifier = "UIScrollView-frameLayoutGuide"
        addLayoutGuide(guide)
        frameGuide = guide
        return guide
    }

    /// The layout engine solved the content guide's size: that is the content size now.
    func contentGuideDidSolve(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0, size != contentSize else { return }
        contentSize = size
    }
}

/// A scroll view's content or frame guide. Until a constraint uses it (and the engine solves
/// it) its frame is what it stands for: the content area, or the bounds.
@MainActor
final class ScrollViewLayoutGuide: UILayoutGuide {
    let isContent: Bool

    init(isContent: Bool) {
        self.isContent = isContent
        super.init()
    }

    required init?(coder: NSCoder) { preconditionFailure("a scroll view makes its own guides") }

    override var layoutFrame: CGRect {
        guard let scroll = owningView as? UIScrollView else { return .zero }
        if let engine = LayoutEngine.engine(of: scroll), engine.existingItem(for: self) != nil { return super.layoutFrame }
        return isContent ? CGRect(origin: .zero, size: scroll.contentSize) : scroll.bounds
    }
}
