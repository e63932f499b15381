import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

// The notifications UIKit sends as views move (UIView Class Reference, "Observing View-Related
// Changes"), each in UIKit's order.

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

@MainActor
private func recordingView(_ name: String, _ log: HierarchyEventLog, frame: CGRect = .zero) -> RecordingView {
    let v = RecordingView(frame: frame)
    v.log = log
    log.name(v, name)
    return v
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
