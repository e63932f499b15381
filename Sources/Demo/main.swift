// The OpenUIKit demo: ordinary iOS view code, built on Linux with `import UIKit`. With a
// display (DISPLAY set) it runs as an app in a real window (WindowDemo.swift). Otherwise it
// renders a gallery of scenes from Apple's View Programming Guide to demo-out/*.png with the
// UIKit API an iOS app has (drawHierarchy into a UIGraphicsImageRenderer), animates views and
// a custom presentation, prints a view to PDF, and prints the window's view hierarchy.
import Foundation
import UIKit

if runWindowDemoIfDisplayPresent() { exit(0) }

// MARK: Scenes

/// Listing 3-5, as written: UIRectFrame draws a one-point frame (UIKit ignores the line
/// width for it), so the guide's "10-pixel" border needs a stroke; both are shown.
final class ListingFrameView: UIView {
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        let myFrame = self.bounds
        context?.setLineWidth(10)
        UIColor.red.set()
        UIRectFrame(myFrame)
    }
}

final class TenPointBorderView: UIView {
    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        context.setLineWidth(10)
        UIColor.red.set()
        context.stroke(bounds.insetBy(dx: 5, dy: 5))
    }
}

/// The guide's CaptionableImageView, built in code.
final class CaptionableImageView: UIView {
    var label: UILabel!
    var imageView: UIImageView!
    var caption: String? {
        get { label?.text }
        set { label.text = newValue }
    }
    var image: UIImage? {
        get { imageView.image }
        set { imageView.image = newValue }
    }
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initSubviews()
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        initSubviews()
    }
    func initSubviews() {
        imageView = UIImageView(frame: bounds)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        addSubview(imageView)
        let captionBackgroundView = UIView(frame: CGRect(x: 0, y: bounds.height - 30, width: bounds.width, height: 30))
        captionBackgroundView.backgroundColor = UIColor(white: 0.1, alpha: 0.8)
        addSubview(captionBackgroundView)
        label = UILabel(frame: captionBackgroundView.bounds.insetBy(dx: 10, dy: 5))
        label.textColor = UIColor(white: 0.9, alpha: 1.0)
        captionBackgroundView.addSubview(label)
    }
}

/// A picture to show: sky, sun and hills, drawn with Core Graphics.
func landscape(size: CGSize) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
        let cg = context.cgContext
        let sky = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                             colors: [UIColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1).cgColor,
                                      UIColor(red: 0.85, green: 0.93, blue: 1, alpha: 1).cgColor], locations: [0, 1])!
        cg.drawLinearGradient(sky, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
        UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).setFill()
        cg.fillEllipse(in: CGRect(x: size.width * 0.65, y: size.height * 0.15, width: size.height * 0.25, height: size.height * 0.25))
        UIColor(red: 0.3, green: 0.6, blue: 0.3, alpha: 1).setFill()
        let hills = UIBezierPath()
        hills.move(to: CGPoint(x: 0, y: size.height))
        hills.addCurve(to: CGPoint(x: size.width, y: size.height * 0.7),
                       controlPoint1: CGPoint(x: size.width * 0.3, y: size.height * 0.4),
                       controlPoint2: CGPoint(x: size.width * 0.6, y: size.height * 0.9))
        hills.addLine(to: CGPoint(x: size.width, y: size.height))
        hills.close()
        hills.fill()
    }
}

/// A small button background: a rounded, bordered gradient, made to be stretched.
func buttonBackground() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in
        let shape = UIBezierPath(roundedRect: CGRect(x: 1, y: 1, width: 28, height: 28), cornerRadius: 8)
        UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1).setFill()
        shape.fill()
        UIColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1).setStroke()
        shape.lineWidth = 2
        shape.stroke()
        UIColor(white: 1, alpha: 0.35).setFill()
        UIBezierPath(roundedRect: CGRect(x: 4, y: 4, width: 22, height: 10), cornerRadius: 4).fill()
    }
}

func caption(_ text: String, _ frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = UIFont.systemFont(ofSize: 12)
    label.textAlignment = .center
    label.textColor = .darkGray
    return label
}

func makeWindow(_ size: CGSize) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = UIColor(white: 0.95, alpha: 1)
    window.makeKeyAndVisible()
    return window
}

var scenes: [(name: String, window: UIWindow)] = []

