import Foundation

extension UISearchBar {
    /// A search bar's Interface Builder attributes: `text`, `placeholder`, `prompt`,
    /// `searchBarStyle`, `barStyle`, `translucent`, the buttons (`showsCancelButton`,
    /// `showsBookmarkButton`, `showsSearchResultsButton`, `showsScopeBar`), the
    /// `<scopeButtonTitles>` strings, `barTintColor`, the background images and the text
    /// input traits.
    func decodeSearchBarAttributes(_ nib: UINibDecoder) {
        if let style = nib.enumeration("searchBarStyle", { ["default": Style.default, "prominent": .prominent, "minimal": .minimal][$0] }) {
            searchBarStyle = style
        }
        if let style = nib.enumeration("barStyle", { ["default": UIBarStyle.default, "black": .black][$0] }) { barStyle = style }
        if let translucent = nib.flag("translucent") { isTranslucent = translucent }
        if let color = nib.color("barTintColor") { barTintColor = color }
        if let placeholder = nib.string("placeholder") ?? nib.text("placeholder") { self.placeholder = placeholder }
        if let text = nib.string("text") ?? nib.text("text") { self.text = text }
        if let prompt = nib.string("prompt") ?? nib.text("prompt") { self.prompt = prompt }
        showsCancelButton = nib.bool("showsCancelButton", default: false)
        showsBookmarkButton = nib.bool("showsBookmarkButton", default: false)
        showsSearchResultsButton = nib.bool("showsSearchResultsButton", default: false)
        let titles = (nib.element.child("scopeButtonTitles")?.children(named: "string") ?? []).map { $0.text }
        if !titles.isEmpty { scopeButtonTitles = titles }
        showsScopeBar = nib.bool("showsScopeBar", default: false)
        if let image = nib.image("backgroundImage") { backgroundImage = image }
        if let image = nib.image("scopeBarBackgroundImage") { scopeBarBackgroundImage = image }
        nib.decodeTextInputTraits(into: searchTextField)
    }
}
