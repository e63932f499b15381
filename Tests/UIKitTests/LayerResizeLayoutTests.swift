import UIKitTesting
import Testing
import QuartzCore
@testable import UIKit

/// A view that counts its layouts and can resize a subview while laying out.
private final class CountingView: UIView {
    var layouts = 0
    var resizeInLayout: (UIView, CGSize)?
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        if let (child, size) = resizeInLayout { child.bounds.size = size }
    }
}

/// Core Animation marks a layer's superlayer for layout when the layer's size changes, so a
/// view's superview is laid out whether the size changed through the view or its layer.
@Suite("Layer size changes lay out the superview", .freshContext) @MainActor
struct LayerResizeLayoutTests {
    private func tree() -> (CountingView, CountingView) {
        let parent = CountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = CountingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0; child.layouts = 0
        return (parent, child)
    }

    @Test("Changing view.layer.bounds.size lays out the superview and the view, once each")
    func layerBoundsSize() {
        let (parent, child) = tree()
        child.layer.bounds.size = CGSize(width: 80, height: 60)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1 && child.layouts == 1)
    }

    @Test("Changing view.layer.frame.size lays out the superview, as changing view.bounds.size does")
    func layerFrameSize() {
        let (parent, child) = tree()
        child.layer.frame.size = CGSize(width: 30, height: 30)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1 && child.layouts == 1)
        child.bounds.size = CGSize(width: 31, height: 30)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 2 && child.layouts == 2)
    }

    @Test("Origin-only changes (bounds origin, position, frame origin) lay out nothing")
    func originOnly() {
        let (parent, child) = tree()
        child.layer.bounds.origin = CGPoint(x: 5, y: 5)
        child.layer.position = CGPoint(x: 70, y: 70)
        child.layer.frame.origin = CGPoint(x: 3, y: 3)
        parent.layoutIfNeeded()
        #expect(parent.layouts == 0 && child.layouts == 0)
    }

    @Test("A parent that resizes a subview in layoutSubviews is not laid out twice in one pass")
    func noSecondLayoutOfTheParent() {
        let (parent, child) = tree()
        parent.resizeInLayout = (child, CGSize(width: 90, height: 90))
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1 && child.layouts == 1)
        #expect(child.bounds.size == CGSize(width: 90, height: 90))
        // Through the layer as well.
        parent.layer.setNeedsLayout()
        parent.resizeInLayout = nil
        parent.layoutIfNeeded()
        #expect(parent.layouts == 2)
    }

    @Test("A plain sublayer resized by code marks its superlayer for layout (Core Animation)")
    func plainLayers() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(parent.needsLayout() && child.needsLayout())
        parent.layoutIfNeeded()
        child.position = CGPoint(x: 4, y: 4)
        #expect(!parent.needsLayout())
    }
}
