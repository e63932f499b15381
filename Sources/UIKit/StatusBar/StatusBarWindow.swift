import CoreGraphics

/// A window of the device's chrome showing one view (the status bar over the top edge of
/// the device's screen, the home indicator over its bottom edge): above the app's windows,
/// alerts and the keyboard, taking no touches (they reach the windows below).
final class SystemChromeWindow<Content: UIView>: UIWindow {
    let content: Content

    init(showing content: Content) {
        self.content = content
        super.init(frame: .zero)
        windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1_000_000)
        backgroundColor = nil
        isUserInteractionEnabled = false
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
}

typealias StatusBarWindow = SystemChromeWindow<StatusBarView>
typealias HomeIndicatorWindow = SystemChromeWindow<HomeIndicatorView>

extension SystemChromeWindow where Content == StatusBarView {
    var statusBar: StatusBarView { content }
}

extension SystemChromeWindow where Content == HomeIndicatorView {
    var homeIndicator: HomeIndicatorView { content }
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
