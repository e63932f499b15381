import CoreGraphics
import Foundation

/// A navigation bar's heights (the facts file's numbers): 44 points on a phone, 32 in a
/// phone's landscape, 50 on an iPad; a prompt adds 30 above the row, a large title 52 below.
enum NavigationBarMetrics {
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    static let padRowHeight: CGFloat = 50
    static let promptHeight: CGFloat = 30
    static let largeTitleHeight: CGFloat = 52
}

extension UINavigationBar {
    /// The standard row's height for the bar's traits.
    var rowHeight: CGFloat {
        if isCompact { return NavigationBarMetrics.compactRowHeight }
        return traitCollection.userInterfaceIdiom == .pad ? NavigationBarMetrics.padRowHeight : NavigationBarMetrics.rowHeight
    }

    /// Whether the top item shows its title large: the bar prefers large titles, the bar is
    /// not compact, and the item asks for it (`.automatic` does what the item below does; the
    /// root's automatic is large).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, !isCompact, let items, !items.isEmpty else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The large title area's height now (0 when not shown; it grows past 52 when the content
    /// is pulled down).
    var largeTitleHeight: CGFloat {
        showsLargeTitle ? max(0, NavigationBarMetrics.largeTitleHeight * largeTitleFraction) : 0
    }

    /// The bar's height: the row, a prompt above it, a large title and the search bar below
    /// (only the search bar while its search has taken the bar over).
    var preferredHeight: CGFloat {
        if showsOnlySearchBar { return searchBarHeight }
        return rowHeight + (topItem?.prompt != nil ? NavigationBarMetrics.promptHeight : 0) + largeTitleHeight + searchBarHeight
    }

    /// Places the background (reaching up over the status bar when attached) and the content.
    func layoutBar() {
        background.frame = CGRect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        if let (leaving, arriving) = backgroundFade {
            leaving.frame = background.frame
            arriving.frame = background.frame
        }
        for content in [content, leavingContent].compactMap({ $0 }) { place(content) }
    }

    private func place(_ content: NavigationBarContentView) {
        content.frame = bounds
        let onlySearch = content === self.content && showsOnlySearchBar
        let prompt = content.item.prompt != nil && !onlySearch ? NavigationBarMetrics.promptHeight : 0
        let row = onlySearch ? 0 : rowHeight
        content.rowFrame = CGRect(x: 0, y: prompt, width: bounds.width, height: row)
        content.rowAlpha = onlySearch ? 0 : 1
        let large = content === self.content && !onlySearch ? largeTitleHeight : 0
        content.largeTitleFrame = CGRect(x: 0, y: prompt + row, width: bounds.width, height: large)
        content.margin = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        placeSearchBar(in: content, at: prompt + row + large)
        content.setNeedsLayout()
    }

    /// Makes the content for the top item again (an item or a button changed).
    func rebuildContent() {
        // The new content takes the search bar over before the old one leaves the window, so
        // the search field keeps the first responder status.
        let old = content
        content = makeContent()
        old?.removeFromSuperview()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func makeContent() -> NavigationBarContentView? {
        guard let top = topItem else { return nil }
        top.bar = self
        backItem?.bar = self
        let view = NavigationBarContentView(item: top, backItem: backItem, host: self)
        view.apply(resolvedAppearance)
        addSubview(view)
        return view
    }

    /// Shows the top item after a push or pop: its content fades in while the old one fades
    /// out, the titles sliding in the direction of travel, along with the navigation
    /// controller's transition when one runs.
    func showTopItem(animated: Bool, pushing: Bool) {
        leavingContent?.removeFromSuperview()
        leavingContent = nil
        endBackgroundFade()
        let shownLook = background.appearance
        let old = content
        content = makeContent()
        applyAppearance()
        invalidateIntrinsicContentSize()
        guard animated, let old, let new = content, window != nil else {
            old?.removeFromSuperview()
            setNeedsLayout()
            return
        }
        leavingContent = old
        // The fade's copies join the bar before it lays out, so no layout pass comes between
        // the titles' starting transforms and their animation.
        let fade = beginBackgroundFade(from: shownLook)
        place(new)
        place(old)
        layoutIfNeeded()
        new.layoutIfNeeded()
        let shift = bounds.width / 3 * (pushing ? 1 : -1)
        new.alpha = 0
        new.titleLabel.transform = CGAffineTransform(translationX: shift, y: 0)
        let animations = {
            new.alpha = 1
            new.titleLabel.transform = .identity
            old.alpha = 0
            old.titleLabel.transform = CGAffineTransform(translationX: -shift, y: 0)
            fade?.animations()
        }
        let done: (Bool) -> Void = { [weak self, weak old] _ in
            fade?.end()
            guard let self, let old else { return }
            old.removeFromSuperview()
            if self.leavingContent === old { self.leavingContent = nil }
            new.alpha = 1
            new.titleLabel.transform = .identity
        }
        if let coordinator = navigationController?.transitionCoordinator {
            // A cancelled pop puts the items back itself (the controller resets the bar).
            coordinator.animate(alongsideTransition: { _ in animations() }, completion: { context in done(!context.isCancelled) })
        } else {
            SystemTransitionTiming.animate(animations, completion: done)
        }
    }
}
