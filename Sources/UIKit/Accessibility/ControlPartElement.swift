import CoreGraphics

/// The element for one part of a standard control (a segment, a stepper half). It asks the
/// control about its part on every read, so it never goes stale, and code may still set its
/// label or traits as on any element.
@MainActor
final class ControlPartElement: UIAccessibilityElement {
    struct Part {
        var label: String?
        var traits: UIAccessibilityTraits
        /// In the control's coordinates.
        var frame: CGRect
    }

    private weak var control: UIControl?
    private let index: Int
    private let describe: (UIControl, Int) -> Part?

    init(control: UIControl, index: Int, describe: @escaping (UIControl, Int) -> Part?) {
        self.control = control
        self.index = index
        self.describe = describe
        super.init(accessibilityContainer: control)
        isAccessibilityElement = true
    }

    private var part: Part? { control.flatMap { describe($0, index) } }

    override var accessibilityLabel: String? {
        get { _accessibility?.label ?? part?.label }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { _accessibility?.traits ?? part?.traits ?? .none }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            guard let control, let part else { return super.accessibilityFrame }
            return UIAccessibility.convertToScreenCoordinates(part.frame, in: control)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// The elements for `count` parts of `control`, reusing those made before while the
    /// count stays the same (assistive apps hold on to elements between reads).
    static func elements(for control: UIControl, count: Int, describe: @escaping (UIControl, Int) -> Part?) -> [ControlPartElement] {
        let storage = control.accessibilityStorage
        if storage.partElements.count != count {
            storage.partElements = (0..<count).map { ControlPartElement(control: control, index: $0, describe: describe) }
        }
        return storage.partElements as! [ControlPartElement]
    }
}