// Listing 3-5: a drawing method (and the 10-point border it means).
do {
    let window = makeWindow(CGSize(width: 360, height: 190))
    let listing = ListingFrameView(frame: CGRect(x: 20, y: 20, width: 150, height: 130))
    listing.backgroundColor = .white
    let border = TenPointBorderView(frame: CGRect(x: 190, y: 20, width: 150, height: 130))
    border.backgroundColor = .white
    window.addSubview(listing)
    window.addSubview(border)
    window.addSubview(caption("Listing 3-5 (UIRectFrame)", CGRect(x: 10, y: 155, width: 170, height: 20)))
    window.addSubview(caption("10-point stroke", CGRect(x: 180, y: 155, width: 170, height: 20)))
    scenes.append(("listing-3-5-drawing", window))
}

// Figure 3-2: rotating a view 45 degrees.
do {
    let window = makeWindow(CGSize(width: 260, height: 220))
    let outline = UIView(frame: CGRect(x: 70, y: 50, width: 120, height: 120))
    outline.backgroundColor = .clear
    outline.isOpaque = false
    outline.layer.borderWidth = 1
    outline.layer.borderColor = UIColor.gray.cgColor
    let rotated = UIView(frame: outline.frame)
    rotated.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 0.85)
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
    window.addSubview(outline)
    window.addSubview(rotated)
    window.addSubview(caption("transform = rotation(π/4) about the center", CGRect(x: 0, y: 195, width: 260, height: 20)))
    scenes.append(("figure-3-2-rotated", window))
}

// Listing 3-3: a custom layer with an image, centered in a view.
do {
    let window = makeWindow(CGSize(width: 300, height: 240))
    let image = landscape(size: CGSize(width: 160, height: 110))
    let myLayer = CALayer()
    myLayer.contents = image.cgImage
    myLayer.contentsScale = image.scale
    myLayer.bounds = CGRect(x: 0, y: 0, width: image.size.width, height: image.size.height)
    myLayer.position = CGPoint(x: window.bounds.midX, y: 110)
    myLayer.borderWidth = 2
    myLayer.borderColor = UIColor.white.cgColor
    myLayer.shadowOpacity = 0.5
    myLayer.shadowRadius = 5
    myLayer.shadowOffset = CGSize(width: 0, height: 4)
    window.layer.addSublayer(myLayer)
    window.addSubview(caption("A CALayer showing an image, centered", CGRect(x: 0, y: 205, width: 300, height: 20)))
    scenes.append(("listing-3-3-custom-layer", window))
}

// Figure 1-2: content modes, each picture drawn at 60 × 40 and then resized to 100 × 80.
do {
    final class Picture: UIView {
        override func draw(_ rect: CGRect) {
            landscape(size: bounds.size).draw(in: bounds)
            UIColor.black.setStroke()
            UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5)).stroke()
        }
    }
    let modes: [(UIView.ContentMode, String)] = [
        (.scaleToFill, "scaleToFill"), (.scaleAspectFit, "scaleAspectFit"), (.scaleAspectFill, "scaleAspectFill"),
        (.redraw, "redraw"), (.center, "center"), (.top, "top"), (.bottom, "bottom"), (.left, "left"),
        (.right, "right"), (.topLeft, "topLeft"), (.topRight, "topRight"), (.bottomLeft, "bottomLeft"),
        (.bottomRight, "bottomRight"),
    ]
    let window = makeWindow(CGSize(width: 5 * 120 + 10, height: 3 * 120 + 10))
    var pictures: [UIView] = []
    for (i, (mode, name)) in modes.enumerated() {
        let cell = UIView(frame: CGRect(x: CGFloat(i % 5) * 120 + 10, y: CGFloat(i / 5) * 120 + 10, width: 100, height: 80))
        cell.backgroundColor = .white
        cell.clipsToBounds = true
        let picture = Picture(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        picture.contentMode = mode
        cell.addSubview(picture)
        window.addSubview(cell)
        window.addSubview(caption(name, CGRect(x: cell.frame.minX - 10, y: cell.frame.maxY + 2, width: 120, height: 18)))
        pictures.append(picture)
    }
    UIApplication.shared.runLoopTurn()          // draw each picture at 60 × 40
    for picture in pictures { picture.frame = CGRect(x: 0, y: 0, width: 100, height: 80) }
    scenes.append(("figure-1-2-content-modes", window))
}

