import CoreGraphics
import Foundation
import UIKit

/// What an assistive app sees on the host's screen, for tests: the elements in reading
/// order, a readable dump of them, and VoiceOver's gestures (double-tap, swipe up and down,
/// escape) performed on an element found by its label.
extension UITestHost {
    /// One element as VoiceOver reads it, captured when the tree was read.
    public struct AccessibilityNode: CustomStringConvertible {
        /// The element itself: a view or a `UIAccessibilityElement`.
        public let element: UIResponder
        public let label: String?
        public let value: String?
        public let hint: String?
        public let traits: UIAccessibilityTraits
        /// In screen coordinates.
        public let frame: CGRect
        public let identifier: String?

        @MainActor init(_ element: UIResponder) {
            self.element = element
            label = element.accessibilityLabel
            value = element.accessibilityValue
            hint = element.accessibilityHint
            traits = element.accessibilityTraits
            frame = element.accessibilityFrame
            identifier = element.accessibilityIdentifier
        }

        /// One line: the role, the label, then value, hint, identifier, other traits and frame:
        /// `Button "Sign in" hint:"Opens your account" frame:(20,100,335,44)`.
        public var description: String {
            var parts = [AccessibilityNode.role(of: traits)]
            if let label { parts.append("\"\(label)\"") }
            if let value { parts.append("value:\"\(value)\"") }
            if let hint { parts.append("hint:\"\(hint)\"") }
            if let identifier { parts.append("id:\"\(identifier)\"") }
            let flags = AccessibilityNode.flagNames.filter { traits.contains($0.0) }.map(\.1)
            if !flags.isEmpty { parts.append("[\(flags.joined(separator: ","))]") }
            parts.append("frame:(\([frame.minX, frame.minY, frame.width, frame.height].map(AccessibilityNode.number).joined(separator: ",")))")
            return parts.joined(separator: " ")
        }

        /// The word the first role-giving trait stands for.
        private static func role(of traits: UIAccessibilityTraits) -> String {
            let roles: [(UIAccessibilityTraits, String)] = [
                (.button, "Button"), (.link, "Link"), (.searchField, "SearchField"), (.adjustable, "Adjustable"),
                (.keyboardKey, "Key"), (.header, "Heading"), (.image, "Image"), (.tabBar, "TabBar"), (.staticText, "Text"),
            ]
            return roles.first { traits.contains($0.0) }?.1 ?? "Element"
        }

        /// Traits that describe state or behaviour rather than a role.
        private static let flagNames: [(UIAccessibilityTraits, String)] = [
            (.selected, "selected"), (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"),
            (.playsSound, "playsSound"), (.summaryElement, "summaryElement"), (.startsMediaSession, "startsMediaSession"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
            (.supportsZoom, "supportsZoom"), (.toggleButton, "toggleButton"),
        ]

        /// Whole numbers without a fraction, others with up to two decimals.
        private static func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
        }
    }

    /// The elements of the key window, in the order VoiceOver reads them (after a run-loop
    /// turn, so layout is current).
    public func accessibilityTree() -> [AccessibilityNode] {
        runLoopTurn()
        return AccessibilityTree.elements(in: window).map(AccessibilityNode.init)
    }

    /// The tree as text, one element a line, for assertions and snapshot-style comparisons.
    public func accessibilityDescription() -> String {
        accessibilityTree().map(\.description).joined(separator: "\n")
    }

    /// The first element (in reading order) whose label is `label`.
    public func accessibilityElement(label: String) -> UIResponder? {
        accessibilityTree().first { $0.label == label }?.element
    }

    /// A VoiceOver double-tap on the element labelled `label`: `accessibilityActivate()`,
    /// and when that declines, a tap at its activation point, as VoiceOver does. False when no
    /// element has that label.
    @discardableResult
    public func activateAccessibilityElement(label: String) -> Bool {
        guard let element = accessibilityElement(label: label) else { return false }
        if !element.accessibilityActivate() {
            let point = element.accessibilityActivationPoint
            tap(at: CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY))
        }
        runLoopTurn()
        return true
    }

    /// A VoiceOver swipe up (`by: 1`) or down (`by: -1`) on the adjustable element labelled
    /// `label`, repeated for larger steps. False when no element has that label.
    @discardableResult
    public func adjustAccessibilityElement(label: String, by steps: Int) -> Bool {
        guard let element = accessibilityElement(label: label) else { return false }
        for _ in 0..<abs(steps) {
            if steps > 0 { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
        }
        runLoopTurn()
        return true
    }

    /// VoiceOver's escape gesture with focus on the element labelled `label`: it asks the
    /// element, then each responder up the chain, until one handles it. False when none does.
    @discardableResult
    public func performAccessibilityEscape(from label: String) -> Bool {
        handledUpTheChain(from: label) { $0.accessibilityPerformEscape() }
    }

    /// VoiceOver's magic tap (a two-finger double-tap) with focus on the element labelled
    /// `label`: the element, then each responder up the chain, until one handles it.
    @discardableResult
    public func performAccessibilityMagicTap(from label: String) -> Bool {
        handledUpTheChain(from: label) { $0.accessibilityPerformMagicTap() }
    }

    /// Asks the element labelled `label`, then its container or next responder in turn, until
    /// `handles` says one did; a run-loop turn follows.
    private func handledUpTheChain(from label: String, _ handles: (UIResponder) -> Bool) -> Bool {
        var responder = accessibilityElement(label: label)
        while let current = responder {
            if handles(current) { runLoopTurn(); return true }
            responder = (current as? UIAccessibilityElement)?.accessibilityContainer as? UIResponder ?? current.next
        }
        return false
    }

    /// Performs the custom action named `name` of the element labelled `label`, as a choice
    /// from VoiceOver's actions menu. False when there is no such element or action, or the
    /// action reports failure.
    @discardableResult
    public func performAccessibilityCustomAction(_ name: String, on label: String) -> Bool {
        guard let action = accessibilityElement(label: label)?.accessibilityCustomActions?.first(where: { $0.name == name }) else { return false }
        defer { runLoopTurn() }
        return action.perform()
    }

    /// The notifications posted with `UIAccessibility.post(notification:argument:)` since
    /// `recordAccessibilityNotifications()` was called, oldest first.
    public var postedAccessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] {
        accessibilityRecorder.posted
    }

    /// Starts recording posted accessibility notifications afresh.
    public func recordAccessibilityNotifications() {
        accessibilityRecorder.start()
    }
}

/// Keeps the notifications posted to assistive apps (a host's, installed in its context once).
@MainActor
final class AccessibilityNotificationRecorder {
    private(set) var posted: [(notification: UIAccessibility.Notification, argument: Any?)] = []
    private var installed = false

    func start() {
        posted = []
        guard !installed else { return }
        installed = true
        UIAccessibility.postObservers.append { [weak self] notification, argument in
            self?.posted.append((notification, argument))
        }
    }
}
