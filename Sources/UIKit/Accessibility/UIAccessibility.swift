import CoreGraphics
import Foundation
internal import RuntimeSupport

/// UIKit's accessibility functions and settings: posting notifications to assistive apps,
/// converting coordinates for them, and the user's accessibility settings.
///
/// On Linux no assistive app listens to a headless screen: every setting reads false (the
/// user has turned nothing on) and posted notifications reach only the observers tests install
/// (`UITestHost` records them). Nothing changes these settings, so their change notifications,
/// whose names exist for ported code to observe, are never posted.
public enum UIAccessibility {}

extension UIAccessibility {
    /// A notification an app posts to assistive apps with `post(notification:argument:)`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new view covers a major part of the screen; the argument is the element to
        /// focus, or a string to read, or nil for the first element.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Elements appeared, moved or went away; the argument is the element to focus, a
        /// string to read, or nil.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to read out; the argument is the string (or attributed string).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is the position to read ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pauses an assistive app (the argument names which, e.g. Switch Control).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resumes an assistive app paused with `pauseAssistiveTechnology`.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Observers of posted notifications; tests install one. `package`: no assistive app runs here.
    @MainActor package static var postObservers: [(Notification, Any?) -> Void] {
        get { ApplicationContext.current.accessibilityObservers }
        _modify { yield &ApplicationContext.current.accessibilityObservers }
    }

    /// Tells assistive apps that something changed, or gives them something to read. Callable
    /// from any thread, as Apple's; observers hear it on the main thread (later, when posted
    /// from another).
    public static func post(notification: Notification, argument: Any?) {
        nonisolated(unsafe) let argument = argument
        guard MainThreadChecker.isMainThread else {
            DispatchQueue.main.async { deliver(notification, argument) }
            return
        }
        MainActor.assumeIsolated { deliver(notification, argument) }
    }

    @MainActor
    private static func deliver(_ notification: Notification, _ argument: Any?) {
        for observer in postObservers { observer(notification, argument) }
    }

    /// `rect`, in `view`'s coordinates, in screen coordinates: what `accessibilityFrame` wants.
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        let inWindow = view.convert(rect, to: nil)
        guard let window = view.window else { return inWindow }
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// `path`, in `view`'s coordinates, in screen coordinates: what `accessibilityPath` wants.
    /// Transforms on the way (rotation, scale) apply to the path, not only to its bounds.
    @preconcurrency @MainActor
    public static func convertToScreenCoordinates(_ path: UIBezierPath, in view: UIView) -> UIBezierPath {
        let offset = view.window.map { CGPoint(x: $0.frame.minX, y: $0.frame.minY) } ?? .zero
        // Three points fix the affine map from the view to the screen.
        let origin = view.convert(CGPoint.zero, to: nil)
        let unitX = view.convert(CGPoint(x: 1, y: 0), to: nil)
        let unitY = view.convert(CGPoint(x: 0, y: 1), to: nil)
        let transform = CGAffineTransform(a: unitX.x - origin.x, b: unitX.y - origin.y,
                                          c: unitY.x - origin.x, d: unitY.y - origin.y,
                                          tx: origin.x + offset.x, ty: origin.y + offset.y)
        let converted = path.copy() as! UIBezierPath
        converted.apply(transform)
        return converted
    }
}
