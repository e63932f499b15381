import CoreGraphics

/// The window the device's status bar lives in, over the top of the app's; it takes no
/// touches (they reach the windows below).
final class StatusBarWindow: UIWindow {
    let statusBar = StatusBarView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = StatusBarWindow.level
        backgroundColor = nil
        isUserInteractionEnabled = false
        addSubview(statusBar)
    }

    required init?(coder: NSCoder) { nil }

    /// Above the app's windows, alerts and the keyboard.
    static let level = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1_000_000)

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// The window of the home indicator, over the bottom edge the indicator keeps clear.
final class HomeIndicatorWindow: UIWindow {
    let homeIndicator = HomeIndicatorView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = StatusBarWindow.level
        backgroundColor = nil
        isUserInteractionEnabled = false
        addSubview(homeIndicator)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// The home indicator: a capsule at the bottom centre, dark over light content and light
/// over dark.
final class HomeIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.cornerRadius = DeviceChrome.homeIndicatorSize.height / 2
    }

    required init?(coder: NSCoder) { nil }

    func show(visible: Bool, lightContent: Bool) {
        guard let strip = window?.bounds.size else { return }
        let size = DeviceChrome.homeIndicatorSize
        UIView.performWithoutAnimation {
            frame = CGRect(x: ((strip.width - size.width) / 2).rounded(),
                           y: strip.height - DeviceChrome.homeIndicatorBottomGap - size.height,
                           width: size.width, height: size.height)
        }
        backgroundColor = lightContent ? .white : .black
        alpha = visible ? 1 : 0
    }
}
