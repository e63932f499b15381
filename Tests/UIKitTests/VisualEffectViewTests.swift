import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIVisualEffectView` with `UIBlurEffect` and `UIVibrancyEffect`: a live blur of what lies
/// behind the view, drawn by the render server.
@Suite("Visual effect views", .serialized, .freshContext) @MainActor
struct VisualEffectViewTests {
    /// Bright stripes and a label to blur: sharp edges show whether a blur happened.
    private func stripes(in host: UITestHost) {
        host.window.backgroundColor = .white
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for (i, color) in colors.enumerated() {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 60, y: 0, width: 30, height: host.window.bounds.height))
            stripe.backgroundColor = color
            host.window.addSubview(stripe)
        }
        let label = UILabel(frame: CGRect(x: 10, y: 8, width: 340, height: 60))
        label.text = "Behind the glass"
        label.font = .boldSystemFont(ofSize: 40)
        host.window.addSubview(label)
    }

    private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = image.pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    /// A 200 × 100 screen at 1×: red on the left half, white on the right.
    private func redAndWhite() -> UITestHost {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 1)
        host.window.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.window.addSubview(red)
        return host
    }

    @Test("Each blur style over bright stripes (light, extra light, dark, the materials, a rounded one), content sharp on top and vibrant text over a blur", arguments: [UIUserInterfaceStyle.light, .dark])
    func blurStyles(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 360, height: 300), scale: 2, userInterfaceStyle: style)
        stripes(in: host)
        let styles: [UIBlurEffect.Style] = [.light, .extraLight, .dark, .systemUltraThinMaterial, .systemThickMaterial, .systemChromeMaterialDark]
        for (i, style) in styles.enumerated() {
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            view.frame = CGRect(x: CGFloat(i % 3) * 120 + 6, y: 44 + CGFloat(i / 3) * 66, width: 108, height: 56)
            let name = UILabel(frame: view.bounds.insetBy(dx: 6, dy: 6))
            name.text = "\(style)"
            name.font = .systemFont(ofSize: 11)
            name.textColor = style == .dark || style == .systemChromeMaterialDark ? .white : .black
            name.numberOfLines = 2
            view.contentView.addSubview(name)
            host.window.addSubview(view)
        }
        let rounded = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        rounded.frame = CGRect(x: 6, y: 184, width: 168, height: 100)
        rounded.layer.cornerRadius = 20
        host.window.addSubview(rounded)

        let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        card.frame = CGRect(x: 186, y: 184, width: 168, height: 100)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        vibrancy.frame = card.contentView.bounds
        vibrancy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let vibrant = UILabel(frame: CGRect(x: 10, y: 10, width: 148, height: 80))
        vibrant.text = "Vibrant text"
        vibrant.numberOfLines = 2
        vibrant.font = .boldSystemFont(ofSize: 18)
        vibrancy.contentView.addSubview(vibrant)
        card.contentView.addSubview(vibrancy)
        host.window.addSubview(card)

        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "visual-effect-views-dark@2x" : "visual-effect-views@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }

    @Test("A blur mixes neighbouring colors behind it: across a sharp red/white edge the blurred pixels lie between the two")
    func blurMixesNeighbours() {
        let host = redAndWhite()
        let sharp = host.renderScreen()
        #expect(pixel(sharp, 97, 50) == (255, 0, 0))
        #expect(pixel(sharp, 103, 50) == (255, 255, 255))

        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = host.window.bounds
        host.window.addSubview(blur)
        let blurred = host.renderScreen()
        // Just left of the edge the white has bled in; just right of it the red.
        let left = pixel(blurred, 97, 50), right = pixel(blurred, 103, 50)
        #expect(left.g > 40 && left.g < 230, "left of the edge: \(left)")
        #expect(right.g > 40 && right.g < 230, "right of the edge: \(right)")
        // Far from the edge the colors stay: red (lightened by the white overlay) and white.
        let farLeft = pixel(blurred, 5, 50), farRight = pixel(blurred, 195, 50)
        #expect(farLeft.r > 240 && farLeft.g < 110, "\(farLeft)")
        #expect(farRight == (255, 255, 255))
    }

    @Test("With no effect (nil) the view shows what lies behind it unchanged")
    func noEffectShowsBackdrop() {
        let host = UITestHost(size: CGSize(width: 200, height: 100), scale: 2)
        stripes(in: host)
        let before = host.renderScreen()
        let view = UIVisualEffectView(effect: nil)
        view.frame = host.window.bounds
        host.window.addSubview(view)
        #expect(ReferenceImage.difference(host.renderScreen(), before, tolerance: 0, name: "no effect", url: URL(fileURLWithPath: "/")) == nil)
    }

    @Test("The blur follows what moves behind it: frames drawn from damage alone equal a full recomposite")
    func blurFollowsBackdropChanges() {
        let host = UITestHost(size: CGSize(width: 240, height: 160), scale: 2)
        host.window.backgroundColor = .white
        let mover = UIView(frame: CGRect(x: 10, y: 60, width: 40, height: 40))
        mover.backgroundColor = .systemBlue
        host.window.addSubview(mover)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = CGRect(x: 60, y: 40, width: 120, height: 80)
        host.window.addSubview(blur)
        _ = host.renderScreen()
        // Moving beside the blur (inside the blur's reach, outside its frame) and then under it.
        for x in [20, 30, 45, 70, 110, 150, 200] as [CGFloat] {
            mover.frame.origin.x = x
            let drawn = host.renderScreen()
            let full = host.fullRecomposite()
            let diff = ReferenceImage.difference(drawn, full, tolerance: 0, name: "x = \(x)", url: URL(fileURLWithPath: "/"))
            #expect(diff == nil, "mover at x = \(x): \(diff?.message ?? "")")
        }
    }

    @Test("An effect view whose alpha is below 1 still blurs what lies behind it, at that alpha")
    func translucentEffectViewStillBlurs() {
        let host = redAndWhite()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        blur.frame = host.window.bounds
        blur.alpha = 0.5
        host.window.addSubview(blur)
        let right = pixel(host.renderScreen(), 103, 50)
        #expect(right.g > 120 && right.g < 250, "half a blur over white just right of the edge: \(right)")
    }

    @Test("Setting the effect in an animation block animates the blur in, frame by frame on the media clock")
    func effectAnimates() {
        let host = redAndWhite()
        let blur = UIVisualEffectView(effect: nil)
        blur.frame = host.window.bounds
        host.window.addSubview(blur)
        _ = host.renderScreen()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { blur.effect = UIBlurEffect(style: .light) }
        let backdrop = blur.subviews[0].layer
        var radii: [Double] = [], greens: [Int] = []
        for _ in 0..<5 {
            greens.append(pixel(host.renderScreen(), 130, 50).g)
            radii.append(Double(backdrop.presentation()?.value(forKeyPath: "blurRadius") as? CGFloat ?? -1))
            host.advanceTime(by: 0.25)
        }
        greens.append(pixel(host.renderScreen(), 130, 50).g)
        // The light style's 30-point blur grows linearly with the curve.
        for (radius, expected) in zip(radii, [0, 7.5, 15, 22.5, 30]) { #expect(abs(radius - expected) < 0.01, "\(radii)") }
        #expect(backdrop.value(forKeyPath: "blurRadius") as? CGFloat == 30)
        // White 30 pixels right of the edge turns pinker as the blur reaches it, then holds.
        #expect(greens.first == 255)
        #expect(zip(greens, greens.dropFirst()).allSatisfy { $0 >= $1 }, "\(greens)")
        #expect(greens[2] < 255 && greens[2] > greens[4], "\(greens)")
        #expect(greens[4] == greens[5], "\(greens)")
    }

    @Test("Subviews go in contentView; the effect is copied and compared by style; the view deallocates")
    func contentViewAndEffectValue() {
        weak var weakView: UIVisualEffectView?
        do {
            let effect = UIBlurEffect(style: .dark)
            let view = UIVisualEffectView(effect: effect)
            weakView = view
            let label = UILabel()
            view.contentView.addSubview(label)
            #expect(label.superview === view.contentView)
            #expect(view.contentView.superview === view)
            #expect(view.effect == UIBlurEffect(style: .dark))
            #expect(view.effect != UIBlurEffect(style: .light))
            #expect((view.effect as? UIBlurEffect)?.style == .dark)
            view.effect = UIVibrancyEffect(blurEffect: effect, style: .fill)
            #expect((view.effect as? UIVibrancyEffect)?.style == .fill)
            view.effect = nil
            #expect(view.effect == nil)
        }
        #expect(weakView == nil)
    }

    @Test("Adding a subview to the effect view itself stops with UIKit's message naming contentView")
    func subviewOnEffectViewStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                view.addSubview(UILabel())
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Do not add subviews directly to the visual effect view itself"))
    }
}

/// Interface Builder writes a visual effect view with its `<blurEffect>` or
/// `<vibrancyEffect>` and a keyed content view holding the subviews.
@Suite("Visual effect views from nibs", .freshContext) @MainActor
struct VisualEffectViewNibTests {
    @Test("A <visualEffectView> decodes its blur style, its content view with subviews, and a nested vibrancy effect")
    func decodesEffectsAndContent() throws {
        let root = try #require(try UINib(nibName: "VisualEffects", bundle: .module).instantiateThrowing(withOwner: nil).first
                                as? UIVisualEffectView)
        #expect((root.effect as? UIBlurEffect)?.style == .dark)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
        let content = root.contentView
        #expect(content.superview === root)
        #expect(content.subviews.count == 2)
        #expect((content.subviews[0] as? UILabel)?.text == "On the blur")
        let nested = try #require(content.subviews[1] as? UIVisualEffectView)
        let vibrancy = try #require(nested.effect as? UIVibrancyEffect)
        #expect(vibrancy.style == .secondaryLabel)
        #expect(vibrancy.blurEffect.style == .systemMaterial)
        #expect(nested.frame == CGRect(x: 16, y: 40, width: 268, height: 64))
    }
}
