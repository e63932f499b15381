import Foundation

/// One criterion in a search field, shown as a capsule of an icon and text before the typed
/// text; it acts as a single character when the user selects or deletes it. The app tells
/// its tokens apart by `representedObject`.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon before the text; nil for text alone.
    let icon: UIImage?
    /// The capsule's text.
    let text: String
    /// What the token stands for, for the app to read back.
    open var representedObject: Any?

    /// A token showing `icon` (if any) and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }

    open override var description: String { "<UISearchToken: \(objectAddress(self)); text = \"\(text)\">" }
}
