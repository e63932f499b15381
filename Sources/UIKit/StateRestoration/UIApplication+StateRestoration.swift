import Foundation
internal import RuntimeSupport

/// The keys UIKit writes into the archive's top level, read by the delegate's
/// `shouldRestoreSecureApplicationState` to decide whether an old archive still fits.
extension UIApplication {
    nonisolated public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersion"
    nonisolated public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersion"
    nonisolated public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestamp"
    nonisolated public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiom"

    /// Where the app's saved state lives (`…/Saved Application State/<app>.savedState`):
    /// `OPENUIKIT_SAVED_STATE_DIR` when set, else under `$XDG_DATA_HOME` (or
    /// `~/.local/share`). Tests point it at a temporary directory.
    /// The disk's, not a context's: every launch of the app (each test host's) finds it.
    package static var savedStateDirectory: URL = StateArchive.defaultDirectory()

    /// Restores the state the last run saved, as UIKit does at launch between
    /// `willFinishLaunching` and `didFinishLaunching`, if the delegate opts in
    /// (`shouldRestoreSecureApplicationState`, or the older `shouldRestoreApplicationState`).
    /// Each saved controller is found by its restoration path: its `restorationClass`, else
    /// the delegate's `viewControllerWithRestorationIdentifierPath`, else an existing one: a
    /// window's root controller with that identifier (made by then, as UIKit requires), or a
    /// child or presented controller with it of the controller restored at the path above. Controllers decode
    /// their state, then their views; then the delegate's `didDecodeRestorableStateWith`,
    /// then each controller's `applicationFinishedRestoringState()`.
    package func restoreState() {
        guard let delegate, let data = StateArchive.read() else { return }
        guard let archive = try? NSKeyedUnarchiver(forReadingFrom: data) else {
            RuntimeIssue.report("State restoration: the saved state at \(StateArchive.fileURL.path) is not a keyed archive; it is ignored")
            return
        }
        archive.decodingFailurePolicy = .setErrorAndReturn
        let secure = delegate.application(self, shouldRestoreSecureApplicationState: archive)
        guard secure || delegate.application(self, shouldRestoreApplicationState: archive) else { return }
        archive.requiresSecureCoding = secure
        let saved = archive.decodeObject(of: [NSArray.self, NSString.self], forKey: StateArchive.controllersKey) as? [[String]] ?? []
        var restored: [UIViewController] = []
        var byPath: [[String]: UIViewController] = [:]
        for path in saved {
            guard let coder = Self.coder(archive, StateArchive.controllerKey(path), secure),
                  let controller = restoredController(path, coder: coder, archive: archive, delegate: delegate, found: byPath)
            else { continue }
            byPath[path] = controller
            controller.decodeRestorableState(with: coder)
            controller.loadViewIfNeeded()
            for (identifier, view) in controller.restorableViews() {
                guard let viewCoder = Self.coder(archive, StateArchive.viewKey(path, identifier), secure) else { continue }
                view.decodeRestorableState(with: viewCoder)
            }
            restored.append(controller)
        }
        delegate.application(self, didDecodeRestorableStateWith: archive)
        for controller in restored { controller.applicationFinishedRestoringState() }
    }

    /// The controller for a saved path, or nil (the saved state is then dropped).
    private func restoredController(_ path: [String], coder: NSCoder, archive: NSKeyedUnarchiver,
                                    delegate: any UIApplicationDelegate, found: [[String]: UIViewController]) -> UIViewController? {
        // Foundation on Linux marks the whole archive failed when an absent key is decoded.
        let classKey = StateArchive.restorationClassKey(path)
        if archive.containsValue(forKey: classKey), let name = archive.decodeObject(of: NSString.self, forKey: classKey) as String? {
            guard let restorationClass = NSClassFromString(name) as? any UIViewControllerRestoration.Type else {
                RuntimeIssue.report("State restoration: no UIViewControllerRestoration class named \(name); the state of \(path) is dropped")
                return nil
            }
            return restorationClass.viewController(withRestorationIdentifierPath: path, coder: coder)
        }
        if let controller = delegate.application(self, viewControllerWithRestorationIdentifierPath: path, coder: coder) {
            return controller
        }
        // An existing controller: a window's root, or a child or presented controller of the
        // controller restored at the path above.
        guard path.count > 1 else {
            let windows = visibleWindows + (delegate.window.map { [$0] } ?? [])
            return windows.lazy.compactMap(\.rootViewController).first { $0.restorationIdentifier.map { [$0] } == path }
        }
        guard let parent = found[Array(path.dropLast())] else { return nil }
        let candidates = parent.children + (parent.presentation.presented.map { [$0] } ?? [])
        return candidates.first { $0.restorationIdentifier == path.last }
    }

    /// The coder a controller or view wrote into, from the record under `key`.
    private static func coder(_ archive: NSKeyedUnarchiver, _ key: String, _ secure: Bool) -> NSCoder? {
        guard archive.containsValue(forKey: key), let data = archive.decodeObject(of: NSData.self, forKey: key) as Data?,
              let coder = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        coder.requiresSecureCoding = secure
        coder.decodingFailurePolicy = .setErrorAndReturn
        return coder
    }
}
