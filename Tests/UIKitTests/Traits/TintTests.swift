import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `tintAdjustmentMode` and template images (UIView reference, "Configuring a view's visual
/// appearance"; UIImage, "Providing images for different appearances").
@Suite("Tint adjustment and template images", .serialized, .freshContext) @MainActor
struct TintTests {
    final class TintCounter: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test("tintAdjustmentMode is the first mode other than automatic up the hierarchy, else normal")
    func modeInherits() {
        let root = UIView(), child = UIView(), leaf = UIView()
        root.addSubview(child)
        child.addSubview(leaf)
        #expect(leaf.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed)
        child.tintAdjustmentMode = .normal
        #expect(leaf.tintAdjustmentMode == .normal)
        #expect(root.tintAdjustmentMode == .dimmed)
    }

    @Test("Dimmed, tintColor is a desaturated, dimmed version of the tint; normal gives it back unchanged")
    func dimmedColor() {
        let view = UIView()
        view.tintColor = .systemRed
        view.tintAdjustmentMode = .dimmed
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        view.tintColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - g) < 0.001 && abs(g - b) < 0.001)
        #expect(r > 0.2 && r < 0.8)
        #expect(a == 1)
        view.tintAdjustmentMode = .normal
        #expect(view.tintColor == .systemRed)
    }

    @Test("A change of adjustment mode calls tintColorDidChange once on each view it reaches, not on views with their own mode")
    func modeChangeNotifies() {
        let root = TintCounter(), child = TintCounter(), own = TintCounter(), ownColor = TintCounter()
        root.addSubview(child)
        root.addSubview(own)
        root.addSubview(ownColor)
        own.tintAdjustmentMode = .normal
        ownColor.tintColor = .systemGreen
        for view in [root, child, own, ownColor] { view.changes = 0 }
        root.tintAdjustmentMode = .dimmed
        #expect(root.changes == 1)
        #expect(child.changes == 1)
        #expect(own.changes == 0)
        // Its own color, but the dimming reaches it.
        #expect(ownColor.changes == 1)
        // Setting the same mode again changes nothing.
        root.tintAdjustmentMode = .dimmed
        #expect(root.changes == 1)
        // Moving a view under a dimmed parent dims it, and it is told.
        let newcomer = TintCounter()
        UIView().addSubview(newcomer)
        newcomer.changes = 0
        root.addSubview(newcomer)
        #expect(newcomer.changes == 1)
        #expect(newcomer.tintAdjustmentMode == .dimmed)
    }

    /// A 4×4 image: opaque red with a transparent right half.
    private func halfRedImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
        }
    }

    private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test("An image view shows a template image in its tint, keeping the image's alpha, and follows a new tint")
    func templateInImageView() {
        let host = UITestHost(size: CGSize(width: 4, height: 4), scale: 1)
        host.window.backgroundColor = .white
        let image = halfRedImage().withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate)
        let view = UIImageView(image: image)
        view.tintColor = .blue
        host.window.addSubview(view)
        var shot = host.renderScreen()
        #expect(rgba(shot, 0, 1) == [0, 0, 255, 255])
        #expect(rgba(shot, 3, 1) == [255, 255, 255, 255])
        view.tintColor = .green
        shot = host.renderScreen()
        #expect(rgba(shot, 0, 1) == [0, 255, 0, 255])
        // The original rendering mode shows the image's own colors.
        view.image = halfRedImage()
        shot = host.renderScreen()
        #expect(rgba(shot, 0, 1) == [255, 0, 0, 255])
    }

    @Test("withTintColor draws the image in that color wherever it is shown, and an image view's tint does not change it")
    func withTintColor() {
        let tinted = halfRedImage().withTintColor(.blue)
        #expect(tinted.renderingMode == .alwaysOriginal)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in tinted.draw(at: .zero) }
        #expect(rgba(drawn.cgImage!, 0, 1) == [0, 0, 255, 255])
        #expect(rgba(drawn.cgImage!, 3, 1)[3] == 0)

        let host = UITestHost(size: CGSize(width: 4, height: 4), scale: 1)
        let view = UIImageView(image: tinted)
        view.tintColor = .green
        host.window.addSubview(view)
        #expect(rgba(host.renderScreen(), 0, 1) == [0, 0, 255, 255])
    }

    @Test("A template image in the dynamic system blue follows the appearance")
    func templateFollowsAppearance() {
        let host = UITestHost(size: CGSize(width: 4, height: 4), scale: 1)
        let view = UIImageView(image: halfRedImage().withRenderingMode(.alwaysTemplate))
        host.window.addSubview(view)
        #expect(rgba(host.renderScreen(), 0, 1) == [0, 122, 255, 255])
        host.userInterfaceStyle = .dark
        #expect(rgba(host.renderScreen(), 0, 1) == [10, 132, 255, 255])
    }
}

extension TintTests {
    @Test("A system button shows its image as a template in its tint; a custom button and an always-original image keep their colors")
    func buttonImages() {
        let host = UITestHost(size: CGSize(width: 30, height: 10), scale: 1)
        host.window.backgroundColor = .white
        let red = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let system = UIButton(type: .system)
        system.setImage(red, for: .normal)
        system.tintColor = .blue
        system.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let custom = UIButton(type: .custom)
        custom.setImage(red, for: .normal)
        custom.frame = CGRect(x: 10, y: 0, width: 10, height: 10)
        let original = UIButton(type: .system)
        original.setImage(red.withRenderingMode(.alwaysOriginal), for: .normal)
        original.frame = CGRect(x: 20, y: 0, width: 10, height: 10)
        for button in [system, custom, original] { host.window.addSubview(button) }
        let shot = host.renderScreen()
        #expect(rgba(shot, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(shot, 15, 5) == [255, 0, 0, 255])
        #expect(rgba(shot, 25, 5) == [255, 0, 0, 255])
    }
}
