import Foundation

/// The delegate's part in state restoration. Both opt-ins default to false, as on iOS: an
/// app's state is saved and restored only when its delegate says yes.
extension UIApplicationDelegate {
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
}