// Figure 1-3: stretching a button background, plainly and with cap insets.
do {
    let window = makeWindow(CGSize(width: 320, height: 170))
    let background = buttonBackground()
    let scaled = UIImageView(image: background)
    scaled.frame = CGRect(x: 20, y: 30, width: 280, height: 44)
    let stretchable = UIImageView(image: background.resizableImage(withCapInsets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)))
    stretchable.frame = CGRect(x: 20, y: 100, width: 280, height: 44)
    window.addSubview(scaled)
    window.addSubview(stretchable)
    window.addSubview(caption("scaled", CGRect(x: 0, y: 76, width: 320, height: 18)))
    window.addSubview(caption("resizable image, 12-point caps", CGRect(x: 0, y: 146, width: 320, height: 18)))
    scenes.append(("figure-1-3-stretchable", window))
}

// CaptionableImageView built in code.
do {
    let window = makeWindow(CGSize(width: 320, height: 240))
    let imageView = CaptionableImageView(frame: CGRect(x: 0, y: 20, width: window.bounds.width, height: 200))
    imageView.image = landscape(size: CGSize(width: 400, height: 200))
    imageView.caption = "Rolling hills at noon"
    imageView.clipsToBounds = true
    window.addSubview(imageView)
    scenes.append(("captionable-image-view", window))
}

// Auto Layout: the same card, built with constraints, left-to-right and right-to-left; its
// height comes from its content, and leading/trailing follow the reading direction.
do {
    func card(direction: UISemanticContentAttribute, name: String, detail: String) -> UIView {
        let card = UIView()
        card.semanticContentAttribute = direction
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        let avatar = UIView()
        avatar.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
        avatar.layer.cornerRadius = 22
        let title = UILabel()
        title.text = name
        title.font = UIFont.boldSystemFont(ofSize: 16)
        let subtitle = UILabel()
        subtitle.text = detail
        subtitle.font = UIFont.systemFont(ofSize: 12)
        subtitle.textColor = .darkGray
        let button = UIView()
        button.backgroundColor = UIColor(red: 0.15, green: 0.45, blue: 0.9, alpha: 1)
        button.layer.cornerRadius = 8
        let buttonTitle = UILabel()
        buttonTitle.text = "Follow"
        buttonTitle.textColor = .white
        buttonTitle.font = UIFont.boldSystemFont(ofSize: 13)
        for v in [avatar, title, subtitle, button, buttonTitle] { v.translatesAutoresizingMaskIntoConstraints = false }
        for v in [avatar, title, subtitle, button] { card.addSubview(v) }
        button.addSubview(buttonTitle)
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 44), avatar.heightAnchor.constraint(equalToConstant: 44),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 1.5),
            title.topAnchor.constraint(equalTo: avatar.topAnchor, constant: 2),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 2),
            subtitle.trailingAnchor.constraint(lessThanOrEqualTo: card.layoutMarginsGuide.trailingAnchor),
            buttonTitle.centerXAnchor.constraint(equalTo: button.centerXAnchor),
            buttonTitle.centerYAnchor.constraint(equalTo: button.centerYAnchor),
            button.widthAnchor.constraint(equalTo: buttonTitle.widthAnchor, constant: 24),
            button.heightAnchor.constraint(equalTo: buttonTitle.heightAnchor, constant: 12),
            button.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            button.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 1.5),
            button.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        card.layoutMargins = UIEdgeInsets(top: 14, left: 14, bottom: 14, right: 14)
        return card
    }
    let window = makeWindow(CGSize(width: 560, height: 190))
    let left = card(direction: .forceLeftToRight, name: "Ada Lovelace", detail: "Analytical Engine, London")
    let right = card(direction: .forceRightToLeft, name: "Ada Lovelace", detail: "Right-to-left layout")
    window.addSubview(left)
    window.addSubview(right)
    NSLayoutConstraint.activate([
        left.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
        left.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        left.widthAnchor.constraint(equalToConstant: 250),
        right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 20),
        right.topAnchor.constraint(equalTo: left.topAnchor),
        right.widthAnchor.constraint(equalTo: left.widthAnchor),
    ])
    window.addSubview(caption("Auto Layout, left to right", CGRect(x: 20, y: 160, width: 250, height: 20)))
    window.addSubview(caption("the same constraints, right to left", CGRect(x: 290, y: 160, width: 250, height: 20)))
    scenes.append(("auto-layout-cards", window))
}

