/// Where a bar is, which decides where its shadow goes and whether its background reaches
/// under the status bar.
public enum UIBarPosition: Int, Sendable {
    case any = 0
    /// At the bottom of its view (a toolbar): the shadow is on top.
    case bottom = 1
    /// At the top of its view: the shadow is below.
    case top = 2
    /// At the top of the screen: the background also fills the status bar's area.
    case topAttached = 3
}

/// The bars' classic look (before appearances).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    @available(*, deprecated, message: "Use .black and isTranslucent")
    case blackTranslucent = 2
}

/// A bar whose position its delegate may decide.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// Decides where a standalone bar is.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
