import CoreGraphics
import Foundation

/// Runs Swift Testing tests of this process by ID through the testing library's ABI entry point
/// (`swt_abiv0_getEntryPoint`, the stable way tools drive it), one call per test.
enum TestOrder {
    /// Swift Testing's `ABIv0.EntryPoint`: a configuration as JSON, a handler for each JSON
    /// record; true when no test failed.
    typealias EntryPoint = @convention(thin) @Sendable (
        UnsafeRawBufferPointer?, @escaping @Sendable (UnsafeRawBufferPointer) -> Void
    ) async throws -> Bool

    enum Outcome: Equatable, CustomStringConvertible {
        case passed, notFound
        /// The messages of the issues it recorded.
        case failed([String])
        var description: String {
            switch self {
            case .passed: "passed"
            case .failed(let messages): messages.joined(separator: "\n    ")
            case .notFound: "no test has this ID"
            }
        }
    }

    /// The seed from `OUI_TEST_ORDER_SEED`, decimal or `0x` hexadecimal.
    static var seed: UInt64? {
        guard let text = ProcessInfo.processInfo.environment["OUI_TEST_ORDER_SEED"]?.lowercased() else { return nil }
        return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    static func entryPoint() -> EntryPoint? {
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "swt_abiv0_getEntryPoint") else { return nil }
        let get = unsafeBitCast(symbol, to: (@convention(c) () -> UnsafeRawPointer).self)
        return unsafeBitCast(get(), to: EntryPoint.self)
    }

    /// The IDs of every test function (not suite) Swift Testing finds in this process.
    static func functionIDs(_ entryPoint: EntryPoint) async throws -> [String] {
        let records = Records()
        _ = try await call(entryPoint, ["listTests": true, "verbosity": Int.min], records)
        return records.payloads(kind: "test").compactMap { payload in
            payload["kind"] as? String == "function" ? payload["id"] as? String : nil
        }
    }

    /// Runs the one test `id` (all its cases) without console output of its own.
    static func run(_ id: String, _ entryPoint: EntryPoint) async throws -> Outcome {
        let records = Records()
        let passed = try await call(entryPoint, ["filter": ["^" + escaped(id) + "$"], "verbosity": Int.min, "parallel": false], records)
        let events = records.payloads(kind: "event")
        guard events.contains(where: { ["testStarted", "testSkipped"].contains($0["kind"] as? String) }) else { return .notFound }
        if passed { return .passed }
        return .failed(events.filter { $0["kind"] as? String == "issueRecorded" }.flatMap { event in
            (event["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
        })
    }

    /// Writes the order to `.build/test-orders/seed-<seed>.txt`, one ID a line, for replaying a
    /// failure with `--filter`.
    static func write(order: [String], seed: UInt64) -> String {
        let folder = URL(fileURLWithPath: ".build/test-orders", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("seed-\(seed).txt")
        try? (order.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    private static func call(_ entryPoint: EntryPoint, _ configuration: [String: Any], _ records: Records) async throws -> Bool {
        var configuration = configuration
        configuration["eventStreamVersion"] = 0
        let json = try JSONSerialization.data(withJSONObject: configuration)
        let handler: @Sendable (UnsafeRawBufferPointer) -> Void = { records.append(Data($0)) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: json.count, alignment: 1)
        defer { buffer.deallocate() }
        _ = json.copyBytes(to: buffer.bindMemory(to: UInt8.self))
        return try await entryPoint(UnsafeRawBufferPointer(buffer), handler)
    }

    /// A regular expression matching `text` literally.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}/".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

/// The JSON records of one entry-point call, which may arrive from several threads.
private final class Records: @unchecked Sendable {
    private let lock = NSLock()
    private var data: [Data] = []

    func append(_ record: Data) { lock.withLock { data.append(record) } }

    /// The payloads of the records of `kind` ("test" for listed tests, "event" for events).
    func payloads(kind: String) -> [[String: Any]] {
        lock.withLock { data }.compactMap { record in
            guard let object = try? JSONSerialization.jsonObject(with: record) as? [String: Any],
                  object["kind"] as? String == kind else { return nil }
            return object["payload"] as? [String: Any]
        }
    }
}
