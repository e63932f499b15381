internal import CPixman
import CoreGraphics
internal import RuntimeSupport

/// pixman images over the pixel buffers the compositor blits (backing stores and contents),
/// made once per buffer and kept while the buffer lives.
///
/// A pixman image over a buffer's memory stays valid however often the pixels change (pixman
/// keeps no copy), so only a buffer's death ends it; creating one per blit cost an allocation
/// and pixman's re-validation of the image on every frame.
///
/// It also remembers whether every pixel is opaque: then OVER gives exactly the source, and
/// pixman's SOURCE copy (rows of memcpy) replaces per-pixel blending. That holds for images
/// (immutable); a backing store's answer is forgotten when its layer is about to redraw it
/// (`contentWillChange(_:)`, from `willChange()`).
@MainActor
enum SourceImages {
    private final class Entry {
        weak var buffer: PixelBuffer?
        var normal: OpaquePointer?
        var opaque: OpaquePointer?
        /// Whether every pixel has alpha 255; nil until scanned.
        var allOpaque: Bool?
        init(_ buffer: PixelBuffer) { self.buffer = buffer }
        deinit {
            if let normal { pixman_image_unref(normal) }
            if let opaque { pixman_image_unref(opaque) }
        }
    }

    /// One thread's images: the main thread's compositing, or another thread rendering its
    /// own layers (`render(in:)`), which never shares pixman images with it.
    private final class Cache {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// Entries at the last sweep of dead buffers; the next sweep runs when they double.
        var sweptCount = 64
        /// The last buffer looked up, which consecutive blits of shared content hit.
        var last: (id: ObjectIdentifier, entry: Entry)?
    }
    private static let caches = PerThread { Cache() }

    /// The buffer's pixels as a pixman image (owned by this cache: do not unref); `opaque`
    /// reads them as x8r8g8b8, ignoring alpha (an opaque layer's backing store).
    static func image(for buffer: PixelBuffer, opaque: Bool) -> OpaquePointer {
        let entry = self.entry(for: buffer)
        if opaque {
            if let image = entry.opaque { return image }
            let image = make(buffer, PIXMAN_x8r8g8b8)
            entry.opaque = image
            return image
        }
        if let image = entry.normal { return image }
        let image = make(buffer, PIXMAN_a8r8g8b8)
        entry.normal = image
        return image
    }

    /// Whether every pixel of `buffer` is opaque (scanned once, then remembered).
    static func isOpaque(_ buffer: PixelBuffer) -> Bool {
        let entry = self.entry(for: buffer)
        if let known = entry.allOpaque { return known }
        let known = scanOpaque(buffer)
        entry.allOpaque = known
        return known
    }

    /// Forgets what was learnt about `buffer`'s pixels: they are about to change.
    static func contentWillChange(_ buffer: PixelBuffer) {
        let id = ObjectIdentifier(buffer)
        if let found = caches.current.entries[id], found.buffer === buffer { found.allOpaque = nil }
    }

    private static func scanOpaque(_ buffer: PixelBuffer) -> Bool {
        for y in 0..<buffer.height {
            let row = (buffer.data + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xff00_0000
            for x in 0..<buffer.width { all &= row[x] }
            if all & 0xff00_0000 != 0xff00_0000 { return false }
        }
        return true
    }

    private static func entry(for buffer: PixelBuffer) -> Entry {
        let cache = caches.current
        let id = ObjectIdentifier(buffer)
        let entry: Entry
        if let last = cache.last, last.id == id, last.entry.buffer === buffer {
            entry = last.entry
        } else if let found = cache.entries[id], found.buffer === buffer {
            entry = found
        } else {
            // A new buffer, or a dead one's address reused.
            entry = Entry(buffer)
            cache.entries[id] = entry
            if cache.entries.count > 2 * cache.sweptCount { sweep(cache) }
        }
        cache.last = (id, entry)
        return entry
    }

    private static func make(_ buffer: PixelBuffer, _ format: pixman_format_code_t) -> OpaquePointer {
        pixman_image_create_bits(format, Int32(buffer.width), Int32(buffer.height),
                                 buffer.data.assumingMemoryBound(to: UInt32.self), Int32(buffer.bytesPerRow))
    }

    /// Drops the entries of buffers that no longer exist.
    private static func sweep(_ cache: Cache) {
        cache.entries = cache.entries.filter { $0.value.buffer != nil }
        cache.sweptCount = max(64, cache.entries.count)
    }

    /// Forgets every image the calling thread made (tests).
    static func removeAll() {
        let cache = caches.current
        cache.entries.removeAll()
        cache.last = nil
    }
}
