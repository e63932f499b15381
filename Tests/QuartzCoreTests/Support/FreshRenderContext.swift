import Testing
@testable import QuartzCore

/// Gives each test its own render context (pipeline, screens, clock, transactions), as
/// UIKitTesting's `.freshContext` does for UIKit: tests run side by side and in any order.
struct FreshRenderContextTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let slot = RenderContext.Slot()
        do {
            try await RenderContext.withSlot(slot) { try await function() }
        } catch {
            await slot.close()
            throw error
        }
        await slot.close()
    }
}

extension Trait where Self == FreshRenderContextTrait {
    /// Runs each test in a render context of its own.
    static var freshRenderContext: Self { FreshRenderContextTrait() }
}
