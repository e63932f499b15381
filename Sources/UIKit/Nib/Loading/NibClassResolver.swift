import Foundation

/// Decides which class an Interface Builder element creates.
///
/// Only UIKit's own classes and subclasses of the element's class (the class Interface
/// Builder shows for it) that are created through `init(coder:)` are ever instantiated: a nib
/// cannot make the app run code it did not opt into, as `NSSecureCoding` restricts archives.
@MainActor
package enum NibClassResolver {
    /// What an element's class is, by the base class the element names.
    package enum Kind {
        case view(UIView.Type)
        case viewController(UIViewController.Type)
        case gestureRecognizer(UIGestureRecognizer.Type)
        /// A collection view's layout (`<collectionViewFlowLayout key="collectionViewLayout">`).
        case layout(UICollectionViewLayout.Type)
        /// A `customObject`: an `NSObject` that adopts `NSCoding`.
        case object(any (NSObject & NSCoding).Type)

        var type: AnyClass {
            switch self {
            case .view(let t): t
            case .viewController(let t): t
            case .gestureRecognizer(let t): t
            case .layout(let t): t
            case .object(let t): t
            }
        }
    }

    /// The element names this UIKit instantiates, and their classes.
    static let baseClasses: [String: Kind] = [
        "view": .view(UIView.self),
        "label": .view(UILabel.self),
        "textField": .view(UITextField.self),
        "searchBar": .view(UISearchBar.self),
        "textView": .view(UITextView.self),
        "button": .view(UIButton.self),
        "imageView": .view(UIImageView.self),
        "scrollView": .view(UIScrollView.self),
        "stackView": .view(UIStackView.self),
        "control": .view(UIControl.self),
        // A container view is a plain view; its embed segue puts the child's view in it.
        "containerView": .view(UIView.self),
        "switch": .view(UISwitch.self),
        "slider": .view(UISlider.self),
        "activityIndicatorView": .view(UIActivityIndicatorView.self),
        "progressView": .view(UIProgressView.self),
        "segmentedControl": .view(UISegmentedControl.self),
        "stepper": .view(UIStepper.self),
        "pageControl": .view(UIPageControl.self),
        "visualEffectView": .view(UIVisualEffectView.self),
        "pickerView": .view(UIPickerView.self),
        "datePicker": .view(UIDatePicker.self),
        "window": .view(UIWindow.self),
        "tableView": .view(UITableView.self),
        "tableViewCell": .view(UITableViewCell.self),
        "tableViewCellContentView": .view(UIView.self),
        "tableViewHeaderFooterView": .view(UITableViewHeaderFooterView.self),
        "tableViewController": .viewController(UITableViewController.self),
        "navigationController": .viewController(UINavigationController.self),
        "navigationBar": .view(UINavigationBar.self),
        "toolbar": .view(UIToolbar.self),
        "navigationItem": .object(UINavigationItem.self),
        "barButtonItem": .object(UIBarButtonItem.self),
        "collectionView": .view(UICollectionView.self),
        "collectionViewCell": .view(UICollectionViewCell.self),
        "collectionViewCellContentView": .view(UIView.self),
        "collectionReusableView": .view(UICollectionReusableView.self),
        "collectionViewFlowLayout": .layout(UICollectionViewFlowLayout.self),
        "collectionViewLayout": .layout(UICollectionViewLayout.self),
        "collectionViewController": .viewController(UICollectionViewController.self),
        "viewController": .viewController(UIViewController.self),
        "tabBarController": .viewController(UITabBarController.self),
        "splitViewController": .viewController(UISplitViewController.self),
        "pageViewController": .viewController(UIPageViewController.self),
        "refreshControl": .view(UIRefreshControl.self),
        "tabBar": .view(UITabBar.self),
        "tabBarItem": .object(UITabBarItem.self),
        "tapGestureRecognizer": .gestureRecognizer(UITapGestureRecognizer.self),
        "panGestureRecognizer": .gestureRecognizer(UIPanGestureRecognizer.self),
        "screenEdgePanGestureRecognizer": .gestureRecognizer(UIScreenEdgePanGestureRecognizer.self),
        "pinchGestureRecognizer": .gestureRecognizer(UIPinchGestureRecognizer.self),
        "rotationGestureRecognizer": .gestureRecognizer(UIRotationGestureRecognizer.self),
        "swipeGestureRecognizer": .gestureRecognizer(UISwipeGestureRecognizer.self),
        "longPressGestureRecognizer": .gestureRecognizer(UILongPressGestureRecognizer.self),
    ]

    /// UIKit classes Interface Builder offers that this UIKit does not provide yet, by element
    /// name, so an error can name the class.
    static let unavailableClasses: [String: String] = [
        "webView": "UIWebView", "wkWebView": "WKWebView", "mapView": "MKMapView",
        "glkView": "GLKView", "glkViewController": "GLKViewController", "mtkView": "MTKView",
        "skView": "SKView", "sceneKitView": "SCNView", "arskView": "ARSKView", "arscnView": "ARSCNView",
        "avPlayerViewController": "AVPlayerViewController", "searchDisplayController": "UISearchDisplayController",
        "imageReference": "an image reference",
    ]

    /// The class `element` creates: its custom class when that resolves to a subclass of the
    /// element's class, otherwise the element's class (with the warning UIKit logs).
    static func resolve(_ element: IBElement, in session: NibLoadingSession) throws -> (kind: Kind, substituted: Bool) {
        if element.name == "customObject" { return (try resolveCustomObject(element, in: session), false) }
        guard let base = baseClasses[element.name] else {
            let what = unavailableClasses[element.name].map { "\($0) is not available in this UIKit yet" } ?? "not an object UIKit can create"
            throw session.error(at: element, .unsupportedElement, "<\(element.name)>: \(what)")
        }
        guard let customName = element["customClass"], !customName.isEmpty else { return (base, false) }
        // `customModuleProvider="target"`: the module is the target's that holds the file, the
        // app's own; its Linux module name may differ from the one Interface Builder wrote.
        guard let found = lookUp(customName, module: element["customModule"])
                ?? (element["customModuleProvider"] == "target" ? SceneClassLookup.appModule.flatMap { lookUp(customName, module: $0) } : nil) else {
            session.warn("Unknown class \(customName) in Interface Builder file. (\(element.tag); using \(base.type) instead)")
            return (base, true)
        }
        switch base {
        case .view:
            if let t = found as? UIView.Type { return (.view(t), false) }
        case .viewController:
            if let t = found as? UIViewController.Type { return (.viewController(t), false) }
        case .gestureRecognizer:
            if let t = found as? UIGestureRecognizer.Type { return (.gestureRecognizer(t), false) }
        case .layout:
            if let t = found as? UICollectionViewLayout.Type { return (.layout(t), false) }
        case .object(let baseType):
            // An object element with a class of its own (a `<tabBarItem>` subclass).
            if let t = found as? any (NSObject & NSCoding).Type, (found as? NSObject.Type)?.isSubclass(of: baseType) == true {
                return (.object(t), false)
            }
        }
        throw session.error(at: element, .invalidClass,
                            "\(customName) is not a subclass of \(base.type), the class of <\(element.name)>")
    }

    /// A `<customObject>`'s class: an `NSObject` subclass that adopts `NSCoding`, so it is made
    /// through `init(coder:)` like every other object in a nib. A class that is not linked in,
    /// or that a nib cannot make, is warned about and a plain object stands in, as UIKit makes
    /// an `NSObject` for an unknown class: the rest of the scene still loads (its outlets to
    /// the object are reported when they do not fit).
    private static func resolveCustomObject(_ element: IBElement, in session: NibLoadingSession) throws -> Kind {
        guard let name = element["customClass"], !name.isEmpty else {
            throw session.error(at: element, .missingAttribute, "<customObject> needs a customClass: an NSObject subclass that adopts NSCoding")
        }
        guard let found = lookUp(name, module: element["customModule"]) else {
            session.warn("Unknown class \(name) in Interface Builder file. (\(element.tag); using NSObject instead)")
            return .object(NibStandInObject.self)
        }
        guard let type = found as? any (NSObject & NSCoding).Type else {
            session.warn("\(name) cannot be created by a nib: a custom object must be an NSObject subclass that adopts NSCoding "
                         + "(init(coder:)). (\(element.tag); using NSObject instead)")
            return .object(NibStandInObject.self)
        }
        return .object(type)
    }

    /// A class by the name Interface Builder wrote: first as registered with
    /// `NSKeyedUnarchiver.setClass(_:forClassName:)` (how an app maps a name from another
    /// module or platform), then module-qualified, then as one of UIKit's own classes.
    static func lookUp(_ name: String, module: String?) -> AnyClass? {
        var candidates: [String] = []
        if let module, !module.isEmpty { candidates.append("\(module).\(name)") }
        candidates.append(name)
        for candidate in candidates {
            if let registered = NSKeyedUnarchiver.class(forClassName: candidate) { return registered }
        }
        let key = candidates[0]
        if let cached = found[key] { return cached }
        var result: AnyClass?
        for candidate in candidates where candidate.contains(".") {
            if let type = NSClassFromString(candidate) {
                result = type
                break
            }
        }
        if result == nil, name.hasPrefix("UI") { result = NSClassFromString("UIKit.\(name)") }
        found[key] = .some(result)
        return result
    }

    /// Classes already looked up by name, nil for one not found: the runtime's lookup by name
    /// is slow, slowest when it fails (a nib naming a class the app lacks, every time it loads).
    private static var found: [String: AnyClass?] = [:]
}
