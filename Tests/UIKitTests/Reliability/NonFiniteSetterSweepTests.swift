import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// Every public numeric setter with values that are not numbers or far out of range: the
/// frame after it renders to the end, the getter reads what UIKit or Core Animation keeps
/// (refused values leave a message naming the API), and once the value is sane again the
/// screen is that of a fresh, identical scene (to one level per channel, see `matches`).
@Suite("Non-finite setter sweep", .serialized, .freshContext) @MainActor
struct NonFiniteSetterSweepTests {
    typealias Row = NonFiniteSweep.Row
    typealias Scene = NonFiniteSweep.Scene

    /// Applies each value of `row`, renders, checks the getter, the message and the frame's
    /// sentinel, restores, renders and compares with a fresh scene's frame.
    private func sweep(_ row: Row) {
        let reference = Scene().render()
        let scene = Scene()
        #expect(scene.render() == reference, "two fresh scenes render alike")
        for value in row.values {
            var first: CGImage?
            let messages = RuntimeIssue.capture {
                row.apply(scene, value)
                scene.sentinel.backgroundColor = .cyan
                if row.advancesTime { scene.host.advanceTime(by: 0.25) }
                first = scene.host.renderScreen()
            }
            #expect(row.rule(scene, value), "\(row.name) = \(value): the getter breaks the rule")
            if let api = row.message, row.refuses(value) {
                #expect(messages.contains { $0.contains(api) }, "\(row.name) = \(value): no message naming \(api) in \(messages)")
            }
            if let first {
                if row.sentinelShows { #expect(scene.sentinelShows(first), "\(row.name) = \(value): the frame stopped drawing") }
                if row.drawsOnCanvas { #expect(scene.markerShows(first), "\(row.name) = \(value): the context stopped drawing") }
            }
            // The restored values take effect at once: no implicit animation from the odd value
            // back, and none still running towards it.
            CATransaction.setDisableActions(true)
            row.restore(scene)
            scene.sentinel.backgroundColor = .magenta
            for layer in [scene.layer, scene.shape, scene.gradient] { layer.removeAllAnimations() }
            #expect(NonFiniteSweep.matches(scene.render(), reference), "\(row.name) = \(value): the scene did not recover")
        }
    }

    /// UIView geometry, alpha, scale and margins: CALayer refuses NaN and infinite geometry
    /// (CALayerInvalidGeometry); a view renders and recovers from any value.
    @Test(arguments: NonFiniteSweep.viewRows) private func viewSetter(_ row: Row) { sweep(row) }

    /// CALayer, CAShapeLayer and CAGradientLayer properties: geometry and timing refuse
    /// non-finite values; the specialised layers fall back to their defaults.
    @Test(arguments: NonFiniteSweep.layerRows) private func layerSetter(_ row: Row) { sweep(row) }

    /// Core Graphics calls with values that are not finite are ignored (a CTM change that
    /// would make the CTM non-invertible is reported), and the context keeps drawing.
    @Test(arguments: NonFiniteSweep.contextRows) private func contextCall(_ row: Row) { sweep(row) }

    /// Fonts, colors, scroll views, animations and particles with values out of range.
    @Test(arguments: NonFiniteSweep.otherRows) private func otherSetter(_ row: Row) { sweep(row) }
}
