import CoreGraphics
import Foundation
import Testing

/// Swift Testing shuffles tests only while running them side by side, with no seed to replay
/// the order, and runs them one at a time in source order. This test runs every other Swift
/// Testing test of the package one at a time, in an order shuffled by `OUI_TEST_ORDER_SEED`,
/// through Swift Testing's ABI entry point in this same process: a test that leans on state an
/// earlier test left (a screen, a clock, a queue) fails here, and the seed replays the order.
/// `make test-orders` runs it with three seeds.
@Suite("Tests in a seeded order")
struct SeededOrderRun {
    @Test("Every test passes when all run one at a time, in the order the seed shuffles them into",
          .enabled(if: TestOrder.seed != nil, "set OUI_TEST_ORDER_SEED to run (make test-orders)"))
    func everyTestInSeededOrder() async throws {
        let seed = try #require(TestOrder.seed)
        let entryPoint = try #require(TestOrder.entryPoint(), "swt_abiv0_getEntryPoint is not in this process")
        let listed = try await TestOrder.functionIDs(entryPoint)
        let own = String(reflecting: SeededOrderRun.self).split(separator: ".").first.map(String.init) ?? ""
        var order = listed.filter { !$0.hasPrefix(own + ".") }.sorted()
        // SplitMix64: the same seed gives the same order on every machine.
        var generator = SplitMix64(seed: seed)
        order.shuffle(using: &generator)
        try #require(order.count > 100, "listed only \(order.count) tests")

        var failures: [String] = []
        for (position, id) in order.enumerated() {
            let outcome = try await TestOrder.run(id, entryPoint)
            if outcome != .passed { failures.append("#\(position + 1) \(id):\n    \(outcome)") }
        }
        let log = TestOrder.write(order: order, seed: seed)
        #expect(failures.isEmpty, "seed \(seed), order in \(log): \(failures.count) of \(order.count) failed\n\(failures.joined(separator: "\n"))")
    }
}
