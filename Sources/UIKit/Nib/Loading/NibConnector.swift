import Foundation

/// Makes a nib's connections once all its objects exist: outlets and outlet collections are
/// set by key, actions become target-action pairs, and user-defined runtime attributes are
/// set by key path — the work key-value coding and selectors do on iOS.
@MainActor
package enum NibConnector {
    static func connect(_ lists: [(source: AnyObject, list: IBElement)], in session: NibLoadingSession) {
        /// Collections gather their members in document order and are set once each.
        var collections: [(source: AnyObject, property: String, element: IBElement, members: [AnyObject])] = []
        for (source, list) in lists {
            for connection in list.children {
                guard session.failure == nil else { return }
                switch connection.name {
                case "outlet":
                    guard let (property, destination) = endpoints(connection, "property", in: session) else { continue }
                    setValue(destination, forKeyPath: property, on: source, at: connection, in: session)
                case "outletCollection":
                    guard let (property, destination) = endpoints(connection, "property", in: session) else { continue }
                    if let i = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
                        collections[i].members.append(destination)
                    } else {
                        collections.append((source, property, connection, [destination]))
                    }
                case "action":
                    connectAction(connection, from: source, in: session)
                case "segue":
                    NibSegues.record(connection, from: source, in: session)
                default:
                    session.fail(session.error(at: connection, .unsupportedFeature,
                                               "<\(connection.name)> connections are not supported"))
                }
            }
        }
        for c in collections where session.failure == nil {
            setValue(c.members, forKeyPath: c.property, on: c.source, at: c.element, in: session)
        }
    }

    /// The connection's property (or selector) and its destination object; nil when the
    /// connection is to be skipped (a placeholder given no object) or is broken (recorded).
    private static func endpoints(_ connection: IBElement, _ nameAttribute: String,
                                  in session: NibLoadingSession) -> (String, AnyObject)? {
        guard let name = connection[nameAttribute], !name.isEmpty else {
            session.fail(session.error(at: connection, .missingAttribute, "<\(connection.name)> needs a \(nameAttribute)"))
            return nil
        }
        guard let id = connection["destination"] else {
            session.fail(session.error(at: connection, .missingAttribute, "<\(connection.name)> needs a destination"))
            return nil
        }
        if session.isAbsent(id) { return nil }
        guard let destination = session.object(for: id) else {
            session.fail(session.error(at: connection, .unknownReference,
                                       "the destination \"\(id)\" of \(nameAttribute) \"\(name)\" is not an object in this file"))
            return nil
        }
        return (name, destination)
    }

    // MARK: Key-value coding

    /// Sets `keyPath` on `object` as key-value coding would; an object standing in for a
    /// missing class is skipped on the canvas.
    static func setValue(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject,
                         at element: IBElement, in session: NibLoadingSession) {
        if session.options.canvas, session.isSubstitute(object) {
            session.warn("\(keyPath) not set on \(type(of: object)): it stands in for a class that was not found (\(element.tag))")
            return
        }
        func assign(_ value: Any?) -> NibLoadingError? {
            NibKeyValueCoding.withLoadingFailures(session: session, element: element) {
                switch object {
                case let responder as UIResponder: responder.setValue(value, forKeyPath: keyPath)
                case let recognizer as UIGestureRecognizer: recognizer.setValue(value, forKeyPath: keyPath)
                case let constraint as NSLayoutConstraint: constraint.setNibValue(value, forKeyPath: keyPath)
                default: NibKeyValueCoding.setValue(value, forKey: keyPath, on: object)
                }
            }
        }
        // An object the load was given gets its old value back if the load fails.
        if session.isGiven(object), let previous = currentValue(forKey: keyPath, on: object) {
            session.onFailure { _ = assign(previous) }
        }
        if let result = assign(value) { session.fail(result) }
    }

    /// What `key` holds now, when that can be read: an `@Outlet`'s or `@Inspectable`'s value,
    /// a controller's view, or what a UIKit class answers for the key; nil when it cannot.
    private static func currentValue(forKey key: String, on object: AnyObject) -> Any?? {
        if let value = NibKeyValueCoding.wrappedValue(forKey: key, on: object) { return value }
        if let controller = object as? UIViewController, key == "view" { return .some(controller.viewIfLoaded) }
        return (object as? UIResponder)?.value(forKey: key).map { value -> Any? in value }
    }

    // MARK: Actions

    private static func connectAction(_ connection: IBElement, from source: AnyObject, in session: NibLoadingSession) {
        guard let selector = connection["selector"], !selector.isEmpty, let id = connection["destination"] else {
            session.fail(session.error(at: connection, .missingAttribute, "<action> needs a selector and a destination"))
            return
        }
        if session.isAbsent(id) { return }
        guard let destination = session.object(for: id) else {
            session.fail(session.error(at: connection, .unknownReference,
                                       "the destination \"\(id)\" of action \"\(selector)\" is not an object in this file"))
            return
        }
        var action: UINibAction?
        if !(destination is NibFirstResponder) {
            if session.isSubstitute(destination), session.options.canvas { return }
            action = NibKeyValueCoding.action(forSelector: selector, on: destination)
            guard action != nil else {
                session.fail(session.error(at: connection, .unknownKey,
                                           "\(type(of: destination)) has no action method for the selector \"\(selector)\" (declare it with @Action)"))
                return
            }
        }
        let target: AnyObject? = destination is NibFirstResponder ? nil : destination
        switch source {
        case let control as UIControl:
            guard let events = connection["eventType"].map(controlEvent) ?? .some(.touchUpInside) else {
                session.fail(session.error(at: connection, .invalidValue,
                                           "eventType=\"\(connection["eventType"] ?? "")\" is not a UIControl event"))
                return
            }
            control.addNibAction(selector: selector, action: action, target: target, for: events)
        case let recognizer as UIGestureRecognizer:
            recognizer.addNibAction(selector: selector, action: action, target: target)
        case let item as UIBarButtonItem:
            item.addNibAction(selector: selector, action: action, target: target)
        default:
            session.fail(session.error(at: connection, .unsupportedFeature,
                                       "actions sent by \(type(of: source)) are not supported; only controls, gesture recognizers and bar button items send actions"))
        }
    }

    /// Interface Builder's event names.
    static func controlEvent(_ name: String) -> UIControl.Event? {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpInside": .touchUpInside
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "menuActionTriggered": .menuActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: nil
        }
    }

    // MARK: User-defined runtime attributes

    static func setRuntimeAttributes(_ lists: [(object: AnyObject, list: IBElement)], in session: NibLoadingSession) {
        for (object, list) in lists {
            for attribute in list.children(named: "userDefinedRuntimeAttribute") {
                guard session.failure == nil else { return }
                guard let keyPath = attribute["keyPath"], !keyPath.isEmpty else {
                    session.fail(session.error(at: attribute, .missingAttribute, "a runtime attribute needs a keyPath"))
                    return
                }
                guard let value = runtimeValue(attribute, in: session) else { return }
                setValue(value, forKeyPath: keyPath, on: object, at: attribute, in: session)
            }
        }
    }

    /// A runtime attribute's value by its `type`: numbers and booleans as `NSNumber`, as
    /// key-value coding hands them over on iOS; `.some(nil)` for the nil type, nil when the
    /// attribute is malformed (recorded).
    private static func runtimeValue(_ e: IBElement, in session: NibLoadingSession) -> Any?? {
        let type = e["type"] ?? ""
        let child = e.child(key: "value")
        do {
            switch type {
            case "boolean":
                return .some(NSNumber(value: IBValue.bool("value", of: e, default: false)))
            case "number":
                guard let child else { throw session.error(at: e, .missingAttribute, "a number attribute needs a value") }
                return .some(NSNumber(value: try IBValue.number("value", of: child, file: session.file, default: nil)))
            case "string", "localizedString":
                return .some(e["value"] ?? child.map { $0["value"] ?? $0.text } ?? "")
            case "color":
                guard let child else { throw session.error(at: e, .missingAttribute, "a color attribute needs a value") }
                return .some(try IBValue.color(child, in: session.context) as Any?)
            case "image":
                return .some(e["value"].flatMap { IBValue.image(named: $0, in: session.context) } as Any?)
            case "point":
                guard let child else { throw session.error(at: e, .missingAttribute, "a point attribute needs a value") }
                return .some(try IBValue.point(child, file: session.file))
            case "size":
                guard let child else { throw session.error(at: e, .missingAttribute, "a size attribute needs a value") }
                return .some(try IBValue.size(child, file: session.file))
            case "rect":
                guard let child else { throw session.error(at: e, .missingAttribute, "a rect attribute needs a value") }
                return .some(try IBValue.rect(child, file: session.file))
            case "range":
                guard let child else { throw session.error(at: e, .missingAttribute, "a range attribute needs a value") }
                let location = try IBValue.number("location", of: child, file: session.file, default: 0)
                let length = try IBValue.number("length", of: child, file: session.file, default: 0)
                guard let l = Int(exactly: location), let n = Int(exactly: length), l >= 0, n >= 0 else {
                    throw session.error(at: child, .invalidValue, "a range needs whole, non-negative numbers")
                }
                return .some(NSRange(location: l, length: n))
            case "nil":
                return .some(nil)
            default:
                throw session.error(at: e, .invalidValue, "runtime attributes of type \"\(type)\" are not known")
            }
        } catch let error as NibLoadingError {
            session.fail(error)
        } catch {
            session.fail(session.error(at: e, .invalidValue, "\(error)"))
        }
        return nil
    }
}
