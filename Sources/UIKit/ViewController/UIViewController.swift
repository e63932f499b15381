import CoreGraphics
import Foundation
import QuartzCore

/// Manages a view hierarchy: the view is created lazily, the first time it is asked for.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var _view: UIView?

    /// The nib named at creation; nib loading reads it.
    public let nibName: String?
    public let nibBundle: Bundle?

    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set {
            _view?._viewController = nil
            _view = newValue
            newValue?._viewController = self
        }
    }

    /// The view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { _view }

    open var isViewLoaded: Bool { _view != nil }

    /// Creates the view. The default makes a plain view the size of the main screen, resizing
    /// with its superview; subclasses that build their views in code override it and set `view`.
    open func loadView() {
        if let nibName {
            RuntimeIssue.report("UIViewController: nib '\(nibName)' can't be loaded yet; \(type(of: self)) gets an empty view")
        }
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// Called before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view in the update-constraints pass; the
    /// default runs the view's `updateConstraints()`. Call super at the end, as on iOS.
    open func updateViewConstraints() { _view?.updateConstraints() }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        guard _view != nil else {
            preconditionFailure("UIViewController.loadView() must set the view property (\(type(of: self)) did not)")
        }
        viewDidLoad()
    }

    /// The view's superview follows the controller in the responder chain.
    open override var next: UIResponder? { _view?.superview }
}
