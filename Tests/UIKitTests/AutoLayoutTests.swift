import Foundation
@testable import QuartzCore
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// A view with a fixed intrinsic content size, like a label or an image view.
private final class Intrinsic: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// A view positioned by constraints.
@MainActor private func constrained() -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

/// A window-sized host with a root view, committed and laid out.
@MainActor private func host(width: CGFloat = 320, height: CGFloat = 480) -> (UITestHost, UIView) {
    let host = UITestHost(size: CGSize(width: width, height: height), scale: 2)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    host.window.addSubview(root)
    return (host, root)
}

/// Auto Layout as the UIView and NSLayoutConstraint references describe it: constraints are
/// linear relations `item1.attr1 = multiplier × item2.attr2 + constant`; required ones always
/// hold, optional ones are satisfied in priority order; frames are applied in the
/// superview's `layoutSubviews()` during the layout pass.
@Suite("Auto Layout", .serialized) @MainActor
struct AutoLayoutTests {
    @Test("Raw values are UIKit's: priorities 1000/750/250/50, attributes and relations")
    func rawValues() {
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510 && UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(NSLayoutConstraint.Attribute.left.rawValue == 1 && NSLayoutConstraint.Attribute.centerY.rawValue == 10)
        #expect(NSLayoutConstraint.Attribute.firstBaseline.rawValue == 12 && NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1 && NSLayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().translatesAutoresizingMaskIntoConstraints, "true for views made in code")
        #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIView().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("Pinned edges: a view inset 20 from its superview's edges gets that frame in the layout pass, not before")
    func pinnedEdges() {
        let (host, root) = host()
        let v = constrained()
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            v.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        #expect(v.frame == .zero, "nothing happens until the commit")
        host.runLoopTurn()
        #expect(v.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
    }

    @Test("Activation installs on the closest common ancestor; constraints lists it; deactivation removes it")
    func installation() {
        let (_, root) = host()
        let a = constrained(), b = constrained(), c = constrained()
        root.addSubview(a); root.addSubview(b); b.addSubview(c)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let cross = a.leadingAnchor.constraint(equalTo: c.leadingAnchor)
        #expect(!width.isActive)
        width.isActive = true
        cross.isActive = true
        #expect(a.constraints.contains { $0 === width }, "a constant constraint is installed on its view")
        #expect(root.constraints.contains { $0 === cross }, "a and c meet at root")
        #expect(cross.firstItem === a && cross.secondItem === c && cross.firstAttribute == .leading)
        cross.isActive = false
        #expect(!root.constraints.contains { $0 === cross } && !cross.isActive)
    }

    @Test("Centered with a fixed size; changing the constant re-solves in place")
    func centeredAndConstantChange() {
        let (host, root) = host()
        let v = constrained()
        root.addSubview(v)
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, v.heightAnchor.constraint(equalToConstant: 50),
            v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            v.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
        ])
        host.runLoopTurn()
        #expect(v.frame == CGRect(x: 110, y: 225, width: 100, height: 50))
        width.constant = 200
        host.runLoopTurn()
        #expect(v.frame == CGRect(x: 60, y: 225, width: 200, height: 50))
        #expect(width.isActive)
    }

    @Test("Equal widths in a chain: three views with 10-point gaps share the width (pixel-rounded edges)")
    func equalWidthChain() {
        let (host, root) = host(width: 320)
        let views = (0..<3).map { _ in constrained() }
        for v in views { root.addSubview(v) }
        var cs = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                  views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)]
        for i in 1..<3 {
            cs.append(views[i].leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 10))
            cs.append(views[i].widthAnchor.constraint(equalTo: views[0].widthAnchor))
        }
        for v in views { cs.append(v.topAnchor.constraint(equalTo: root.topAnchor)); cs.append(v.heightAnchor.constraint(equalToConstant: 20)) }
        NSLayoutConstraint.activate(cs)
        host.runLoopTurn()
        // (320 − 40) / 3 = 93.333…; at scale 2 edges round to half points.
        #expect(views[0].frame.minX == 10)
        #expect(abs(views[0].frame.width - 93.333) < 0.5)
        #expect(views[2].frame.maxX == 310)
        #expect(abs(views[1].frame.minX - views[0].frame.maxX - 10) < 0.51)
        for v in views { #expect((v.frame.minX * 2).rounded() == v.frame.minX * 2, "edges on device pixels") }
    }

    @Test("Priorities: a required constraint beats optional ones; a higher optional priority beats any number of lower ones")
    func priorities() {
        let (host, root) = host()
        let v = constrained()
        root.addSubview(v)
        let wants300 = v.widthAnchor.constraint(equalToConstant: 300); wants300.priority = .defaultHigh
        let low = (0..<5).map { _ -> NSLayoutConstraint in
            let c = v.widthAnchor.constraint(equalToConstant: 100); c.priority = UILayoutPriority(749); return c
        }
        NSLayoutConstraint.activate([wants300, v.heightAnchor.constraint(equalToConstant: 10),
                                     v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     v.topAnchor.constraint(equalTo: root.topAnchor),
                                     v.widthAnchor.constraint(lessThanOrEqualToConstant: 250)] + low)
        host.runLoopTurn()
        #expect(v.frame.width == 250, "the required ≤ 250 caps the 750 wish, which outweighs five 749 wishes")
    }

    @Test("Hugging and compression resistance: the lower-hugging view stretches; the lower-resistance view is squeezed")
    func huggingAndCompression() {
        let (host, root) = host(width: 300)
        let a = Intrinsic(CGSize(width: 100, height: 20)), b = Intrinsic(CGSize(width: 100, height: 20))
        root.addSubview(a); root.addSubview(b)
        b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        host.runLoopTurn()
        #expect(a.frame.width == 200 && b.frame.width == 100, "a hugs at 250 < 251: a grows")
        #expect(a.frame.height == 20, "the intrinsic height holds")

        root.frame.size.width = 150          // too narrow for both: someone is compressed
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        host.runLoopTurn()
        #expect(b.frame.width == 100 && a.frame.width == 50, "a resists at 750 < 751: a shrinks")
    }

    @Test("invalidateIntrinsicContentSize re-solves with the new size")
    func intrinsicInvalidation() {
        let (host, root) = host()
        let v = Intrinsic(CGSize(width: 40, height: 10))
        root.addSubview(v)
        NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: root.leadingAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        host.runLoopTurn()
        #expect(v.frame.size == CGSize(width: 40, height: 10))
        v.size = CGSize(width: 60, height: 12)
        v.invalidateIntrinsicContentSize()
        host.runLoopTurn()
        #expect(v.frame.size == CGSize(width: 60, height: 12))
    }

    @Test("translatesAutoresizingMaskIntoConstraints: a frame-positioned view holds its frame, others can align to it, and autoresizing moves it")
    func autoresizingTranslation() {
        let (host, root) = host(width: 320)
        let fixed = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        fixed.autoresizingMask = [.flexibleLeftMargin]
        let follower = constrained()
        root.addSubview(fixed); root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 10), follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.runLoopTurn()
        #expect(fixed.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(follower.frame == CGRect(x: 45, y: 60, width: 10, height: 10))
        root.frame.size.width = 420       // the flexible left margin takes the whole +100
        host.runLoopTurn()
        #expect(fixed.frame.minX == 110)
        #expect(follower.frame.minX == 145, "the pins follow the autoresized frame")
        let pins = fixed.constraintsAffectingLayout(for: .horizontal)
        #expect(pins.contains { String(describing: $0).contains("h=&--") }, "described as UIKit describes autoresizing constraints")
    }

    @Test("Layout margins: the margins guide is inset by layoutMargins (8 by default); changing them moves it")
    func margins() {
        let (host, root) = host()
        let v = constrained()
        root.addSubview(v)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: guide.leadingAnchor), v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            v.topAnchor.constraint(equalTo: guide.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.runLoopTurn()
        #expect(v.frame == CGRect(x: 8, y: 8, width: 304, height: 10))
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
        root.layoutMargins = UIEdgeInsets(top: 30, left: 16, bottom: 0, right: 4)
        host.runLoopTurn()
        #expect(v.frame == CGRect(x: 16, y: 30, width: 300, height: 10))
        let viaAttribute = NSLayoutConstraint(item: v, attribute: .leadingMargin, relatedBy: .equal, toItem: root,
                                              attribute: .leadingMargin, multiplier: 1, constant: 0)
        #expect(viaAttribute.firstAttribute == .leadingMargin)
    }

    @Test("preservesSuperviewLayoutMargins: a subview reaching into its superview's margins takes them as its own")
    func preservedMargins() {
        let (host, root) = host()
        root.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let container = UIView(frame: CGRect(x: 10, y: 0, width: 300, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        container.preservesSuperviewLayoutMargins = true
        root.addSubview(container)
        let v = constrained()
        container.addSubview(v)
        NSLayoutConstraint.activate([
            v.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            v.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            v.topAnchor.constraint(equalTo: container.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        host.runLoopTurn()
        // Root's 30-point margin reaches 20 points into the container on each side.
        #expect(v.frame.minX == 20 && v.frame.maxX == 280)
    }

    @Test("Right-to-left: leading and trailing flip; left and right do not")
    func rightToLeft() {
        let (host, root) = host(width: 300)
        root.semanticContentAttribute = .forceRightToLeft
        let lead = constrained(), left = constrained()
        root.addSubview(lead); root.addSubview(left)
        NSLayoutConstraint.activate([
            lead.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), lead.widthAnchor.constraint(equalToConstant: 50),
            left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), left.widthAnchor.constraint(equalToConstant: 50),
            lead.topAnchor.constraint(equalTo: root.topAnchor), left.topAnchor.constraint(equalTo: root.topAnchor),
            lead.heightAnchor.constraint(equalToConstant: 5), left.heightAnchor.constraint(equalToConstant: 5),
        ])
        host.runLoopTurn()
        #expect(lead.effectiveUserInterfaceLayoutDirection == .rightToLeft, "inherited from the superview")
        #expect(lead.frame.minX == 240, "leading is the right edge in RTL")
        #expect(left.frame.minX == 10)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        #expect(root.layoutMargins.right == 20 && root.layoutMargins.left == 4)
    }

    @Test("The container decides: siblings in a left-to-right view follow it even when one is forced right-to-left inside")
    func directionOfContainer() {
        let (host, root) = host(width: 300)
        let a = constrained(), b = constrained()
        b.semanticContentAttribute = .forceRightToLeft
        root.addSubview(a); root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10), b.widthAnchor.constraint(equalToConstant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        host.runLoopTurn()
        #expect(b.frame.minX == 70, "installed on the left-to-right root: b follows a to the right")
    }

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

/// Standard views report intrinsic sizes: UILabel its text's size, UIImageView its image's.
@Suite("Intrinsic sizes of standard views", .serialized) @MainActor
struct StandardIntrinsicSizeTests {
    @Test("UILabel: the text's size rounded up to device pixels; empty text is zero; changing the text invalidates it")
    func label() {
        let (host, root) = (UITestHost(size: CGSize(width: 320, height: 100), scale: 2), UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100)))
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        let size = label.intrinsicContentSize
        let font = UIFont.systemFont(ofSize: 17)
        let measured = "Hello".size(withAttributes: [.font: font])
        // Widths round up to device pixels, not whole points, as UIKit's do (scale 2 here).
        #expect(size.width == (measured.width * 2).rounded(.up) / 2)
        #expect(size.height == (font.lineHeight * 2).rounded(.up) / 2)
        #expect(label.sizeThatFits(.zero) == size)
        label.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(root)
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
        host.runLoopTurn()
        #expect(label.frame.size == size)
        label.text = "Hello, world"
        host.runLoopTurn()
        #expect(label.frame.width > size.width)
    }

    @Test("A multi-line label wraps at preferredMaxLayoutWidth")
    func multiline() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "The quick brown fox jumps over the lazy dog, again and again and again."
        label.preferredMaxLayoutWidth = 100
        let size = label.intrinsicContentSize
        #expect(size.width <= 100)
        #expect(size.height > UIFont.systemFont(ofSize: 17).lineHeight * 2)
    }

    @Test("UIImageView: the image's size in points; none without an image")
    func imageView() {
        let view = UIImageView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
        view.image = image
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
    }
}
