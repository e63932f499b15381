import Foundation

/// The values a layer's animations produce in one evaluation, per key path, starting from
/// the model's: each animation replaces (or, when additive, adds to) what is there so far, in
/// the order the animations were added.
@MainActor
struct PresentationValues {
    struct Entry {
        let property: AnimatableProperty
        var value: AnimatedValue
    }
    private(set) var entries: [Entry] = []
    /// The layer whose stored values are the starting point (a model layer, or a render
    /// layer's copy of its model's).
    let layer: any LayerStorage

    init(layer: any LayerStorage) { self.layer = layer }

    /// The value accumulated for `property`, the layer's model value when nothing set it yet.
    func value(of property: AnimatableProperty) -> AnimatedValue {
        for e in entries where e.property.id == property.id { return e.value }
        return property.value(of: layer)
    }

    mutating func set(_ value: AnimatedValue, for property: AnimatableProperty) {
        for i in entries.indices where entries[i].property.id == property.id {
            entries[i].value = value
            return
        }
        entries.append(Entry(property: property, value: value))
    }

    var isEmpty: Bool { entries.isEmpty }
}
