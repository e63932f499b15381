import Foundation
internal import RuntimeSupport

extension UIApplication {
    /// Saves the app's state, as UIKit does when the app moves to the background or ends,
    /// if the delegate opts in (`shouldSaveSecureApplicationState`, or the older
    /// `shouldSaveApplicationState`): the delegate's `willEncodeRestorableStateWith`, then
    /// each window's root view controller that has a restoration identifier, its children and
    /// presented controllers that have one (each under its restoration path: the identifiers
    /// of its ancestors, then its own), and with each its views that have one. The archive
    /// replaces the last one.
    package func preserveState() {
        guard let delegate else { return }
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        let secure = delegate.application(self, shouldSaveSecureApplicationState: archiver)
        guard secure || delegate.application(self, shouldSaveApplicationState: archiver) else { return }
        archiver.requiresSecureCoding = secure
        let info = Bundle.main.infoDictionary
        archiver.encode((info?["CFBundleVersion"] as? String ?? "") as NSString, forKey: Self.stateRestorationBundleVersionKey)
        archiver.encode(ProcessInfo.processInfo.operatingSystemVersionString as NSString, forKey: Self.stateRestorationSystemVersionKey)
        archiver.encode(Date().timeIntervalSinceReferenceDate, forKey: Self.stateRestorationTimestampKey)
        archiver.encode(0, forKey: Self.stateRestorationUserInterfaceIdiomKey)   // UIUserInterfaceIdiom.phone
        delegate.application(self, willEncodeRestorableStateWith: archiver)

        var paths: [[String]] = []
        for window in visibleWindows {
            guard let root = window.rootViewController else { continue }
            preserve(root, under: [], into: archiver, secure: secure, paths: &paths)
        }
        archiver.encode(paths.map { $0 as NSArray } as NSArray, forKey: StateArchive.controllersKey)
        archiver.finishEncoding()
        StateArchive.write(archiver.encodedData)
    }

    /// Saves `controller` at `parent` + its identifier, then its children and the controller it
    /// presented, parents first. One without a restoration identifier is skipped with
    /// everything below it, as UIKit does.
    private func preserve(_ controller: UIViewController, under parent: [String], into archiver: NSKeyedArchiver,
                          secure: Bool, paths: inout [[String]]) {
        guard let identifier = controller.restorationIdentifier else { return }
        let path = parent + [identifier]
        guard !paths.contains(path) else {
            RuntimeIssue.report("State restoration: two view controllers have the restoration path \(path.joined(separator: "/")); only the first is saved")
            return
        }
        paths.append(path)
        archiver.encode(Self.record(secure) { controller.encodeRestorableState(with: $0) } as NSData,
                        forKey: StateArchive.controllerKey(path))
        if let restorationClass = controller.restorationClass {
            archiver.encode(NSStringFromClass(restorationClass) as NSString, forKey: StateArchive.restorationClassKey(path))
        }
        let views = controller.restorableViews { duplicate in
            RuntimeIssue.report("State restoration: two views in \(type(of: controller)) have the restoration identifier \"\(duplicate)\"; only the first is saved")
        }
        for (viewIdentifier, view) in views {
            archiver.encode(Self.record(secure) { view.encodeRestorableState(with: $0) } as NSData,
                            forKey: StateArchive.viewKey(path, viewIdentifier))
        }
        for child in controller.children { preserve(child, under: path, into: archiver, secure: secure, paths: &paths) }
        if let presented = controller.presentation.presented {
            preserve(presented, under: path, into: archiver, secure: secure, paths: &paths)
        }
    }

    /// What `encode` writes into a coder of its own (secure when the app's archive is).
    private static func record(_ secure: Bool, _ encode: (NSCoder) -> Void) -> Data {
        let coder = NSKeyedArchiver(requiringSecureCoding: secure)
        encode(coder)
        coder.finishEncoding()
        return coder.encodedData
    }
}
