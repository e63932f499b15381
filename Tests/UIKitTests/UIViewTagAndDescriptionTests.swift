import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

// viewWithTag: (View Programming Guide, "Tagging Views") and recursiveDescription.

/// A view class whose name appears in descriptions.
private final class DescribedView: UIView {}

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
