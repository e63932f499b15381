import CoreGraphics
import Foundation
import QuartzCore

/// A spinner showing that work is under way: eight spokes fading around a circle, turning
/// one spoke clockwise every eighth of a second while animating.
///
/// The spinner has its style's size (20 × 20 points for `.medium`, 37 × 37 for `.large`),
/// which `intrinsicContentSize` and `sizeThatFits(_:)` report; a view given another size
/// draws it centred. With `hidesWhenStopped` (the default) the view is hidden whenever it is
/// not animating. The turning is a discrete Core Animation keyframe animation on the
/// spokes' layer, so it runs on the media clock and costs no redrawing.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's look; raw values are UIKit's.
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large")
        case whiteLarge = 0
        @available(*, deprecated, renamed: "medium")
        case white = 1
        @available(*, deprecated, renamed: "medium")
        case gray = 2
    }

    /// How many spokes the spinner has, and how long one turn takes.
    static let spokeCount = 8
    static let turnDuration: CFTimeInterval = 1
    /// The key of the turning animation on the spokes' layer.
    static let spinKey = "UIActivityIndicatorView.spin"

    private let spokesLayer = CALayer()
    private var spokeLayers: [CAShapeLayer] = []
    private var customColor: UIColor?
    private var animating = false
    /// How many spokes show, all alike, while a refresh control is being pulled (nil: the
    /// spinner as it turns).
    private var revealedSpokes: Int?

    /// The spinner's look; changing it changes its size and default color.
    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            rebuildSpokes()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the view hides itself while it is not animating (true by default).
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// The spokes' color; setting nil goes back to the style's color.
    open var color: UIColor! {
        get { customColor ?? defaultColor }
        set {
            customColor = newValue
            appearanceDidSet(\.color, value: newValue)
            rebuildSpokes()
        }
    }

    /// Whether the spinner is turning.
    open var isAnimating: Bool { animating }

    /// A spinner of `style`, sized to it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        setUpSpinner()
    }

    /// A `.medium` spinner drawn centred in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSpinner()
    }

    /// From a nib: the style, `hidesWhenStopped` (off unless written), `animating` and the color.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSpinner()
        if let nib = coder as? UINibDecoder {
            decodeViewFlags(nib)
            decodeActivityIndicatorAttributes(nib)
        }
    }

    /// Starts turning, showing the view.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        if hidesWhenStopped { isHidden = false }
        addSpinAnimation()
    }

    /// Stops turning; hides the view when `hidesWhenStopped`.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        spokesLayer.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size(of: style) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        withoutActions { spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY) }
    }

    /// A layer leaving its window loses its animations; coming back, the spinner turns again.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if animating, window != nil { addSpinAnimation() }
    }

    // MARK: Spokes

    /// The size a style draws at.
    static func size(of style: Style) -> CGSize {
        // By raw value: the old style names are deprecated (0 is the old large white style).
        style == .large || style.rawValue == 0 ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    /// The color a style draws in when none is set: white for the old white styles, gray for
    /// the old gray one, the secondary label color for the current ones.
    private var defaultColor: UIColor {
        switch style.rawValue {
        case 0, 1: .white
        case 2: .gray
        default: .secondaryLabel
        }
    }

    /// The spokes hold resolved colors: a new appearance makes them anew.
    override func appearanceDidChange(from previousTraitCollection: UITraitCollection) {
        rebuildSpokes()
    }

    private func setUpSpinner() {
        isOpaque = false
        if hidesWhenStopped, !animating { isHidden = true }
        layer.addSublayer(spokesLayer)
        rebuildSpokes()
    }

    /// Makes the spokes for the current style and color: capsules pointing out from the
    /// centre, the first at twelve o'clock and fully opaque, each next one counter-clockwise
    /// fainter, so the bright head leads as the layer turns clockwise.
    private func rebuildSpokes() {
        withoutActions {
            let size = Self.size(of: style)
            let large = size.width > 20
            let thickness: CGFloat = large ? 3.5 : 2.25
            let outerEdge = size.width / 2 - 0.5
            let innerEdge = size.width * 0.24
            let centre = CGPoint(x: size.width / 2, y: size.height / 2)
            spokesLayer.bounds = CGRect(origin: .zero, size: size)
            spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
            spokeLayers.forEach { $0.removeFromSuperlayer() }
            let capsule = CGRect(x: centre.x - thickness / 2, y: centre.y - outerEdge,
                                 width: thickness, height: outerEdge - innerEdge)
            let path = CGMutablePath()
            path.addRoundedRect(in: capsule, cornerWidth: thickness / 2, cornerHeight: thickness / 2)
            spokeLayers = (0..<Self.spokeCount).map { i in
                let spoke = CAShapeLayer()
                spoke.path = path
                spoke.frame = CGRect(origin: .zero, size: size)
                spoke.setAffineTransform(CGAffineTransform(rotationAngle: -CGFloat(i) * 2 * .pi / CGFloat(Self.spokeCount)))
                let fade = revealedSpokes == nil ? 1 - 0.75 * CGFloat(i) / CGFloat(Self.spokeCount - 1) : 0.85
                // Revealed clockwise from twelve o'clock: spoke i is the (8 − i)th clockwise.
                spoke.isHidden = revealedSpokes.map { (Self.spokeCount - i) % Self.spokeCount >= $0 } ?? false
                let resolvedColor = color.resolvedColor(with: traitCollection)
                spoke.fillColor = resolvedColor.withAlphaComponent(resolvedColor.cgColor.alpha * fade).cgColor
                spokesLayer.addSublayer(spoke)
                return spoke
            }
        }
    }

    /// Shows `count` spokes, alike, clockwise from twelve o'clock, as a refresh control's
    /// spinner appears while the content is pulled; nil goes back to the turning spinner's look.
    func revealSpokes(_ count: Int?) {
        guard count != revealedSpokes else { return }
        revealedSpokes = count
        rebuildSpokes()
    }

    /// Turns the spokes one spoke a step, forever, from the current media time.
    private func addSpinAnimation() {
        guard window != nil else { return }
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { NSNumber(value: Double($0) * 2 * .pi / Double(Self.spokeCount)) }
        spin.calculationMode = .discrete
        spin.duration = Self.turnDuration
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        spokesLayer.add(spin, forKey: Self.spinKey)
    }

    /// Changes the spinner's own layers without implicit animations.
    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
