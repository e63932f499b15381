import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// State that each thread has its own instance of, as UIKit keeps its current-context stack
/// and Core Animation its transaction: code on one thread never sees, or races with, another
/// thread's.
///
/// The main actor's work shares one instance, whichever thread runs it: on Linux the main
/// queue may be drained by a thread other than the process's main thread (after
/// `dispatchMain()`, as under `swift test`), and not always by the same one, yet the main
/// thread's state must stay one. That instance may belong to the running context instead
/// (`mainInstance`), so each context's main thread starts from its own. Other threads get an
/// instance on first use, held by a POSIX thread-specific key whose destructor releases it
/// when the thread ends.
package final class PerThread<State: AnyObject>: @unchecked Sendable {
    private var key = pthread_key_t()
    private let make: @Sendable () -> State
    private let ownMain: State?
    private let mainInstance: (@Sendable () -> State)?

    /// The main actor's instance, for code that knows it runs there (one thread check less).
    package var main: State { ownMain ?? mainInstance!() }

    /// `make` creates each thread's instance on its first use; `mainInstance`, when given,
    /// finds the main actor's (the running context's) instead.
    package init(mainInstance: (@Sendable () -> State)? = nil, _ make: @escaping @Sendable () -> State) {
        self.make = make
        self.mainInstance = mainInstance
        ownMain = mainInstance == nil ? make() : nil
        let created = pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        precondition(created == 0, "PerThread: no POSIX thread-specific key is left (pthread_key_create failed)")
    }

    /// The calling thread's instance (the main actor's on the main thread or queue).
    package var current: State {
        if MainThreadChecker.isMainThread { return main }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<State>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = make()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}
