import Foundation

extension UIBarItem {
    /// What every bar item has in a nib: `title`, `image`, `enabled`, `tag`.
    func decodeBarItemAttributes(_ nib: UINibDecoder) {
        if let title = nib.string("title") { self.title = title }
        if let image = nib.image("image") { self.image = image }
        if let enabled = nib.flag("enabled") { isEnabled = enabled }
        if let tag = nib.number("tag") { self.tag = Int(tag) }
    }
}

extension UIBarButtonItem {
    /// A bar button's `style`, `systemItem`, `width` and `<view key="customView">`.
    func decodeBarButtonItemAttributes(_ nib: UINibDecoder) {
        if let style = nib.enumeration("style", { ["plain": Style.plain, "done": .done][$0] }) { self.style = style }
        if let system = nib.enumeration("systemItem", Self.systemItemNames) {
            systemItem = system
            if title == nil { title = system.title }
            if system == .done, nib.string("style") == nil { style = .done }
        }
        if let width = nib.number("width") { self.width = CGFloat(width) }
        if let view = nib.object(key: "customView") as? UIView { customView = view }
    }

    /// Interface Builder's names for the system items.
    private static func systemItemNames(_ name: String) -> SystemItem? {
        let names: [String: SystemItem] = [
            "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add, "flexibleSpace": .flexibleSpace,
            "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply, "action": .action, "organize": .organize,
            "bookmarks": .bookmarks, "search": .search, "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash,
            "play": .play, "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo, "close": .close,
        ]
        return names[name]
    }

    /// An action a nib connected: sent to `target`, or, with none (the First Responder), up
    /// the responder chain.
    package func addNibAction(selector: String, action: UINibAction?, target: AnyObject?) {
        let given = target != nil
        self.target = target
        nibAction = { [weak target] item in
            NibActionDispatch.send(selector: selector, action: action, target: target, targetWasGiven: given, sender: item, event: nil)
        }
    }
}

extension UINavigationItem {
    /// A navigation item's `title`, `prompt`, `largeTitleDisplayMode`, `backButtonTitle`, its
    /// bar button items and its title view.
    func decodeNavigationItemAttributes(_ nib: UINibDecoder) {
        if let title = nib.string("title") { self.title = title }
        if let prompt = nib.string("prompt") { self.prompt = prompt }
        if let back = nib.string("backButtonTitle") { backButtonTitle = back }
        if let mode = nib.enumeration("largeTitleDisplayMode", { ["automatic": LargeTitleDisplayMode.automatic, "always": .always,
                                                                   "never": .never, "inline": .inline][$0] }) {
            largeTitleDisplayMode = mode
        }
        if nib.bool("hidesBackButton", default: false) { hidesBackButton = true }
        if nib.bool("leftItemsSupplementBackButton", default: false) { leftItemsSupplementBackButton = true }
        backBarButtonItem = nib.object(key: "backBarButtonItem") as? UIBarButtonItem
        let left = nib.objects(in: "leftBarButtonItems").compactMap { $0 as? UIBarButtonItem }
        let right = nib.objects(in: "rightBarButtonItems").compactMap { $0 as? UIBarButtonItem }
        leftBarButtonItems = !left.isEmpty ? left : (nib.object(key: "leftBarButtonItem") as? UIBarButtonItem).map { [$0] }
        rightBarButtonItems = !right.isEmpty ? right : (nib.object(key: "rightBarButtonItem") as? UIBarButtonItem).map { [$0] }
        titleView = nib.object(key: "titleView") as? UIView
    }
}

extension UINavigationController {
    /// `navigationBarHidden`, `toolbarHidden` and the `<toolbar key="toolbar">`.
    func decodeNavigationAttributes(_ nib: UINibDecoder) {
        if nib.bool("navigationBarHidden", default: false) { barState.navigationBarHidden = true }
        if let hidden = nib.flag("toolbarHidden") { barState.toolbarHidden = hidden }
        if let toolbar = nib.object(key: "toolbar") as? UIToolbar {
            toolbar.isHidden = barState.toolbarHidden
            toolbarStorage = toolbar
        }
    }
}

extension UIViewController {
    /// A controller's `<navigationItem key="navigationItem">` and `<toolbarItems>`.
    func decodeContainerItems(_ nib: UINibDecoder) {
        if let item = nib.object(key: "navigationItem") as? UINavigationItem {
            if item.title == nil { item.title = title }
            containerItems.navigationItem = item
        }
        let toolbarItems = nib.objects(in: "toolbarItems").compactMap { $0 as? UIBarButtonItem }
        if !toolbarItems.isEmpty { containerItems.toolbarItems = toolbarItems }
    }
}

extension UIBarButtonItem {
    /// The view showing the item in its bar, if it is shown.
    package var shownView: UIView? {
        guard let bar = host as? UIView else { return nil }
        var stack = [bar]
        while let view = stack.popLast() {
            if let button = view as? BarButtonView, button.item === self { return button }
            stack += view.subviews
        }
        return nil
    }

    /// The controller whose bar shows the item: in a navigation controller's bars, the
    /// controller in the stack whose navigation item or toolbar items hold it; in a bar of a
    /// controller's own view, that controller.
    var owningController: UIViewController? {
        guard let bar = host as? UIView, let owner = NibSegues.owningController(bar) else { return nil }
        guard let navigation = owner as? UINavigationController else { return owner }
        return navigation.viewControllers.last { c in
            let item = c.navigationItem
            return (item.leftBarButtonItems ?? []).contains { $0 === self } || (item.rightBarButtonItems ?? []).contains { $0 === self }
                || (c.toolbarItems ?? []).contains { $0 === self }
        } ?? navigation.topViewController
    }
}
