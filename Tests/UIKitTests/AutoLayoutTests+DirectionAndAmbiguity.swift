import Foundation
@testable import QuartzCore
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

extension AutoLayoutTests {
    @Test("Right-to-left chains flow from the right; trailing inequalities keep views inside")
    func rightToLeftChain() {
        let (host, root) = host(width: 300)
        root.semanticContentAttribute = .forceRightToLeft
        let a = constrained(), b = constrained()
        root.addSubview(a); root.addSubview(b)
        let wide = b.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultLow
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8), wide,
            b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        host.runLoopTurn()
        #expect(a.frame == CGRect(x: 240, y: 0, width: 50, height: 5))
        #expect(b.frame.maxX == 232, "8 points to a's left")
        #expect(b.frame.minX == 10, "the trailing (left) edge stays 10 inside")
        let inset = root.constraints.first { $0.firstItem === a && $0.firstAttribute == .leading }
        inset?.constant = 30
        host.runLoopTurn()
        #expect(a.frame.maxX == 270, "a changed leading constant still points inward")
    }

    @Test("Ambiguity: a view with only a width is ambiguous; pinned it is not; exercising moves it")
    func ambiguity() {
        let (host, root) = host()
        let v = constrained()
        root.addSubview(v)
        NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50),
                                     v.topAnchor.constraint(equalTo: root.topAnchor)])
        host.runLoopTurn()
        #expect(v.hasAmbiguousLayout)
        let before = v.frame
        v.exerciseAmbiguityInLayout()
        #expect(v.frame.minX != before.minX && v.frame.width == 50 && v.frame.minY == 0)
        v.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        host.runLoopTurn()
        #expect(!v.hasAmbiguousLayout)
        #expect(v.constraintsAffectingLayout(for: .horizontal).count >= 2)
    }

    @Test("Conflicting required constraints: UIKit's log, exactly one constraint broken, the rest laid out")
    func unsatisfiable() {
        let (host, root) = host()
        let v = constrained()
        root.addSubview(v)
        let w100 = v.widthAnchor.constraint(equalToConstant: 100)
        let w200 = v.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([w100, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        host.runLoopTurn()
        w200.isActive = true
        let log = RuntimeIssue.capture { host.runLoopTurn() }
        #expect(log.count == 1)
        let text = log.first ?? ""
        #expect(text.contains("Unable to simultaneously satisfy constraints"))
        #expect(text.contains("Will attempt to recover by breaking constraint"))
        #expect(text.contains(String(describing: w100)) && text.contains(String(describing: w200)))
        #expect(w200.isActive, "the broken constraint stays active (it prints as active in UIKit's log)")
        #expect(v.frame.width == 100 && v.frame.height == 10, "layout finishes with the rest")
    }

    @Test("Changing an active constraint between required and optional stops with UIKit's rule")
    func requiredToOptional() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let v = UIView()
                let c = v.widthAnchor.constraint(equalToConstant: 10)
                c.isActive = true
                c.priority = .defaultHigh
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("mutating a priority from required to not on an installed constraint"))
    }

    @Test("Activating a constraint between views with no common ancestor stops with UIKit's message")
    func noCommonAncestor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("because they have no common ancestor"))
    }

    @Test("removeFromSuperview removes the constraints that refer to the view or its subtree")
    func removalDeactivates() {
        let (host, root) = host()
        let container = constrained(), inner = constrained()
        root.addSubview(container); container.addSubview(inner)
        let outer = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let own = inner.widthAnchor.constraint(equalToConstant: 5)
        NSLayoutConstraint.activate([outer, own])
        host.runLoopTurn()
        container.removeFromSuperview()
        #expect(!outer.isActive, "installed on root, refers to inner: removed")
        #expect(own.isActive, "installed inside the removed subtree: kept")
    }

    @Test("Constraints made before the views join a window take effect there")
    func builtOffscreen() {
        let (host, root) = host()
        let card = constrained(), badge = constrained()
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4), badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
            badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20), card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100), card.heightAnchor.constraint(equalToConstant: 60),
        ])
        host.runLoopTurn()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 100, height: 60))
        #expect(badge.frame == CGRect(x: 86, y: 4, width: 10, height: 10))
    }

    @Test("layoutIfNeeded solves and applies at once, also outside a window")
    func layoutIfNeededOffscreen() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = constrained()
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 40, width: 180, height: 20))
    }

    @Test("The update-constraints pass runs bottom-up (subviews first) before layout, only for marked views")
    func updateConstraintsOrder() {
        final class Logging: UIView {
            static var log: [String] = []
            let name: String
            init(_ name: String) { self.name = name; super.init(frame: .zero) }
            required init?(coder: NSCoder) { fatalError() }
            override func updateConstraints() { Self.log.append("update " + name); super.updateConstraints() }
            override func layoutSubviews() { Self.log.append("layout " + name); super.layoutSubviews() }
        }
        let (host, root) = host()
        let a = Logging("a"), b = Logging("b"), c = Logging("c")
        root.addSubview(a); a.addSubview(b); b.addSubview(c)
        host.runLoopTurn()
        Logging.log = []
        a.setNeedsUpdateConstraints(); c.setNeedsUpdateConstraints()
        #expect(a.needsUpdateConstraints())
        host.runLoopTurn()
        #expect(Array(Logging.log.prefix(2)) == ["update c", "update a"])
        #expect(!a.needsUpdateConstraints())
        Logging.log = []
        b.setNeedsUpdateConstraints()
        b.updateConstraintsIfNeeded()
        #expect(Logging.log == ["update b"])
    }

    @Test("systemLayoutSizeFitting: the compressed size of a cell is its content's size plus padding")
    func fittingSize() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let label = Intrinsic(CGSize(width: 120, height: 18))
        let icon = Intrinsic(CGSize(width: 24, height: 24))
        cell.addSubview(label); cell.addSubview(icon)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            cell.trailingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 16),
            icon.centerYAnchor.constraint(equalTo: cell.centerYAnchor), label.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 10),
            icon.topAnchor.constraint(greaterThanOrEqualTo: cell.topAnchor, constant: 10),
        ])
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 16 + 24 + 8 + 120 + 16, height: 10 + 24 + 10))
        let wide = cell.systemLayoutSizeFitting(CGSize(width: 400, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 400, height: 44))
        #expect(cell.frame.size == CGSize(width: 1, height: 1), "measuring does not move the view")
    }

    @Test("Alignment rect insets: constraints align the alignment rectangle; the frame grows by the insets")
    func alignmentRect() {
        final class Badge: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        let (host, root) = host()
        let v = Badge()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                     v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 30)])
        host.runLoopTurn()
        #expect(v.frame == CGRect(x: 16, y: 18, width: 62, height: 38))
        #expect(v.alignmentRect(forFrame: v.frame) == CGRect(x: 20, y: 20, width: 50, height: 30))
        #expect(v.frame(forAlignmentRect: CGRect(x: 20, y: 20, width: 50, height: 30)) == v.frame)
    }

    @Test("Layout guides space views apart; their layoutFrame is solved in the owner's coordinates")
    func layoutGuides() {
        let (host, root) = host(width: 300)
        let a = constrained(), b = constrained(), gap = UILayoutGuide()
        root.addSubview(a); root.addSubview(b)
        root.addLayoutGuide(gap)
        #expect(root.layoutGuides.contains { $0 === gap } && gap.owningView === root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 100),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        host.runLoopTurn()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 100, height: 1))
        #expect(b.frame.minX == 200)
        root.removeLayoutGuide(gap)
        #expect(root.layoutGuides.isEmpty && gap.owningView == nil)
    }

    @Test("Safe area and readable content guides: the safe area follows the window's insets; the readable column is at most 672 wide")
    func safeAreaAndReadable() {
        let (host, root) = host(width: 1000, height: 400)
        let v = constrained(), text = constrained()
        root.addSubview(v); root.addSubview(text)
        NSLayoutConstraint.activate([
            v.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor), v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 1), v.heightAnchor.constraint(equalToConstant: 1),
            text.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: root.topAnchor), text.heightAnchor.constraint(equalToConstant: 1),
        ])
        host.runLoopTurn()
        #expect(v.frame.minY == 0, "no unsafe area on a headless screen")
        #expect(text.frame.width == 672 && text.frame.midX == 500)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        host.runLoopTurn()
        #expect(root.safeAreaInsets.top == 44)
        #expect(v.frame.minY == 44)
    }

    @Test("Baselines: a plain view's baseline is its bottom edge")
    func baselines() {
        let (host, root) = host()
        let a = constrained(), b = constrained()
        root.addSubview(a); root.addSubview(b)
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10), a.heightAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 10), b.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 5), b.widthAnchor.constraint(equalToConstant: 5),
        ])
        host.runLoopTurn()
        #expect(b.frame.maxY == 40)
    }

    @Test("Descriptions read as UIKit's: items, attributes, relation, multiplier and constant, active state")
    func descriptions() {
        let (_, root) = host()
        let v = constrained()
        root.addSubview(v)
        let c = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10)
        c.identifier = "half"
        #expect(String(describing: c).contains("'half' UIView:0x"))
        #expect(String(describing: c).contains(".width == 0.5*UIView:0x"))
        #expect(String(describing: c).hasSuffix(".width + 10   (inactive)>"))
        c.isActive = true
        #expect(String(describing: c).hasSuffix("(active)>"))
    }

    @Test("A frame after layout with nothing changed lays nothing out again")
    func quietFrame() {
        let (host, root) = host()
        let v = constrained()
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(equalToConstant: 5), v.heightAnchor.constraint(equalToConstant: 5)])
        host.runLoopTurn()
        let before = LayoutPass.layoutCount
        host.runLoopTurn()
        #expect(LayoutPass.layoutCount == before)
        #expect(v.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}
