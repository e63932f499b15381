// Kiwi, the C++ Cassowary solver the Auto Layout solver is measured against.
//
// Kiwi runs in a Python subprocess (scripts/kiwi_bench.py, kiwisolver from .venv-bench/,
// made by `scripts/bootstrap --bench`) that times its solver calls with time.perf_counter
// and prints JSON; without the venv, Kiwi is skipped and our figures are still reported.
import Foundation

/// Kiwi's figures, as scripts/kiwi_bench.py prints them.
struct KiwiBenchReport: Decodable {
    struct Figures: Decodable {
        var build_ms: Double
        var resize_us: Double
        var same_resize_us: Double
        var constant_us: Double?
        var readd_us: Double?
        var checksum: Double
    }
    struct Skipped: Decodable {
        var shape: String
        var views: Int
        var estimated_build_s: Double
    }
    var kiwisolver: String
    var results: [String: [String: Figures]]
    var skipped: [Skipped]
}

/// Runs scripts/kiwi_bench.py with the venv's Python; nil (and a note why) if it cannot.
func runKiwi(sizes: [Int]) -> (KiwiBenchReport?, String) {
    let root = FileManager.default.currentDirectoryPath
    let python = root + "/.venv-bench/bin/python"
    let script = root + "/scripts/kiwi_bench.py"
    guard FileManager.default.isExecutableFile(atPath: python), FileManager.default.fileExists(atPath: script) else {
        return (nil, "Kiwi skipped: no .venv-bench (run scripts/bootstrap --bench, or make bench)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, "--sizes", sizes.map(String.init).joined(separator: ",")]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return (nil, "Kiwi skipped: \(error)") }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        return (nil, "Kiwi skipped: kiwi_bench.py exited with status \(process.terminationStatus)")
    }
    do {
        return (try JSONDecoder().decode(KiwiBenchReport.self, from: data), "")
    } catch {
        return (nil, "Kiwi skipped: unreadable output from kiwi_bench.py (\(error))")
    }
}
