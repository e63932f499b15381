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

    /// The docked keyboard's frame: nil while it is hidden, undocked or floating (then it
    /// covers no bottom to make room for).
    var dockedKeyboardFrame: CGRect? { SoftwareKeyboard.current.isDocked ? SoftwareKeyboard.current.frame : nil }

    /// Undocks the on-screen keyboard, `raisedBy` points above the bottom of the screen (as the
    /// user drags an iPad's keyboard up); 0 keeps it at the bottom but undocked, as a split
    /// keyboard sits.
    package func undockSoftwareKeyboard(raisedBy distance: CGFloat) {
        SoftwareKeyboard.current.place(.undocked(raisedBy: distance))
    }

    /// Makes the on-screen keyboard the small floating one, its top-left corner at `origin`
    /// (screen coordinates).
    package func floatSoftwareKeyboard(at origin: CGPoint) {
        SoftwareKeyboard.current.place(.floating(at: origin))
    }

    /// Docks the on-screen keyboard along the bottom again.
    package func dockSoftwareKeyboard() {
        SoftwareKeyboard.current.place(.docked)
    }
}
