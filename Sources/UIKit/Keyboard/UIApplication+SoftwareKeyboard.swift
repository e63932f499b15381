import CoreGraphics

extension UIApplication {
    /// Whether the on-screen keyboard shows while a text input is first responder (test hosts
    /// and apps turn it on; `OPENUIKIT_SOFTWARE_KEYBOARD=1` turns it on for an app).
    package var showsSoftwareKeyboard: Bool {
        get { SoftwareKeyboard.current.isEnabled }
        set { SoftwareKeyboard.current.isEnabled = newValue }
    }

    /// The on-screen keyboard's frame in screen coordinates while it is shown (or moving in).
    package var softwareKeyboardFrame: CGRect? { SoftwareKeyboard.current.frame }
}
