import Foundation
import Testing
import UIKit
import UIKitTesting

/// Interface Builder writes into every file the frame Xcode's own layout engine computed for
/// each view. Loaded on the canvas and laid out at the file's size, the corpus's views should
/// land where Xcode put them. The printed report (shares within 0.5 pt and 4 pt, the worst
/// views) is the measurement; the floor only guards against regressions.
@Suite(.freshContext) @MainActor struct CanvasFrameTests {
    /// A little below the 65.1% measured (every static row laid out, scenes in the bars the
    /// canvas simulates), so that a change of stand-in font does not trip it.
    static let floorWithin4 = 63.0

    @Test(.enabled(if: ConformanceCorpusTests.corpusIsPresent, "the Interface Builder corpus is not beside this checkout (set IB_CORPUS)"))
    func viewsLandWhereXcodeLaidThemOut() throws {
        var frames: [CanvasFrame] = []
        var skipped: [String] = []
        for url in ConformanceCorpusTests.files() {
            do { frames += try CanvasFrameOracle.frames(in: url) } catch { skipped.append("\(url.lastPathComponent): \(String("\(error)".prefix(120)))") }
        }
        try #require(!frames.isEmpty)
        // CANVAS_FRAMES=name prints every view of the files whose name contains it.
        if let name = ProcessInfo.processInfo.environment["CANVAS_FRAMES"] {
            for frame in frames where frame.file.contains(name) { print("  \(frame)") }
        }
        func share(_ frames: [CanvasFrame], _ tolerance: CGFloat) -> (count: Int, percent: Double) {
            let count = frames.filter { $0.error <= tolerance }.count
            return (count, Double(count) * 100 / Double(max(frames.count, 1)))
        }
        print("Canvas frames: \(frames.count) views in \(Set(frames.map(\.file)).count) files; \(skipped.count) files do not load on the canvas")
        for line in skipped { print("  skipped \(line)") }
        for (kind, views) in [("all", frames), ("xib", frames.filter { $0.file.hasSuffix(".xib") }), ("storyboard", frames.filter { $0.file.hasSuffix(".storyboard") })] {
            let (fine, within4) = (share(views, 0.5), share(views, 4))
            print(String(format: "  %@ (%d views): within 0.5 pt %d (%.1f%%); within 4 pt %d (%.1f%%)", kind, views.count, fine.count, fine.percent, within4.count, within4.percent))
        }
        print("Worst views (ours vs Xcode's, in the top-level view's coordinates):")
        for frame in frames.sorted(by: { $0.error > $1.error }).prefix(20) {
            print("  \(frame.file) \(frame.id) \(frame.type): \(frame.ours.map { "\($0)" } ?? "not shown") vs \(frame.xcode)")
        }
        let misses = Dictionary(grouping: frames.filter { $0.error > 4 }, by: \.file).mapValues(\.count)
        print("Files with the most views off by more than 4 pt:")
        for (file, count) in misses.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).prefix(10) { print("  \(count)× \(file)") }
        #expect(share(frames, 4).percent >= Self.floorWithin4)
    }
}
