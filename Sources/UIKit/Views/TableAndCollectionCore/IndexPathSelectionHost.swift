import CoreGraphics
import Foundation

/// A table or collection view as its selection sees it: the selected index paths, the press
/// of a finger, the view's few answers (what is there, which cell shows it) and its delegate,
/// put as questions and notices about an index path. The selection itself, shared by both,
/// is in IndexPathSelectionHost+Code.swift (in code) and IndexPathSelectionHost+Touches.swift
/// (by touch); `selectionRules` holds where the two differ on iOS.
@MainActor
protocol IndexPathSelectionHost: UIScrollView {
    associatedtype Cell: SelectableCell

    static var selectionRules: IndexPathSelectionRules { get }

    /// Selected items, in the order they were selected.
    var selectedPaths: [IndexPath] { get set }
    /// The item a finger is pressing.
    var press: IndexPathPress { get set }

    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }
    /// Whether items can be selected now, and whether a tap adds to the selection: a table in
    /// editing mode follows its "during editing" settings instead.
    var allowsSelectionNow: Bool { get }
    var allowsMultipleSelectionNow: Bool { get }

    func containsItem(_ indexPath: IndexPath) -> Bool
    func indexPathForItem(at point: CGPoint) -> IndexPath?
    /// The visible cell showing the item.
    func cellForItem(at indexPath: IndexPath) -> Cell?

    // The delegate, asked and told in the view's own terms; without one, everything is allowed.

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool
    func delegateDidHighlight(_ indexPath: IndexPath)
    func delegateDidUnhighlight(_ indexPath: IndexPath)
    /// The item a tap selects: `indexPath`, another one (a table delegate may redirect) or
    /// none.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath?
    /// The item a tap deselects, as `delegateWillSelect`.
    func delegateWillDeselect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidSelect(_ indexPath: IndexPath)
    func delegateDidDeselect(_ indexPath: IndexPath)
}
