import Foundation
internal import RuntimeSupport

/// Interface Builder connects `delegate`, `dataSource`, `prefetchDataSource`, `inputView` and
/// `inputAccessoryView` outlets by key, as it does any outlet. Every class with such a
/// property (views, controllers, recognizers) takes it here; one that does not adopt
/// the protocol (Objective-C would accept it and find the methods at run time) is reported
/// and left unset, so the port knows to declare the conformance.
@MainActor
enum DelegateOutlets {
    /// Sets `key` on `object` when it is one of its delegate outlets; false for other keys.
    static func set(_ value: Any?, forKey key: String, on object: NSObject) -> Bool {
        if key == "inputView" || key == "inputAccessoryView" { return setInputView(value, forKey: key, on: object) }
        guard key == "delegate" || key == "dataSource" || key == "prefetchDataSource" else { return false }
        func assign<P>(_ type: P.Type, _ store: (P?) -> Void) -> Bool {
            guard let value else { store(nil); return true }
            if let typed = value as? P { store(typed); return true }
            RuntimeIssue.report("the \(key) outlet of \(Swift.type(of: object)) connects to \(Swift.type(of: value)), which does not adopt \(P.self); declare the conformance (Objective-C would not check)")
            return true
        }
        switch (object, key) {
        case (let v as UITextField, "delegate"): return assign((any UITextFieldDelegate).self) { v.delegate = $0 }
        case (let v as UITextView, "delegate"): return assign((any UITextViewDelegate).self) { v.delegate = $0 }
        case (let v as UIPickerView, "delegate"): return assign((any UIPickerViewDelegate).self) { v.delegate = $0 }
        case (let v as UIPickerView, "dataSource"): return assign((any UIPickerViewDataSource).self) { v.dataSource = $0 }
        case (let v as UISearchBar, "delegate"): return assign((any UISearchBarDelegate).self) { v.delegate = $0 }
        case (let v as UINavigationBar, "delegate"): return assign((any UINavigationBarDelegate).self) { v.delegate = $0 }
        case (let v as UIToolbar, "delegate"): return assign((any UIToolbarDelegate).self) { v.delegate = $0 }
        case (let v as UITableView, "dataSource"): return assign((any UITableViewDataSource).self) { v.dataSource = $0 }
        case (let v as UICollectionView, "dataSource"): return assign((any UICollectionViewDataSource).self) { v.dataSource = $0 }
        case (let v as UITableView, "prefetchDataSource"): return assign((any UITableViewDataSourcePrefetching).self) { v.prefetchDataSource = $0 }
        case (let v as UICollectionView, "prefetchDataSource"):
            return assign((any UICollectionViewDataSourcePrefetching).self) { v.prefetchDataSource = $0 }
        case (let v as UITabBar, "delegate"): return assign((any UITabBarDelegate).self) { v.delegate = $0 }
        case (let r as UIGestureRecognizer, "delegate"): return assign((any UIGestureRecognizerDelegate).self) { r.delegate = $0 }
        case (let v as UIScrollView, "delegate"): return assign((any UIScrollViewDelegate).self) { v.delegate = $0 }
        case (let c as UINavigationController, "delegate"): return assign((any UINavigationControllerDelegate).self) { c.delegate = $0 }
        case (let c as UITabBarController, "delegate"): return assign((any UITabBarControllerDelegate).self) { c.delegate = $0 }
        case (let c as UISplitViewController, "delegate"): return assign((any UISplitViewControllerDelegate).self) { c.delegate = $0 }
        case (let c as UIPageViewController, "delegate"): return assign((any UIPageViewControllerDelegate).self) { c.delegate = $0 }
        case (let c as UIPageViewController, "dataSource"): return assign((any UIPageViewControllerDataSource).self) { c.dataSource = $0 }
        case (let c as UISearchController, "delegate"): return assign((any UISearchControllerDelegate).self) { c.delegate = $0 }
        default: return false
        }
    }

    /// The `inputView` and `inputAccessoryView` outlets of text fields and text views: the
    /// views shown instead of the keyboard and above it while they are first responder.
    private static func setInputView(_ value: Any?, forKey key: String, on object: NSObject) -> Bool {
        guard value == nil || value is UIView else { return false }
        let view = value as? UIView
        switch (object, key) {
        case (let field as UITextField, "inputView"): field.inputView = view
        case (let field as UITextField, "inputAccessoryView"): field.inputAccessoryView = view
        case (let text as UITextView, "inputView"): text.inputView = view
        case (let text as UITextView, "inputAccessoryView"): text.inputAccessoryView = view
        default: return false
        }
        return true
    }
}
