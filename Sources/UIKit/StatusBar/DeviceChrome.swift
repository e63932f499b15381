import CoreGraphics

/// What a device's screen puts around the app: the status bar, the sensor housing (notch or
/// Dynamic Island) and the home indicator, which decide the screen's safe area.
///
/// Heights are iOS's portrait status bars by screen size (uikit-controllers-facts.md §5):
/// 20 points with a home button; 50 on 375 × 812 (the mini phones; 44 on the iPhone X
/// family of that size); 48 on 414 × 896; 47 on 390 × 844 and 428 × 926; 59 on the Dynamic
/// Island phones (393 × 852, 430 × 932 and, for sizes not listed, any phone taller than
/// 2 : 1); 24 on iPads with a home indicator and 20 on those with a button. The home
/// indicator takes 34 points at the bottom of a phone in portrait, 21 in landscape, and 20
/// on an iPad. Phones hide the status bar in landscape, where the sensor housing insets the
/// sides instead.
package struct DeviceChrome: Equatable, Sendable {
    /// The status bar's height in portrait (its height wherever it shows).
    package var statusBarHeight: CGFloat
    /// Whether a notch or Dynamic Island keeps the top safe area when the status bar hides.
    package var hasSensorHousing: Bool
    /// Whether the screen has a home indicator instead of a home button.
    package var hasHomeIndicator: Bool
    package var isPad: Bool

    /// Phone sizes (portrait points) whose status bar is not the default for their shape.
    private static let phoneStatusBars: [(size: CGSize, height: CGFloat)] = [
        (CGSize(width: 375, height: 812), 50), (CGSize(width: 414, height: 896), 48),
        (CGSize(width: 390, height: 844), 47), (CGSize(width: 428, height: 926), 47),
    ]
    /// iPads with a home button.
    private static let classicPads: [CGSize] = [
        CGSize(width: 768, height: 1024), CGSize(width: 810, height: 1080), CGSize(width: 834, height: 1112),
    ]

    /// The chrome of the device whose screen is `size` points (either orientation).
    package static func forScreen(size: CGSize) -> DeviceChrome {
        let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        if portrait.width >= 600 {   // every iPad (UIScreen.idiom(for:))
            let classic = classicPads.contains(portrait)
            return DeviceChrome(statusBarHeight: classic ? 20 : 24, hasSensorHousing: false, hasHomeIndicator: !classic, isPad: true)
        }
        guard portrait.height / max(1, portrait.width) > 2 else {
            return DeviceChrome(statusBarHeight: 20, hasSensorHousing: false, hasHomeIndicator: false, isPad: false)
        }
        return DeviceChrome(statusBarHeight: phoneStatusBars.first { $0.size == portrait }?.height ?? 59, hasSensorHousing: true, hasHomeIndicator: true, isPad: false)
    }

    /// Whether the status bar can show on a screen of `size`: phones hide it in landscape.
    package func showsStatusBar(screen size: CGSize) -> Bool {
        isPad || size.height >= size.width
    }

    /// The screen's safe area insets at `size` with the status bar shown or hidden.
    package func safeAreaInsets(screen size: CGSize, statusBarHidden: Bool) -> UIEdgeInsets {
        let landscape = size.width > size.height
        if !isPad && landscape {
            // The housing insets both sides (the screen may be turned either way).
            let side = hasSensorHousing ? statusBarHeight : 0
            return UIEdgeInsets(top: 0, left: side, bottom: hasHomeIndicator ? 21 : 0, right: side)
        }
        let barShown = !statusBarHidden && showsStatusBar(screen: size)
        let top = barShown || hasSensorHousing ? statusBarHeight : 0
        let bottom: CGFloat = hasHomeIndicator ? (isPad ? 20 : 34) : 0
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// The home indicator's bar: 134 × 5 points, its bottom 8 points above the screen's edge.
    package static let homeIndicatorSize = CGSize(width: 134, height: 5)
    package static let homeIndicatorBottomGap: CGFloat = 8
    /// Seconds without a touch before an auto-hidden home indicator fades out.
    package static let homeIndicatorAutoHideDelay: Double = 2
}
