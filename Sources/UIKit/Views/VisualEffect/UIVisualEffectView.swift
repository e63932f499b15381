import CoreGraphics
import Foundation
import QuartzCore

/// A view that draws a visual effect: a live blur of what lies behind it (`UIBlurEffect`),
/// or vibrant content over such a blur (`UIVibrancyEffect`).
///
/// As on iOS it is built from parts: a backdrop that blurs and saturates the pixels beneath
/// the view (drawn by the render server, so the blur follows whatever moves behind), a color
/// laid over it, and `contentView`, where subviews go; they are drawn sharp on top. Setting
/// `effect` inside an animation block animates the blur in or out, as on iOS.
///
/// Apple's rules hold: subviews are added to `contentView`, never to the effect view itself
/// (that stops with UIKit's message), and an effect view under an ancestor with an alpha
/// below 1 sees only that ancestor's content behind it.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Where subviews of the effect view go.
    public let contentView: UIView

    private let backdropView = VisualEffectBackdropView()
    private let overlayView = UIView()
    private var effectValue: UIVisualEffect?
    private var contentTint: UIColor?
    /// Whether the view is adding its own parts (the only subviews it takes directly).
    private var isAddingParts = false

    /// The effect drawn; nil draws none (the content view alone). Animatable.
    open var effect: UIVisualEffect? {
        get { effectValue }
        set {
            effectValue = newValue.map { $0.copy() as! UIVisualEffect }
            apply(effectValue?.appearance ?? .none)
        }
    }

    /// Under a vibrancy effect the view's content is drawn in the vibrancy color.
    open override class var layerClass: AnyClass { ContentTintLayer.self }

    /// A view drawing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        super.init(frame: .zero)
        setUpParts()
        self.effect = effect
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// From a nib: the `<blurEffect>` or `<vibrancyEffect>` and the content view with its
    /// subviews.
    public required init?(coder: NSCoder) {
        var content = UIView()
        var effect: UIVisualEffect?
        if let nib = coder as? UINibDecoder {
            if let element = nib.child(key: "contentView"), let decoded = nib.session.instantiate(element) as? UIView {
                content = decoded
            }
            effect = Self.decodeEffect(nib)
        }
        contentView = content
        super.init(coder: coder)
        setUpParts()
        self.effect = effect
    }

    private func setUpParts() {
        isAddingParts = true
        defer { isAddingParts = false }
        for part in [backdropView, overlayView, contentView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(part)
        }
        backdropView.isUserInteractionEnabled = false
        overlayView.isUserInteractionEnabled = false
    }

    /// Subviews belong in `contentView`: adding one to the effect view itself is the
    /// programmer error UIKit stops on.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !isAddingParts else { return }
        preconditionFailure("\(subview) has been added as a subview of \(self). Do not add subviews directly to the visual "
                            + "effect view itself, instead add them to the -contentView.")
    }

    /// The parts take the view's corner radius, so a rounded effect view blurs a rounded area
    /// without clipping its content, as on iOS.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let radius = layer.cornerRadius
        for part in [backdropView, overlayView] where part.layer.cornerRadius != radius { part.layer.cornerRadius = radius }
    }

    /// A vibrancy's tint, resolved again when the appearance changes.
    override func appearanceDidChange(from previousTraitCollection: UITraitCollection) {
        (layer as? ContentTintLayer)?.contentTint = resolved(contentTint)
    }

    private func apply(_ look: VisualEffectAppearance) {
        let backdrop = backdropView.backdropLayer
        backdrop.blurRadius = look.blurRadius
        backdrop.saturation = look.saturation
        // The overlay fades in and out in its own color (not through transparent black).
        let current = overlayView.backgroundColor
        if let overlay = look.overlay {
            if (current?.cgColor.alpha ?? 0) == 0 {
                UIView.performWithoutAnimation { overlayView.backgroundColor = overlay.withAlphaComponent(0) }
            }
            overlayView.backgroundColor = overlay
        } else if let current {
            overlayView.backgroundColor = current.withAlphaComponent(0)
        }
        contentTint = look.contentTint
        (layer as? ContentTintLayer)?.contentTint = resolved(look.contentTint)
    }

    /// The effect a nib gives: `<blurEffect style="…"/>` or `<vibrancyEffect style="…">`
    /// holding its `<blurEffect>`.
    private static func decodeEffect(_ nib: UINibDecoder) -> UIVisualEffect? {
        func blur(_ element: IBElement?) -> UIBlurEffect? {
            guard let element else { return nil }
            let name = element["style"] ?? "light"
            return UIBlurEffect(style: UIBlurEffect.Style.allCases.first { "\($0)" == name } ?? .light)
        }
        if let vibrancy = nib.element.child("vibrancyEffect") {
            let base = blur(vibrancy.child("blurEffect")) ?? UIBlurEffect(style: .light)
            if let name = vibrancy["style"], let style = UIVibrancyEffectStyle.allCases.first(where: { "\($0)" == name }) {
                return UIVibrancyEffect(blurEffect: base, style: style)
            }
            return UIVibrancyEffect(blurEffect: base)
        }
        return blur(nib.element.child("blurEffect"))
    }
}

/// The part of a visual effect view that blurs what lies behind it.
@MainActor
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { BackdropLayer.self }
    var backdropLayer: BackdropLayer { layer as! BackdropLayer }
}