// The same standard views in the light and the dark appearance, side by side: semantic
// colors resolve per view, and a container's overrideUserInterfaceStyle decides.
do {
    func panel(_ style: UIUserInterfaceStyle, x: CGFloat) -> UIView {
        let panel = UIView(frame: CGRect(x: x, y: 0, width: 260, height: 230))
        panel.overrideUserInterfaceStyle = style
        panel.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 20, y: 16, width: 220, height: 24))
        title.text = style == .dark ? "Dark" : "Light"
        title.font = UIFont.boldSystemFont(ofSize: 20)
        let detail = UILabel(frame: CGRect(x: 20, y: 42, width: 220, height: 20))
        detail.text = "Secondary label"
        detail.textColor = .secondaryLabel
        detail.font = UIFont.systemFont(ofSize: 15)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 76, width: 0, height: 0))
        toggle.isOn = true
        let off = UISwitch(frame: CGRect(x: 90, y: 76, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 20, y: 124, width: 220, height: 32)
        segments.selectedSegmentIndex = 0
        let slider = UISlider(frame: CGRect(x: 20, y: 164, width: 220, height: 31))
        slider.value = 0.4
        let field = UITextField(frame: CGRect(x: 160, y: 76, width: 80, height: 31))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        for view in [title, detail, toggle, off, segments, slider, field] as [UIView] { panel.addSubview(view) }
        return panel
    }
    let window = makeWindow(CGSize(width: 520, height: 230))
    window.addSubview(panel(.light, x: 0))
    window.addSubview(panel(.dark, x: 260))
    scenes.append(("appearance", window))
}

// A layered app screen: toolbar, content, and semi-transparent overlapping siblings.
do {
    final class DemoViewController: UIViewController {
        override func loadView() {
            view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 64))
            toolbar.backgroundColor = UIColor(red: 0.15, green: 0.35, blue: 0.65, alpha: 1)
            toolbar.autoresizingMask = [.flexibleWidth]
            let title = UILabel(frame: CGRect(x: 0, y: 24, width: view.bounds.width, height: 30))
            title.text = "Photos"
            title.textColor = .white
            title.font = UIFont.boldSystemFont(ofSize: 18)
            title.textAlignment = .center
            toolbar.addSubview(title)
            view.addSubview(toolbar)
            for i in 0..<3 {
                let card = UIView(frame: CGRect(x: 30 + CGFloat(i) * 60, y: 100 + CGFloat(i) * 50, width: 180, height: 140))
                card.backgroundColor = [UIColor.red, UIColor.green, UIColor.blue][i].withAlphaComponent(0.55)
                card.layer.cornerRadius = 14
                card.layer.borderWidth = 1
                card.layer.borderColor = UIColor(white: 0, alpha: 0.3).cgColor
                view.addSubview(card)
            }
            let badge = UIView(frame: CGRect(x: 270, y: 80, width: 40, height: 40))
            badge.backgroundColor = .orange
            badge.layer.cornerRadius = 20
            badge.layer.shadowOpacity = 0.4
            badge.layer.shadowOffset = CGSize(width: 0, height: 3)
            badge.tag = 42
            view.addSubview(badge)
        }
    }
    let window = makeWindow(CGSize(width: 320, height: 400))
    window.rootViewController = DemoViewController()
    scenes.append(("app-screen", window))
}

// MARK: Render

let output = URL(fileURLWithPath: "demo-out", isDirectory: true)
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
UIApplication.shared.runLoopTurn()
let scale = UIScreen.main.scale
for (name, window) in scenes {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let png = UIGraphicsImageRenderer(bounds: window.bounds, format: format).pngData { _ in
        _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
    }
    try png.write(to: output.appendingPathComponent(name + ".png"))
    print("wrote demo-out/\(name).png (\(Int(window.bounds.width * scale))×\(Int(window.bounds.height * scale)) px)")
}

for render in [renderAnimationScene, renderPresentationScene, renderSheetScene, renderPrintedView, renderCatalog] { try render(output) }

print("\nScreen: \(UIScreen.main.bounds.size.width) × \(UIScreen.main.bounds.size.height) points at scale \(scale)")
if let app = scenes.last?.window {
    print(app.recursiveDescription())
    if let badge = app.viewWithTag(42) {
        print("Badge (tag 42) in window coordinates: \(badge.convert(badge.bounds, to: nil))")
    }
}
