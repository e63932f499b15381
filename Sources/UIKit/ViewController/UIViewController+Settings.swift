import CoreGraphics
internal import RuntimeSupport

/// The status bar's look while a controller is in charge of it.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on a light background, light on a dark one (follows the interface style).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar changes when shown, hidden or restyled.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// A controller's plain settings, kept together.
struct ControllerSettings {
    var isEditing = false
    var preferredContentSize = CGSize.zero
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var edgesForExtendedLayout = UIRectEdge.all
    var extendedLayoutIncludesOpaqueBars = false
    var isModalInPresentation = false
    var definesPresentationContext = false
    var providesPresentationContextTransitionStyle = false
    var viewRespectsSystemMinimumLayoutMargins = true
    var editButtonItem: UIBarButtonItem?
    /// The insets a container gives the controller's view's safe area in its place of the
    /// ones the window would (its bars and whatever it covers); nil when not in such a container.
    var containerCoveredInsets: UIEdgeInsets?

    /// Whether the controller's view has safe-area insets of its own to add.
    var addsSafeAreaInsets: Bool { additionalSafeAreaInsets != .zero || containerCoveredInsets != nil }
    /// The controller's tab, made on first ask (UIViewController+TabBar.swift).
    var tabBarItem: UITabBarItem?
}

extension UIViewController {
    /// Whether the controller is editing its content; setting it calls `setEditing(_:animated:)`.
    public var isEditing: Bool {
        get { settings.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// A bar button that toggles editing: "Edit" while not editing, a bold "Done" while
    /// editing; a tap calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: UIBarButtonItem {
        if let item = settings.editButtonItem { return item }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: UIViewController.toggleEditing)
        item.possibleTitles = ["Edit", "Done"]
        item.showEditing(isEditing)
        settings.editButtonItem = item
        return item
    }

    private func toggleEditing(_ sender: UIBarButtonItem) { setEditing(!isEditing, animated: true) }

    func setPreferredContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite else {
            RuntimeIssue.report("UIViewController.preferredContentSize must be finite (got \(size)); it stays \(settings.preferredContentSize)")
            return
        }
        guard size != settings.preferredContentSize else { return }
        settings.preferredContentSize = size
        // The container hears of it: the parent, or, for a presented controller, its
        // presentation controller.
        if let parent = _parent {
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if presentation.presenting != nil {
            presentation.controller?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// Insets added to the safe area the controller's view gets from its window and container
    /// (room for the controller's own overlays); its views and children follow.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { settings.additionalSafeAreaInsets }
        set {
            MainThreadChecker.check("UIViewController.additionalSafeAreaInsets setter")
            guard newValue.isFinite else {
                RuntimeIssue.report("UIViewController.additionalSafeAreaInsets must be finite (got \(newValue)); they stay \(settings.additionalSafeAreaInsets)")
                return
            }
            guard newValue != settings.additionalSafeAreaInsets else { return }
            settings.additionalSafeAreaInsets = newValue
            viewIfLoaded?.safeAreaDidChange()
        }
    }

    /// The edges along which the view extends under the container's bars; all by default.
    public var edgesForExtendedLayout: UIRectEdge {
        get { settings.edgesForExtendedLayout }
        set { settings.edgesForExtendedLayout = newValue }
    }

    /// Whether the view also extends under opaque bars; false by default.
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { settings.extendedLayoutIncludesOpaqueBars }
        set { settings.extendedLayoutIncludesOpaqueBars = newValue }
    }

    /// Whether the user may not dismiss the controller with a gesture (a sheet's swipe).
    public var isModalInPresentation: Bool {
        get { settings.isModalInPresentation }
        set { settings.isModalInPresentation = newValue }
    }

    /// Whether a presentation over the current context from inside this controller covers
    /// only its view.
    public var definesPresentationContext: Bool {
        get { settings.definesPresentationContext }
        set { settings.definesPresentationContext = newValue }
    }

    /// Whether this context-defining controller's transition style replaces the presented one's.
    public var providesPresentationContextTransitionStyle: Bool {
        get { settings.providesPresentationContextTransitionStyle }
        set { settings.providesPresentationContextTransitionStyle = newValue }
    }
}

extension UIViewController {
    /// Sets the safe-area insets a container gives the controller's view (nil: none); the
    /// view and its subviews hear of a change.
    func setContainerCoveredInsets(_ insets: UIEdgeInsets?) {
        guard insets != settings.containerCoveredInsets else { return }
        settings.containerCoveredInsets = insets
        viewIfLoaded?.safeAreaDidChange()
    }
}
