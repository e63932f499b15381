import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that describes itself the way iOS code does: by overriding the informal protocol.
final class RatingView: UIView {
    var stars = 3
    override var isAccessibilityElement: Bool {
        get { true }
        set { super.isAccessibilityElement = newValue }
    }
    override var accessibilityLabel: String? {
        get { "Rating" }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityValue: String? {
        get { "\(stars) stars" }
        set { super.accessibilityValue = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.adjustable) }
        set { super.accessibilityTraits = newValue }
    }
    override func accessibilityIncrement() { stars = min(5, stars + 1) }
    override func accessibilityDecrement() { stars = max(0, stars - 1) }
}

@Suite("Accessibility properties", .freshContext) @MainActor
struct AccessibilityPropertiesTests {
    @Test("A plain view is not an element and has no label, value, hint or traits until code gives them")
    func plainViewDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityIdentifier == nil)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityViewIsModal && !view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityElements == nil && view.accessibilityElementCount() == 0)
        #expect(view._accessibility == nil, "reading defaults allocates no side storage")
    }

    @Test("Set properties read back; the attributed forms share the plain string")
    func setAndRead() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Avatar"
        view.accessibilityHint = "Opens the profile"
        view.accessibilityValue = "Online"
        view.accessibilityTraits = [.image, .button]
        view.accessibilityIdentifier = "avatar"
        view.accessibilityLanguage = "fr-FR"
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Avatar")
        #expect(view.accessibilityAttributedLabel?.string == "Avatar")
        view.accessibilityAttributedHint = NSAttributedString(string: "Shows more")
        #expect(view.accessibilityHint == "Shows more")
        #expect(view.accessibilityValue == "Online")
        #expect(view.accessibilityTraits == [.image, .button])
        #expect(view.accessibilityIdentifier == "avatar")
        #expect(view.accessibilityLanguage == "fr-FR")
        #expect(view.accessibilityUserInputLabels == ["Avatar"], "Voice Control accepts the label unless given other names")
        #expect(view.accessibilityRespondsToUserInteraction, "a button trait means activation does something")
    }

    @Test("Setting a label to nil brings back the class's default (a label's text)")
    func nilRestoresDefault() {
        let label = UILabel()
        label.text = "Hello"
        label.accessibilityLabel = "Greeting"
        #expect(label.accessibilityLabel == "Greeting")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Hello")
    }

    @Test("Every trait is its own bit, so traits combine without ambiguity")
    func traitsAreDistinct() {
        let all: [UIAccessibilityTraits] = [.button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
                                            .summaryElement, .notEnabled, .updatesFrequently, .searchField, .startsMediaSession,
                                            .adjustable, .allowsDirectInteraction, .causesPageTurn, .header, .tabBar,
                                            .supportsZoom, .toggleButton]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        #expect(UIAccessibilityTraits.none.isEmpty)
    }

    @Test("A view's accessibilityFrame is its bounds in screen coordinates, through superviews and transforms")
    func frameInScreenCoordinates() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let container = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        container.addSubview(child)
        host.window.addSubview(container)
        #expect(child.accessibilityFrame == CGRect(x: 30, y: 50, width: 50, height: 30))
        #expect(child.accessibilityActivationPoint == CGPoint(x: 55, y: 65), "the activation point defaults to the frame's centre")
        container.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about the container's centre (120, 140): the child's origin (10, 10) is 90 left/up of it.
        #expect(child.accessibilityFrame == CGRect(x: -60, y: -40, width: 100, height: 60))
        child.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(child.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4), "a set frame wins")
        child.accessibilityActivationPoint = CGPoint(x: 7, y: 8)
        #expect(child.accessibilityActivationPoint == CGPoint(x: 7, y: 8))
    }

    @Test("A subclass overrides the properties as on iOS, and the tree and gestures use its answers")
    func subclassOverrides() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        host.window.addSubview(rating)
        #expect(host.accessibilityDescription() == #"Adjustable "Rating" value:"3 stars" frame:(0,0,100,20)"#)
        host.adjustAccessibilityElement(label: "Rating", by: 2)
        #expect(rating.stars == 5)
        #expect(rating.accessibilityValue == "5 stars")
    }

    @Test("Custom actions run their closure, or the target's method, and report success; a gone target fails")
    func customActions() {
        final class Mail {
            var archived = 0
            func archive(_ action: UIAccessibilityCustomAction) -> Bool { archived += 1; return true }
            func flag() -> Bool { false }
        }
        var deleted = false
        let delete = UIAccessibilityCustomAction(name: "Delete") { _ in deleted = true; return true }
        #expect(delete.perform() && deleted)
        var mail: Mail? = Mail()
        let archive = UIAccessibilityCustomAction(name: "Archive", target: mail!, selector: Mail.archive)
        let flag = UIAccessibilityCustomAction(name: "Flag", target: mail!, selector: Mail.flag)
        #expect(archive.perform() && mail?.archived == 1)
        #expect(!flag.perform(), "the method's answer is the result")
        #expect(archive.target === mail)
        mail = nil
        #expect(archive.target == nil, "the target is held weakly")
        #expect(!archive.perform())
        let view = UIView()
        view.accessibilityCustomActions = [delete, archive]
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Delete", "Archive"])
        #expect(view.accessibilityRespondsToUserInteraction, "custom actions mean the element does something")
    }

    @Test("The user's accessibility settings all read off on a Linux screen, and their change notifications have UIKit's names")
    func settings() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isReduceMotionEnabled)
        #expect(!UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isBoldTextEnabled)
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue == "UIAccessibilityVoiceOverStatusDidChangeNotification")
        #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue == "UIAccessibilityReduceMotionStatusDidChangeNotification")
    }
}
