import CoreGraphics
import Foundation

/// One button revealed by swiping a row: a title and/or image on a colored background, and
/// the handler that runs when it is tapped (or performed by a full swipe).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks; raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button, for an action that deletes the row.
        case destructive
    }

    /// Runs the action: the handler calls `completion` with whether it was performed (the
    /// row then closes; a deleted row is gone already).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// The button's color; until set, red for `.destructive`, grey for `.normal`, as on iOS.
    open var backgroundColor: UIColor! {
        get { ownBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { ownBackgroundColor = newValue }
    }
    private var ownBackgroundColor: UIColor?
    /// Drawn white above the title (alone in rows less than 91 points tall, as iOS shows it).
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
