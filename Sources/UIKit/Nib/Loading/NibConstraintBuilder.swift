import Foundation

/// Makes a nib's `<constraint>` elements into active constraints, after every view exists.
///
/// Everything UIKit would raise an exception for (attributes that cannot be related, items
/// in different view hierarchies) is checked first and reported as a loading error naming
/// the constraint, so a bad file never stops the program.
@MainActor
enum NibConstraintBuilder {
    static func install(_ lists: [(view: UIView, list: IBElement)], in session: NibLoadingSession) {
        for (view, list) in lists {
            for element in list.children(named: "constraint") {
                guard session.failure == nil else { return }
                // Placeholder constraints ("Remove at build time") exist only at design time:
                // an app never has them, while the canvas lays out with them, as Xcode does.
                if element["placeholder"] == "YES", !session.options.canvas { continue }
                do {
                    let constraint = try make(element, in: view, session: session)
                    if let id = element.id { session.register(constraint, for: id) }
                    constraint.isActive = true
                } catch let error as NibLoadingError {
                    session.fail(error)
                } catch {
                    session.fail(session.error(at: element, .invalidValue, "\(error)"))
                }
            }
        }
    }

    /// What a `<constraint>` element says, read once per document: instantiating the nib
    /// again only looks up its items.
    private struct Spec {
        let firstItem: String?
        let firstAttribute: NSLayoutConstraint.Attribute
        let secondItem: String?
        let secondAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority
        let identifier: String?
    }

    private static func spec(_ e: IBElement, session: NibLoadingSession) throws -> Spec {
        if let decoded = e.decoded as? IBElement.Decoded<Spec> { return decoded.value }
        func bad(_ message: String) -> NibLoadingError { session.error(at: e, .invalidValue, message) }
        guard let firstName = e["firstAttribute"] else { throw session.error(at: e, .missingAttribute, "a constraint needs a firstAttribute") }
        guard let firstAttribute = IBValue.layoutAttribute(firstName) else { throw bad("firstAttribute=\"\(firstName)\" is not a layout attribute") }
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if e["secondItem"] != nil {
            let name = e["secondAttribute"] ?? firstName
            guard let attribute = IBValue.layoutAttribute(name) else { throw bad("secondAttribute=\"\(name)\" is not a layout attribute") }
            secondAttribute = attribute
        }
        let relation = try e["relation"].map { name in
            guard let r = IBValue.layoutRelation(name) else { throw bad("relation=\"\(name)\" is not a relation") }
            return r
        } ?? .equal
        let multiplier = try e["multiplier"].map { text in
            guard let m = IBValue.multiplier(text) else { throw bad("multiplier=\"\(text)\" is not a finite, non-zero number or ratio") }
            return m
        } ?? 1
        let constant = try IBValue.number("constant", of: e, file: session.file, default: 0)
        let priority = try IBValue.number("priority", of: e, file: session.file, default: 1000)
        guard priority >= 1, priority <= 1000 else { throw bad("priority \(priority) is outside 1…1000") }
        guard abs(constant) < 1e9 else { throw bad("constant \(constant) is beyond any screen") }
        let spec = Spec(firstItem: e["firstItem"], firstAttribute: firstAttribute, secondItem: e["secondItem"],
                        secondAttribute: secondAttribute, relation: relation, multiplier: multiplier,
                        constant: CGFloat(constant), priority: UILayoutPriority(Float(priority)), identifier: e["identifier"])
        e.decoded = IBElement.Decoded(spec)
        return spec
    }

