import Foundation

/// Folders for files a test writes (nibs, storyboards, app bundles, photo libraries, PNGs),
/// all under one folder of this test process that goes when the process exits: a run leaves
/// nothing behind in the temporary directory.
enum TestScratch {
    private static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("OpenUIKitTests-\(getpid())", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return root
    }()

    /// A new empty folder named `prefix` and a unique suffix.
    static func folder(_ prefix: String) throws -> URL {
        let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A path for a file named `prefix`-unique-`name` that does not exist yet.
    static func file(_ prefix: String, named name: String) -> URL {
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.appendingPathComponent("\(prefix)-\(UUID().uuidString)-\(name)")
    }
}
