import UIKitTesting
import Foundation
import NibFuzzing
import Testing
import UIKit

/// The real Interface Builder files, mutated by `nib-fuzz`'s seeded mutator (flipped bytes,
/// ranges and lines deleted, repeated or swapped, hostile tokens, truncation, attribute values
/// such as NaN and 1e309): every input loads or throws a `NibLoadingError`, strictly and on
/// Interface Builder's canvas, promptly. `make fuzz` runs the same over 100,000 inputs under
/// AddressSanitizer; this is the quick run every test pass makes.
@Suite(.freshContext) @MainActor struct NibFuzzTests {
    static let seed: UInt64 = 0x5EED_0F1B

    static var folders: [URL] {
        [ConformanceCorpusTests.corpus, URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")]
    }

    /// A loader may refuse a file only with a `NibLoadingError`: never a crash, a hang, or
    /// another error. Each input is loaded strictly and on the canvas, within 2 s.
    @Test func mutatedFilesLoadOrFailWithANibLoadingError() throws {
        let mutator = NibMutator(files: NibMutator.files(under: Self.folders), seed: Self.seed)
        // Without the corpus (it is not part of the repository) the fixtures are the seeds.
        try #require(mutator.seeds.count >= (ConformanceCorpusTests.corpusIsPresent ? 100 : 4),
                     "the seed files are missing under \(Self.folders.map(\.path))")
        let runner = try NibFuzzRunner(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("NibFuzzTests-\(UUID().uuidString)"))
        var tally: [String: Int] = [:]
        for index in 0..<1_500 {
            let input = mutator.input(at: index)
            let started = ThreadCPUClock.now
            for outcome in runner.run(input) {
                if case .unexpected(let error) = outcome {
                    Issue.record("input \(index) (from \(input.origin)) threw something else: \(error)")
                }
                tally["\(outcome)", default: 0] += 1
            }
            let elapsed = ThreadCPUClock.now - started
            #expect(elapsed < .seconds(2), "input \(index) (from \(input.origin)) took \(elapsed); nib-fuzz --seed \(Self.seed) --only \(index)")
        }
        print("nib fuzz: 1500 inputs, 3000 loads: " + tally.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        // The mutations must not only break the XML: many inputs reach the decoders.
        #expect(tally["loaded", default: 0] > 100)
        #expect(tally["invalidValue", default: 0] > 10)
    }

    /// An input is made again from the seed and its index alone, so a failure is reproducible.
    @Test func mutatorIsDeterministic() throws {
        let files = NibMutator.files(under: Self.folders)
        let a = NibMutator(files: files, seed: Self.seed), b = NibMutator(files: files, seed: Self.seed)
        for index in [0, 1, 77, 1_499, 99_999] {
            #expect(a.input(at: index).data == b.input(at: index).data)
        }
        #expect(a.input(at: 5).data != NibMutator(files: files, seed: Self.seed + 1).input(at: 5).data)
    }
}
