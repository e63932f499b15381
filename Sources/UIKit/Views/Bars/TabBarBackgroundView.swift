import CoreGraphics
import Foundation

/// What a bar draws behind its items, from a `UIBarAppearance`: the blur, the color over it,
/// the image, and the hairline just outside the edge that meets the content (above a tab
/// bar), one pixel thick.
@MainActor
final class TabBarBackgroundView: UIView {
    private let blur = UIVisualEffectView(effect: nil)
    private let color = UIView()
    private let image = UIImageView()
    private let shadow = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for view in [blur, color, image, shadow] as [UIView] { addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `appearance`'s background and shadow.
    func show(_ appearance: UIBarAppearance) {
        blur.effect = appearance.backgroundEffect
        blur.isHidden = appearance.backgroundEffect == nil
        color.backgroundColor = appearance.backgroundColor
        color.isHidden = appearance.backgroundColor == nil
        image.image = appearance.backgroundImage
        image.contentMode = appearance.backgroundImageContentMode
        image.isHidden = appearance.backgroundImage == nil
        if let shadowImage = appearance.shadowImage {
            shadow.image = shadowImage
            shadow.backgroundColor = nil
            shadow.tintColor = appearance.shadowColor
            shadow.isHidden = false
        } else {
            shadow.image = nil
            shadow.backgroundColor = appearance.shadowColor
            shadow.isHidden = appearance.shadowColor == nil
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for view in [blur, color, image] as [UIView] { view.frame = bounds }
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let thickness = shadow.image.map { $0.size.height } ?? 1 / scale
        shadow.frame = CGRect(x: 0, y: -thickness, width: bounds.width, height: thickness)
    }
}
