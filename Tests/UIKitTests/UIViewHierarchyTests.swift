import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

// Behaviour of the view hierarchy: subview order and layer order, moving views, the
// notifications UIKit sends (UIView Class Reference, "Observing View-Related Changes"),
// viewWithTag: (View Programming Guide, "Tagging Views") and recursiveDescription.

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

/// Names of hierarchy events, in the order they happen.
@MainActor
private final class HierarchyEventLog {
    var events: [String] = []
    private var names: [ObjectIdentifier: String] = [:]

    func name(_ view: UIView, _ name: String) { names[ObjectIdentifier(view)] = name }

    func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return names[ObjectIdentifier(view)] ?? "?"
    }
}

/// A view that records every hierarchy notification it gets.
private final class RecordingView: UIView {
    var log: HierarchyEventLog?
    /// The view's window as seen inside `didMoveToWindow()`.
    var windowSeenInDidMoveToWindow: UIWindow?
    /// The view's window as seen inside `willMove(toWindow:)`.
    var windowSeenInWillMoveToWindow: UIWindow?

    private var me: String { log?.label(self) ?? "?" }

    override func willMove(toSuperview newSuperview: UIView?) {
        log?.events.append("\(me).willMove(toSuperview: \(log?.label(newSuperview) ?? ""))")
    }
    override func didMoveToSuperview() {
        log?.events.append("\(me).didMoveToSuperview()")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        windowSeenInWillMoveToWindow = window
        log?.events.append("\(me).willMove(toWindow: \(log?.label(newWindow) ?? ""))")
    }
    override func didMoveToWindow() {
        windowSeenInDidMoveToWindow = window
        log?.events.append("\(me).didMoveToWindow()")
    }
    override func didAddSubview(_ subview: UIView) {
        log?.events.append("\(me).didAddSubview(\(log?.label(subview) ?? ""))")
    }
    override func willRemoveSubview(_ subview: UIView) {
        log?.events.append("\(me).willRemoveSubview(\(log?.label(subview) ?? ""))")
    }
}

/// A view class whose name appears in descriptions.
private final class DescribedView: UIView {}

@MainActor
private func recordingView(_ name: String, _ log: HierarchyEventLog, frame: CGRect = .zero) -> RecordingView {
    let v = RecordingView(frame: frame)
    v.log = log
    log.name(v, name)
    return v
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

@Suite("UIView hierarchy notifications", .freshContext)
@MainActor
struct UIViewHierarchyNotificationTests {

    @Test("Adding to a view in a window: willMove(toSuperview:), willMove(toWindow:), didMoveToWindow, didMoveToSuperview, then the parent's didAddSubview")
    func addOrderInWindow() {
        let log = HierarchyEventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        log.name(window, "window")
        let parent = recordingView("parent", log)
        window.addSubview(parent)
        let child = recordingView("child", log)
        log.events.removeAll()

        parent.addSubview(child)
        #expect(log.events == [
            "child.willMove(toSuperview: parent)",
            "child.willMove(toWindow: window)",
            "child.didMoveToWindow()",
            "child.didMoveToSuperview()",
            "parent.didAddSubview(child)",
        ])
    }

    @Test("During willMove(toWindow:) the old window is still set; during didMoveToWindow the new one is")
    func windowDuringNotifications() {
        let log = HierarchyEventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = recordingView("child", log)
        window.addSubview(child)
        #expect(child.windowSeenInWillMoveToWindow == nil)
        #expect(child.windowSeenInDidMoveToWindow === window)
        child.removeFromSuperview()
        #expect(child.windowSeenInWillMoveToWindow === window)
        #expect(child.windowSeenInDidMoveToWindow == nil)
    }

    @Test("Adding to a view outside any window sends no window notifications")
    func addOutsideWindow() {
        let log = HierarchyEventLog()
        let parent = recordingView("parent", log)
        let child = recordingView("child", log)
        parent.addSubview(child)
        #expect(log.events == [
            "child.willMove(toSuperview: parent)",
            "child.didMoveToSuperview()",
            "parent.didAddSubview(child)",
        ])
    }

    @Test("A window change reaches every descendant: the grandchild gets willMove(toWindow:) and didMoveToWindow")
    func windowChangeReachesDescendants() {
        let log = HierarchyEventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        log.name(window, "window")
        let child = recordingView("child", log)
        let grandchild = recordingView("grandchild", log)
        child.addSubview(grandchild)
        log.events.removeAll()

        window.addSubview(child)
        let e = log.events
        let willIndex = e.firstIndex(of: "grandchild.willMove(toWindow: window)")
        let didIndex = e.firstIndex(of: "grandchild.didMoveToWindow()")
        #expect(willIndex != nil && didIndex != nil, "\(e)")
        if let willIndex, let didIndex {
            #expect(willIndex < didIndex)
            // Both happen inside the move, between the child's superview notifications.
            #expect(e.firstIndex(of: "child.willMove(toSuperview: window)")! < willIndex)
            #expect(didIndex < e.firstIndex(of: "child.didMoveToSuperview()")!)
        }
        #expect(e.filter { $0.hasPrefix("grandchild.") }.count == 2, "\(e)")
        #expect(grandchild.windowSeenInDidMoveToWindow === window)

        log.events.removeAll()
        child.removeFromSuperview()
        #expect(log.events.contains("grandchild.willMove(toWindow: nil)"))
        #expect(log.events.contains("grandchild.didMoveToWindow()"))
        #expect(grandchild.windowSeenInDidMoveToWindow == nil)
    }

    @Test("Moving between two superviews in the same window sends no window notifications")
    func moveWithinWindow() {
        let log = HierarchyEventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = recordingView("first", log), second = recordingView("second", log)
        window.addSubview(first); window.addSubview(second)
        let child = recordingView("child", log)
        let grandchild = recordingView("grandchild", log)
        child.addSubview(grandchild)
        first.addSubview(child)
        log.events.removeAll()

        second.addSubview(child)
        #expect(!log.events.contains { $0.contains("Window") }, "\(log.events)")
        #expect(log.events.contains("first.willRemoveSubview(child)"))
        #expect(log.events.contains("child.willMove(toSuperview: second)"))
        #expect(log.events.last == "second.didAddSubview(child)")
        #expect(child.superview === second)
        #expect(first.subviews.isEmpty)
        #expect(child.window === window)
    }

    @Test("Removal order: willRemoveSubview, willMove(toSuperview: nil), willMove(toWindow: nil), didMoveToWindow, didMoveToSuperview")
    func removalOrder() {
        let log = HierarchyEventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = recordingView("parent", log)
        window.addSubview(parent)
        let child = recordingView("child", log)
        parent.addSubview(child)
        log.events.removeAll()

        child.removeFromSuperview()
        #expect(log.events == [
            "parent.willRemoveSubview(child)",
            "child.willMove(toSuperview: nil)",
            "child.willMove(toWindow: nil)",
            "child.didMoveToWindow()",
            "child.didMoveToSuperview()",
        ])
    }

    @Test("In willRemoveSubview the subview is still a subview; after didMoveToSuperview it is not")
    func stateDuringRemoval() {
        final class Parent: UIView {
            var stillThere: Bool?
            override func willRemoveSubview(_ subview: UIView) {
                stillThere = subviews.contains { $0 === subview } && subview.superview === self
            }
        }
        let parent = Parent(), child = UIView()
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(parent.stillThere == true)
        #expect(parent.subviews.isEmpty)
    }

    @Test("In didAddSubview the subview is already in subviews with its superview set")
    func stateDuringAdd() {
        final class Parent: UIView {
            var seen: Bool?
            override func didAddSubview(_ subview: UIView) {
                seen = subviews.last === subview && subview.superview === self
                    && layer.sublayers?.last === subview.layer
            }
        }
        let parent = Parent(), child = UIView()
        parent.addSubview(child)
        #expect(parent.seen == true)
    }
}

