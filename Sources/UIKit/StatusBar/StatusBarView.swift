import CoreGraphics
import Foundation

/// The status bar as iOS draws it with full signal and battery at 9:41: the time, the
/// cellular bars, Wi-Fi and the battery. On a phone with a sensor housing the time sits
/// centred left of it and the icons right of it; on a phone with a home button the time is
/// centred; on an iPad the time is at the leading edge and the icons at the trailing one.
final class StatusBarView: UIView {
    private let time = UILabel()
    private let icons = StatusBarIconsView()
    private var chrome: DeviceChrome?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        time.text = "9:41"
        addSubview(time)
        addSubview(icons)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the status bar's state; inside an animation block hiding fades (`.fade`) or
    /// slides it up (`.slide`).
    func show(hidden: Bool, lightContent: Bool, chrome: DeviceChrome, animation: UIStatusBarAnimation) {
        let width = window?.bounds.width ?? bounds.width
        let layoutChanged = self.chrome != chrome || bounds.width != width
        self.chrome = chrome
        if layoutChanged {
            UIView.performWithoutAnimation {
                transform = .identity
                frame = CGRect(x: 0, y: 0, width: width, height: chrome.statusBarHeight)
                place(chrome: chrome)
            }
        }
        let color: UIColor = lightContent ? .white : .black
        if time.textColor != color {
            UIView.performWithoutAnimation {
                time.textColor = color
                icons.color = color
            }
        }
        switch animation {
        case .slide:
            alpha = 1
            transform = hidden ? CGAffineTransform(translationX: 0, y: -chrome.statusBarHeight) : .identity
        case .fade, .none:
            transform = .identity
            alpha = hidden ? 0 : 1
        }
    }

    private func place(chrome: DeviceChrome) {
        let height = chrome.statusBarHeight, width = bounds.width
        time.font = UIFont.systemFont(ofSize: chrome.hasSensorHousing ? 17 : (chrome.isPad ? 13 : 12), weight: .semibold)
        time.sizeToFit()
        icons.scale = chrome.hasSensorHousing ? 1 : 0.8
        let iconSize = icons.intrinsicContentSize
        // A housing pushes the content a little below the bar's middle.
        let midY = chrome.hasSensorHousing ? (height / 2 + 1).rounded() : height / 2
        let timeX: CGFloat, iconsX: CGFloat
        if chrome.isPad {
            timeX = 20
            iconsX = width - 20 - iconSize.width
        } else if chrome.hasSensorHousing {
            // The housing takes the middle third; time and icons are centred in the ears.
            let ear = width / 3
            timeX = (ear / 2 - time.bounds.width / 2 + 6).rounded()
            iconsX = (width - ear / 2 - iconSize.width / 2 - 6).rounded()
        } else {
            timeX = ((width - time.bounds.width) / 2).rounded()
            iconsX = width - 6 - iconSize.width
        }
        time.frame.origin = CGPoint(x: timeX, y: (midY - time.bounds.height / 2).rounded())
        icons.frame = CGRect(x: iconsX, y: (midY - iconSize.height / 2).rounded(), width: iconSize.width, height: iconSize.height)
    }
}

/// Cellular bars, Wi-Fi and a full battery, drawn in one colour.
final class StatusBarIconsView: UIView {
    var color: UIColor = .black { didSet { setNeedsDisplay() } }
    var scale: CGFloat = 1 { didSet { if scale != oldValue { invalidateIntrinsicContentSize(); setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) { nil }

    /// Cellular 17, Wi-Fi 15 and battery 27 points wide with 5 between, 12 tall.
    override var intrinsicContentSize: CGSize { CGSize(width: 74 * scale, height: 12 * scale) }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.scaleBy(x: scale, y: scale)
        context.setFillColor(color.cgColor)
        // Cellular: four bars rising left to right, bottoms aligned.
        for (i, height) in [4.0, 6.0, 8.5, 11.0].enumerated() {
            let bar = CGRect(x: CGFloat(i) * 4.5, y: 11.5 - height, width: 3, height: height)
            context.addPath(UIBezierPath(roundedRect: bar, cornerRadius: 1).cgPath)
        }
        context.fillPath()
        // Wi-Fi: three arcs fanning up from one point.
        let center = CGPoint(x: 22 + 7.5, y: 11.5)
        for (outer, inner) in [(11.0, 8.2), (6.9, 4.4), (2.9, 0.0)] {
            let path = CGMutablePath()
            path.addArc(center: center, radius: outer, startAngle: -.pi * 3 / 4, endAngle: -.pi / 4, clockwise: false)
            path.addArc(center: center, radius: inner, startAngle: -.pi / 4, endAngle: -.pi * 3 / 4, clockwise: true)
            path.closeSubpath()
            context.addPath(path)
        }
        context.fillPath()
        // Battery: a faint outline, the full charge inside, and the cap.
        let body = CGRect(x: 42.5, y: 0.5, width: 24, height: 11)
        context.setStrokeColor(color.withAlphaComponent(0.35).cgColor)
        context.setLineWidth(1)
        context.addPath(UIBezierPath(roundedRect: body, cornerRadius: 3.5).cgPath)
        context.strokePath()
        context.addPath(UIBezierPath(roundedRect: body.insetBy(dx: 1.5, dy: 1.5), cornerRadius: 2).cgPath)
        context.fillPath()
        context.setFillColor(color.withAlphaComponent(0.4).cgColor)
        context.addPath(UIBezierPath(roundedRect: CGRect(x: 67.5, y: 4, width: 1.5, height: 4), cornerRadius: 0.75).cgPath)
        context.fillPath()
    }
}
