import Synchronization

/// A task-local value that costs one relaxed load to read while no scope binds it.
///
/// The running contexts are found through a slot bound to the task (a test's own) or, when
/// none is, the process's (an app's). Every layer change asks for the current context, and a
/// task-local lookup there is most of that change's cost; an app never binds one, so while
/// no scope is bound the answer is "none" without looking. Bindings go through `withValue`,
/// which keeps the count, so a bound scope is never missed.
package final class ScopedBinding<Value: AnyObject & Sendable>: Sendable {
    @usableFromInline let local = TaskLocal<Value?>(wrappedValue: nil)
    /// The scopes bound now, in any task.
    @usableFromInline let scopes = Atomic<Int>(0)

    package init() {}

    /// The value bound to the running task (and the tasks it made), if any.
    @inlinable package var bound: Value? {
        scopes.load(ordering: .relaxed) == 0 ? nil : local.get()
    }

    /// Runs `operation` with `value` bound.
    package func withValue<R>(_ value: Value, operation: () throws -> R) rethrows -> R {
        scopes.add(1, ordering: .relaxed)
        defer { scopes.subtract(1, ordering: .relaxed) }
        return try local.withValue(value, operation: operation)
    }

    /// Runs `operation` with `value` bound, in it and the tasks it makes.
    package func withValue<R>(_ value: Value, isolation: isolated (any Actor)? = #isolation,
                              operation: () async throws -> R) async rethrows -> R {
        scopes.add(1, ordering: .relaxed)
        defer { scopes.subtract(1, ordering: .relaxed) }
        return try await local.withValue(value, operation: operation, isolation: isolation)
    }
}
