import CoreGraphics

/// The window the device's status bar and home indicator live in, above the app's windows
/// and alerts; it takes no touches (they reach the windows below).
final class StatusBarWindow: UIWindow {
    let statusBar = StatusBarView()
    let homeIndicator = HomeIndicatorView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1_000_000)
        backgroundColor = nil
        isUserInteractionEnabled = false
        addSubview(statusBar)
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

    func show(visible: Bool, lightContent: Bool, chrome: DeviceChrome) {
        guard let screen = window?.bounds.size else { return }
        let size = DeviceChrome.homeIndicatorSize
        frame = CGRect(x: ((screen.width - size.width) / 2).rounded(),
                       y: screen.height - DeviceChrome.homeIndicatorBottomGap - size.height,
                       width: size.width, height: size.height)
        backgroundColor = lightContent ? .white : .black
        alpha = visible ? 1 : 0
    }
}
