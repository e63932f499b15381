internal import Cassowary
import CoreGraphics
import Foundation
internal import RuntimeSupport

/// A linear relation between two items' attributes, which Auto Layout keeps true:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views and layout guides, held weakly. An active constraint is installed on
/// the closest common ancestor of its items (it appears in that view's `constraints`) and
/// solved by the layout engine of that ancestor's window (or root view).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// The name shown in descriptions and logs.
    open var identifier: String?

    /// Whether nibs archive the constraint; kept for source compatibility.
    open var shouldBeArchived = false

    /// The added offset. Changing it on an active constraint updates the engine in place
    /// (the solver re-optimises only what depends on it).
    open var constant: CGFloat {
        didSet {
            MainThreadChecker.check("NSLayoutConstraint.constant setter", .layoutEngine)
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                RuntimeIssue.report("NSLayoutConstraint: constant must be finite (got \(constant)); keeping \(oldValue)")
                constant = oldValue
                return
            }
            engine?.constantDidChange(self, from: oldValue)
        }
    }

    /// 1…1000; 1000 is required. An installed constraint cannot change between required and
    /// optional (UIKit raises an exception; this stops with the same rule).
    open var priority: UILayoutPriority = .required {
        didSet {
            MainThreadChecker.check("NSLayoutConstraint.priority setter", .layoutEngine)
            guard priority != oldValue else { return }
            let clamped = UILayoutPriority(min(1000, max(1, priority.rawValue)))
            if clamped != priority { priority = clamped; return }
            if installedView != nil {
                precondition((oldValue == .required) == (priority == .required),
                             "NSLayoutConstraint: mutating a priority from required to not on an installed constraint (or vice-versa) is not supported; deactivate it first: \(self)")
                engine?.priorityDidChange(self)
            }
        }
    }

    // MARK: Engine bookkeeping

    /// The view the constraint is installed on while active (the items' closest common ancestor).
    package internal(set) weak var installedView: UIView?
    /// The engine solving it, while it is in one.
    weak var engine: LayoutEngine?
    /// The solver's form of the constraint while it is in an engine.
    var solverConstraint: SolverConstraint?
    /// Broken to recover from an unsatisfiable layout: active, but not enforced.
    package internal(set) var isBroken = false
    /// A constraint the system makes to hold a view where it was put (a translated
    /// autoresizing mask, an encapsulated layout pin): a conflict breaks the app's first.
    var isSystemHold: Bool {
        self is NSAutoresizingMaskLayoutConstraint || identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
    }
    /// How the solver's constant follows `constant`: −1 for leading/trailing constraints in a
    /// right-to-left layout, whose constants point the other way.
    var constantSign: Double = 1
    /// Waiting to be installed in an engine.
    var isPending = false
    /// The engine items the constraint's expression uses, released when it leaves.
    var engineItems: [LayoutEngine.Item] = []

    /// An autoresizing pin: one attribute of `view` held at `constant`.
    init(pinning item: AnyObject, attribute: Attribute, constant: CGFloat) {
        firstItem = item
        secondItem = nil
        firstAttribute = attribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        self.constant = constant
        super.init()
    }

    /// `item.attribute relation multiplier × toItem.attribute + constant`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
                  secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    init(firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
         secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        let first = firstItem
        precondition(first is UIView || first is UILayoutGuide,
                     "NSLayoutConstraint: the first item must be a view or a layout guide (got \(String(describing: first)))")
        precondition(secondItem == nil || secondItem is UIView || secondItem is UILayoutGuide,
                     "NSLayoutConstraint: the second item must be a view, a layout guide or nil (got \(String(describing: secondItem)))")
        precondition(firstAttribute != .notAnAttribute, "NSLayoutConstraint: the first attribute cannot be notAnAttribute")
        if secondItem == nil {
            precondition(firstAttribute.isSize,
                         "NSLayoutConstraint: a constraint cannot be made between \(firstAttribute) and a constant; only width and height can")
        } else {
            precondition(secondAttribute != .notAnAttribute,
                         "NSLayoutConstraint: a constraint with a second item needs a second attribute")
            precondition(firstAttribute.isSize == secondAttribute.isSize,
                         "NSLayoutConstraint: a constraint cannot be made between a \(firstAttribute) and a \(secondAttribute) attribute: a location and a dimension")
            precondition(firstAttribute.isSize || firstAttribute.axis == secondAttribute.axis,
                         "NSLayoutConstraint: a constraint cannot be made between \(firstAttribute) and \(secondAttribute): locations on different axes")
            precondition(firstAttribute.isDirectional == secondAttribute.isDirectional || firstAttribute.axis != .horizontal || firstAttribute.isSize
                         || firstAttribute.isCenter || secondAttribute.isCenter,
                         "NSLayoutConstraint: a constraint cannot be made between a leading/trailing attribute and a right/left attribute; use leading/trailing for both or neither")
        }
        precondition(multiplier.isFinite && constant.isFinite,
                     "NSLayoutConstraint: multiplier and constant must be finite (got \(multiplier), \(constant))")
        self.firstItem = firstItem
        self.secondItem = secondItem
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondItem == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating installs it on its items'
    /// closest common ancestor; items without one are a programmer error, as in UIKit.
    open var isActive: Bool {
        get { installedView != nil || (engine != nil && self is NSAutoresizingMaskLayoutConstraint) }
        set {
            MainThreadChecker.check("NSLayoutConstraint.isActive setter", .layoutEngine)
            if newValue { LayoutEngine.activate(self) } else { LayoutEngine.deactivate(self) }
        }
    }

    /// Activates each constraint (faster than one at a time on iOS; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        MainThreadChecker.check("NSLayoutConstraint.activate(_:)", .layoutEngine)
        for c in constraints { c.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        MainThreadChecker.check("NSLayoutConstraint.deactivate(_:)", .layoutEngine)
        for c in constraints { c.isActive = false }
    }

    // MARK: Anchors

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, nil for a constant (width or height) constraint.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem == nil ? nil : NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
    }

    // MARK: Description

    /// How the constraint names its items in descriptions: `UIView:0x…`.
    static func name(of item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide {
            return "\(type(of: guide)):\(objectAddress(guide))'\(guide.identifier)'"
        }
        return "\(type(of: item)):\(objectAddress(item))"
    }

    /// The relation as Auto Layout prints it: `UIView:0x….width == 0.5*UIView:0x….width + 10`.
    @MainActor var relationDescription: String {
        var text = "\(Self.name(of: firstItem)).\(firstAttribute) \(relation)"
        if secondItem != nil {
            let factor = multiplier == 1 ? "" : "\(Self.number(multiplier))*"
            text += " \(factor)\(Self.name(of: secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        } else {
            text += " \(Self.number(constant))"
        }
        if priority != .required { text += " @\(priority)" }
        return text
    }

    static func number(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

    open override var description: String {
        MainActor.assumeIsolated {
            let name = identifier.map { "'\($0)' " } ?? ""
            return "<\(type(of: self)):\(objectAddress(self)) \(name)\(relationDescription)   (\(isActive ? "active" : "inactive"))>"
        }
    }
}