@Suite("viewWithTag and recursiveDescription", .freshContext)
@MainActor
struct UIViewTagAndDescriptionTests {

    @Test("viewWithTag checks the receiver first")
    func receiverFirst() {
        let root = UIView(), child = UIView()
        root.tag = 7; child.tag = 7
        root.addSubview(child)
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(0) == nil)  // the root is found only when it matches
    }

    @Test("viewWithTag is depth-first: a deeper view in an earlier subtree wins over a shallower one in a later subtree")
    func depthFirst() {
        let root = UIView(), first = UIView(), deep = UIView(), second = UIView()
        root.addSubview(first); first.addSubview(deep); root.addSubview(second)
        deep.tag = 5; second.tag = 5
        #expect(root.viewWithTag(5) === deep)
    }

    @Test("viewWithTag visits subviews in order, back to front")
    func subviewOrder() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a); root.addSubview(b)
        a.tag = 3; b.tag = 3
        #expect(root.viewWithTag(3) === a)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(root.viewWithTag(3) === b)
    }

    @Test("viewWithTag never looks at superviews or siblings, and returns nil when absent")
    func neverLooksUp() {
        let root = UIView(), child = UIView(), sibling = UIView()
        root.addSubview(child); root.addSubview(sibling)
        root.tag = 9; sibling.tag = 4
        #expect(child.viewWithTag(9) == nil)
        #expect(child.viewWithTag(4) == nil)
        #expect(root.viewWithTag(12345) == nil)
        #expect(root.viewWithTag(4) === sibling)
    }

    @Test("recursiveDescription: one line per view, each depth prefixed by \"   | \", with class name and frame = (x y; w h)")
    func recursiveDescription() {
        let root = DescribedView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let grandchild = DescribedView(frame: CGRect(x: 1.5, y: 2, width: 3, height: 4))
        let second = UIView(frame: CGRect(x: -5, y: 0, width: 100, height: 50))
        root.addSubview(child); child.addSubview(grandchild); root.addSubview(second)

        let lines = root.recursiveDescription().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 4, "\(lines)")
        guard lines.count == 4 else { return }

        #expect(lines[0].hasPrefix("<") && lines[0].contains("DescribedView: 0x"))
        #expect(lines[0].contains("frame = (0 0; 320 480)"))
        #expect(lines[1].hasPrefix("   | <") && !lines[1].hasPrefix("   |    | "))
        #expect(lines[1].contains("UIView: 0x") && lines[1].contains("frame = (10 20; 30 40)"))
        #expect(lines[2].hasPrefix("   |    | <") && lines[2].contains("DescribedView: 0x"))
        #expect(lines[2].contains("frame = (1.5 2; 3 4)"))
        #expect(lines[3].hasPrefix("   | <") && lines[3].contains("frame = (-5 0; 100 50)"))
        // Each line is the view's own description, indented.
        #expect(lines[0] == root.description)
        #expect(lines[2] == "   |    | " + grandchild.description)
    }
}
