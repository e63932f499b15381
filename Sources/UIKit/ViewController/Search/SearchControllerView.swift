import CoreGraphics

/// A search controller's view: over the searched content below the search bar, the dimming
/// (`obscuresBackgroundDuringPresentation`; a tap on it ends the search) and the results
/// controller's view (while `showsSearchResultsController`). Elsewhere touches go through to
/// the content and to the search bar.
@MainActor
final class SearchControllerView: UIView {
    /// Black at 0.2, as the system's dimming view under sheets.
    static let dimmingAlpha: CGFloat = 0.2
    weak var controller: UISearchController?
    let dimmingView = UIView()
    /// Holds the results controller's view.
    let contentView = UIView()

    init(controller: UISearchController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(Self.dimmingAlpha)
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(action: { [weak controller] _ in controller?.isActive = false }))
        addSubview(dimmingView)
        addSubview(contentView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("SearchControllerView is made by its controller") }

    /// Where the search bar's bottom is in this view (0 when the bar is elsewhere or below).
    var searchBarBottom: CGFloat {
        guard let bar = controller?.searchBar, bar.window != nil, bar.window === window, !bar.isHidden else { return 0 }
        let frame = bar.convert(bar.bounds, to: self)
        return frame.maxY > 0 && frame.maxY < bounds.height ? frame.maxY : 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = searchBarBottom
        let area = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
        dimmingView.frame = area
        dimmingView.isHidden = controller?.obscuresBackgroundDuringPresentation != true
        contentView.frame = area
        contentView.isHidden = controller?.searchResultsController == nil || controller?.showsSearchResultsController != true
        controller?.searchResultsController?.viewIfLoaded?.frame = contentView.bounds
    }

    /// Whether a touch at `point` (in the container) that found `hit` belongs to what lies
    /// under the search: on the search bar, or on the view's empty background.
    func passesTouch(_ hit: UIView, at point: CGPoint, in container: UIView) -> Bool {
        if let bar = controller?.searchBar, bar.window === window, bar.convert(bar.bounds, to: container).contains(point) { return true }
        return hit === self || hit === contentView || hit === container
    }
}
