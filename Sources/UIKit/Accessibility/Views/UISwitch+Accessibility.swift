extension UISwitch {
    /// A switch is a button whose value is "1" when on and "0" when off (VoiceOver says
    /// "on"/"off" from it). // estimate: iOS 17's toggleButton trait is not added
    var switchAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, value: isOn ? "1" : "0", traits: .button)
    }
}
