import Foundation
import UIKit
import ViewFuzzing

// view-fuzz: random sequences of calls to the public view, layer and geometry API, from
// consecutive seeds, checked after every call against the tree's invariants and every few calls
// against a full recomposite of the screen.
//
//   view-fuzz [--count N] [--seed S] [--steps N]

let usage = "usage: view-fuzz [--count N] [--seed S] [--steps N]"
var count = 1_000
var seed: UInt64 = 0x5EED_0F1B
var steps = 400
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    func value() -> String {
        guard let next = arguments.popFirst() else { fatalError("\(argument) needs a value\n\(usage)") }
        return next
    }
    switch argument {
    case "--count": count = Int(value()) ?? count
    case "--seed":
        let text = value()
        seed = (text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)) ?? seed
    case "--steps": steps = Int(value()) ?? steps
    case "--help", "-h": say(usage); exit(0)
    default: say(usage); exit(2)
    }
}

/// Writes a line unbuffered, so nothing is lost when the sanitizer ends the process.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// What to print if the process dies during a run; written with write(2) only.
nonisolated(unsafe) var crashNote: [UInt8] = []
nonisolated(unsafe) var previousActions = Array(repeating: sigaction(), count: 32)

for signal in [SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV] {
    if signal == SIGSEGV || signal == SIGBUS, dlsym(nil, "__asan_init") != nil { continue }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { number in
        crashNote.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
        sigaction(number, &previousActions[Int(number)], nil)
        raise(number)
    }
    sigaction(signal, &action, &previousActions[Int(signal)])
}

let start = Date()
var failures: [String] = []
say("view-fuzz: \(count) runs of \(steps) operations from seed 0x\(String(seed, radix: 16))")
for run in 0..<count {
    let runSeed = seed &+ UInt64(run)
    crashNote = Array("\nview-fuzz: CRASH in the run of seed 0x\(String(runSeed, radix: 16)); reproduce with --seed 0x\(String(runSeed, radix: 16)) --count 1\n".utf8)
    let fuzzer = MainActor.assumeIsolated { ViewFuzzer(seed: runSeed) }
    if let violation = MainActor.assumeIsolated({ fuzzer.run(steps: steps) }) {
        failures.append("\(violation)")
        say("view-fuzz: VIOLATION \(violation)")
    }
    if (run + 1) % 100 == 0 {
        say(String(format: "view-fuzz: %d/%d runs, %.0f s", run + 1, count, Date().timeIntervalSince(start)))
    }
}
crashNote = []
say(String(format: "view-fuzz: %d runs × %d operations, %.1f s; violations %d, crashes 0", count, steps,
           Date().timeIntervalSince(start), failures.count))
exit(failures.isEmpty ? 0 : 1)

/// LeakSanitizer's suppressions, all outside this package's code: fontconfig's caches are
/// never freed.
@_cdecl("__lsan_default_suppressions")
func leakSuppressions() -> UnsafePointer<CChar> {
    let list: StaticString = "leak:libfontconfig.so\n"
    return UnsafeRawPointer(list.utf8Start).assumingMemoryBound(to: CChar.self)
}
