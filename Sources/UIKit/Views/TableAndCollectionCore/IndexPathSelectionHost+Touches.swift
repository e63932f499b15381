import Foundation

/// Selection by touch.
///
/// A finger on an item highlights it once it has rested for the scroll view's content-touch
/// delay (so a drag that starts on an item does not flash it), or at once when the finger
/// lifts sooner; lifting selects (or, in multiple selection, toggles). A finger that leaves
/// its item, or a drag (the pan cancels the touch), lets the item go back to normal. The
/// delegate hears shouldHighlight and didHighlight on the way down; on the way up the order
/// of didUnhighlight and the selection question, and what happens to the items selected
/// before, follow `selectionRules`.
extension IndexPathSelectionHost {
    /// A finger went down on an item: it will highlight after the delay. False when the touch
    /// is not the view's to handle.
    func pressBegan(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, !press.isActive,
              allowsSelectionNow,
              let path = indexPathForItem(at: touch.location(in: self)), cellForItem(at: path) != nil
        else { return false }
        press.begin(path, after: IndexPathPress.highlightDelay) { [weak self] in self?.highlightPressedItem() }
        return true
    }

    /// A finger that leaves its item lets go of it.
    func pressMoved(_ touches: Set<UITouch>) -> Bool {
        guard let path = press.path, let touch = touches.first else { return false }
        if indexPathForItem(at: touch.location(in: self)) != path { cancelPress() }
        return true
    }

    /// The finger lifted on its item: highlight it (if the delay had not passed), then
    /// unhighlight and select or toggle it.
    func pressEnded() -> Bool {
        guard press.isActive else { return false }
        highlightPressedItem()
        guard let path = press.end() else { return false }
        guard cellForItem(at: path) != nil else { return true }
        if Self.selectionRules.fingerUp == .unhighlightThenAsk { unhighlight(path) }
        if allowsMultipleSelectionNow && selectedPaths.contains(path) {
            userDeselect(path)
        } else {
            userSelect(path)
        }
        return true
    }

    func pressCancelled() -> Bool {
        guard press.isActive else { return false }
        cancelPress()
        return true
    }

    private func cancelPress() {
        guard let path = press.end() else { return }
        unhighlight(path)
    }

    private func highlightPressedItem() {
        press.stopTimer()
        guard let path = press.path, let cell = cellForItem(at: path), !cell.isHighlighted,
              delegateShouldHighlight(path) else { return }
        cell.showHighlighted(true)
        delegateDidHighlight(path)
    }

    private func unhighlight(_ path: IndexPath) {
        guard let cell = cellForItem(at: path), cell.isHighlighted else { return }
        cell.showHighlighted(false)
        delegateDidUnhighlight(path)
    }

    /// The delegate was asked about the pressed item: a collection view unhighlights it now.
    private func unhighlightAfterAsking(_ path: IndexPath) {
        if Self.selectionRules.fingerUp == .askThenUnhighlight { unhighlight(path) }
    }

    private func userSelect(_ path: IndexPath) {
        let answer = delegateWillSelect(path)
        unhighlightAfterAsking(path)
        guard let target = answer, containsItem(target) else { return }
        if !allowsMultipleSelectionNow {
            switch Self.selectionRules.replacing {
            case .askEach:
                for old in selectedPaths where old != target { userDeselect(old) }
            case .tellEach:
                guard !selectedPaths.contains(target) else { return }
                for old in selectedPaths { deselectTellingDelegate(old) }
            }
        }
        guard !selectedPaths.contains(target) else { return }
        selectedPaths.append(target)
        cellForItem(at: target)?.showSelected(true, animated: false)
        delegateDidSelect(target)
    }

    private func userDeselect(_ path: IndexPath) {
        let answer = delegateWillDeselect(path)
        unhighlightAfterAsking(path)
        guard let target = answer, selectedPaths.contains(target) else { return }
        deselectTellingDelegate(target)
    }

    private func deselectTellingDelegate(_ path: IndexPath) {
        deselectItemInCode(path, animated: false)
        delegateDidDeselect(path)
    }
}
