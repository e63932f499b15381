import Foundation
internal import RuntimeSupport

/// The file an app's preserved state is written to and read from at the next launch, and
/// the names of the records inside it. The top level holds the delegate's own values, the
/// version keys and the list of saved controllers; each controller and view wrote into a
/// coder of its own, stored in the top level as data under its restoration path.
@MainActor
enum StateArchive {
    /// The restoration paths of the saved controllers (arrays of identifiers, root first).
    static let controllersKey = "UIStateRestorationViewControllers"

    /// The record of the controller at `path`.
    static func controllerKey(_ path: [String]) -> String { "controller:" + encoded(path) }
    /// The name of the controller's `restorationClass`, when it has one.
    static func restorationClassKey(_ path: [String]) -> String { "restorationClass:" + encoded(path) }
    /// The record of the view `identifier` in the controller at `path`.
    static func viewKey(_ path: [String], _ identifier: String) -> String { "view:" + encoded(path + [identifier]) }

    /// Identifiers joined so that no two paths give one key (each is prefixed by its length).
    private static func encoded(_ path: [String]) -> String {
        path.map { "\($0.utf8.count):\($0)" }.joined(separator: "/")
    }

    /// `OPENUIKIT_SAVED_STATE_DIR`, else `$XDG_DATA_HOME` (or `~/.local/share`)
    /// `/Saved Application State/<bundle identifier or process name>.savedState`.
    nonisolated static func defaultDirectory() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let directory = environment["OPENUIKIT_SAVED_STATE_DIR"], !directory.isEmpty {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        let app = Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        return dataHome.appendingPathComponent("Saved Application State", isDirectory: true)
            .appendingPathComponent(app + ".savedState", isDirectory: true)
    }

    static var fileURL: URL { UIApplication.savedStateDirectory.appendingPathComponent("data.data") }

    /// The archive of the last run, or nil when there is none.
    static func read() -> Data? { try? Data(contentsOf: fileURL) }

    /// Replaces the archive; a failure is reported (the next launch then starts afresh).
    static func write(_ data: Data) {
        do {
            try FileManager.default.createDirectory(at: UIApplication.savedStateDirectory, withIntermediateDirectories: true)
            try data.write(to: fileURL, options: .atomic)
        } catch {
            RuntimeIssue.report("State restoration: the app's state could not be written to \(fileURL.path) (\(error)); it will not be restored")
        }
    }
}
