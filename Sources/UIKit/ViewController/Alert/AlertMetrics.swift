import CoreGraphics
import Foundation

/// Every number of the alert and action-sheet look, in one place: iOS 17's.
///
/// Apple publishes none of them. The alert's width (270 pt), its 44 pt buttons, and the
/// action sheet's 57 pt rows, 8 pt margins and separate cancel group are the values widely
/// reported for iOS 17 and used by the peers that copy it (marpies.com, "Coding Auto Layout by
/// Example — Custom UIAlert", 2022, builds its alert 270 pt wide); none was re-measured on a
/// device for this port. The insets, text-field boxes, popover width and arrow, and the
/// animation timings are estimates from iOS 17 screenshots and screen recordings, marked
/// "estimate" below. Changing the release means changing this file only.
enum AlertMetrics {
    // MARK: Alert (`.alert`)

    /// The alert's width.
    static let alertWidth: CGFloat = 270
    /// The alert's corner radius (iOS 17; iOS 13–16 used 13).
    static let alertCornerRadius: CGFloat = 14
    /// Space around the title and message: above, at the sides, below (estimate).
    static let alertHeaderInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    /// Between the title and the message (estimate).
    static let alertTitleMessageSpacing: CGFloat = 2
    /// Title: semibold 17; message: regular 13; buttons: regular 17 (the preferred one semibold).
    static let alertTitleFontSize: CGFloat = 17
    static let alertMessageFontSize: CGFloat = 13
    static let alertButtonFontSize: CGFloat = 17
    /// The height of one button row.
    static let alertButtonHeight: CGFloat = 44
    /// Left and right of a button's title.
    static let alertButtonTitleInset: CGFloat = 8
    /// A text field's rounded box (estimates): its height, corner radius, the space between
    /// boxes, the text inset inside a box, and the space below the last box.
    static let textFieldBoxHeight: CGFloat = 26
    static let textFieldBoxCornerRadius: CGFloat = 6
    static let textFieldBoxSpacing: CGFloat = 6
    static let textFieldTextInset: CGFloat = 5
    static let textFieldAreaBottom: CGFloat = 16
    /// Text in the fields: regular 13.
    static let textFieldFontSize: CGFloat = 13

    // MARK: Action sheet (`.actionSheet`)

    /// Space between the sheet and the screen's sides, the screen's bottom (or safe area,
    /// whichever is larger) and between the actions and the cancel group.
    static let sheetMargin: CGFloat = 8
    static let sheetCornerRadius: CGFloat = 13
    /// The height of one action row, and its font: regular 20 (cancel semibold).
    static let sheetButtonHeight: CGFloat = 57
    static let sheetButtonFontSize: CGFloat = 20
    /// Title (semibold 13) and message (regular 13), both secondary label colour (estimate
    /// of the insets).
    static let sheetHeaderInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    static let sheetTitleFontSize: CGFloat = 13
    static let sheetMessageFontSize: CGFloat = 13
    static let sheetTitleMessageSpacing: CGFloat = 2

    // MARK: Popover (an action sheet in regular width; the popover's own numbers are in `PopoverMetrics`)

    /// The popover's width (estimate, iPad iOS 17).
    static let popoverWidth: CGFloat = 304

    // MARK: Both

    /// The presenter is dimmed with black at 20 % (as the sheet styles are, measured on iOS 26).
    static let dimmingAlpha: CGFloat = 0.2
    /// The pressed button's overlay: light gray (estimate).
    static let highlightColor = UIColor(white: 0.5, alpha: 0.2)
    /// The blur behind the alert and the sheet's actions; the sheet's cancel group is opaque
    /// (secondary system grouped background, white in light mode).
    static let materialStyle = UIBlurEffect.Style.systemThickMaterial

    // MARK: Timing (estimates from iOS 17 screen recordings)

    /// The alert appears from 1.2× its size while fading in, on the system spring.
    static let alertAppearScale: CGFloat = 1.2
    static let alertAppearDuration: TimeInterval = 0.4
    /// The alert fades out.
    static let alertDisappearDuration: TimeInterval = 0.25
    /// The action sheet slides up from below the screen and back.
    static let sheetSlideDuration: TimeInterval = 0.4
}
