import CoreGraphics
import Foundation
import QuartzCore
import UIKit
import UIKitTesting
internal import RuntimeSupport

/// Random sequences of calls to the public geometry, layer and view API, from a seed, on a
/// headless screen. After each call the tree must keep its invariants (`ViewTreeInvariants`),
/// and every few calls a frame composited from damage must equal a full recomposite. Calls that
/// break a documented precondition (a view added to its own descendant, a mask cycle) are
/// skipped: the library stops on those by design.
@MainActor
package final class ViewFuzzer {
    /// An invariant that failed, with the operations that led to it.
    package struct Violation: CustomStringConvertible {
        package let seed: UInt64
        package let step: Int
        package let problems: [String]
        package let operations: [String]

        package var description: String {
            "seed 0x\(String(seed, radix: 16)), step \(step): \(problems.prefix(5).joined(separator: "; "))\n  after: "
                + operations.suffix(12).joined(separator: " → ")
        }
    }

    package let seed: UInt64
    /// The operations run so far, by name: the reproduction of a violation.
    package private(set) var operations: [String] = []
    private let host: UITestHost
    private var random: SplitMix64
    private var views: [UIView] = []
    private var made = 0

    package init(seed: UInt64, size: CGSize = CGSize(width: 96, height: 96)) {
        self.seed = seed
        random = SplitMix64(seed: seed)
        host = UITestHost(size: size, scale: 1)
        host.window.backgroundColor = .white
    }

    /// Runs `steps` operations, compositing a frame every `frameEvery`; stops at the first
    /// violation.
    package func run(steps: Int, frameEvery: Int = 8) -> Violation? {
        for step in 0..<steps {
            // Ignored invalid values are reported as they are meant to be; the run is quiet.
            _ = RuntimeIssue.capture { operate() }
            var problems = ViewTreeInvariants.violations(under: host.window)
            for view in views where view.window == nil && view.superview == nil {
                problems += ViewTreeInvariants.violations(under: view)
            }
            if problems.isEmpty, step % frameEvery == frameEvery - 1 { problems += damageMatchesFullRecomposite() }
            if !problems.isEmpty {
                finish()
                return Violation(seed: seed, step: step, problems: problems, operations: operations)
            }
        }
        finish()
        return nil
    }

    /// Takes the views out of the window, as an app closing the screen does: their pending
    /// animations end (completion blocks holding views let go), so what stays allocated after
    /// a run is a leak for LeakSanitizer to name. Views never shown keep animations that
    /// never run; those are removed by hand.
    private func finish() {
        for view in host.window.subviews { view.removeFromSuperview() }
        for view in views { view.layer.removeAllAnimations() }
        host.runLoopTurn()
    }

    /// A run-loop turn, then the same tree composited again from scratch: the two must agree.
    ///
    /// Within antialiasing noise: Cairo builds a shape clipped by a rotated or rounded
    /// `masksToBounds` from polygons cut at the clip's extents, so an edge pixel may come out
    /// a few levels apart when a frame is drawn for part of the screen. A damage bug leaves
    /// whole areas stale (differences of a hundred levels and more), which this still catches.
    private func damageMatchesFullRecomposite() -> [String] {
        let partial = host.renderScreen()
        guard let target = host.screen.renderTarget else { return ["the screen has no framebuffer"] }
        RenderServer.composite(target)
        let full = CGImage(buffer: target.buffer.copy())
        guard let noisy = ReferenceImage.difference(partial, full, tolerance: 2, name: "damage-only frame") else { return [] }
        let stale = ReferenceImage.difference(partial, full, tolerance: 16, name: "damage-only frame")
        return stale == nil && noisy.pixelCount <= 32 ? [] : [(stale ?? noisy).message]
    }

    // MARK: Operations

    private func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &random) == 0 }
    private func number(_ range: ClosedRange<CGFloat>) -> CGFloat {
        // Now and then a value the API must survive: NaN, infinite or huge.
        if chance(40) { return [CGFloat.nan, .infinity, -.infinity, 1e308, -1e12][Int.random(in: 0..<5, using: &random)] }
        return (CGFloat.random(in: range, using: &random) * 4).rounded() / 4
    }
    private func anyView() -> UIView? { views.isEmpty ? nil : views[Int.random(in: 0..<views.count, using: &random)] }
    /// A container: the window or one of the views.
    private func anyContainer() -> UIView { chance(3) ? host.window : (anyView() ?? host.window) }

    private func note(_ name: String, _ view: UIView? = nil) {
        operations.append(view.map { "\(name)(#\($0.tag))" } ?? name)
    }

    private func operate() {
        guard let view = anyView(), views.count > 2 else { return makeView() }
        switch Int.random(in: 0..<24, using: &random) {
        case 0, 1: makeView()
        case 2:
            let container = anyContainer()
            guard container !== view, !container.isDescendant(of: view) else { return note("skip addSubview") }
            note("addSubview to #\(container.tag)", view)
            container.addSubview(view)
        case 3:
            let container = anyContainer()
            guard container !== view, !container.isDescendant(of: view) else { return note("skip insertSubview") }
            let index = Int.random(in: 0...container.subviews.count + 1, using: &random)
            note("insertSubview at \(index) of #\(container.tag)", view)
            container.insertSubview(view, at: index)
        case 4: note("removeFromSuperview", view); view.removeFromSuperview()
        case 5:
            guard let superview = view.superview, superview.subviews.count > 1 else { return }
            let a = Int.random(in: 0..<superview.subviews.count, using: &random)
            let b = Int.random(in: 0..<superview.subviews.count, using: &random)
            note("exchangeSubview \(a) \(b) of #\(superview.tag)")
            superview.exchangeSubview(at: a, withSubviewAt: b)
        case 6: note("bringSubviewToFront", view); view.superview?.bringSubviewToFront(view)
        case 7: note("sendSubviewToBack", view); view.superview?.sendSubviewToBack(view)
        case 8:
            let frame = CGRect(x: number(-20...90), y: number(-20...90), width: number(0...60), height: number(0...60))
            note("frame = \(frame)", view); view.frame = frame
        case 9:
            let bounds = CGRect(x: number(-10...10), y: number(-10...10), width: number(0...60), height: number(0...60))
            note("bounds = \(bounds)", view); view.bounds = bounds
        case 10:
            let center = CGPoint(x: number(-10...100), y: number(-10...100))
            note("center = \(center)", view); view.center = center
        case 11:
            let transform: CGAffineTransform = switch Int.random(in: 0..<4, using: &random) {
            case 0: .identity
            case 1: CGAffineTransform(rotationAngle: number(-4...4))
            case 2: CGAffineTransform(scaleX: number(-2...2), y: number(-2...2))
            default: CGAffineTransform(translationX: number(-20...20), y: number(-20...20))
            }
            note("transform = \(transform)", view); view.transform = transform
        case 12: let alpha = number(0...1); note("alpha = \(alpha)", view); view.alpha = alpha
        case 13: note("isHidden.toggle", view); view.isHidden.toggle()
        case 14:
            let color = chance(5) ? nil : UIColor(hue: number(0...1), saturation: 0.7, brightness: 0.8, alpha: chance(3) ? 0.5 : 1)
            note("backgroundColor = \(color.map { "\($0)" } ?? "nil")", view); view.backgroundColor = color
        case 15:
            let radius = number(0...20); note("cornerRadius = \(radius)", view); view.layer.cornerRadius = radius
        case 16:
            if chance(2) { note("clipsToBounds.toggle", view); view.clipsToBounds.toggle() }
            else { note("masksToBounds.toggle", view); view.layer.masksToBounds.toggle() }
        case 17:
            // A fresh layer, or none: a mask never in the tree cannot make a cycle.
            if chance(3) { note("mask = nil", view); view.layer.mask = nil; return }
            let mask = CALayer()
            mask.frame = CGRect(x: number(0...20), y: number(0...20), width: number(0...40), height: number(0...40))
            mask.backgroundColor = UIColor.black.cgColor
            note("mask = \(mask.frame)", view); view.layer.mask = mask
        case 18:
            if chance(2) { note("setNeedsLayout", view); view.setNeedsLayout() }
            else { note("layoutIfNeeded", view); view.layoutIfNeeded() }
        case 19:
            let center = CGPoint(x: number(0...96), y: number(0...96)), alpha = number(0...1)
            let removes = chance(4)
            note("animate center = \(center), alpha = \(alpha)\(removes ? ", then remove" : "")", view)
            UIView.animate(withDuration: 0.1 + Double(Int.random(in: 0..<3, using: &random)) / 10, animations: {
                view.center = center
                view.alpha = alpha
            }, completion: { _ in if removes { view.removeFromSuperview() } })
        case 20, 21:
            let seconds = Double(Int.random(in: 1...12, using: &random)) / 60
            note("advanceTime \(seconds)"); host.advanceTime(by: seconds)
        case 22:
            let point = CGPoint(x: CGFloat.random(in: 0..<96, using: &random).rounded(), y: CGFloat.random(in: 0..<96, using: &random).rounded())
            note("tap \(point)"); host.tap(at: point)
        default:
            // A plain sublayer beside the views' layers.
            let layer = CALayer()
            layer.frame = CGRect(x: number(0...40), y: number(0...40), width: number(0...30), height: number(0...30))
            layer.backgroundColor = UIColor.gray.cgColor
            note("addSublayer", view); view.layer.addSublayer(layer)
        }
    }

    /// A new view, sometimes with a tap recognizer that removes it, added to a container (or
    /// kept aside, out of any tree).
    private func makeView() {
        made += 1
        let view = UIView(frame: CGRect(x: number(0...80), y: number(0...80), width: number(4...40), height: number(4...40)))
        view.tag = made
        view.backgroundColor = UIColor(hue: CGFloat(made % 7) / 7, saturation: 0.7, brightness: 0.9, alpha: 1)
        if chance(4) {
            view.addGestureRecognizer(UITapGestureRecognizer(action: { recognizer in recognizer.view?.removeFromSuperview() }))
        }
        let container = anyContainer()
        views.append(view)
        if views.count > 40 { views.removeFirst().removeFromSuperview() }
        guard !chance(6) else { return note("makeView aside", view) }
        note("makeView in #\(container.tag)", view)
        container.addSubview(view)
    }
}
