import QuartzCore
import Testing
import UIKit

/// Gives each test its own running system: an application, screens, frame pipeline, clock,
/// animations and Auto Layout queues that no other test sees, made on first use and gone when
/// the test ends. Tests with it run side by side and in any order, whatever the others do.
///
/// ```swift
/// @Suite(.freshContext) @MainActor
/// struct BadgeViewTests {
///     @Test func badgeSizesToItsText() { … }   // UIScreen.main is this test's own
/// }
/// ```
///
/// A `UITestHost` made inside such a test starts another fresh context in the same scope.
public struct FreshContextTrait: SuiteTrait, TestTrait, TestScoping {
    /// Every test of a suite gets its own context, not one for the whole suite.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let (app, render) = await MainActor.run { (ApplicationContext.Slot(), RenderContext.Slot()) }
        // The test's windows, views and layers go with its context, on the main actor, before
        // the test counts as finished.
        let close = { @MainActor in app.close(); render.close() }
        do {
            try await ApplicationContext.withSlot(app) {
                try await RenderContext.withSlot(render) {
                    try await function()
                }
            }
        } catch {
            await close()
            throw error
        }
        await close()
    }
}

extension Trait where Self == FreshContextTrait {
    /// Runs each test in a running system of its own (`FreshContextTrait`).
    public static var freshContext: Self { FreshContextTrait() }
}
