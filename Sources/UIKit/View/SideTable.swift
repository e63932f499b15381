/// Values kept beside objects that rarely have them (a view's motion effects, its
/// restoration identifier), so the other objects pay no stored property. Objects are held
/// weakly; a value whose object is gone is dropped when met (its identifier may name a new
/// object by then).
struct SideTable<Object: AnyObject, Value> {
    private struct Slot {
        weak var object: Object?
        var value: Value
    }

    private var slots: [ObjectIdentifier: Slot] = [:]

    var isEmpty: Bool { slots.isEmpty }

    subscript(_ object: Object) -> Value? {
        get {
            guard let slot = slots[ObjectIdentifier(object)], slot.object === object else { return nil }
            return slot.value
        }
        set { slots[ObjectIdentifier(object)] = newValue.map { Slot(object: object, value: $0) } }
    }

    subscript(_ object: Object, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[object] ?? defaultValue() }
        set { self[object] = newValue }
    }

    /// The objects still alive with their values; the slots of the dead are dropped.
    mutating func live() -> [(Object, Value)] {
        var result: [(Object, Value)] = []
        for (id, slot) in slots {
            if let object = slot.object { result.append((object, slot.value)) } else { slots[id] = nil }
        }
        return result
    }

    mutating func removeAll() { slots.removeAll() }
}
