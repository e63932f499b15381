import CoreGraphics
import Foundation

/// What a context menu shows: the menu (from the action provider, given the suggested
/// elements, which are none here) and an optional preview controller instead of the view.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public typealias PreviewProvider = @MainActor () -> UIViewController?
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

    /// The order of the menu's elements relative to the preview.
    public enum ElementOrder: Int, Sendable {
        case automatic, priority, fixed
    }

    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?
    open var preferredMenuElementOrder: ElementOrder = .automatic

    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// How a preview is drawn: its background and the outline it is cut to.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    open var backgroundColor: UIColor?
    open var visiblePath: UIBezierPath?
    public override init() { super.init() }
}

/// The view a context menu lifts out as its preview.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        super.init()
    }
}

/// Animations and completions a delegate adds to a context menu's appearing or going away.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    var previewView: UIView? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tap on the preview (the delegate usually shows the preview's controller
/// in its completion).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss, pop
}

/// Runs the delegate's animations with the menu's and its completions after.
@MainActor
final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    weak var previewView: UIView?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: UIViewController?, previewView: UIView?) {
        self.previewViewController = previewViewController
        self.previewView = previewView
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs what the delegate added over `duration`.
    func run(duration: TimeInterval) {
        let animations = self.animations, completions = self.completions
        UIView.animate(withDuration: duration, animations: { for a in animations { a() } },
                       completion: { _ in for c in completions { c() } })
    }
}
