import CoreGraphics

/// A bar's background as its appearance says: the material, the color over it, the image,
/// and the one-pixel shadow below a top bar or above a bottom one. The bar stretches it over
/// the status bar when it is attached to the top of the screen.
@MainActor
final class BarBackgroundView: UIView {
    private var effectView: UIVisualEffectView?
    private let colorView = UIView()
    private let imageView = UIImageView()
    private let shadowView = UIImageView()
    /// Whether the shadow is on the top edge (bottom bars).
    var shadowOnTop = false { didSet { setNeedsLayout() } }
    /// The appearance shown (a bar's cross-fade keeps a copy of the look it leaves).
    private(set) var appearance: UIBarAppearance?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        addSubview(colorView)
        addSubview(imageView)
        addSubview(shadowView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("BarBackgroundView is made by its bar") }

    /// Shows `appearance`'s background and shadow.
    func apply(_ appearance: UIBarAppearance) {
        self.appearance = appearance
        if let effect = appearance.backgroundEffect {
            if effectView == nil {
                let view = UIVisualEffectView(effect: effect)
                insertSubview(view, at: 0)
                effectView = view
            }
            effectView?.effect = effect
            effectView?.isHidden = false
        } else {
            effectView?.isHidden = true
        }
        colorView.backgroundColor = appearance.backgroundColor
        imageView.image = appearance.backgroundImage
        imageView.contentMode = appearance.backgroundImageContentMode
        imageView.isHidden = appearance.backgroundImage == nil
        if let image = appearance.shadowImage {
            shadowView.image = image
            shadowView.backgroundColor = nil
            shadowView.isHidden = false
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = appearance.shadowColor
            shadowView.isHidden = appearance.shadowColor.map { $0.cgColor.alpha == 0 } ?? true
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView?.frame = bounds
        colorView.frame = bounds
        imageView.frame = bounds
        let height = shadowView.image?.size.height ?? 1 / max(1, traitCollection.displayScale)
        shadowView.frame = CGRect(x: 0, y: shadowOnTop ? -height : bounds.height, width: bounds.width, height: height)
    }
}
