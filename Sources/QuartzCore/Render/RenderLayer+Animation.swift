import CoreGraphics
internal import RuntimeSupport

/// Animation evaluation on the render side: a render layer keeps render copies of its
/// model's animations, its timing and its values without animations (`Extras.base`), so a
/// replicator's delayed instances are evaluated from the render tree alone.
extension RenderLayer {
    /// The layer's animations evaluated at media time `time`, starting from its values
    /// without them; nil when it has none.
    func evaluate(at time: Double) -> PresentationValues? {
        guard let e = extras, !e.animations.isEmpty else { return nil }
        var values = PresentationValues(layer: e.base ?? self)
        let local = localTime(atMediaTime: time)
        for animation in e.animations { animation.apply(at: local, to: &values) }
        return values
    }

    /// The layer's time at media time `t`: its ancestors' timings and its own applied, as
    /// `CALayer.localTime(atMediaTime:)` does for the model.
    func localTime(atMediaTime t: Double) -> Double {
        guard LayerTiming.anyRetimed else { return t }
        var chain: [LayerTiming] = []
        var l: RenderLayer? = self
        while let current = l {
            if let timing = current.extras?.timing, !timing.isIdentity { chain.append(timing) }
            l = current._superlayer ?? current.extras?.maskOwner
        }
        return LayerTiming.localTime(atMediaTime: t, through: chain).time
    }

    /// A copy of the subtree with its animations evaluated at `time` (a replicator's instance
    /// drawn `instanceDelay` behind), kept apart from the render tree.
    func copyTree(at time: Double) -> RenderLayer {
        withStackRoom {
            let copy = RenderLayer()
            let values = extras?.base ?? self
            copy.takeDrawnValues(from: values)
            copy.flags = values.flags
            if let e = values.extras { copy.mutableExtras.takeDrawnValues(from: e) }
            copy.extras?.backingStore = extras?.backingStore
            if let presentation = evaluate(at: time) {
                for entry in presentation.entries { entry.property.write(copy, entry.value) }
            }
            copy.adopt(mask: extras?.mask?.copyTree(at: time), sublayers: _sublayers?.map { $0.copyTree(at: time) })
            return copy
        }
    }
}
