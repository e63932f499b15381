import Foundation
internal import RuntimeSupport

/// The launch screen. On iOS the system shows it from the moment the app starts until the
/// app's first frame, so the user never sees an empty screen while the app sets up its UI.
/// Here the app shows it itself: before `application(_:willFinishLaunchingWithOptions:)`
/// the screen the Info.plist names is put in a window above every other and composited as
/// the first frame; once launching is done the window goes, and the next frame is the
/// app's own UI.
extension UIApplication {
    /// The window above the app's windows during launch.
    package static let launchScreenLevel = UIWindow.Level(rawValue: 10_000_000)

    /// Shows and presents the launch screen the app's Info.plist names
    /// (`UILaunchStoryboardName`, else `UILaunchScreen`); nil when it names none. The caller
    /// hides the returned window when launching is done.
    func showLaunchScreen() -> UIWindow? {
        guard let info = ApplicationContext.current.scenes.info, let controller = launchScreenController(info) else { return nil }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowLevel = Self.launchScreenLevel
        window.rootViewController = controller
        window.isHidden = false
        makeFrame()
        return window
    }

    /// The launch storyboard's initial view controller, or a plain one for a `UILaunchScreen`
    /// dictionary (its `UIImageName` image centered on the system background; asset-catalog
    /// colors, `UIColorName`, are not available on this platform and are reported).
    private func launchScreenController(_ info: [String: Any]) -> UIViewController? {
        let bundle = UIApplication.appBundle
        if let name = info["UILaunchStoryboardName"] as? String, !name.isEmpty {
            let storyboard: UIStoryboard
            do {
                storyboard = try UIStoryboard(named: name, bundle: bundle, directory: nil, options: NibLoadingSession.Options())
            } catch {
                RuntimeIssue.report("UILaunchStoryboardName: \(error); the app starts without a launch screen")
                return nil
            }
            guard let controller = storyboard.instantiateInitialViewController() else {
                RuntimeIssue.report("UILaunchStoryboardName: the storyboard \(name) names no initial view controller; the app starts without a launch screen")
                return nil
            }
            return controller
        }
        guard let screen = info["UILaunchScreen"] as? [String: Any] else { return nil }
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        if let color = screen["UIColorName"] as? String {
            RuntimeIssue.report("UILaunchScreen: the color \"\(color)\" is an asset-catalog color, which this platform has not; the launch screen uses the system background")
        }
        if let name = screen["UIImageName"] as? String, let image = UIImage(named: name, in: bundle, compatibleWith: nil) {
            let imageView = UIImageView(image: image)
            imageView.center = CGPoint(x: controller.view.bounds.midX, y: controller.view.bounds.midY)
            imageView.autoresizingMask = [.flexibleTopMargin, .flexibleBottomMargin, .flexibleLeftMargin, .flexibleRightMargin]
            controller.view.addSubview(imageView)
        }
        return controller
    }
}
