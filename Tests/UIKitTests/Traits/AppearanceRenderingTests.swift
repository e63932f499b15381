import CoreGraphics
import Foundation
import Testing
@testable import UIKit
@testable import UIKitTesting

/// What changes on screen when the appearance changes ("Supporting Dark Mode in Your
/// Interface"): UIKit resolves views' dynamic background colors again and redraws content
/// drawn with dynamic colors; a CGColor code took from a dynamic color stays as it was taken.
@Suite("Appearance rendering", .serialized, .freshContext) @MainActor
struct AppearanceRenderingTests {
    /// Fills itself with the label color in `draw(_:)`.
    final class LabelFillView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            UIColor.label.setFill()
            UIRectFill(bounds)
        }
    }

    private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test("A dynamic background color and draw(_:) content follow the appearance; a layer's CGColor set by code does not")
    func switchRedraws() {
        let host = UITestHost(size: CGSize(width: 60, height: 20), scale: 1)
        host.window.backgroundColor = .systemBackground
        let drawn = LabelFillView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        let layerColored = UIView(frame: CGRect(x: 40, y: 0, width: 20, height: 20))
        layerColored.layer.backgroundColor = UIColor.label.cgColor
        host.window.addSubview(drawn)
        host.window.addSubview(layerColored)

        var image = host.renderScreen()
        #expect(rgb(image, 5, 10) == [255, 255, 255])
        #expect(rgb(image, 25, 10) == [0, 0, 0])
        #expect(rgb(image, 45, 10) == [0, 0, 0])
        #expect(drawn.draws == 1)

        host.userInterfaceStyle = .dark
        image = host.renderScreen()
        #expect(rgb(image, 5, 10) == [0, 0, 0])
        #expect(rgb(image, 25, 10) == [255, 255, 255])
        #expect(drawn.draws == 2)
        // As on iOS: the CGColor was resolved when it was taken.
        #expect(rgb(image, 45, 10) == [0, 0, 0])
    }

    @Test("A label in the default text color reads white on black in dark")
    func labelFollowsAppearance() {
        let host = UITestHost(size: CGSize(width: 80, height: 30), scale: 1, userInterfaceStyle: .dark)
        host.window.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.text = "█████"
        host.window.addSubview(label)
        let image = host.renderScreen()
        var brightest = 0
        for x in 0..<80 { brightest = max(brightest, rgb(image, x, 15)[0]) }
        #expect(brightest > 200)
        #expect(rgb(image, 79, 1) == [0, 0, 0])
    }

    @Test("The snapshot strategy renders a view in the traits' appearance and leaves the view as it was")
    func snapshotTraits() {
        _ = UITestHost(size: CGSize(width: 20, height: 20), scale: 1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        let darkImage = SnapshotPixels.image(of: view, size: nil, drawHierarchy: false,
                                             traits: UITraitCollection(traitsFrom: [.init(displayScale: 1), .init(userInterfaceStyle: .dark)]))
        let lightImage = SnapshotPixels.image(of: view, size: nil, drawHierarchy: false, traits: UITraitCollection(displayScale: 1))
        #expect(rgb(darkImage.cgImage!, 5, 5) == [0, 0, 0])
        #expect(rgb(lightImage.cgImage!, 5, 5) == [255, 255, 255])
        #expect(view.overrideUserInterfaceStyle == .unspecified)
    }
}
