import CoreGraphics
import Foundation
internal import RuntimeSupport

/// One customizing of a tab bar: the items the user may put on the bar, the bar's items when
/// it began (to tell whether they changed), and the sheet showing them.
@MainActor
final class TabBarCustomizeSession {
    let items: [UITabBarItem]
    let originalItems: [UITabBarItem]
    let sheet: TabBarCustomizeView

    init(items: [UITabBarItem], originalItems: [UITabBarItem], sheet: TabBarCustomizeView) {
        self.items = items
        self.originalItems = originalItems
        self.sheet = sheet
    }
}

/// Customizing (iOS's "Configure" sheet): the sheet rises over the content above the bar,
/// showing `items` in a grid; dragging one onto the bar puts it in place of the item there
/// (swapping places when it was on the bar already); Done, or `endCustomizing(animated:)`,
/// ends it. Items on the bar that are not among `items` stay where they are.
extension UITabBar {
    /// Whether the customizing sheet shows.
    public var isCustomizing: Bool { customizing != nil }

    /// Shows the customizing sheet for `items`, the items the user may place on the bar.
    public func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard customizing == nil else {
            RuntimeIssue.report("UITabBar.beginCustomizingItems(_:): the bar is customizing already; the call is ignored")
            return
        }
        guard let host = superview else {
            RuntimeIssue.report("UITabBar.beginCustomizingItems(_:): the bar is in no view, so there is nowhere to show the sheet")
            return
        }
        var seen = Set<ObjectIdentifier>()
        let unique = items.filter { seen.insert(ObjectIdentifier($0)).inserted }
        _delegate?.tabBar(self, willBeginCustomizing: unique)
        let sheet = TabBarCustomizeView(bar: self, items: unique)
        customizing = TabBarCustomizeSession(items: unique, originalItems: _items, sheet: sheet)
        host.insertSubview(sheet, belowSubview: self)
        let shown = CGRect(x: frame.minX, y: 0, width: frame.width, height: max(0, frame.minY))
        sheet.frame = shown.offsetBy(dx: 0, dy: shown.height)
        sheet.layoutIfNeeded()
        let begun = { [weak self] (_: Bool) in
            guard let self, let session = self.customizing, session.sheet === sheet else { return }
            self._delegate?.tabBar(self, didBeginCustomizing: session.items)
        }
        guard window != nil else {
            sheet.frame = shown
            begun(true)
            return
        }
        SystemTransitionTiming.animate({ sheet.frame = shown }, completion: begun)
    }

    /// Ends customizing: the sheet goes down (at once when not `animated`). Returns whether
    /// the bar's items changed.
    @discardableResult
    public func endCustomizing(animated: Bool) -> Bool {
        guard let session = customizing else { return false }
        let changed = !_items.elementsEqual(session.originalItems, by: ===)
        _delegate?.tabBar(self, willEndCustomizing: session.items, changed: changed)
        customizing = nil
        let sheet = session.sheet
        sheet.cancelDrag()
        let ended = { [weak self] (_: Bool) in
            sheet.removeFromSuperview()
            guard let self else { return }
            self._delegate?.tabBar(self, didEndCustomizing: session.items, changed: changed)
        }
        guard animated, window != nil else {
            ended(true)
            return changed
        }
        sheet.isUserInteractionEnabled = false
        SystemTransitionTiming.animate({ sheet.frame.origin.y = sheet.frame.height }, completion: ended)
        return changed
    }

    /// The index of the bar's item under `point` (in the bar's coordinates) that a dragged item
    /// may replace: one of the customizable items, or a slot holding none of them.
    func customizableSlot(at point: CGPoint) -> Int? {
        guard let session = customizing, bounds.contains(point) else { return nil }
        guard let index = buttons.firstIndex(where: { $0.frame.contains(point) }) else { return nil }
        let item = _items[index]
        return session.items.contains(where: { $0 === item }) ? index : nil
    }

    /// Puts `item` in the bar's slot `index`; when it is on the bar already, the item it
    /// replaces takes its old slot.
    func placeCustomizedItem(_ item: UITabBarItem, at index: Int) {
        guard _items.indices.contains(index), _items[index] !== item else { return }
        var list = _items
        let replaced = list[index]
        if let old = list.firstIndex(where: { $0 === item }) { list[old] = replaced }
        list[index] = item
        let selected = selectedItem
        setItems(list, animated: false)
        if let selected, list.contains(where: { $0 === selected }) {
            selectedItem = selected
        } else if selected === replaced {
            selectedItem = item
        }
    }
}
