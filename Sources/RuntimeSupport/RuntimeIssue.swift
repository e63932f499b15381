import Foundation

/// Reports misuse that UIKit answers with a documented fallback rather than an exception
/// (a NaN frame ignored, an unknown sibling, …): the program goes on, the developer is told.
///
/// Messages go to standard error, once per distinct text, unless a test is capturing them.
package enum RuntimeIssue {
    @TaskLocal static var recorder: Recorder?

    package final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var storage: [String] = []
        func append(_ m: String) { lock.lock(); storage.append(m); lock.unlock() }
        var messages: [String] { lock.lock(); defer { lock.unlock() }; return storage }
    }

    private static let reported = ReportedSet()

    /// Reports `message`; the text should name the rule that was broken.
    package static func report(_ message: String) {
        if let recorder {
            recorder.append(message)
            return
        }
        if reported.insert(message) {
            FileHandle.standardError.write(Data("OpenUIKit: \(message)\n".utf8))
        }
    }

    /// Runs `body` and returns what it reported, instead of printing it.
    package static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let r = Recorder()
        try $recorder.withValue(r) { try body() }
        return r.messages
    }

    private final class ReportedSet: @unchecked Sendable {
        private let lock = NSLock()
        private var seen = Set<String>()
        func insert(_ s: String) -> Bool { lock.lock(); defer { lock.unlock() }; return seen.insert(s).inserted }
    }
}
