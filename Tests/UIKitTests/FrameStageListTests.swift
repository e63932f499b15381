@testable import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

@Suite("The frame pipeline's stages", .serialized, .freshContext) @MainActor
struct FrameStageListTests {
    @Test("A commit runs the one declared list of stages, in order; new test hosts and Auto Layout used again add none")
    func stageListDoesNotGrow() {
        for _ in 0..<3 {
            let host = UITestHost()
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(view)
            view.widthAnchor.constraint(equalToConstant: 10).isActive = true
            host.runLoopTurn()
        }
        #expect(FramePipeline.current.stageNames == ["updateConstraints", "layout", "focus", "display", "animations", "render"])
        #expect(Set(FramePipeline.current.stageNames).count == FramePipeline.current.stageNames.count)
    }
}
