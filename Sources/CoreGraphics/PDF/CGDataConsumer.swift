import Foundation
internal import RuntimeSupport

/// A destination for bytes a context produces: PDF contexts write their document into one.
///
/// Core Graphics' two common forms are here: appending to a mutable data object, and writing
/// a file at a URL. The callback form is not provided.
public final class CGDataConsumer: @unchecked Sendable {
    private enum Destination {
        case data(NSMutableData)
        case file(UnsafeMutablePointer<FILE>, URL)
    }

    private var destination: Destination?
    private let lock = NSLock()

    /// A consumer that appends to `data`.
    public init?(data: CFMutableData) {
        destination = .data(data)
    }

    /// A consumer that writes the file at `url`, replacing what is there. Nil when `url` is
    /// not a file URL or the file cannot be created (a missing folder, no permission), as
    /// Core Graphics returns nil.
    public init?(url: CFURL) {
        guard url.isFileURL else {
            RuntimeIssue.report("CGDataConsumer(url:): \(url) is not a file URL; no consumer is made")
            return nil
        }
        guard let file = fopen(url.path, "wb") else {
            RuntimeIssue.report("CGDataConsumer(url:): cannot create \(url.path) (\(String(cString: strerror(errno)))); no consumer is made")
            return nil
        }
        destination = .file(file, url)
    }

    deinit { close() }

    /// Appends `bytes`; false once the destination failed or was closed.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        switch destination {
        case .data(let data):
            if let base = bytes.baseAddress { data.append(base, length: bytes.count) }
            return true
        case .file(let file, _):
            return bytes.isEmpty || fwrite(bytes.baseAddress, 1, bytes.count, file) == bytes.count
        case nil:
            return false
        }
    }

    /// Flushes and closes a file destination; later writes fail.
    func close() {
        lock.lock()
        defer { lock.unlock() }
        if case .file(let file, _) = destination { fclose(file) }
        destination = nil
    }
}
