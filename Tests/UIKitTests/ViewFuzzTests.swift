import UIKitTesting
import Testing
import UIKit
import ViewFuzzing

/// The quick run of view-fuzz: a few seeds of random view, layer and geometry calls keep the
/// tree's invariants, and each damage-only frame equals a full recomposite. `make fuzz` runs
/// thousands of seeds.
@Suite("View fuzzing", .serialized, .freshContext) @MainActor
struct ViewFuzzTests {
    @Test("Random calls to the view, layer and geometry API keep every subview's superview, layers mirroring views, frame = center − bounds × anchor, and damage-only frames equal to a full recomposite",
          arguments: [0x5EED_0F1B, 1, 2, 3] as [UInt64])
    func randomCallsKeepInvariants(seed: UInt64) {
        let violation = ViewFuzzer(seed: seed).run(steps: 300)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }
}
