internal import CCairo
internal import CPixman
import CoreGraphics
internal import RuntimeSupport

/// Content drawn at a transform that is not a whole-pixel move (rotated, scaled, at a
/// fractional position), kept as the pixels Cairo produced, so the next frame composites it
/// as a whole-pixel blit.
///
/// Resampling with a bilinear or box filter and antialiasing the edges costs Cairo 10–50×
/// a plain copy, and a layer that did not change draws the same pixels every frame. The
/// pixels depend only on the content and on the device transform up to a whole-pixel move,
/// so that is the key: (buffer identity, source and destination rectangles, the transform's
/// linear part, its translation relative to the whole pixel where the result starts). A
/// layer moved by whole pixels, or many layers showing the same image at the same sub-pixel
/// phase, share an entry. Entries are rendered by the same Cairo call that would draw them
/// directly, into a transparent image, so they hold exactly Cairo's pixels; compositing them
/// OVER gives what drawing directly gives.
///
/// Invalidation: images (`CGImage`) are immutable, and a backing store changes only in the
/// display pass after its layer's `willChange()`, which drops the store's entries
/// (`contentWillChange(_:)`). Entries hold their source weakly and die with it, and the least
/// recently used go once `byteBudget` is exceeded.
///
/// Only the main thread's frames use it: a thread rendering its own layers (`render(in:)`)
/// draws each frame once, and keeps no 32 MB cache per thread; there lookups miss and
/// nothing is kept.
@MainActor
enum TransformedContentCache {
    /// What the pixels depend on, with the translation taken relative to the result's origin.
    struct Key: Hashable {
        let buffer: ObjectIdentifier
        let opaque: Bool
        // The source (`from`) and destination (`to`) rectangles and the linear part of the
        // user → device matrix, exactly.
        let from: SIMD4<Double>
        let to: SIMD4<Double>
        let linear: SIMD4<Double>
        /// The matrix's translation relative to the result's origin, in 1/2²⁰ pixel (well
        /// below what pixman's 16.16 sampling or Cairo's 24.8 edges can tell apart).
        let phase: SIMD2<Int64>
    }

    final class Entry {
        let pixels: PixelBuffer
        /// pixman image over `pixels` (owned).
        let image: OpaquePointer
        weak var source: PixelBuffer?
        var lastUse: Int
        var bytes: Int { pixels.bytesPerRow * pixels.height }

        init(pixels: PixelBuffer, source: PixelBuffer, frame: Int) {
            self.pixels = pixels
            self.source = source
            lastUse = frame
            image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(pixels.width), Int32(pixels.height),
                                             pixels.data.assumingMemoryBound(to: UInt32.self), Int32(pixels.bytesPerRow))
        }
        deinit { pixman_image_unref(image) }
    }

    /// The most pixels one entry may have; larger content is drawn directly every frame.
    static let maximumEntryPixels = 512 * 512
    /// The memory all entries may use together.
    static let byteBudget = 32 << 20

    private static var entries: [Key: Entry] = [:]
    private static var keysByBuffer: [ObjectIdentifier: [Key]] = [:]
    private(set) static var totalBytes = 0
    /// Compositing passes so far, to find the least recently used entries.
    private(set) static var frame = 0
    private static var last: (key: Key, entry: Entry)?
    /// Entries rendered since the counter was reset (tests).
    package static var rendered = 0

    /// Whether any entry exists (a cheap test for the `willChange()` hook).
    static var isEmpty: Bool { entries.isEmpty }
    static var count: Int { entries.count }

    /// Starts a compositing pass (entries used from now on count as used in this frame).
    static func beginPass() {
        frame += 1
        if frame % 64 == 0, !entries.isEmpty { removeStale(olderThan: frame - 256) }
    }

    /// The entry for `key`, or nil; a hit counts as a use.
    static func lookup(_ key: Key, source: PixelBuffer) -> Entry? {
        guard MainThreadChecker.isMainThread else { return nil }
        if let last, last.key == key, last.entry.source === source {
            last.entry.lastUse = frame
            return last.entry
        }
        guard let entry = entries[key] else { return nil }
        guard entry.source === source else {
            remove(key)   // a dead buffer's address, reused
            return nil
        }
        entry.lastUse = frame
        last = (key, entry)
        return entry
    }

    /// Keeps `entry` under `key` when the budget allows (after dropping entries not used in
    /// this frame, least recent first); returns whether it was kept.
    @discardableResult
    static func insert(_ entry: Entry, for key: Key) -> Bool {
        guard MainThreadChecker.isMainThread else { return false }
        rendered += 1
        if totalBytes + entry.bytes > byteBudget { evict(toFit: entry.bytes) }
        guard totalBytes + entry.bytes <= byteBudget else { return false }
        entries[key] = entry
        keysByBuffer[key.buffer, default: []].append(key)
        totalBytes += entry.bytes
        last = (key, entry)
        return true
    }

    /// Drops every entry made from `buffer`: its pixels are about to change.
    static func contentWillChange(_ buffer: PixelBuffer) {
        guard let keys = keysByBuffer.removeValue(forKey: ObjectIdentifier(buffer)) else { return }
        for key in keys {
            if let e = entries.removeValue(forKey: key) { totalBytes -= e.bytes }
        }
        last = nil
    }

    private static func remove(_ key: Key) {
        guard let e = entries.removeValue(forKey: key) else { return }
        totalBytes -= e.bytes
        keysByBuffer[key.buffer]?.removeAll { $0 == key }
        if keysByBuffer[key.buffer]?.isEmpty == true { keysByBuffer[key.buffer] = nil }
        if last?.key == key { last = nil }
    }

    private static func evict(toFit bytes: Int) {
        let candidates = entries.filter { $0.value.lastUse < frame || $0.value.source == nil }
            .sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in candidates {
            guard totalBytes + bytes > byteBudget * 3 / 4 else { break }
            remove(key)
        }
    }

    private static func removeStale(olderThan oldest: Int) {
        for (key, e) in entries where e.lastUse < oldest || e.source == nil { remove(key) }
    }

    /// Forgets every entry (tests).
    package static func removeAll() {
        entries.removeAll()
        keysByBuffer.removeAll()
        totalBytes = 0
        last = nil
    }
}
