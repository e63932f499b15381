import CoreGraphics

extension UIView {
    /// Whether a container sets this view's frame although it does not translate its mask:
    /// UIKit's encapsulated layout constraints (`UIView-Encapsulated-Layout-Width` …) hold a
    /// controller's view where its window, navigation or tab bar controller, page controller
    /// or presentation puts it, so constraints to it have an anchor. Set when the container
    /// adds the view; it ends when the view leaves its superview.
    package var hasEncapsulatedLayout: Bool {
        get { _autoLayout?.hasEncapsulatedLayout ?? false }
        set {
            guard newValue != hasEncapsulatedLayout else { return }
            let pinned = pinsItsFrame
            autoLayout.hasEncapsulatedLayout = newValue
            // A view that translates its mask is pinned either way: the engine has nothing to redo.
            if pinsItsFrame != pinned { LayoutEngine.translatesAutoresizingMaskDidChange(self) }
        }
    }

    /// Whether the layout engine holds the frame as it is set (by a mask's translation or a
    /// container's encapsulated layout) instead of solving it.
    var pinsItsFrame: Bool {
        guard let storage = _autoLayout else { return true }
        return storage.translatesAutoresizingMaskIntoConstraints || storage.hasEncapsulatedLayout
    }
}
