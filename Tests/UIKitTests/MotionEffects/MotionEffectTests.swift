import Testing
@testable import QuartzCore
@testable import CoreGraphics
import UIKit
import UIKitTesting
import Foundation
import RuntimeSupport

/// An effect that fades the view as the viewer moves up, to check that subclasses' values are used.
private final class FadeEffect: UIMotionEffect {
    override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        ["alpha": -0.5 * abs(viewerOffset.vertical)]
    }
}

@MainActor private func interpolating(_ keyPath: String, _ type: UIInterpolatingMotionEffect.EffectType,
                           _ minimum: Any, _ maximum: Any) -> UIInterpolatingMotionEffect {
    let effect = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
    effect.minimumRelativeValue = minimum
    effect.maximumRelativeValue = maximum
    return effect
}

@Suite("Motion effects", .serialized, .freshContext) @MainActor
struct MotionEffectTests {
    /// A 100 × 100 screen at scale 1 with a red 20 × 20 view at (40, 40): center (50, 50).
    func scene() -> (UITestHost, UIView) {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        view.backgroundColor = .red
        host.window.addSubview(view)
        host.runLoopTurn()
        return (host, view)
    }

    private func isRed(_ image: CGImage, _ x: Int, _ y: Int) -> Bool {
        let p = image.buffer.pixel(x: x, y: y)
        return p.r > 200 && p.g < 50 && p.b < 50
    }

