import Testing
import UIKit
import UIKitTesting

/// A view made only in code whose `init(coder:)` traps, as Xcode's template writes it.
private final class CodeOnlyView: UIView {
    init() { super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view whose `init(coder:)` fails.
private final class UndecodableView: UIView {
    init() { super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
}

/// A proxy is made through `init(coder:)`: a class whose `init(coder:)` traps or fails cannot
/// have one, and the process stops with a message naming the rule (each runs in a child
/// process, an exit test).
@Suite("Appearance proxies of classes that cannot be decoded", .freshContext)
struct AppearanceProxyErrorTests {
    @Test("A proxy of a view whose init(coder:) traps stops with a message saying why and what to implement")
    func trappingInitCoder() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITestHost()
                CodeOnlyView.appearance().backgroundColor = .red
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("CodeOnlyView.appearance(): an appearance proxy is an instance of CodeOnlyView made through its init(coder:)"))
        #expect(stderr.contains("required init?(coder: NSCoder) { super.init(coder: coder)"))
    }

    @Test("A proxy of a view whose init(coder:) returns nil stops with a message naming the rule")
    func failingInitCoder() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITestHost()
                UndecodableView.appearance().backgroundColor = .red
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UndecodableView.appearance(): UndecodableView's init(coder:) returned nil"))
    }
}
