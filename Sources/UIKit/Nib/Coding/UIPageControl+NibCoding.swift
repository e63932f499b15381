import Foundation

extension UIPageControl {
    /// A page control's `numberOfPages` and `currentPage` (whole numbers; the pages first, so
    /// the current page is pinned to them), `hidesForSinglePage`, `defersCurrentPageDisplay`
    /// and the `pageIndicatorTintColor`/`currentPageIndicatorTintColor` children.
    func decodePageControlAttributes(_ nib: UINibDecoder) {
        for attribute in ["numberOfPages", "currentPage"] {
            guard let number = nib.number(attribute) else { continue }
            guard let whole = Int(exactly: number), whole >= 0 else {
                return nib.fail(.invalidValue, "\(attribute)=\"\(number)\" is not a whole number ≥ 0")
            }
            if attribute == "numberOfPages" { numberOfPages = whole } else { currentPage = whole }
        }
        hidesForSinglePage = nib.bool("hidesForSinglePage", default: false)
        defersCurrentPageDisplay = nib.bool("defersCurrentPageDisplay", default: false)
        if let color = nib.color("pageIndicatorTintColor") { pageIndicatorTintColor = color }
        if let color = nib.color("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = color }
    }
}
