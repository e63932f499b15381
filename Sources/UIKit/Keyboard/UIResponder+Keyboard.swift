import CoreGraphics
import Foundation

/// The keyboard's notifications and their user-info keys, where iOS declares them, and the
/// views a responder shows in place of (and above) the keyboard.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change (`NSValue` of a `CGRect`, screen coordinates).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change (`NSValue` of a `CGRect`, screen coordinates).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The change's duration in seconds (`NSNumber` of a `Double`).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The change's curve (`NSNumber` of a `UIView.AnimationCurve` raw value; 7 is the
    /// keyboard's own spring, which no named curve matches).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (`NSNumber` of a `Bool`; always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
    /// The keyboard's center before and after the change, and its bounds (deprecated on iOS).
    nonisolated public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    nonisolated public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    nonisolated public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"

    /// Asks the keyboard to take this first responder's `inputView` and `inputAccessoryView`
    /// again (after they were replaced while it is first responder).
    public func reloadInputViews() {
        guard isFirstResponder else { return }
        SoftwareKeyboard.current.inputViewsChanged(for: self)
    }
}

/// `UIView.AnimationCurve`'s raw value 7: the keyboard's curve, as the notifications carry it.
extension UIView.AnimationCurve {
    /// The curve the keyboard moves with (a spring; raw value 7 on iOS).
    static let keyboardRawValue = 7
}
