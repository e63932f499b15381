import Foundation
import Testing
import UIKit
import UIKitTesting

/// Every UIKit test of this package runs in a context of its own (`.freshContext`). Tests run
/// side by side, and a test that turns the run loop (`runLoopTurn`, `renderScreen`, `run()`)
/// lets it run other tests' main-actor work in the middle of its own: two tests sharing the
/// process's context would each replace the other's application, screen and clock.
@Suite("Test isolation") struct TestIsolationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let folders = ["UIKitTests", "Swift5ClientTests", "UIKitSDLTests"]

    /// The Swift files under the test folders, with their text.
    static func sources() -> [(path: String, text: String)] {
        folders.flatMap { folder -> [(String, String)] in
            let base = root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            return files.compactMap { url in
                (try? String(contentsOf: url, encoding: .utf8)).map { (url.path, $0) }
            }
        }
    }

    @Test("Every file of tests has .freshContext, or extends a suite that has it")
    func everySuiteHasAFreshContext() throws {
        let sources = Self.sources()
        try #require(sources.count > 100, "the test sources were not found under \(Self.root.path)")
        // Suites declared with the trait: `@Suite(…, .freshContext…) … struct Name` (the type
        // may follow on the next line).
        var fresh: Set<String> = []
        let declaration = /(?:struct|enum|final class|class)\s+(\w+)/
        for (_, text) in sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() where line.contains("@Suite") && line.contains(".freshContext") {
                let here = line + (i + 1 < lines.count ? " " + lines[i + 1] : "")
                if let match = here.firstMatch(of: declaration) { fresh.insert(String(match.1)) }
            }
        }
        let extended = /^extension\s+(\w+)/.anchorsMatchLineEndings()
        var unscoped: [String] = []
        for (path, text) in sources where text.contains("@Test") && !text.contains(".freshContext") {
            guard let match = text.firstMatch(of: extended), fresh.contains(String(match.1)) else {
                unscoped.append(path.replacingOccurrences(of: Self.root.path + "/", with: ""))
                continue
            }
        }
        #expect(unscoped.isEmpty, "tests outside a fresh context: \(unscoped.sorted())")
    }

    @Test("A context observer sees what its own running system posts, not what another test's posts", .freshContext)
    @MainActor func contextObserverFilters() {
        let name = Notification.Name("TestIsolationProbe")
        var seen: [String] = []
        let token = NotificationCenter.default.addContextObserver(forName: name) { note in
            seen.append(note.object as? String ?? "?")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        _ = UITestHost(size: CGSize(width: 10, height: 10), scale: 1)   // a new context in the same scope
        NotificationCenter.default.post(name: name, object: "own")
        let other = ApplicationContext.Slot()
        ApplicationContext.withSlot(other) { NotificationCenter.default.post(name: name, object: "other test") }
        other.close()
        #expect(seen == ["own"])
    }
}
