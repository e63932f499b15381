import Foundation
import Testing
import UIKit
import UIKitTesting

/// The rest of the Auto Layout API surface, each with the rule UIKit documents for it.
@Suite("Auto Layout API", .serialized, .freshContext) @MainActor
struct AutoLayoutAPITests {
    private func scene() -> (UITestHost, UIView) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        host.window.addSubview(root)
        return (host, root)
    }

    private func constrained(in root: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        return v
    }

    @Test("init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) keeps every part; anchors describe the items")
    func explicitInitializer() {
        let (_, root) = scene()
        let v = constrained(in: root)
        let c = NSLayoutConstraint(item: v, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: root,
                                   attribute: .height, multiplier: 0.25, constant: 3)
        #expect(c.firstItem === v && c.secondItem === root)
        #expect(c.firstAttribute == .width && c.secondAttribute == .height && c.relation == .greaterThanOrEqual)
        #expect(c.multiplier == 0.25 && c.constant == 3 && c.priority == .required)
        #expect(c.firstAnchor.item === v && c.secondAnchor?.item === root)
        let constant = NSLayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: nil,
                                          attribute: .notAnAttribute, multiplier: 1, constant: 44)
        #expect(constant.secondItem == nil && constant.secondAnchor == nil && constant.secondAttribute == .notAnAttribute)
    }

    @Test("NSLayoutDimension multipliers: an aspect ratio and a fraction of the superview's width")
    func dimensionMultipliers() {
        let (host, root) = scene()
        let v = constrained(in: root)
        NSLayoutConstraint.activate([
            v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 9.0 / 16.0),
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.runLoopTurn()
        #expect(v.frame.width == 170)
        #expect(abs(v.frame.height - 170 * 9 / 16) <= 0.25, "95.625 rounded to a device pixel")
    }

    @Test("System spacing: the standard gap (8 points) between siblings, times the multiplier")
    func systemSpacing() {
        let (host, root) = scene()
        let a = constrained(in: root), b = constrained(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.runLoopTurn()
        #expect(b.frame.origin == CGPoint(x: 26, y: 18))
    }

    @Test("addConstraint/removeConstraint: the legacy forms activate and deactivate; constraints lists what is installed")
    func legacyAddRemove() {
        let (host, root) = scene()
        let v = constrained(in: root)
        let w = v.widthAnchor.constraint(equalToConstant: 40)
        let h = v.heightAnchor.constraint(equalToConstant: 20)
        v.addConstraints([w, h])
        root.addConstraint(v.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        root.addConstraint(v.topAnchor.constraint(equalTo: root.topAnchor))
        host.runLoopTurn()
        #expect(v.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(v.constraints.count == 2 && root.constraints.count == 2)
        v.removeConstraint(w)
        #expect(!w.isActive && v.constraints.count == 1)
        v.removeConstraints([h])
        #expect(v.constraints.isEmpty)
    }

    @Test("layoutMarginsDidChange() is called when the margins change")
    func marginsCallback() {
        final class Watching: UIView {
            var calls = 0
            override func layoutMarginsDidChange() { calls += 1 }
        }
        let v = Watching()
        v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        v.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(v.calls == 1, "setting the same margins again is not a change")
        #expect(v.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test("requiresConstraintBasedLayout: such a view gets updateConstraints() before its first layout")
    func requiresConstraintBasedLayout() {
        final class NeedsConstraints: UIView {
            var updates = 0
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() { updates += 1; super.updateConstraints() }
        }
        let (host, root) = scene()
        let v = NeedsConstraints()
        #expect(v.needsUpdateConstraints())
        root.addSubview(v)
        host.runLoopTurn()
        #expect(v.updates == 1)
    }

    @Test("A view controller's view updates its constraints through updateViewConstraints()")
    func controllerUpdateViewConstraints() {
        final class Controller: UIViewController {
            var calls = 0
            override func updateViewConstraints() { calls += 1; super.updateViewConstraints() }
        }
        let (host, root) = scene()
        let controller = Controller()
        root.addSubview(controller.view)
        controller.view.setNeedsUpdateConstraints()
        host.runLoopTurn()
        #expect(controller.calls == 1)
    }

    @Test("forLastBaselineLayout: a container can name the subview whose baseline it aligns by")
    func baselineView() {
        final class Row: UIView {
            let text = UIView()
            override var forLastBaselineLayout: UIView { text }
        }
        let (host, root) = scene()
        let row = Row()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(row)
        row.addSubview(row.text)
        let other = constrained(in: root)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: root.topAnchor), row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 100), row.heightAnchor.constraint(equalToConstant: 50),
            row.text.topAnchor.constraint(equalTo: row.topAnchor, constant: 5), row.text.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            row.text.widthAnchor.constraint(equalToConstant: 10), row.text.heightAnchor.constraint(equalToConstant: 20),
            other.lastBaselineAnchor.constraint(equalTo: row.lastBaselineAnchor),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor), other.widthAnchor.constraint(equalToConstant: 5),
            other.heightAnchor.constraint(equalToConstant: 5),
        ])
        host.runLoopTurn()
        #expect(other.frame.maxY == 25, "the row's baseline is its text's bottom (5 + 20)")
        #expect(row.forFirstBaselineLayout === row.text, "the first defaults to the last")
    }

    @Test("Views with active constraints are freed with their tree: no retain cycles through constraints or the engine")
    func noRetainCycles() {
        final class Counted: UIView {
            nonisolated(unsafe) static var deinits = 0
            isolated deinit { Self.deinits += 1 }
        }
        Counted.deinits = 0
        let (host, root) = scene()
        do {
            let container = Counted(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(container)
            var previous: UIView = container
            for _ in 0..<10 {
                let v = Counted()
                v.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(v)
                NSLayoutConstraint.activate([
                    v.leadingAnchor.constraint(equalTo: previous.leadingAnchor, constant: 1),
                    v.topAnchor.constraint(equalTo: container.topAnchor), v.widthAnchor.constraint(equalToConstant: 5),
                    v.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
                    v.centerYAnchor.constraint(equalTo: container.layoutMarginsGuide.centerYAnchor),
                ])
                previous = v
            }
            host.runLoopTurn()
            container.removeFromSuperview()
        }
        host.runLoopTurn()
        #expect(Counted.deinits == 11)
    }
}

