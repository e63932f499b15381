import Foundation
import FuzzSupport
import NibFuzzing
import UIKit

// nib-fuzz: loads mutated copies of real Interface Builder files, strictly and on the canvas,
// and checks that each load either succeeds or throws a NibLoadingError, in under 2 s.
//
//   nib-fuzz [--count N] [--seed S] [--only INDEX [--save FILE]] FOLDER...

let usage = "usage: nib-fuzz [--count N] [--seed S] [--only INDEX [--save FILE]] FOLDER..."
var count = 100_000
var seed: UInt64 = 0x5EED_0F1B
var only: Int?
var savePath: String?
var folders: [URL] = []
FuzzProcess.parse(CommandLine.arguments.dropFirst(), usage: usage, count: &count, seed: &seed) { argument, value in
    switch argument {
    case "--only": only = Int(value())
    case "--save": savePath = value()
    default: folders.append(URL(fileURLWithPath: argument))
    }
}
let say = FuzzProcess.say

let mutator = NibMutator(files: NibMutator.files(under: folders), seed: seed)
guard !mutator.seeds.isEmpty else {
    say("nib-fuzz: no .xib or .storyboard files under \(folders.map(\.path))\n\(usage)")
    exit(2)
}
let runner = try NibFuzzRunner(directory: FileManager.default.temporaryDirectory
    .appendingPathComponent("nib-fuzz-\(ProcessInfo.processInfo.processIdentifier)"))
let seedText = "0x" + String(seed, radix: 16)

// MARK: Crashes and hangs name the input, so it can be made again with --seed and --only.

FuzzProcess.printCrashNoteOnDeath()

/// Names the input loading for longer than a minute and ends the run: a real hang.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var started: (index: Int, origin: String, at: Date)?

    func begin(_ input: NibFuzzInput) { lock.withLock { started = (input.index, input.origin, Date()) } }
    func end() { lock.withLock { started = nil } }

    func watch(seed: String) {
        Thread.detachNewThread { [self] in
            while true {
                Thread.sleep(forTimeInterval: 1)
                guard let (index, origin, at) = lock.withLock({ started }), Date().timeIntervalSince(at) > 60 else { continue }
                say("nib-fuzz: HANG: input \(index) (from \(origin)) still loading after 60 s; reproduce with --seed \(seed) --only \(index)")
                exit(3)
            }
        }
    }
}
let watchdog = Watchdog()
watchdog.watch(seed: seedText)

// MARK: The run

let indices = only.map { $0...$0 } ?? 0...(count - 1)
var loads: [String: Int] = [:]
var unexpected: [String] = []
var hangs: [String] = []
let start = Date()
say("nib-fuzz: \(indices.count) inputs from \(mutator.seeds.count) files, seed \(seedText)")
for index in indices {
    let input = mutator.input(at: index)
    if let savePath { try input.data.write(to: URL(fileURLWithPath: savePath)) }
    FuzzProcess.crashNote = "\nnib-fuzz: CRASH while loading input \(index) (from \(input.origin)); reproduce with --seed \(seedText) --only \(index)\n"
    watchdog.begin(input)
    let began = Date()
    let outcomes = runner.run(input)
    let seconds = Date().timeIntervalSince(began)
    watchdog.end()
    for outcome in outcomes {
        loads[outcome.description, default: 0] += 1
        if case .unexpected(let error) = outcome { unexpected.append("input \(index) (from \(input.origin)): \(error)") }
    }
    if seconds > 2 {
        hangs.append("input \(index) (from \(input.origin)) took \(String(format: "%.1f", seconds)) s; reproduce with --seed \(seedText) --only \(index)")
    }
    if only != nil { say("input \(index) from \(input.origin), \(input.data.count) bytes: \(outcomes)") }
    let done = index - indices.lowerBound + 1
    if done % 10_000 == 0 {
        say(String(format: "nib-fuzz: %d/%d inputs, %.0f s", done, indices.count, Date().timeIntervalSince(start)))
    }
}
FuzzProcess.crashNote = ""

let elapsed = Date().timeIntervalSince(start)
let tally = loads.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
for line in unexpected.prefix(20) { say("nib-fuzz: NOT A NibLoadingError: \(line)") }
for line in hangs { say("nib-fuzz: HANG: \(line)") }
say("nib-fuzz: \(indices.count) inputs (\(indices.count * 2) loads, strict and canvas), seed \(seedText), "
    + String(format: "%.1f s", elapsed) + ": \(tally); crashes 0, hangs \(hangs.count)")
exit(unexpected.isEmpty && hangs.isEmpty ? 0 : 1)
