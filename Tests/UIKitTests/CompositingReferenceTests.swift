import Testing
import UIKit
import UIKitTesting

/// One cell per compositing feature, 80 × 80 points each, on a light gray window.
@MainActor
private func compositingSheet(scale: CGFloat) -> CGImage {
    let host = UITestHost(size: CGSize(width: 400, height: 240), scale: scale)
    host.window.backgroundColor = UIColor(white: 0.9, alpha: 1)
    func cell(_ i: Int) -> CGRect { CGRect(x: CGFloat(i % 5) * 80 + 10, y: CGFloat(i / 5) * 80 + 10, width: 60, height: 60) }
    func box(_ frame: CGRect, _ color: UIColor) -> UIView {
        let v = UIView(frame: frame); v.backgroundColor = color; return v
    }
    // 0: siblings in order, the back one raised by zPosition.
    let a = box(cell(0).insetBy(dx: 0, dy: 15).offsetBy(dx: -10, dy: 0), .red)
    let b = box(cell(0).insetBy(dx: 15, dy: 0), .blue)
    a.layer.zPosition = 1
    host.window.addSubview(a); host.window.addSubview(b)
    // 1: group opacity 0.5 of two overlapping children.
    let group = UIView(frame: cell(1)); group.backgroundColor = nil; group.isOpaque = false; group.alpha = 0.5
    group.addSubview(box(CGRect(x: 0, y: 0, width: 40, height: 40), .red))
    group.addSubview(box(CGRect(x: 20, y: 20, width: 40, height: 40), .blue))
    host.window.addSubview(group)
    // 2: clipsToBounds with rounded corners clipping an overflowing child.
    let clip = box(cell(2), .green); clip.layer.cornerRadius = 16; clip.clipsToBounds = true
    clip.addSubview(box(CGRect(x: 30, y: -10, width: 50, height: 50), .magenta))
    host.window.addSubview(clip)
    // 3: a rounded border above a child.
    let bordered = box(cell(3), .white); bordered.layer.cornerRadius = 12
    bordered.layer.borderWidth = 4; bordered.layer.borderColor = UIColor.black.cgColor
    bordered.addSubview(box(CGRect(x: 0, y: 20, width: 60, height: 20), .orange))
    host.window.addSubview(bordered)
    // 4: a blurred shadow offset down and right.
    let shadowed = box(cell(4).insetBy(dx: 8, dy: 8), .white)
    shadowed.layer.shadowOpacity = 0.8; shadowed.layer.shadowRadius = 4; shadowed.layer.shadowOffset = CGSize(width: 4, height: 6)
    host.window.addSubview(shadowed)
    // 5: a view rotated 45° (Figure 3-2).
    let rotated = box(cell(5).insetBy(dx: 12, dy: 12), .purple)
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
    host.window.addSubview(rotated)
    // 6: a circular mask layer.
    let masked = box(cell(6), .cyan)
    let mask = CAShapeMaskLayer(frame: masked.bounds)
    masked.layer.mask = mask
    host.window.addSubview(masked)
    // 7: hidden and alpha < 0.01 views do not show; the cell stays empty but for its frame.
    let frameOnly = box(cell(7), .clear); frameOnly.isOpaque = false
    frameOnly.layer.borderWidth = 1; frameOnly.layer.borderColor = UIColor.darkGray.cgColor
    let hidden = box(CGRect(x: 5, y: 5, width: 20, height: 20), .red); hidden.isHidden = true
    frameOnly.addSubview(hidden)
    host.window.addSubview(frameOnly)
    // 8: scale transform 0.5 about the centre.
    let scaled = box(cell(8), .brown); scaled.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    host.window.addSubview(scaled)
    // 9: a bounds origin shift moving the content up and left.
    let scroller = box(cell(9), .white); scroller.clipsToBounds = true
    scroller.addSubview(box(CGRect(x: 30, y: 30, width: 40, height: 40), .blue))
    scroller.bounds.origin = CGPoint(x: 15, y: 15)
    host.window.addSubview(scroller)
    // 10: layer contents (an image) with gravity center, and 11: with contentsCenter stretching.
    let image = stripesImage()
    let imageLayer = CALayer(); imageLayer.frame = cell(10); imageLayer.contents = image
    imageLayer.contentsGravity = .center; imageLayer.backgroundColor = UIColor.white.cgColor
    host.window.layer.addSublayer(imageLayer)
    let stretched = CALayer(); stretched.frame = cell(11); stretched.contents = image
    stretched.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    host.window.layer.addSublayer(stretched)
    return host.renderScreen()
}

/// A 20 × 20-pixel image: a black 4-pixel frame around red/white stripes.
private func stripesImage() -> CGImage {
    let ctx = CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    ctx.setFillColor(gray: 0, alpha: 1); ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    for i in 0..<6 {
        ctx.setFillColor(red: 1, green: i % 2 == 0 ? 0 : 1, blue: i % 2 == 0 ? 0 : 1, alpha: 1)
        ctx.fill(CGRect(x: 4 + i * 2, y: 4, width: 2, height: 12))
    }
    return ctx.makeImage()!
}

/// A layer whose content is a filled disc: a mask.
private final class CAShapeMaskLayer: CALayer {
    required init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    init(frame: CGRect) {
        super.init()
        self.frame = frame
        setNeedsDisplay()
    }
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(gray: 0, alpha: 1)
        ctx.fillEllipse(in: bounds.insetBy(dx: 5, dy: 5))
    }
}

@Suite("Compositing (reference images)", .serialized, .freshContext) @MainActor
struct CompositingReferenceTests {
    @Test("Order, zPosition, group opacity, rounded clips, borders, shadows, transforms, masks, bounds origin and contents, at scale 1")
    func scale1() {
        let diff = ReferenceImage.compare(compositingSheet(scale: 1), named: "compositing@1x")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("The same scenes at scale 2")
    func scale2() {
        let diff = ReferenceImage.compare(compositingSheet(scale: 2), named: "compositing@2x")
        #expect(diff == nil, "\(diff!)")
    }
}
