import Foundation
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// swift-snapshot-testing's UIKit image strategies, which on iOS render a view in its bounds
/// at the screen's (or the traits') scale and compare PNGs under `precision` (with
/// `perceptualPrecision` 1, the share of RGBA bytes that must be equal; below it, the share of
/// pixels) and `perceptualPrecision` (ΔE a pixel may be off by).
@Suite("Snapshot strategies (swift-snapshot-testing)", .freshContext)
@MainActor struct SnapshotStrategyTests {
    /// A card: white, with a red square and a blue bar, 60×40 points.
    private func card(square: UIColor = .red) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        view.backgroundColor = .white
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = square
        view.addSubview(inner)
        let bar = UIView(frame: CGRect(x: 0, y: 34, width: 60, height: 6))
        bar.backgroundColor = .blue
        view.addSubview(bar)
        return view
    }

    /// A fresh folder for references the test records and then checks against.
    private func scratchDirectory() -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshot-strategy-\(UUID().uuidString)")
        return url.path
    }

    @Test("assertSnapshot(of: view, as: .image) passes against the committed reference, as on iOS")
    func viewMatchesCommittedReference() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        assertSnapshot(of: card(), as: .image)
    }

    @Test("A recorded snapshot verifies; a changed pixel fails and names the mismatch")
    func recordThenVerifyThenFail() throws {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = verifySnapshot(of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory)
        #expect(recorded?.contains("Record mode is on") == true)
        let png = try #require(FileManager.default.contentsOfDirectory(atPath: directory).first)
        #expect(png.hasSuffix(".png"))
        let image = try #require(UIImage(contentsOfFile: directory + "/" + png))
        #expect(image.size == CGSize(width: 120, height: 80), "60×40 points at the screen's scale 2")

        #expect(verifySnapshot(of: card(), as: .image, named: "card", record: .never, snapshotDirectory: directory) == nil)
        let failure = verifySnapshot(of: card(square: .green), as: .image, named: "card", record: .never, snapshotDirectory: directory)
        #expect(failure?.contains("Newly-taken snapshot does not match reference.") == true, "the library's words: \(failure ?? "nil")")
    }

    @Test("precision, with perceptualPrecision 1: the share of bytes (each pixel's red, green, blue and alpha) that must be equal, as the library counts on iOS")
    func precisionAllowsAShareOfBytes() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory)
        // 400 of 2400 pixels changed from red to green: their red and green bytes, 800 of 9600.
        let changed = card(square: .green)
        #expect(verifySnapshot(of: changed, as: .image(precision: 0.9), named: "card", record: .never, snapshotDirectory: directory) == nil)
        let failure = verifySnapshot(of: changed, as: .image(precision: 0.95), named: "card", record: .never, snapshotDirectory: directory)
        #expect(failure?.contains("Actual image precision 0.9166667 is less than required 0.95") == true, "\(failure ?? "nil")")
    }

    @Test("perceptualPrecision: a pixel within ΔE (1 − p) × 100 of the reference matches")
    func perceptualPrecisionForgivesSmallColourShifts() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory)
        let nearlyRed = card(square: UIColor(red: 250 / 255, green: 2 / 255, blue: 0, alpha: 1))
        #expect(verifySnapshot(of: nearlyRed, as: .image, named: "card", record: .never, snapshotDirectory: directory) != nil,
                "exact comparison sees the shift")
        #expect(verifySnapshot(of: nearlyRed, as: .image(perceptualPrecision: 0.98), named: "card", record: .never,
                               snapshotDirectory: directory) == nil, "ΔE ≤ 2 is forgiven at 0.98")
        #expect(verifySnapshot(of: card(square: .green), as: .image(perceptualPrecision: 0.98), named: "card", record: .never,
                               snapshotDirectory: directory) != nil, "red to green is far beyond ΔE 2")
    }

    @Test("size: the view is rendered at that size and given its frame back after, as on iOS; the traits' display scale sets the pixel size")
    func sizeAndTraits() throws {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let view = card()
        _ = verifySnapshot(of: view, as: .image(size: CGSize(width: 30, height: 25), traits: UITraitCollection(displayScale: 3)),
                           record: .all, snapshotDirectory: directory)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
        let png = try #require(FileManager.default.contentsOfDirectory(atPath: directory).first)
        let image = try #require(UIImage(contentsOfFile: directory + "/" + png)?.cgImage)
        #expect(image.width == 90 && image.height == 75)
    }

    @Test("A view with no size fails with a message instead of an empty reference")
    func zeroSizeViewFails() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory)
        let empty = UIView()
        let failure = verifySnapshot(of: empty, as: .image, named: "card", record: .never, snapshotDirectory: directory)
        #expect(failure != nil)
    }

    @Test("drawHierarchyInKeyWindow renders the same pixels as render(in:) for plain views")
    func drawHierarchyMatchesLayerRendering() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: card(), as: .image(drawHierarchyInKeyWindow: true), named: "card",
                               record: .never, snapshotDirectory: directory) == nil)
    }

    @Test("View controllers snapshot their (loaded) view; layers snapshot their tree")
    func controllersAndLayers() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(of: card(), as: .image, named: "card", record: .all, snapshotDirectory: directory)

        let controller = UIViewController()
        controller.view = card()
        #expect(verifySnapshot(of: controller, as: .image, named: "card", record: .never, snapshotDirectory: directory) == nil)
        #expect(verifySnapshot(of: card().layer, as: .image, named: "card", record: .never, snapshotDirectory: directory) == nil)
    }

    @Test("UIImage snapshots compare pixels as shown, at the reference's scale")
    func imagesCompareUpright() {
        _ = UITestHost(size: CGSize(width: 390, height: 844), scale: 2)
        let directory = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        _ = verifySnapshot(of: image, as: .image, named: "card", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: image, as: .image, named: "card", record: .never, snapshotDirectory: directory) == nil)
        let mirrored = UIImage(cgImage: image.cgImage!, scale: image.scale, orientation: .upMirrored)
        #expect(verifySnapshot(of: mirrored, as: .image, named: "card", record: .never, snapshotDirectory: directory) != nil,
                "a mirrored image shows different pixels")
    }
}

/// Core Image's `CILabDeltaE` (which the iOS strategy uses) reports CIE ΔE*94 on 0…100, where
/// black against white is 100 and about 2 is a just-noticeable difference.
@Suite("ΔE*94 used by perceptualPrecision", .freshContext)
struct DeltaE94Tests {
    @Test("Black against white is 100; identical pixels are 0")
    func extremes() {
        #expect(abs(ImageMatch.deltaE94((0, 0, 0, 255), (255, 255, 255, 255)) - 100) < 0.01)
        #expect(ImageMatch.deltaE94((12, 200, 40, 255), (12, 200, 40, 255)) == 0)
    }

    @Test("A one-step change in one channel is below the just-noticeable difference")
    func oneStepIsImperceptible() {
        #expect(ImageMatch.deltaE94((128, 128, 128, 255), (129, 128, 128, 255)) < 1)
    }

    @Test("Clear and opaque black differ by the full scale")
    func alphaCounts() {
        #expect(ImageMatch.deltaE94((0, 0, 0, 0), (0, 0, 0, 255)) == 100)
    }
}
