import Foundation

/// The user's accessibility settings. None can be turned on for a Linux screen yet, so each
/// reads false; an app that adapts to them takes its ordinary path.
extension UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
}

/// The names of the notifications UIKit posts to `NotificationCenter.default` when a setting
/// changes or an assistive app reports back (never here: see `UIAccessibility`).
extension UIAccessibility {
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let assistiveTouchStatusDidChangeNotification = NSNotification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let closedCaptioningStatusDidChangeNotification = NSNotification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public static let monoAudioStatusDidChangeNotification = NSNotification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    public static let guidedAccessStatusDidChangeNotification = NSNotification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    public static let shakeToUndoDidChangeNotification = NSNotification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    public static let speakScreenStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    public static let speakSelectionStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    public static let videoAutoplayStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    public static let onOffSwitchLabelsDidChangeNotification = NSNotification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification = NSNotification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let buttonShapesEnabledStatusDidChangeNotification = NSNotification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChange")
    /// An assistive app moved its focus; `focusedElementUserInfoKey` holds the element.
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    /// An announcement was read (or interrupted); the keys below say which and how.
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")

    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
}
