import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit
import UIKitTesting

/// What the render tree knows of its own layers — how many replicators it holds, which
/// emitters — follows its render layers, not the model objects alive in the process.
@Suite("Render tree facts", .freshContext) @MainActor
struct RenderTreeFactsTests {
    @Test("The render tree counts the replicators it draws; one leaving the tree is no longer counted")
    func replicatorCount() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let before = RenderServer.replicatorCount
        // A replicator that is never shown is not the render tree's.
        let offscreen = CAReplicatorLayer()
        var replicator: CAReplicatorLayer? = CAReplicatorLayer()
        replicator!.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.window.layer.addSublayer(replicator!)
        host.runLoopTurn()
        #expect(RenderServer.replicatorCount == before + 1)
        replicator!.removeFromSuperlayer()
        replicator = nil
        host.runLoopTurn()
        #expect(RenderServer.replicatorCount == before)
        _ = offscreen
    }

    @Test("The render tree keeps its emitters; an emitter never shown is not among them")
    func emitters() {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 1)
        let offscreen = CAEmitterLayer()
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.window.layer.addSublayer(emitter)
        host.runLoopTurn()
        let shown = RenderServer.emitters.compactMap(\.layer)
        #expect(shown.contains { $0 === emitter._renderLayer })
        #expect(offscreen._renderLayer == nil)
    }
}