    private static func make(_ e: IBElement, in view: UIView, session: NibLoadingSession) throws -> NSLayoutConstraint {
        func bad(_ message: String) -> NibLoadingError { session.error(at: e, .invalidValue, message) }
        let spec = try spec(e, session: session)
        // IB leaves out firstItem when it is the view holding the constraint.
        var first: AnyObject = view
        var firstAttribute = spec.firstAttribute
        if let id = spec.firstItem { first = try item(id, e, session) }
        var second: AnyObject?
        var secondAttribute = spec.secondAttribute
        if let id = spec.secondItem { second = try item(id, e, session) }
        (first, firstAttribute) = resolveControllerGuide(first, firstAttribute)
        if let s = second { (second, secondAttribute) = resolveControllerGuide(s, secondAttribute) }
        try check(firstAttribute, secondAttribute, hasSecond: second != nil, bad)
        try checkCommonAncestor(first, second, bad)
        // The items are objects already: the public initializer's `Any` would only cast them back.
        let constraint = NSLayoutConstraint(firstItem: first, firstAttribute: firstAttribute, relation: spec.relation, secondItem: second,
                                            secondAttribute: secondAttribute, multiplier: spec.multiplier, constant: spec.constant)
        constraint.priority = spec.priority
        constraint.identifier = spec.identifier
        return constraint
    }

    /// A constraint's item: a view or a layout guide defined in the file.
    private static func item(_ id: String, _ e: IBElement, _ session: NibLoadingSession) throws -> AnyObject {
        guard let object = session.object(for: id) else {
            throw session.error(at: e, .unknownReference, "the constraint's item \"\(id)\" is not a view or layout guide in this file")
        }
        guard object is UIView || object is UILayoutGuide || object is NibControllerLayoutGuide else {
            throw session.error(at: e, .invalidValue, "the constraint's item \"\(id)\" is a \(type(of: object)), not a view or layout guide")
        }
        return object
    }

    /// A view controller's top and bottom layout guides (deprecated since iOS 11) are the
    /// edges of its view's safe area: the top guide's bottom is the safe area's top.
    private static func resolveControllerGuide(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (AnyObject, NSLayoutConstraint.Attribute) {
        guard let guide = item as? NibControllerLayoutGuide else { return (item, attribute) }
        let safeArea = guide.view.safeAreaLayoutGuide
        switch (guide.isTop, attribute) {
        case (true, .bottom): return (safeArea, .top)
        case (true, .top): return (guide.view, .top)
        case (false, .top): return (safeArea, .bottom)
        case (false, .bottom): return (guide.view, .bottom)
        case (true, .height), (false, .height):
            return (safeArea, .height)
        default: return (safeArea, attribute)
        }
    }

    /// The combinations `NSLayoutConstraint` accepts (UIKit raises for the others).
    private static func check(_ a: NSLayoutConstraint.Attribute, _ b: NSLayoutConstraint.Attribute, hasSecond: Bool,
                              _ bad: (String) -> NibLoadingError) throws {
        guard a != .notAnAttribute else { throw bad("the first attribute cannot be notAnAttribute") }
        guard hasSecond else {
            guard a.isSize else { throw bad("only a width or height can equal a constant; \(a) needs a second item") }
            return
        }
        guard b != .notAnAttribute else { throw bad("a constraint with a second item needs a second attribute") }
        guard a.isSize == b.isSize else { throw bad("a \(a) cannot be related to a \(b): a location and a dimension") }
        guard a.isSize || a.axis == b.axis else { throw bad("\(a) and \(b) lie on different axes") }
        let mixesDirection = a.axis == .horizontal && !a.isSize && !a.isCenter && !b.isCenter && a.isDirectional != b.isDirectional
        guard !mixesDirection else { throw bad("a leading/trailing attribute cannot be related to a left/right one") }
    }

    /// Both items must be in one view hierarchy, as activation requires.
    private static func checkCommonAncestor(_ first: AnyObject, _ second: AnyObject?, _ bad: (String) -> NibLoadingError) throws {
        guard let second else { return }
        func view(_ item: AnyObject) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        func root(_ v: UIView?) -> UIView? {
            var current = v
            var steps = 0
            while let s = current?.superview, steps < 100_000 { current = s; steps += 1 }
            return current
        }
        guard let a = view(first), let b = view(second), root(a) === root(b) else {
            throw bad("the constraint's items are not in the same view hierarchy")
        }
    }
}

/// A view controller's `topLayoutGuide`/`bottomLayoutGuide` as a storyboard refers to it.
@MainActor
final class NibControllerLayoutGuide {
    unowned let view: UIView
    let isTop: Bool
    init(view: UIView, isTop: Bool) {
        self.view = view
        self.isTop = isTop
    }
}
