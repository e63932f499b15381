import CoreGraphics
import Foundation

// Where a search bar's parts go: the prompt on top, the field with the Cancel button beside
// it, the scope bar below; and the bar's height (`SearchBarMetrics`).
extension UISearchBar {
    func setUpParts() {
        isOpaque = false
        addSubview(background)
        addSubview(scopeBackground)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textAlignment = .center
        promptLabel.textColor = .secondaryLabel
        addSubview(promptLabel)
        searchTextField.delegate = coordinator
        searchTextField.addAction(UIAction { [weak self] _ in self?.coordinator.textDidChange() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
        addSubview(cancelButton)
        bookmarkButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarBookmarkButtonClicked(self)
        }, for: .touchUpInside)
        resultsListButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarResultsListButtonClicked(self)
        }, for: .touchUpInside)
        searchTextField.addAction(UIAction { [weak self] _ in self?.updateFieldButtons() }, for: [.editingChanged, .editingDidBegin, .editingDidEnd])
        updateBackground()
    }

    /// Cancel: the delegate hears of it, then the search controller (if any) ends the search.
    func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonTapped()
    }

    /// Whether the scope bar shows: asked for, and there are titles to show.
    var showsScopeRow: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The field's row: 56 points standalone, 52 in a navigation bar.
    var rowHeight: CGFloat { hostingNavigationBar != nil ? SearchBarMetrics.navigationBarHeight : SearchBarMetrics.standaloneHeight }

    /// The bar's height: the prompt, the field's row and the scope bar that show.
    var preferredHeight: CGFloat {
        (prompt != nil ? SearchBarMetrics.promptHeight : 0) + rowHeight + (showsScopeRow ? SearchBarMetrics.scopeBarHeight : 0)
    }

    /// The bar's size or parts changed: it lays out again, and whoever sizes it hears.
    func barGeometryChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        hostingNavigationBar?.searchBarGeometryDidChange()
    }

    /// A search controller showed or hid the scope bar of a bar in the content: the bar takes
    /// its new height (a table's header grows with it), as UIKit resizes it.
    func followPreferredHeight() {
        guard hostingNavigationBar == nil, translatesAutoresizingMaskIntoConstraints, frame.height != preferredHeight else { return }
        frame.size.height = preferredHeight
        if let table = superview as? UITableView, table.tableHeaderView === self { table.tableHeaderView = self }
    }

    func layoutBar() {
        // The search's results start below the bar, wherever it now is.
        searchController?.viewIfLoaded?.setNeedsLayout()
        background.frame = bounds
        background.isHidden = hostingNavigationBar != nil
        let top = prompt != nil ? SearchBarMetrics.promptHeight : 0
        promptLabel.isHidden = prompt == nil
        promptLabel.frame = CGRect(x: fieldSideInset, y: 0, width: max(0, bounds.width - 2 * fieldSideInset), height: top)
        var trailing = bounds.width - fieldSideInset
        cancelButton.isHidden = !showsCancelButton
        let cancelWidth = cancelButton.intrinsicContentSize.width.rounded(.up)
        // In a navigation bar that is collapsing it, the field shrinks with the row it has.
        let scope = showsScopeRow ? SearchBarMetrics.scopeBarHeight : 0
        let row = hostingNavigationBar != nil ? max(0, min(rowHeight, bounds.height - top - scope)) : rowHeight
        let fieldHeight = min(SearchBarMetrics.fieldHeight, max(0, row - (rowHeight - SearchBarMetrics.fieldHeight)))
        let fieldY = top + ((row - fieldHeight) / 2).rounded()
        // A hidden Cancel button waits just past the trailing edge, to slide in from there.
        let cancelX = showsCancelButton ? trailing - cancelWidth : bounds.width + SearchBarMetrics.cancelGap
        cancelButton.frame = CGRect(x: cancelX, y: fieldY, width: cancelWidth, height: fieldHeight)
        if showsCancelButton { trailing = cancelX - SearchBarMetrics.cancelGap }
        let adjust = searchFieldBackgroundPositionAdjustment
        searchTextField.frame = CGRect(x: fieldSideInset + adjust.horizontal, y: fieldY + adjust.vertical,
                                       width: max(0, trailing - fieldSideInset), height: fieldHeight)
        scopeBackground.isHidden = !showsScopeRow || scopeBackground.image == nil
        scopeBackground.frame = CGRect(x: 0, y: top + rowHeight, width: bounds.width, height: SearchBarMetrics.scopeBarHeight)
        if let scopeControl {
            scopeControl.isHidden = !showsScopeRow
            let y = top + rowHeight + (SearchBarMetrics.scopeBarHeight - SearchBarMetrics.scopeControlHeight) / 2
            scopeControl.frame = CGRect(x: fieldSideInset, y: y, width: max(0, bounds.width - 2 * fieldSideInset),
                                        height: SearchBarMetrics.scopeControlHeight)
        }
    }

    /// The bookmark button shows in the empty field when asked for, the results-list button
    /// whenever asked for (and the bookmark's place goes to the clear button once there is text).
    func updateFieldButtons() {
        let field = searchTextField
        let empty = (field.text ?? "").isEmpty
        let shown: SearchFieldGlyphView? = showsSearchResultsButton ? resultsListButton : (showsBookmarkButton && empty ? bookmarkButton : nil)
        if field.rightView !== shown { field.rightView = shown }
        field.rightViewMode = shown == nil ? .never : .always
    }

    /// Makes the scope bar again for the titles and the selection.
    func rebuildScopeControl() {
        scopeControl?.removeFromSuperview()
        scopeControl = nil
        if showsScopeRow, let titles = scopeButtonTitles {
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
            control.addAction(UIAction { [weak self, weak control] _ in
                guard let self, let control else { return }
                self.scopeControlChanged(to: control.selectedSegmentIndex)
            }, for: .valueChanged)
            addSubview(control)
            scopeControl = control
        }
        barGeometryChanged()
    }

    /// The user picked a scope button: the delegate hears, then the search controller updates.
    private func scopeControlChanged(to index: Int) {
        guard index != UISegmentedControl.noSegment, index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.searchTermDidChange()
    }

    /// The background for the style: none for `.minimal` (unless a color or image is set),
    /// else the bar material, a color (`barTintColor`, opaque when not translucent) or an image.
    func updateBackground() {
        let appearance = UIBarAppearance(idiom: traitCollection.userInterfaceIdiom)
        appearance.configureWithDefaultBackground()
        appearance.shadowColor = nil
        if barStyle == .black { appearance.backgroundEffect = UIBlurEffect(style: .systemChromeMaterialDark) }
        if let barTintColor {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = isTranslucent ? barTintColor.withAlphaComponent(barTintColor.cgColor.alpha * 0.85) : barTintColor
        } else if !isTranslucent {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = barStyle == .black ? .black : .systemBackground
        }
        if let image = backgroundImage(for: barPosition, barMetrics: .default) ?? backgroundImage(for: .any, barMetrics: .default) {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = nil
            appearance.backgroundImage = image
        } else if searchBarStyle == .minimal, barTintColor == nil {
            appearance.configureWithTransparentBackground()
        }
        background.apply(appearance)
        searchTextField.backgroundImage = searchFieldBackgroundImage(for: .normal)
    }
}
