import CoreGraphics
internal import RuntimeSupport

/// A layer of the render tree: the values its model layer had when last committed, with the
/// animations' presentation values written over them (RenderTree.swift).
///
/// A final class of stored values — no `NSObject`, delegate, actions or transactions, never
/// an app's subclass — so the code that takes render layers (the compositor, damage,
/// animation evaluation into the tree, replicator instancing) cannot run app code: every
/// access is to a stored value the compiler sees.
@MainActor
final class RenderLayer: LayerStorage {
    // Read for every layer the compositor visits: exempt from run-time exclusivity checks, as
    // a model layer's are (every access is a plain load or store).
    @exclusivity(unchecked) var _bounds: CGRect = .zero
    @exclusivity(unchecked) var _position: CGPoint = .zero
    @exclusivity(unchecked) var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    @exclusivity(unchecked) var _opacity: Float = 1
    var _contentsScale: CGFloat = 1
    /// The model's flags the compositor reads (`CALayer.renderedFlags`).
    @exclusivity(unchecked) var flags: CALayer.Flags = []
    var _backgroundColor: CGColor?
    @exclusivity(unchecked) var _sublayers: [RenderLayer]?
    /// Non-owning, as a model layer's: the superlayer owns this layer through `_sublayers`
    /// and the link is cleared when it lets the layer go or is deallocated.
    unowned(unsafe) var _superlayer: RenderLayer?
    @exclusivity(unchecked) var extras: Extras?
    /// What the compositor learnt about the subtree in earlier frames (see `RenderRecord`).
    @exclusivity(unchecked) var _renderRecord: RenderRecord?
    /// The render server state counting this layer as a replicator (its tree's context's).
    weak var replicatorTally: RenderServer.State?

    /// The drawn values a render layer adds to the shared ones: its mask, and the
    /// transitions the compositor draws it through.
    final class Extras: DrawnExtras {
        var mask: RenderLayer?
        /// The layer this one masks: non-owning, cleared when the owner lets the mask go or
        /// is deallocated; damage reaches the masked layer through it.
        unowned(unsafe) var maskOwner: RenderLayer?
        /// The attached transitions (render copies, read when attached).
        var transitions: [RenderAnimation] = []
        /// The attached animations (render copies) and the layer's own timing, from which a
        /// replicator draws its delayed instances (`copyTree(at:)`).
        var animations: [RenderAnimation] = []
        var timing: LayerTiming?
        /// With animations attached: the model's values without them (the render layer itself
        /// shows the presentation values).
        var base: RenderLayer?
    }

    deinit {
        deinitCleanup {
            for sublayer in _sublayers ?? [] where sublayer._superlayer === self { sublayer._superlayer = nil }
            if let mask = extras?.mask, mask.extras?.maskOwner === self { mask.extras?.maskOwner = nil }
            replicatorTally?.replicatorCount -= 1
            // A deep render tree is freed in a loop, not in nested deinits.
            var children = _sublayers ?? []
            _sublayers = nil
            ReleaseQueue.release(&children)
        }
    }

    var drawnExtras: DrawnExtras? { extras }
    var mutableDrawnExtras: DrawnExtras { mutableExtras }

    /// The extras, allocated on first use.
    var mutableExtras: Extras {
        if let extras { return extras }
        let e = Extras()
        extras = e
        return e
    }

    /// Maps this layer's coordinates into its superlayer's.
    var transformToSuperlayer: ProjectiveTransform {
        ProjectiveTransform(layerBounds: _bounds, anchorPoint: _anchorPoint, position: _position, drawn: extras)
    }

    /// The map from this layer's coordinates to its root's superlayer space (the screen).
    var transformToRootSpace: ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var l: RenderLayer? = self
        while let current = l {
            m = m.concatenating(current.transformToSuperlayer)
            l = current._superlayer
        }
        return m
    }

    /// The root of the tree the layer is drawn in: up through superlayers and, from a mask,
    /// through the layer it masks.
    var renderRoot: RenderLayer {
        var root = self
        while true {
            if let s = root._superlayer { root = s } else if let owner = root.extras?.maskOwner { root = owner } else { return root }
        }
    }

    /// The outermost ancestor whose drawing replicates its sublayers, if any.
    var outermostReplicator: RenderLayer? {
        var found: RenderLayer?
        var layer = _superlayer
        while let l = layer {
            if l.extras?.drawing is ReplicatorDrawing { found = l }
            layer = l._superlayer
        }
        return found
    }

    /// Whether what the layer drew is shown without its alpha: an opaque layer's backing store
    /// has none on iOS, so where an opaque view with no background color draws nothing it shows
    /// black. A view whose background color is clear is the exception UIKit makes: it stays
    /// transparent where it does not draw, which views drawing shapes rely on.
    var drawsOpaqueContent: Bool {
        guard flags.contains(.opaque) else { return false }
        guard flags.contains(.fillsBackgroundWhenDrawing), let color = _backgroundColor else { return true }
        return color.alpha > 0
    }

    /// The transition shown at `time` and its progress, if any.
    func activeTransition(at time: Double) -> (RenderTransition, Double)? {
        guard flags.contains(.hasTransition), let list = extras?.transitions else { return nil }
        for transition in list.reversed() {
            if let shown = transition.transitionProgress(at: time) { return shown }
        }
        if list.isEmpty { flags.remove(.hasTransition) }
        return nil
    }
}
