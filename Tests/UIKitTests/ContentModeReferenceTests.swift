import Testing
import UIKit
import UIKitTesting

/// Draws a 40 × 30 picture that shows orientation: yellow field, red top-left block, blue
/// bottom-right disc, black frame.
private final class Picture: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
    }
    required init?(coder: NSCoder) { fatalError("not used") }

    override func draw(_ rect: CGRect) {
        let ctx = UIGraphicsGetCurrentContext()!
        UIColor.yellow.setFill(); ctx.fill(bounds)
        UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2))
        UIColor.blue.setFill()
        ctx.fillEllipse(in: CGRect(x: bounds.width * 0.6, y: bounds.height * 0.5, width: bounds.width * 0.35, height: bounds.height * 0.45))
        UIColor.black.setStroke(); ctx.stroke(bounds.insetBy(dx: 0.5, dy: 0.5))
    }
}

/// Figure 1-2 for every content mode: each picture is drawn at 40 × 30, then its view is
/// resized to 60 × 50 without redrawing, so the cached content is placed by the mode
/// (`.redraw` draws again at the new size).
@MainActor
private func contentModeSheet(scale: CGFloat) -> CGImage {
    let modes = UIView.ContentMode.allCases
    let cell = CGSize(width: 70, height: 60)
    let host = UITestHost(size: CGSize(width: cell.width * 5, height: cell.height * 3), scale: scale)
    host.window.backgroundColor = UIColor(white: 0.85, alpha: 1)
    var pictures: [Picture] = []
    for (i, mode) in modes.enumerated() {
        let container = UIView(frame: CGRect(x: CGFloat(i % 5) * cell.width + 5, y: CGFloat(i / 5) * cell.height + 5,
                                             width: 60, height: 50))
        container.backgroundColor = .white
        container.clipsToBounds = true
        let picture = Picture(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        picture.contentMode = mode
        container.addSubview(picture)
        host.window.addSubview(container)
        pictures.append(picture)
    }
    host.runLoopTurn()                       // draws every picture at 40 × 30
    for picture in pictures { picture.frame = CGRect(x: 0, y: 0, width: 60, height: 50) }
    return host.renderScreen()
}

@Suite("Content modes (reference images)", .serialized, .freshContext) @MainActor
struct ContentModeReferenceTests {
    @Test("All 13 content modes place cached content exactly, at scale 1")
    func scale1() {
        let diff = ReferenceImage.compare(contentModeSheet(scale: 1), named: "content-modes@1x")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("All 13 content modes place cached content exactly, at scale 2")
    func scale2() {
        let diff = ReferenceImage.compare(contentModeSheet(scale: 2), named: "content-modes@2x")
        #expect(diff == nil, "\(diff!)")
    }
}
