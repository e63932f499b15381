import Testing
import Foundation
import UIKitTesting
@testable import UIKit
import RuntimeSupport

/// Numbers that are not numbers, or far too big, never crash: each case used to stop the
/// process converting a Double to an Int.
@Suite("Bad numbers", .serialized, .freshContext) @MainActor
struct BadNumberTests {
    @Test("UIColor(hue:) with a hue that is NaN or infinite is red (hue 0), not a crash")
    func nonFiniteHue() {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1) == red)
        #expect(UIColor(hue: .infinity, saturation: 1, brightness: 1, alpha: 1) == red)
        _ = UIColor(hue: 1e308, saturation: .infinity, brightness: .nan, alpha: 1).cgColor
    }

    @Test("A 1e308 shadow blur draws (limited to what shows); a NaN or infinite shadow offset draws no shadow and says so")
    func hugeShadow() throws {
        var issues: [String] = []
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            let cg = context.cgContext
            cg.setShadow(offset: .zero, blur: 1e308, color: UIColor.black.cgColor)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            issues = RuntimeIssue.capture {
                cg.setShadow(offset: CGSize(width: CGFloat.nan, height: 1e308), blur: 2, color: UIColor.black.cgColor)
            }
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let pixels = try #require(image.cgImage)
        let scale = Int(image.scale)
        let centre = pixels.pixel(x: 10 * scale, y: 10 * scale), corner = pixels.pixel(x: 0, y: 0)
        #expect(centre.r == 255 && centre.g == 0 && corner.r == 255)
        #expect(issues.count == 1)
    }

    @Test("Contents on a layer 1e300 points wide, far off screen or scaled by 1e-300, composite without a crash")
    func hugeContentsGeometry() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        host.window.backgroundColor = .white
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 1e300, height: 1e300)
        layer.contents = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage
        layer.contentsCenter = CGRect(x: 0.2, y: 0.2, width: 0.6, height: 0.6)
        host.window.layer.addSublayer(layer)
        host.runLoopTurn()
        layer.frame = CGRect(x: -1e300, y: 0, width: 1e300, height: 10)
        layer.contentsScale = 1e-300
        host.runLoopTurn()
        #expect(host.renderScreen().width == 20)
    }

    @Test("UIImage(data:scale:) and UIImage(cgImage:scale:orientation:) take a zero, negative, NaN or infinite scale as 1 and say so")
    func badImageScale() throws {
        let png = try #require(UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: .init(for: .init(displayScale: 1)))
            .image { _ in }.pngData())
        let cg = try #require(UIImage(data: png)?.cgImage)
        var images: [UIImage?] = []
        let issues = RuntimeIssue.capture {
            for scale: CGFloat in [0, -2, .nan, .infinity, -.infinity] {
                images.append(UIImage(data: png, scale: scale))
                images.append(UIImage(cgImage: cg, scale: scale, orientation: .up))
            }
        }
        #expect(images.allSatisfy { $0?.scale == 1 && $0?.size == CGSize(width: 3, height: 2) })
        #expect(issues.count == 10)
    }

    // The time limit is a hang guard; in a parallel run its clock also counts the wait for the
    // main actor behind other tests, so it is far above the test's own time.
    @Test("A NaN, infinite or singular CTM change is reported and ignored: the context keeps drawing",
          .timeLimit(.minutes(10)))
    func badTransformKeepsContextUsable() throws {
        var issues: [String] = []
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: .init(for: .init(displayScale: 1)))
            .image { context in
                let cg = context.cgContext
                issues = RuntimeIssue.capture {
                    cg.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
                    cg.scaleBy(x: .infinity, y: 1)
                    cg.translateBy(x: .nan, y: 0)
                    cg.rotate(by: .infinity)
                    cg.scaleBy(x: 1e-100, y: 1e-100)   // fine alone (determinant 1e-200) …
                    cg.scaleBy(x: 1e-100, y: 1e-100)   // … but twice the determinant underflows to 0
                }
                cg.scaleBy(x: 1e100, y: 1e100)
                cg.setFillColor(UIColor.red.cgColor)
                cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        let pixels = try #require(image.cgImage)
        #expect(pixels.pixel(x: 5, y: 5).r == 255)
        #expect(issues.count == 5)
    }

    @Test("Arcs of radius 1e308 or 1e100 (context and UIBezierPath) and a path of 1,000,000 points draw and return (the time limit catches a hang)",
          .timeLimit(.minutes(10)))
    func hugeArcsAndPaths() {
        _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: .init(for: .init(displayScale: 1))).image { context in
            let cg = context.cgContext
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            for radius: CGFloat in [1e308, 1e100, 1e30] {
                cg.addArc(center: CGPoint(x: 10, y: 10), radius: radius, startAngle: 0, endAngle: 3, clockwise: false)
                cg.fillPath()
                cg.addArc(center: .zero, radius: radius, startAngle: 0, endAngle: 7, clockwise: true)
                cg.strokePath()
                let path = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: radius, startAngle: 0, endAngle: 6, clockwise: true)
                path.fill()
                path.stroke()
            }
            // A million crossing segments fill in a few seconds; Cairo strokes them far more
            // slowly (about 15 s), so the stroke takes a tenth of them.
            func zigzag(_ count: Int) -> UIBezierPath {
                let path = UIBezierPath()
                path.move(to: .zero)
                for i in 0..<count {
                    path.addLine(to: CGPoint(x: CGFloat(i % 1000) * 0.02, y: CGFloat(i / 1000) * 0.02 + CGFloat(i % 7)))
                }
                return path
            }
            zigzag(1_000_000).fill()
            zigzag(100_000).stroke()
        }
    }

    /// Found by view-fuzz (seed 0x5eed0f42): a translucent view groups its subtree on a
    /// surface narrowed to what the subtree covers; a subview reaching past 1e308 points
    /// covered infinite and NaN pixels, and narrowing the clip to them stopped the process.
    @Test("A translucent view whose subview reaches past 1e308 points composites (the group is not narrowed), not a crash")
    func translucentViewWithHugeSubview() {
        let host = UITestHost(size: CGSize(width: 20, height: 20), scale: 2)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.alpha = 0.5
        container.backgroundColor = .blue
        let far = UIView(frame: CGRect(x: 1e308, y: 0, width: 1e308, height: 10))
        far.backgroundColor = .red
        container.addSubview(far)
        container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        host.window.addSubview(container)
        #expect(host.renderScreen().width == 40)
        far.frame = CGRect(x: -1e308, y: -1e308, width: 1e308, height: 1e308)
        #expect(host.renderScreen().width == 40)
    }
}

