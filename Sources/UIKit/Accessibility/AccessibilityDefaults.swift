import CoreGraphics
import Foundation

/// What a UIKit class answers for the accessibility properties code has not set: a label
/// reads its text as static text, a button its title as a button, a plain view nothing.
///
/// The values follow what VoiceOver reads on iOS; each view's come from its
/// `…+Accessibility.swift` file. Swift cannot override members declared in extensions, so
/// `standardAccessibility` asks the most specific class it knows.
struct AccessibilityDefaults {
    var isElement = false
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits = .none
    /// Names Voice Control accepts, when the class knows better than the label.
    var userInputLabels: [String]?
    /// Where a double-tap lands when not the frame's centre (a cell's switch), in screen coordinates.
    var activationPoint: CGPoint?
}

extension UIResponder {
    /// This object's class defaults (subclasses before their superclasses).
    var standardAccessibility: AccessibilityDefaults {
        switch self {
        case let view as UILabel: view.labelAccessibility
        case let view as UIButton: view.buttonAccessibility
        case let view as UISwitch: view.switchAccessibility
        case let view as UISlider: view.sliderAccessibility
        case let view as UIPageControl: view.pageControlAccessibility
        case let view as UITextField: view.textFieldAccessibility
        // Containers of their parts' elements, not elements themselves.
        case is UIStepper, is UISegmentedControl, is UIDatePicker: AccessibilityDefaults()
        case is UIControl: AccessibilityDefaults(isElement: true)
        case let view as UITextView: view.textViewAccessibility
        case let view as UIImageView: view.imageViewAccessibility
        case let view as UIProgressView: view.progressViewAccessibility
        case let view as UIActivityIndicatorView: view.activityIndicatorAccessibility
        case let view as UITableViewCell: view.tableCellAccessibility
        case let view as UICollectionViewListCell: view.listCellAccessibility
        case let wheel as PickerWheel: wheel.wheelAccessibility
        default: AccessibilityDefaults()
        }
    }

    /// Traits that follow a control's state whatever traits were set: disabled controls are
    /// "dimmed", selected ones "selected". // estimate: that these are added to traits code set
    var accessibilityStateTraits: UIAccessibilityTraits {
        guard let control = self as? UIControl else { return .none }
        var traits: UIAccessibilityTraits = control.isEnabled ? .none : .notEnabled
        if control.isSelected { traits.insert(.selected) }
        return traits
    }

    /// A view's bounds on screen; other responders have no place of their own.
    var accessibilityScreenFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
    }

    /// Whether activating or adjusting the element does something.
    var accessibilityHasActions: Bool {
        self is UIControl || AccessibilityDefaults.hasActions(traits: accessibilityTraits, customActions: accessibilityCustomActions)
    }

    /// The elements standard containers make for their parts (segments, stepper halves).
    var standardAccessibilityElements: [Any]? {
        switch self {
        case let control as UISegmentedControl: control.segmentAccessibilityElements
        case let stepper as UIStepper: stepper.halfAccessibilityElements
        default: nil
        }
    }

    /// One VoiceOver swipe up (+1) or down (−1) on an adjustable standard control.
    func accessibilityAdjust(by step: Int) {
        switch self {
        case let slider as UISlider: slider.adjustForAccessibility(by: step)
        case let pageControl as UIPageControl: pageControl.adjustForAccessibility(by: step)
        case let wheel as PickerWheel: wheel.adjustForAccessibility(by: step)
        default: break
        }
    }

    /// VoiceOver's three-finger swipe: a scroll view turns a page.
    func accessibilityScrollPage(_ direction: UIAccessibilityScrollDirection) -> Bool {
        (self as? UIScrollView)?.scrollPageForAccessibility(direction) ?? false
    }
}

extension AccessibilityDefaults {
    /// Traits that mean activation or adjustment does something, or custom actions exist.
    static func hasActions(traits: UIAccessibilityTraits, customActions: [UIAccessibilityCustomAction]?) -> Bool {
        !traits.isDisjoint(with: [.button, .link, .adjustable, .keyboardKey, .searchField, .allowsDirectInteraction])
            || !(customActions ?? []).isEmpty
    }
}
