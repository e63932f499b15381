import Testing
import UIKit
import UIKitTesting

/// The custom-views guide's CaptionableImageView both ways: built in code, and loaded from
/// its nib (File's Owner with outlets, from `init(frame:)` and from `init(coder:)` inside
/// another nib). Both must draw the same pixels.
@Suite(.freshContext) @MainActor struct CaptionableImageViewNibTests {
    /// The photo stand-in: a diagonal gradient with a disc, so aspect-fill cropping shows.
    private func photo() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 160, height: 120)).image { context in
            let colors = [UIColor.orange.cgColor, UIColor.purple.cgColor]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
            context.cgContext.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 160, y: 120), options: [])
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 60, y: 30, width: 40, height: 40)).fill()
        }
    }

    /// The screen with `view` filling a white window, as an app shows it: the nib's content
    /// view has Interface Builder's default white background, the code version none, so
    /// they are compared over the same backdrop.
    private func render(_ view: UIView, host: UITestHost) -> CGImage {
        host.window.backgroundColor = .white
        host.window.addSubview(view)
        return host.renderScreen()
    }

    @Test func nibVersionMatchesTheProgrammaticPixels() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 2)
        let frame = CGRect(x: 0, y: 0, width: 320, height: 200)

        let code = CodeCaptionableImageView(frame: frame)
        code.image = photo()
        code.caption = "Yo dawg, I heard you like views"
        let codeImage = render(code, host: host)
        code.removeFromSuperview()

        let nib = NibCaptionableImageView(frame: frame)
        nib.image = photo()
        nib.caption = "Yo dawg, I heard you like views"
        let nibImage = render(nib, host: host)

        #expect(nib.label.frame == CGRect(x: 10, y: 5, width: 300, height: 20))
        #expect(nib.label.superview?.frame == CGRect(x: 0, y: 170, width: 320, height: 30))
        if let difference = ReferenceImage.difference(nibImage, codeImage, tolerance: 2, name: "CaptionableImageView") {
            Issue.record("\(difference)")
        }
        if let difference = ReferenceImage.compare(nibImage, named: "CaptionableImageView-nib") {
            Issue.record("\(difference)")
        }
    }

    /// Resized after loading, the nib's constraints keep the caption on the bottom edge.
    @Test func captionFollowsTheBottomWhenResized() throws {
        let view = NibCaptionableImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        view.layoutIfNeeded()
        #expect(view.label.superview?.frame == CGRect(x: 0, y: 270, width: 400, height: 30))
        #expect(view.imageView.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    /// Both outlets the guide declares weak are weak: the nib's views are kept alive only by
    /// the hierarchy, and everything is freed with the view.
    @Test func nothingOutlivesTheView() throws {
        weak var label: UILabel?
        weak var content: UIView?
        do {
            let view = NibCaptionableImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            label = view.label
            content = view.contentView
            #expect(label != nil)
        }
        #expect(label == nil)
        #expect(content == nil)
    }
}