/// A view that removes its siblings (and adds one) while it is hit-tested.
private final class Meddler: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for sibling in superview?.subviews ?? [] where sibling !== self { sibling.removeFromSuperview() }
        superview?.addSubview(UIView(frame: bounds))
        return nil
    }
}

/// Code run during a traversal may change the tree under it; the traversal goes on over the
/// tree as it was (UIKit enumerates copies), never past the end of a shrunken list.
@Suite("Mutation while iterating", .serialized, .freshContext) @MainActor
struct MutationWhileIteratingTests {
    @Test("A subview that removes its siblings while hitTest iterates them: the test finishes over the subviews it began with")
    func hitTestMutation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(below)
        for _ in 0..<3 { root.addSubview(UIView(frame: CGRect(x: 60, y: 60, width: 10, height: 10))) }
        root.addSubview(Meddler(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        // The meddler answers nil; `below`, removed meanwhile, is still tested and hit.
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === below)
        #expect(root.subviews.count == 2)
    }
}


/// Two views in a row under `root`, `gap` apart; `b` wants to be 500 wide but stays inside.
@MainActor private func rowLayout(gap: CGFloat) -> (root: UIView, a: UIView, b: UIView, gap: NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let a = UIView(), b = UIView()
    for v in [a, b] {
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
    }
    let gapConstraint = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: gap)
    let wide = b.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultLow
    NSLayoutConstraint.activate([
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.widthAnchor.constraint(equalToConstant: 50),
        gapConstraint, wide, b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
        a.topAnchor.constraint(equalTo: root.topAnchor, constant: 4), a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
        b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8), b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
    ])
    root.layoutIfNeeded()
    return (root, a, b, gapConstraint)
}

/// Constants and multipliers far out of range never leave the layout engine broken: once
/// they are back to normal, the layout is the one a fresh engine gives.
@Suite("Bad numbers in Auto Layout", .serialized, .freshContext) @MainActor
struct BadLayoutNumberTests {
    @Test("A constant of ±1e100 or ±1e308, then back to 8: the frames equal a fresh engine's",
          arguments: [1e100, 1e308, -1e308, 1e300, CGFloat.greatestFiniteMagnitude])
    func hugeConstantRecovers(huge: CGFloat) {
        let fresh = rowLayout(gap: 8)
        let row = rowLayout(gap: 8)
        row.gap.constant = huge
        row.root.layoutIfNeeded()
        #expect(row.a.frame.minX.isFinite && row.b.frame.width.isFinite)
        row.gap.constant = 8
        row.root.layoutIfNeeded()
        #expect(row.a.frame == fresh.a.frame)
        #expect(row.b.frame == fresh.b.frame)
    }

    @Test("A NaN or infinite constant is reported and ignored: the old constant stays and the layout is unchanged")
    func nonFiniteConstantIgnored() {
        let fresh = rowLayout(gap: 8)
        let row = rowLayout(gap: 8)
        let issues = RuntimeIssue.capture {
            row.gap.constant = .nan
            row.gap.constant = .infinity
            row.gap.constant = -.infinity
        }
        row.root.layoutIfNeeded()
        #expect(issues.count == 3)
        #expect(row.gap.constant == 8)
        #expect(row.b.frame == fresh.b.frame)
    }

    @Test("A constraint with a 1e308 or 1e-308 multiplier, added then removed: the frames equal a fresh engine's",
          arguments: [1e308, 1e-308, 1e200])
    func hugeMultiplierRecovers(multiplier: CGFloat) {
        let fresh = rowLayout(gap: 8)
        let row = rowLayout(gap: 8)
        for priority in [UILayoutPriority.required, .defaultHigh] {
            let odd = row.b.widthAnchor.constraint(equalTo: row.a.widthAnchor, multiplier: multiplier, constant: 1e300)
            odd.priority = priority
            odd.isActive = true
            row.root.layoutIfNeeded()
            odd.isActive = false
            row.root.layoutIfNeeded()
            #expect(row.a.frame == fresh.a.frame)
            #expect(row.b.frame == fresh.b.frame)
        }
    }
}
