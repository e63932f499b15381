extension UIBarButtonItem {
    // iOS code makes items without an action as `target: nil, action: nil` (spaces, items
    // that get a menu or an action later). A selector is a method reference here, so `nil`
    // picks these forms; `Never?` can only be nil.

    public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
        self.init(title: title, style: style)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
        self.init()
        self.image = image
        self.style = style
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
        self.init(systemItem: systemItem)
    }
}

extension UIBarButtonItem {
    // A method that takes no sender, as `@objc func done()` often is on iOS.

    public convenience init<T: AnyObject>(title: String?, style: Style, target: T?, action: @escaping (T) -> @MainActor () -> Void) {
        self.init(title: title, style: style)
        setAction(target, action)
    }

    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T?, action: @escaping (T) -> @MainActor () -> Void) {
        self.init(image: image, style: style, target: nil, action: nil)
        setAction(target, action)
    }

    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T?,
                                          action: @escaping (T) -> @MainActor () -> Void) {
        self.init(systemItem: systemItem)
        setAction(target, action)
    }

    public func setAction<T: AnyObject>(_ target: T?, _ action: @escaping (T) -> @MainActor () -> Void) {
        setAction(target) { (t: T) in { (_: UIBarButtonItem) in action(t)() } }
    }
}
