import Foundation
import Testing
import UIKit
import UIKitTesting

/// Receives a button's actions through the method-reference form of target-action.
@MainActor private final class Receiver {
    var taps = 0
    func tapped(_ sender: UIControl) { taps += 1 }
    func other(_ sender: UIControl) {}
}

/// UIButton per the UIButton reference: content per state with fallback to `.normal`, the
/// system type's tint-colored title that dims while highlighted, the custom type's white
/// title, the image-then-title layout aligned by the content alignments and moved by the edge
/// insets, the intrinsic size, taps as the primary action, and the rule of the Event Handling
/// Guide that a button's single tap is not taken by a tap recognizer on its superview.
@Suite("UIButton", .serialized, .freshContext) @MainActor
struct UIButtonTests {
    /// A 20 × 10-point image filled with `color`.
    private func swatch(_ color: UIColor, size: CGSize = CGSize(width: 20, height: 10)) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    @Test("Raw values of the button types are UIKit's; roundedRect is system")
    func buttonTypes() {
        #expect(UIButton.ButtonType.custom.rawValue == 0 && UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.close.rawValue == 7 && UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test("A state without its own title, color or image uses the normal state's")
    func stateFallback() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.title(for: .selected) == "Normal")
        #expect(button.titleColor(for: .disabled) == .red)
        #expect(button.currentTitle == "Normal")
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Normal")
        button.setTitle(nil, for: .highlighted)
        button.isHighlighted = true
        #expect(button.currentTitle == "Normal")
    }

    @Test("A system button's title takes the tint color and follows it; a custom button's is white")
    func defaultTitleColors() {
        let system = UIButton(type: .system)
        system.setTitle("Go", for: .normal)
        #expect(system.currentTitleColor == .systemBlue)
        let container = UIView()
        container.addSubview(system)
        container.tintColor = .red
        #expect(system.titleLabel?.textColor == .red)
        system.isEnabled = false
        #expect(system.currentTitleColor == .systemGray)
        let custom = UIButton(type: .custom)
        custom.setTitle("Go", for: .normal)
        #expect(custom.currentTitleColor == .white)
    }

    @Test("A system button dims its title to 0.2 alpha while highlighted; a custom one does not")
    func highlightDimming() {
        let system = UIButton(type: .system)
        system.setTitle("Go", for: .normal)
        system.isHighlighted = true
        #expect(abs((system.titleLabel?.alpha ?? 1) - 0.2) < 1e-6)
        system.isHighlighted = false
        #expect(system.titleLabel?.alpha == 1)
        let custom = UIButton(type: .custom)
        custom.setTitle("Go", for: .normal)
        custom.isHighlighted = true
        #expect(custom.titleLabel?.alpha == 1)
    }

    @Test("A custom button darkens its image while highlighted unless adjustsImageWhenHighlighted is off")
    func highlightedImage() {
        let button = UIButton(type: .custom)
        button.setImage(swatch(.white), for: .normal)
        button.isHighlighted = true
        let shaded = button.imageView?.image?.cgImage?.pixel(x: 5, y: 5)
        #expect(shaded.map { Int($0.r) } == 170)    // white under one third black
        button.isHighlighted = false
        button.adjustsImageWhenHighlighted = false
        button.isHighlighted = true
        #expect(button.imageView?.image?.cgImage?.pixel(x: 5, y: 5).r == 255)
    }

    @Test("The intrinsic size: a title gets 6 points above and below; a system title is at least 30 wide; empty is 30 × 34")
    func intrinsicSize() throws {
        let empty = UIButton(type: .custom)
        #expect(empty.intrinsicContentSize == CGSize(width: 30, height: 34))
        let button = UIButton(type: .system)
        button.setTitle("Hello World", for: .normal)
        let label = try #require(button.titleLabel)
        let text = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: text.width, height: text.height + 12))
        button.setTitle("i", for: .normal)
        #expect(button.intrinsicContentSize.width == 30)
        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(swatch(.red), for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 20, height: 10))
        imageOnly.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 26, height: 14))
    }

    @Test("After sizeToFit() a button keeps the 6-point padding above and below its title, exactly, at every font size", arguments: [13.0, 15.0, 17.0, 20.0, 23.0])
    func sizeToFitKeepsTitlePadding(_ size: CGFloat) throws {
        for scale in [2.0, 3.0] {
            let host = UITestHost(size: CGSize(width: 300, height: 100), scale: scale)
            for type in [UIButton.ButtonType.system, .custom] {
                let button = UIButton(type: type)
                button.setTitle("Padding", for: .normal)
                button.titleLabel?.font = UIFont.systemFont(ofSize: size)
                host.window.addSubview(button)
                button.sizeToFit()
                button.layoutIfNeeded()
                let title = try #require(button.titleLabel).frame
                // Frames are stored as centre and bounds, as on iOS: equal up to rounding.
                #expect(abs(title.minY - 6) < 1e-9 && abs(button.bounds.height - title.maxY - 6) < 1e-9,
                        "\(type) \(size) @\(scale)x: \(title) in \(button.bounds)")
                #expect(abs(button.bounds.height - (title.height + 12)) < 1e-9)
                button.sizeToFit()
                button.layoutIfNeeded()
                #expect(abs(button.titleLabel!.frame.minY - 6) < 1e-9 && button.titleLabel!.frame.height == title.height)
            }
        }
    }

    @Test("Image then title, centred together; left and right alignment; edge insets move each part")
    func layout() throws {
        // In a window of its own screen: the parts round to that screen's pixels, whatever
        // screen an earlier test left as the main one.
        let host = UITestHost(size: CGSize(width: 320, height: 100), scale: 3)
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        host.window.addSubview(button)
        button.setImage(swatch(.red), for: .normal)
        button.setTitle("Title", for: .normal)
        button.layoutIfNeeded()
        let image = try #require(button.imageView).frame
        let title = try #require(button.titleLabel).frame
        let text = button.titleLabel!.intrinsicContentSize
        #expect(image.size == CGSize(width: 20, height: 10))
        // Centred, the origins rounded to device pixels as UIKit places a button's parts.
        let scale = host.screen.scale
        #expect(image.minX == ((200 - 20 - text.width) / 2 * scale).rounded() / scale)
        #expect(title.minX == image.maxX && title.width == text.width)
        // Half a device pixel off at most (a frame read back through the layer's position and
        // bounds carries rounding of 1e-15).
        #expect(image.midY == 20 && abs(title.midY - 20) <= 0.5 / scale + 1e-9)
        #expect(title.minY == ((40 - text.height) / 2 * scale).rounded() / scale)

        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.setNeedsLayout(); button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 8 && abs(button.titleLabel!.frame.minX - 28) < 1e-9)

        button.contentHorizontalAlignment = .right
        button.contentEdgeInsets = .zero
        button.setNeedsLayout(); button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.maxX - 200) < 1e-9)

        // A left title inset of 10 on a centred button moves the title by 5.
        button.contentHorizontalAlignment = .center
        button.setNeedsLayout(); button.layoutIfNeeded()
        let centred = button.titleLabel!.frame.minX
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.minX - (centred + 5)) < 1e-9)

        button.contentVerticalAlignment = .top
        button.setNeedsLayout(); button.layoutIfNeeded()
        #expect(button.imageView!.frame.minY == 0 && button.titleLabel!.frame.minY == 0)
    }

    @Test("A tap sends touchUpInside and primaryActionTriggered; UIButton(primaryAction:) shows the action's title")
    func primaryAction() {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        var fired = 0
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in fired += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        host.window.addSubview(button)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
        #expect(button.currentTitle == "Save" && button.buttonType == .system)
        host.tap(at: CGPoint(x: 60, y: 40))
        #expect(fired == 1 && receiver.taps == 1)
        // Lifted outside (beyond the 70-point slop): neither.
        host.drag(from: CGPoint(x: 60, y: 40), to: CGPoint(x: 60, y: 190))
        #expect(fired == 1 && receiver.taps == 1)
    }

    @Test("A single-tap recognizer on the superview does not take a tap on the button, but does elsewhere")
    func buttonWinsOverParentTap() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        var recognized = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        container.addSubview(button)
        let receiver = Receiver()
        button.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)

        host.tap(at: CGPoint(x: 100, y: 70))
        #expect(receiver.taps == 1 && recognized == 0)
        host.tap(at: CGPoint(x: 250, y: 250))
        #expect(recognized == 1)
    }

    @Test("The rule covers only the button's own gesture: a double tap on the superview, or a tap attached to the button, still recognize")
    func overlapRuleLimits() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        host.window.addSubview(button)
        var doubleTaps = 0, ownTaps = 0
        let double = UITapGestureRecognizer { _ in doubleTaps += 1 }
        double.numberOfTapsRequired = 2
        host.window.addGestureRecognizer(double)
        host.doubleTap(at: CGPoint(x: 100, y: 70))
        #expect(doubleTaps == 1)
        host.window.removeGestureRecognizer(double)
        host.advanceTime(by: 1)
        button.addGestureRecognizer(UITapGestureRecognizer { _ in ownTaps += 1 })
        host.tap(at: CGPoint(x: 100, y: 70))
        #expect(ownTaps == 1)
    }

    @Test("actions(forTarget:forControlEvent:) lists a target's actions for an event, nil when it has none")
    func actionsForTarget() {
        let button = UIButton(type: .system)
        let receiver = Receiver(), stranger = Receiver()
        button.addTarget(receiver, action: Receiver.tapped, for: .touchUpInside)
        button.addTarget(receiver, action: Receiver.other, for: [.touchUpInside, .touchDown])
        #expect(button.actions(forTarget: receiver, forControlEvent: .touchUpInside)?.count == 2)
        #expect(button.actions(forTarget: receiver, forControlEvent: .touchDown) == ["Receiver.action(2)"])
        #expect(button.actions(forTarget: receiver, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: stranger, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        button.removeTarget(receiver, for: .touchUpInside)
        #expect(button.actions(forTarget: receiver, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: receiver, forControlEvent: .touchDown)?.count == 1)
    }

    @Test("tintColor is inherited, overridden per view, and tintColorDidChange reaches inheriting descendants")
    func tintInheritance() {
        final class Watcher: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView(), middle = UIView(), leaf = Watcher(), pinned = Watcher()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(pinned)
        #expect(leaf.tintColor == .systemBlue)
        pinned.tintColor = .green
        pinned.changes = 0
        root.tintColor = .red
        #expect(leaf.tintColor == .red && pinned.tintColor == .green)
        #expect(leaf.changes == 1 && pinned.changes == 0)
        root.tintColor = nil
        #expect(leaf.tintColor == .systemBlue && leaf.changes == 2)
        // Moving under a differently tinted view changes the inherited tint.
        let other = UIView()
        other.tintColor = .orange
        other.addSubview(leaf)
        #expect(leaf.tintColor == .orange && leaf.changes == 3)
    }

    @Test("Buttons render: a system title, a custom button with a background image and image, and a highlighted system button", arguments: [UIUserInterfaceStyle.light, .dark])
    func rendering(_ style: UIUserInterfaceStyle) {
        let host = UITestHost(size: CGSize(width: 240, height: 150), scale: 2, userInterfaceStyle: style)
        host.window.backgroundColor = .systemBackground
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        system.frame = CGRect(x: 20, y: 10, width: 200, height: 30)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.setImage(swatch(.yellow, size: CGSize(width: 16, height: 16)), for: .normal)
        custom.setBackgroundImage(swatch(.systemGreen), for: .normal)
        custom.frame = CGRect(x: 20, y: 50, width: 200, height: 40)
        let pressed = UIButton(type: .system)
        pressed.setTitle("Pressed", for: .normal)
        pressed.frame = CGRect(x: 20, y: 105, width: 200, height: 30)
        pressed.isHighlighted = true
        for b in [system, custom, pressed] { host.window.addSubview(b) }
        let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "buttons-dark@2x" : "buttons@2x")
        #expect(diff == nil, "\(diff?.message ?? "")")
    }
}
