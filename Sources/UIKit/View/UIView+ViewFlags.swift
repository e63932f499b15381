/// The view's yes-or-no settings, packed in one byte.
extension UIView {
    struct ViewFlags: OptionSet {
        let rawValue: UInt8
        static let userInteractionEnabled = ViewFlags(rawValue: 1 << 0)
        static let autoresizesSubviews = ViewFlags(rawValue: 1 << 1)
        static let clearsContextBeforeDrawing = ViewFlags(rawValue: 1 << 2)
        static let multipleTouchEnabled = ViewFlags(rawValue: 1 << 4)
        static let exclusiveTouch = ViewFlags(rawValue: 1 << 5)
        /// The view is a class's appearance proxy (Appearance/), never shown.
        static let appearanceProxy = ViewFlags(rawValue: 1 << 6)
    }

    func setViewFlag(_ flag: ViewFlags, _ on: Bool) {
        if on { viewFlags.insert(flag) } else { viewFlags.remove(flag) }
    }
}
