import Foundation

extension UIScrollView {
    /// Scrolling, bouncing, paging and zooming settings, and the content inset.
    func decodeScrollViewAttributes(_ nib: UINibDecoder) {
        bounces = nib.bool("bounces", default: true)
        alwaysBounceVertical = nib.bool("alwaysBounceVertical", default: false)
        alwaysBounceHorizontal = nib.bool("alwaysBounceHorizontal", default: false)
        isPagingEnabled = nib.bool("pagingEnabled", default: false)
        isScrollEnabled = nib.bool("scrollEnabled", default: true)
        isDirectionalLockEnabled = nib.bool("directionalLockEnabled", default: false)
        bouncesZoom = nib.bool("bouncesZoom", default: true)
        if let scale = nib.number("minimumZoomScale") { minimumZoomScale = CGFloat(scale) }
        if let scale = nib.number("maximumZoomScale") { maximumZoomScale = CGFloat(scale) }
        if let inset = nib.insets("contentInset") { contentInset = inset }
        if let size = nib.size("contentSize") { contentSize = size }
        if let behavior = nib.enumeration("contentInsetAdjustmentBehavior", Self.insetBehavior) { contentInsetAdjustmentBehavior = behavior }
    }

    private static func insetBehavior(_ name: String) -> ContentInsetAdjustmentBehavior? {
        switch name {
        case "automatic": .automatic
        case "scrollableAxes": .scrollableAxes
        case "never": .never
        case "always": .always
        default: nil
        }
    }
}
