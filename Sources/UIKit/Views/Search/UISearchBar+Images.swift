import CoreGraphics

// The images a search bar draws in place of its own: its background, the field's
// background, and the icons.
extension UISearchBar {
    /// The background image for `barPosition` and `barMetrics`; `.any` is the fallback.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue] = backgroundImage
        updateBackground()
    }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue]
    }

    /// An image drawn over the field's rectangle instead of its rounded fill.
    public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchFieldBackgroundImages[state.rawValue] = backgroundImage
        searchTextField.backgroundImage = searchFieldBackgroundImage(for: .normal)
    }

    public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { searchFieldBackgroundImages[state.rawValue] }

    /// The image for one of the bar's icons in a state (`.normal`, `.highlighted`,
    /// `.selected`), drawn in place of the glyph; nil puts the glyph back.
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        iconImages[icon.rawValue, default: [:]][state.rawValue] = iconImage
        let images = iconImages[icon.rawValue] ?? [:]
        switch icon {
        case .search: searchTextField.magnifier.images = images
        case .clear: searchTextField.clearButton.images = images
        case .bookmark: bookmarkButton.images = images
        case .resultsList: resultsListButton.images = images
        }
    }

    public func image(for icon: Icon, state: UIControl.State) -> UIImage? { iconImages[icon.rawValue]?[state.rawValue] }
}