    @Test("An interpolating effect maps −1, 0 and 1 to the minimum, the midpoint and the maximum, linearly between, on its own axis")
    func interpolation() {
        let x = interpolating("center.x", .tiltAlongHorizontalAxis, -10, 30)
        let value = { (h: CGFloat, v: CGFloat) in x.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: h, vertical: v))?["center.x"] as? CGFloat }
        #expect(value(-1, 0) == -10)
        #expect(value(0, 1) == 10)
        #expect(value(1, -1) == 30)
        #expect(value(0.5, 0) == 20)
        #expect(value(-0.25, 0) == 5)
        #expect(value(3, 0) == 30, "offsets past the range are clamped")
        let y = interpolating("layer.shadowOffset", .tiltAlongVerticalAxis, CGSize(width: -4, height: -8), CGSize(width: 4, height: 8))
        #expect(y.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 0.5))?["layer.shadowOffset"] as? CGSize
                == CGSize(width: 2, height: 4))
        let unset = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        #expect(unset.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: 1)) == nil)
    }

    @Test("The viewer offset moves the presentation and the pixels; center and layer.position keep the model's values")
    func presentationOnly() {
        let (host, view) = scene()
        view.addMotionEffect(interpolating("center.x", .tiltAlongHorizontalAxis, -30, 30))
        host.viewerOffset = UIOffset(horizontal: 1, vertical: 0)
        let image = host.renderScreen()
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.layer.position == CGPoint(x: 50, y: 50))
        #expect(view.layer.presentation()?.position == CGPoint(x: 80, y: 50))
        #expect(isRed(image, 85, 50))
        #expect(!isRed(image, 45, 50))
        host.viewerOffset = UIOffset(horizontal: -0.5, vertical: 0)
        let moved = host.renderScreen()
        #expect(view.layer.presentation()?.position == CGPoint(x: 35, y: 50))
        #expect(isRed(moved, 30, 50) && !isRed(moved, 55, 50))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("A still viewer asks for no further frames: the effect's values hold without a running animation")
    func noFramesWhileStill() {
        let (host, view) = scene()
        view.addMotionEffect(interpolating("center.y", .tiltAlongVerticalAxis, -10, 10))
        host.viewerOffset = UIOffset(horizontal: 0, vertical: 1)
        host.runLoopTurn()
        host.advanceTime(by: 1.0 / 60)
        #expect(!FramePipeline.current.needsFrame)
        host.advanceTime(by: 10)
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 60))
    }

    @Test("layer.shadowOffset, alpha and transform: the presentation gets model + value, the model is unchanged")
    func otherKeyPaths() {
        let (host, view) = scene()
        view.layer.shadowOffset = CGSize(width: 0, height: 3)
        view.alpha = 0.9
        view.addMotionEffect(interpolating("layer.shadowOffset", .tiltAlongHorizontalAxis, CGSize(width: -6, height: 0), CGSize(width: 6, height: 0)))
        view.addMotionEffect(interpolating("alpha", .tiltAlongVerticalAxis, -0.4, 0))
        view.addMotionEffect(interpolating("transform", .tiltAlongHorizontalAxis,
                                           CGAffineTransform(translationX: -8, y: 0), CGAffineTransform(translationX: 8, y: 0)))
        host.viewerOffset = UIOffset(horizontal: 0.5, vertical: -1)
        host.runLoopTurn()
        let presentation = view.layer.presentation()!
        #expect(presentation.shadowOffset == CGSize(width: 3, height: 3))
        #expect(abs(presentation.opacity - 0.5) < 1e-6)
        #expect(presentation.transform.m41 == 4)
        #expect(view.layer.shadowOffset == CGSize(width: 0, height: 3))
        #expect(abs(view.alpha - 0.9) < 1e-6)
        #expect(view.transform == .identity)
    }

    @Test("A group adds its effects' values: two on one key path add up, others apply together")
    func groupCombines() {
        let (host, view) = scene()
        let group = UIMotionEffectGroup()
        group.motionEffects = [
            interpolating("center.x", .tiltAlongHorizontalAxis, -10, 10),
            interpolating("center.x", .tiltAlongVerticalAxis, -5, 5),
            interpolating("center.y", .tiltAlongVerticalAxis, -20, 20),
        ]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))
        #expect(values?["center.x"] as? CGFloat == 5)
        #expect(values?["center.y"] as? CGFloat == -20)
        view.addMotionEffect(group)
        host.viewerOffset = UIOffset(horizontal: 1, vertical: -1)
        host.runLoopTurn()
        #expect(view.layer.presentation()?.position == CGPoint(x: 55, y: 30))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("A UIMotionEffect subclass's keyPathsAndRelativeValues(forViewerOffset:) is what the view shows")
    func customSubclass() {
        let (host, view) = scene()
        view.addMotionEffect(FadeEffect())
        host.viewerOffset = UIOffset(horizontal: 0, vertical: -0.8)
        host.runLoopTurn()
        #expect(abs(view.layer.presentation()!.opacity - 0.6) < 1e-6)
        #expect(view.alpha == 1)
    }

    @Test("motionEffects lists effects in order without duplicates; removing one, or setting an empty list, restores the presentation")
    func removalRestores() {
        let (host, view) = scene()
        let x = interpolating("center.x", .tiltAlongHorizontalAxis, -10, 10)
        let y = interpolating("center.y", .tiltAlongVerticalAxis, -10, 10)
        view.addMotionEffect(x)
        view.addMotionEffect(y)
        view.addMotionEffect(x)
        #expect(view.motionEffects.count == 2 && view.motionEffects[0] === x && view.motionEffects[1] === y)
        host.viewerOffset = UIOffset(horizontal: 1, vertical: 1)
        host.runLoopTurn()
        #expect(view.layer.presentation()?.position == CGPoint(x: 60, y: 60))
        view.removeMotionEffect(x)
        host.runLoopTurn()
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 60))
        view.motionEffects = []
        let image = host.renderScreen()
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 50))
        #expect(view.layer.animationKeys() == nil)
        #expect(isRed(image, 45, 45) && !isRed(image, 65, 65))
    }

    @Test("A view outside a window shows no effect; added to one it follows the viewer, removed it drops the effect")
    func onlyInAWindow() {
        let (host, _) = scene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.addMotionEffect(interpolating("center.x", .tiltAlongHorizontalAxis, -10, 10))
        host.viewerOffset = UIOffset(horizontal: 1, vertical: 0)
        #expect(view.layer.animationKeys() == nil)
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(view.layer.presentation()?.position == CGPoint(x: 15, y: 5))
        view.removeFromSuperview()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.motionEffects.count == 1, "the view keeps its effects")
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(view.layer.presentation()?.position == CGPoint(x: 15, y: 5))
        #expect(view.center == CGPoint(x: 5, y: 5))
    }

    @Test("An unknown key path or a value of the wrong type is reported once and ignored; the other effects still apply")
    func unsupportedKeyPaths() {
        let (host, view) = scene()
        let issues = RuntimeIssue.capture {
            view.addMotionEffect(interpolating("cornerWobble", .tiltAlongHorizontalAxis, -1, 1))
            view.addMotionEffect(interpolating("center", .tiltAlongHorizontalAxis, -1, 1))
            view.addMotionEffect(interpolating("center.y", .tiltAlongHorizontalAxis, -10, 10))
            host.viewerOffset = UIOffset(horizontal: 1, vertical: 0)
            host.viewerOffset = UIOffset(horizontal: 0.5, vertical: 0)
        }
        #expect(issues.filter { $0.contains("\"cornerWobble\"") }.count == 1)
        #expect(issues.filter { $0.contains("\"center\"") && $0.contains("CGPoint") }.count == 1)
        host.runLoopTurn()
        #expect(view.layer.presentation()?.position == CGPoint(x: 50, y: 55))
    }

    @Test("Effects copy and archive with their settings")
    func copyingAndCoding() throws {
        let effect = interpolating("center.x", .tiltAlongVerticalAxis, -3, 3)
        let copy = effect.copy() as! UIInterpolatingMotionEffect
        #expect(copy !== effect && copy.keyPath == "center.x" && copy.type == .tiltAlongVerticalAxis)
        #expect(copy.maximumRelativeValue as? Int == 3)
        let data = try NSKeyedArchiver.archivedData(withRootObject: effect, requiringSecureCoding: false)
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
        unarchiver.requiresSecureCoding = false
        let decoded = try #require(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? UIInterpolatingMotionEffect)
        #expect(decoded.keyPath == "center.x" && decoded.type == .tiltAlongVerticalAxis)
        #expect(decoded.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0, vertical: 1))?["center.x"] as? CGFloat == 3)
    }
}
