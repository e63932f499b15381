import CoreGraphics

/// A window of the device's chrome: above the app's windows, alerts and the keyboard,
/// showing one view, taking no touches (they reach the windows below).
class SystemChromeWindow: UIWindow {
    init(showing content: UIView) {
        super.init(frame: .zero)
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1_000_000)
        backgroundColor = nil
        isUserInteractionEnabled = false
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

/// The window of the status bar, over the top edge of the device's screen.
final class StatusBarWindow: SystemChromeWindow {
    let statusBar: StatusBarView

    init() {
        let bar = StatusBarView()
        statusBar = bar
        super.init(showing: bar)
    }

    required init?(coder: NSCoder) { nil }
}

/// The window of the home indicator, over the bottom edge the indicator keeps clear.
final class HomeIndicatorWindow: SystemChromeWindow {
    let homeIndicator: HomeIndicatorView

    init() {
        let indicator = HomeIndicatorView()
        homeIndicator = indicator
        super.init(showing: indicator)
    }

    required init?(coder: NSCoder) { nil }
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
