import Foundation
@testable import QuartzCore
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// Auto Layout as the UIView and NSLayoutConstraint references describe it: constraints are
/// linear relations `item1.attr1 = multiplier × item2.attr2 + constant`; required ones always
/// hold, optional ones are satisfied in priority order; frames are applied in the
/// superview's `layoutSubviews()` during the layout pass.
@Suite("Auto Layout", .serialized, .freshContext) @MainActor
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
}

/// The views and windows the Auto Layout tests build on.
extension AutoLayoutTests {
    /// A view with a fixed intrinsic content size, like a label or an image view.
    final class Intrinsic: UIView {
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
    func constrained() -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        return v
    }

    /// A window-sized host with a root view, committed and laid out.
    func host(width: CGFloat = 320, height: CGFloat = 480) -> (UITestHost, UIView) {
        let host = UITestHost(size: CGSize(width: width, height: height), scale: 2)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        host.window.addSubview(root)
        return (host, root)
    }
}
