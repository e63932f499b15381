import Testing
@testable import QuartzCore
import CoreGraphics
import RuntimeSupport

/// Each test has its own render context, so its own main-thread transaction stack.
@Suite("CATransaction", .freshRenderContext) @MainActor
struct CATransactionTests {
    /// Each test starts from a fresh render context: no open transaction, no test stages.
    func reset() {
        RenderContext.install(RenderContext())
    }

    @Test("A layer change outside any transaction opens an implicit one; nothing commits until it is flushed")
    func implicitTransaction() {
        reset()
        var commits = 0
        FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in commits += 1 }
        defer { FramePipeline.current.removeTestStages() }
        #expect(!CATransaction.isOpen)
        CALayer().position = CGPoint(x: 1, y: 1)
        #expect(CATransaction.isOpen)
        #expect(commits == 0)
        CATransaction.flush()
        #expect(commits == 1)
        #expect(!CATransaction.isOpen)
        CATransaction.flush()   // nothing open: nothing to commit
        #expect(commits == 1)
    }

    @Test("Only the outermost explicit commit runs the pipeline, phases in order")
    func nestedExplicit() {
        reset()
        var log: [String] = []
        FramePipeline.current.addTestStage(.updateConstraints, hasWork: nil) { _ in log.append("constraints") }
        FramePipeline.current.addTestStage(.layout, hasWork: nil) { _ in log.append("layout") }
        FramePipeline.current.addTestStage(.display, hasWork: nil) { _ in log.append("display") }
        FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in log.append("render") }
        defer { FramePipeline.current.removeTestStages() }
        CATransaction.begin()
        CATransaction.begin()
        CALayer().opacity = 0.5
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log == ["constraints", "layout", "display", "render"])
    }

    @Test("An explicit transaction inside the implicit one commits with it")
    func explicitInsideImplicit() {
        reset()
        var commits = 0
        FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in commits += 1 }
        defer { FramePipeline.current.removeTestStages() }
        CALayer().opacity = 0.5          // implicit transaction
        CATransaction.begin()
        CALayer().opacity = 0.25
        CATransaction.commit()
        #expect(commits == 0)
        CATransaction.flush()
        #expect(commits == 1)
    }

    @Test("flush() while explicit transactions are open waits until they commit")
    func flushIsDeferred() {
        reset()
        var commits = 0
        FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in commits += 1 }
        defer { FramePipeline.current.removeTestStages() }
        CALayer().opacity = 0.5
        CATransaction.begin()
        CATransaction.flush()
        #expect(commits == 0)
        CATransaction.commit()
        #expect(commits == 1)
        #expect(!CATransaction.isOpen)
    }

    @Test("Values are per transaction and inherited by nested ones; duration defaults to 0.25 s")
    func values() {
        reset()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.disableActions() == false)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setAnimationDuration(5)
        #expect(CATransaction.animationDuration() == 5)
        #expect(CATransaction.value(forKey: CATransaction.disableActionsKey) as? Bool == true)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test("Completion blocks run after the commit, inner transactions first")
    func completionBlocks() {
        reset()
        var log: [String] = []
        FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in log.append("render") }
        defer { FramePipeline.current.removeTestStages() }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log.isEmpty)
        CATransaction.commit()
        #expect(log == ["render", "inner", "outer"])
    }

    @Test("Transactions begun and committed inside a commit phase belong to that commit")
    func transactionsDuringCommit() {
        reset()
        var renders = 0
        FramePipeline.current.addTestStage(.layout, hasWork: nil) { _ in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            CALayer().position = CGPoint(x: 3, y: 3)
            CATransaction.commit()
        }
        FramePipeline.current.addTestStage(.render, hasWork: nil) { _ in renders += 1 }
        defer { FramePipeline.current.removeTestStages() }
        CALayer().opacity = 0.1
        CATransaction.flush()
        #expect(renders == 1)
        #expect(!CATransaction.isOpen)
    }

    @Test("commit() without begin() is reported and ignored")
    func unbalancedCommit() {
        reset()
        let issues = RuntimeIssue.capture { CATransaction.commit() }
        #expect(issues.count == 1 && issues[0].contains("without a matching begin"))
    }
}

@Suite("Media clock", .serialized, .freshRenderContext) @MainActor
struct MediaClockTests {
    @Test("CACurrentMediaTime reads the virtual clock, which moves only when advanced")
    func virtualClock() {
        let clock = MediaClock.current
        clock.useVirtualTime(startingAt: 10)
        defer { clock.useHostTime() }
        #expect(CACurrentMediaTime() == 10)
        #expect(CACurrentMediaTime() == 10)
        clock.advance(by: 1.0 / 60)
        #expect(CACurrentMediaTime() == 10 + 1.0 / 60)
    }

    @Test("The host clock is monotonic")
    func hostClock() {
        MediaClock.current.useHostTime()
        let a = CACurrentMediaTime(), b = CACurrentMediaTime()
        #expect(b >= a && a > 0)
    }
}
