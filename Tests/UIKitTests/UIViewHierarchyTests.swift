import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

// Behaviour of the view hierarchy: subview order and layer order, moving and removing views.
// The notifications are in UIViewHierarchyNotificationTests, tags and descriptions in
// UIViewTagAndDescriptionTests.

/// The identities of the layers of `view`'s subviews, back to front.
@MainActor
private func subviewLayerIDs(_ view: UIView) -> [ObjectIdentifier] {
    view.subviews.map { ObjectIdentifier($0.layer) }
}

/// The identities of `view`'s sublayers, back to front.
@MainActor
private func sublayerIDs(_ view: UIView) -> [ObjectIdentifier] {
    (view.layer.sublayers ?? []).map { ObjectIdentifier($0) }
}

@Suite("UIView hierarchy: order, moves and removal", .freshContext)
@MainActor
struct UIViewHierarchyOrderTests {

    /// A parent with subviews a, b, c added in that order.
    private func parentWithThree() -> (UIView, UIView, UIView, UIView) {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a); parent.addSubview(b); parent.addSubview(c)
        return (parent, a, b, c)
    }

    @Test("addSubview appends the view at the front (end of subviews) and sets its superview")
    func addSubviewAppends() {
        let (parent, a, b, c) = parentWithThree()
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(a.superview === parent && b.superview === parent && c.superview === parent)
    }

    @Test("The subviews' order is the order of their layers in the parent's sublayers")
    func layerOrderMatchesSubviewOrder() {
        let (parent, a, b, c) = parentWithThree()
        #expect(sublayerIDs(parent) == [a, b, c].map { ObjectIdentifier($0.layer) })
        #expect(a.layer.superlayer === parent.layer)
    }

    @Test("addSubview puts the layer on top of sublayers that belong to no view")
    func addSubviewLayerOnTopOfPlainSublayers() {
        let parent = UIView()
        let plain = CALayer()
        parent.layer.addSublayer(plain)
        let v = UIView()
        parent.addSubview(v)
        #expect(parent.layer.sublayers?.last === v.layer)
        #expect(parent.layer.sublayers?.first === plain)
    }

    @Test("insertSubview(_:at:) puts the view at that index, layer included")
    func insertAtIndex() {
        let (parent, a, b, c) = parentWithThree()
        let d = UIView(), e = UIView()
        parent.insertSubview(d, at: 1)
        parent.insertSubview(e, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [e, a, d, b, c].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
    }

    @Test("insertSubview(_:aboveSubview:) puts the view just above the sibling, layer included")
    func insertAbove() {
        let (parent, a, b, c) = parentWithThree()
        let d = UIView(), e = UIView()
        parent.insertSubview(d, aboveSubview: a)
        parent.insertSubview(e, aboveSubview: c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, d, b, c, e].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
    }

    @Test("insertSubview(_:belowSubview:) puts the view just below the sibling, layer included")
    func insertBelow() {
        let (parent, a, b, c) = parentWithThree()
        let d = UIView(), e = UIView()
        parent.insertSubview(d, belowSubview: c)
        parent.insertSubview(e, belowSubview: a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [e, a, b, d, c].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
    }

    @Test("insertSubview above or below a view that is not a subview puts the view on top, as addSubview does (iOS)")
    func insertRelativeToStranger() {
        let (parent, a, b, c) = parentWithThree()
        let stranger = UIView(), d = UIView(), e = UIView()
        parent.insertSubview(d, belowSubview: stranger)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c, d].map(ObjectIdentifier.init))
        parent.insertSubview(e, aboveSubview: stranger)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b, c, d, e].map(ObjectIdentifier.init))
        parent.insertSubview(a, belowSubview: stranger)      // an existing subview moves to the top too
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, d, e, a].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
    }

    @Test("insertSubview(_:aboveSubview:) puts the layer directly above the sibling's, above a plain sublayer between them; belowSubview directly below")
    func insertAboveWithPlainSublayerBetween() {
        let (parent, a, b, _) = parentWithThree()
        let plain = CALayer()
        parent.layer.insertSublayer(plain, above: a.layer)       // a, plain, b, c
        let d = UIView(), e = UIView()
        parent.insertSubview(d, aboveSubview: a)
        #expect(parent.layer.sublayers?[1] === d.layer && parent.layer.sublayers?[2] === plain)
        parent.insertSubview(e, belowSubview: b)
        let layers = parent.layer.sublayers ?? []
        #expect(layers.firstIndex { $0 === e.layer }! + 1 == layers.firstIndex { $0 === b.layer }!)
        #expect(layers.firstIndex { $0 === plain }! < layers.firstIndex { $0 === e.layer }!)
    }

    @Test("insertSubview above/below an existing subview reorders it among its siblings")
    func insertExistingSubviewRelative() {
        let (parent, a, b, c) = parentWithThree()
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, a, c].map(ObjectIdentifier.init))
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
    }

    @Test("bringSubviewToFront moves a subview to the end of subviews and its layer on top")
    func bringToFront() {
        let (parent, a, b, c) = parentWithThree()
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
    }

    @Test("sendSubviewToBack moves a subview to the start of subviews and its layer to the bottom")
    func sendToBack() {
        let (parent, a, b, c) = parentWithThree()
        parent.sendSubviewToBack(c)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
    }

    @Test("exchangeSubview(at:withSubviewAt:) swaps two subviews and their layers")
    func exchange() {
        let (parent, a, b, c) = parentWithThree()
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
        parent.exchangeSubview(at: 1, withSubviewAt: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
        #expect(parent.layer.sublayers?.count == 3)
        #expect([a, b, c].allSatisfy { $0.superview === parent && $0.layer.superlayer === parent.layer })
    }

    @Test("Adding a view that has another superview moves it: the old superview lets it go")
    func addingMovesFromOldSuperview() {
        let old = UIView(), new = UIView(), stay = UIView(), moving = UIView()
        old.addSubview(stay); old.addSubview(moving)
        new.addSubview(moving)
        #expect(moving.superview === new)
        #expect(old.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(stay)])
        #expect(sublayerIDs(old) == [ObjectIdentifier(stay.layer)])
        #expect(new.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(moving)])
        #expect(moving.layer.superlayer === new.layer)
    }

    @Test("addSubview of a view that is already a subview moves it to the front without duplicating it")
    func reAddingMovesToFront() {
        let (parent, a, b, c) = parentWithThree()
        parent.addSubview(a)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
        #expect(a.superview === parent)
    }

    @Test("removeFromSuperview clears superview, leaves subviews and removes the layer from the superlayer")
    func removeFromSuperview() {
        let (parent, a, b, c) = parentWithThree()
        b.removeFromSuperview()
        #expect(b.superview == nil)
        #expect(b.layer.superlayer == nil)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c].map(ObjectIdentifier.init))
        #expect(sublayerIDs(parent) == subviewLayerIDs(parent))
        b.removeFromSuperview()  // a view without a superview: nothing happens
        #expect(b.superview == nil)
    }

    @Test("A removed view keeps its own subviews")
    func removedViewKeepsSubtree() {
        let parent = UIView(), child = UIView(), grandchild = UIView()
        parent.addSubview(child); child.addSubview(grandchild)
        child.removeFromSuperview()
        #expect(grandchild.superview === child)
        #expect(child.subviews.count == 1)
        #expect(grandchild.layer.superlayer === child.layer)
    }

    @Test("isDescendant(of:) is true for the view itself and anything below, false otherwise")
    func isDescendant() {
        let root = UIView(), child = UIView(), grandchild = UIView(), sibling = UIView(), stranger = UIView()
        root.addSubview(child); child.addSubview(grandchild); root.addSubview(sibling)
        #expect(root.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(grandchild.isDescendant(of: root))
        #expect(grandchild.isDescendant(of: child))
        #expect(!root.isDescendant(of: child))
        #expect(!grandchild.isDescendant(of: sibling))
        #expect(!stranger.isDescendant(of: root))
    }

    @Test("window is nil until the tree is in a UIWindow, then every view in it has that window")
    func windowOnlyInsideAWindow() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let root = UIView(), child = UIView()
        root.addSubview(child)
        #expect(root.window == nil && child.window == nil)
        host.window.addSubview(root)
        #expect(root.window === host.window)
        #expect(child.window === host.window)
        #expect(host.window.window === host.window)
        root.removeFromSuperview()
        #expect(root.window == nil && child.window == nil)
    }
}
