/// How an accessibility element behaves, as an assistive app tells it to its user ("button",
/// "adjustable", "dimmed"…). Elements combine several.
///
/// Each trait is one bit; code should use the names, never the numbers (an estimate of
/// UIKit's values for the oldest traits, free bits for the others).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Behaves like an image; combines with `button` or `link`.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected segment or table row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Gives summary information read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is not enabled and does not respond to interaction ("dimmed").
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often; assistive apps poll it instead of announcing each change.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated, so VoiceOver stays silent afterwards.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Can be set to a range of values through `accessibilityIncrement()`/`accessibilityDecrement()`.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a drawing canvas, a piano keyboard).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver reaches its end while reading continuously.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a header dividing content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// Is an ordered list of tabs; such an element is a container, not an element itself.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
    /// Can be zoomed.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 32)
    /// Is a button that toggles between two states.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 33)
}
