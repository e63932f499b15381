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
