import Foundation
import UIKit
import FuzzSupport
import ViewFuzzing

// view-fuzz: random sequences of calls to the public view, layer and geometry API, from
// consecutive seeds, checked after every call against the tree's invariants and every few calls
// against a full recomposite of the screen.
//
//   view-fuzz [--count N] [--seed S] [--steps N] [--frame-every N]
//
// A smaller --frame-every finds the first operation after which the damage goes wrong.

let usage = "usage: view-fuzz [--count N] [--seed S] [--steps N] [--frame-every N]"
var count = 1_000
var seed: UInt64 = 0x5EED_0F1B
var steps = 400
var frameEvery = 8
FuzzProcess.parse(CommandLine.arguments.dropFirst(), usage: usage, count: &count, seed: &seed) { argument, value in
    if argument == "--steps" {
        steps = Int(value()) ?? steps
    } else if argument == "--frame-every" {
        frameEvery = max(1, Int(value()) ?? frameEvery)
    } else {
        FuzzProcess.say(usage)
        exit(2)
    }
}
let say = FuzzProcess.say
FuzzProcess.printCrashNoteOnDeath()

let start = Date()
var failures: [String] = []
say("view-fuzz: \(count) runs of \(steps) operations from seed 0x\(String(seed, radix: 16))")
for run in 0..<count {
    let runSeed = seed &+ UInt64(run)
    FuzzProcess.crashNote = "\nview-fuzz: CRASH in the run of seed 0x\(String(runSeed, radix: 16)); reproduce with --seed 0x\(String(runSeed, radix: 16)) --count 1\n"
    let fuzzer = MainActor.assumeIsolated { ViewFuzzer(seed: runSeed) }
    if let violation = MainActor.assumeIsolated({ fuzzer.run(steps: steps, frameEvery: frameEvery) }) {
        failures.append("\(violation)")
        say("view-fuzz: VIOLATION \(violation)")
    }
    if (run + 1) % 100 == 0 {
        say(String(format: "view-fuzz: %d/%d runs, %.0f s", run + 1, count, Date().timeIntervalSince(start)))
    }
}
FuzzProcess.crashNote = ""
say(String(format: "view-fuzz: %d runs × %d operations, %.1f s; violations %d, crashes 0", count, steps,
           Date().timeIntervalSince(start), failures.count))
exit(failures.isEmpty ? 0 : 1)
