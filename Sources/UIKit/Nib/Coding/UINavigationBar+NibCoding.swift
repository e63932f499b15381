import Foundation

extension UINavigationBar {
    /// A bar's classic look (`translucent`, `barStyle`, `prefersLargeTitles`, `barTintColor`)
    /// and, for a standalone bar, its `<items>`.
    func decodeBarAttributes(_ nib: UINibDecoder) {
        if let translucent = nib.flag("translucent") { isTranslucent = translucent }
        if nib.bool("prefersLargeTitles", default: false) { prefersLargeTitles = true }
        if let style = nib.enumeration("barStyle", { ["default": UIBarStyle.default, "black": .black][$0] }) { barStyle = style }
        if let color = nib.color("barTintColor") { barTintColor = color }
        let items = nib.objects(in: "items").compactMap { $0 as? UINavigationItem }
        if !items.isEmpty { setItems(items, animated: false) }
    }
}
