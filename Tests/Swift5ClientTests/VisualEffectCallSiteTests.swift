import Testing
import UIKit
import UIKitTesting

/// How iOS code builds blurs, compiled in Swift 5 mode as apps are: a full-bleed blur behind
/// content, vibrancy nested in a blur, a blur view subclass, and the effect faded in.
final class FrostedCard: UIVisualEffectView {
    let title = UILabel()

    override init(effect: UIVisualEffect?) {
        super.init(effect: effect)
        layer.cornerRadius = 12
        clipsToBounds = true
        title.text = "Frosted"
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = contentView.bounds.insetBy(dx: 12, dy: 8)
    }
}

@Suite("Visual effect call sites", .freshContext) @MainActor
struct VisualEffectCallSiteTests {
    @Test("A blur inserted behind content, vibrancy inside it and a subclass with init(effect:) build and render; the effect fades in inside an animation block")
    func typicalBlurCode() {
        let host = UITestHost(size: CGSize(width: 200, height: 120), scale: 1)
        let root = UIView(frame: host.window.bounds)
        root.backgroundColor = .systemTeal
        host.window.addSubview(root)

        let blurEffect = UIBlurEffect(style: .dark)
        let blurView = UIVisualEffectView(effect: blurEffect)
        blurView.frame = root.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.insertSubview(blurView, at: 0)

        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect))
        vibrancyView.frame = blurView.bounds
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 180, height: 24))
        label.text = "Vibrant"
        vibrancyView.contentView.addSubview(label)
        blurView.contentView.addSubview(vibrancyView)

        let card = FrostedCard(effect: nil)
        card.frame = CGRect(x: 20, y: 60, width: 160, height: 44)
        root.addSubview(card)
        UIView.animate(withDuration: 0.3) {
            card.effect = UIBlurEffect(style: .light)
        }
        host.advanceTime(by: 0.5)
        _ = host.renderScreen()
        #expect((card.effect as? UIBlurEffect)?.style == .light)
        #expect(card.title.frame == CGRect(x: 12, y: 8, width: 136, height: 28))
        #expect(label.superview === vibrancyView.contentView)
    }
}