/// UILabel's baselines: "firstBaselineAnchor… the baseline for the topmost line of text"; two
/// labels aligned by baseline put their text on one line whatever their fonts.
@Suite("Label baselines", .serialized, .freshContext) @MainActor
struct LabelBaselineTests {
    @Test("Labels of different fonts aligned by lastBaseline share the baseline: top + ascender of each")
    func baselineAlignment() {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 2)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        host.window.addSubview(root)
        let big = UILabel(), small = UILabel()
        big.text = "Title"; big.font = UIFont.systemFont(ofSize: 34)
        small.text = "caption"; small.font = UIFont.systemFont(ofSize: 12)
        for l in [big, small] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        host.runLoopTurn()
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) <= 0.5, "within a device pixel: \(bigBaseline) vs \(smallBaseline)")
        #expect(small.frame.maxY < big.frame.maxY, "the smaller text sits on the same line, not bottom-aligned")
    }
}

/// Constraints may relate any two items with a common ancestor; Auto Layout converts through
/// every view between them, including views positioned by frames and bounds origins.
@Suite("Cross-hierarchy constraints", .serialized, .freshContext) @MainActor
struct CrossHierarchyTests {
    @Test("A view two levels down aligns with a view in another branch, through constrained and frame-based containers")
    func acrossBranches() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        host.window.addSubview(root)
        let sidebar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 480))   // frames
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        let panel = UIView(frame: CGRect(x: 15, y: 40, width: 150, height: 100))   // frames, inside content
        panel.bounds.origin = CGPoint(x: 0, y: 10)                                    // scrolled by 10
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        let anchorView = UIView(frame: CGRect(x: 10, y: 200, width: 80, height: 20))
        root.addSubview(sidebar); root.addSubview(content)
        content.addSubview(panel); panel.addSubview(marker)
        sidebar.addSubview(anchorView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 20),
            content.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor), content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            // The marker's top lines up with anchorView's top, across branches.
            marker.topAnchor.constraint(equalTo: anchorView.topAnchor),
            marker.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 5),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.runLoopTurn()
        #expect(content.frame == CGRect(x: 120, y: 30, width: 200, height: 450))
        let markerInRoot = marker.convert(marker.bounds, to: root)
        #expect(markerInRoot.minY == 200, "aligned in root coordinates through content (30), panel (40) and its bounds origin (10)")
        #expect(marker.frame.minX == 5)
    }
}
