import CoreGraphics
import Foundation
import Synchronization

/// A node of the layer (model) tree: geometry, appearance and sublayers.
///
/// Geometry follows Core Animation: `bounds` is the layer's own coordinate space, `position`
/// is where its `anchorPoint` sits in the superlayer, `transform` applies about the anchor
/// point, and `frame` is derived from all three.
@preconcurrency @MainActor
open class CALayer: NSObject {

    // Stored geometry. Rare values live in `extras` so a plain layer stays small.
    // The fields hit-testing reads per view are `@usableFromInline` so that their read-only
    // accessors inline into UIKit, and unchecked for exclusivity: outside this module the
    // compiler cannot prove accesses disjoint and would check each read at run time (four
    // times the cost of a hit-test). Every access here is a plain load or store.
    @usableFromInline @exclusivity(unchecked) final var _bounds: CGRect = .zero
    @usableFromInline @exclusivity(unchecked) final var _position: CGPoint = .zero
    @usableFromInline @exclusivity(unchecked) final var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    @usableFromInline @exclusivity(unchecked) final var _opacity: Float = 1
    var _contentsScale: CGFloat = 1
    @usableFromInline @exclusivity(unchecked) final var flags: Flags = []
    var _backgroundColor: CGColor?
    var _sublayers: [CALayer]?
    /// Non-owning: the superlayer owns this layer through `_sublayers` and clears this link
    /// whenever it lets the layer go or is deallocated, so the link never dangles. (A `weak`
    /// reference would give every layer a side table and slow every retain and release.)
    unowned(unsafe) var _superlayer: CALayer?
    /// The delegate that owns this layer (a view): non-owning, cleared by the owner's deinit.
    unowned(unsafe) var owningDelegate: (any CALayerDelegate)?
    weak var otherDelegate: (any CALayerDelegate)?
    @usableFromInline @exclusivity(unchecked) final var extras: Extras?
    /// The render server's record of the layer (see `RenderRecord`); nil until it is composited.
    final var _renderRecord: RenderRecord?
    /// The layer's copy in the render tree (see RenderTree.swift); nil until it is first shown.
    final var _renderLayer: RenderLayer?

    /// Creates a layer with zero bounds at the origin.
    ///
    /// `required` so `UIView.layerClass` can create any subclass from its metatype; a subclass
    /// that overrides `init()` marks it `required` too (Swift has no `alloc`/`init` dispatch).
    public required override init() {
        super.init()
        flags.insert(.doubleSided)
        if let drawing = type(of: self).initialDrawing { mutableExtras.drawing = drawing }
    }

    /// Creates a layer that copies `layer`'s properties, as Core Animation does when it makes
    /// presentation copies. Sublayers, superlayer and delegate are not copied.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyProperties(from: other) }
    }

    /// What a Core Animation layer class draws before anything is set (its properties'
    /// defaults); nil for a plain layer.
    class var initialDrawing: (any LayerDrawing)? { nil }

    /// Layers decode from archives once nib loading exists; until then they start as `init()`.
    public required init?(coder: NSCoder) {
        super.init()
        flags.insert(.doubleSided)
        if let drawing = type(of: self).initialDrawing { mutableExtras.drawing = drawing }
    }

    deinit {
        deinitCleanup {
            // Only a layer in a shown tree animates, and shown trees live on the main thread.
            if flags.contains(.animating) { FramePipeline.current.animations.layerWillDeallocate(self) }
            if let timing = extras?.timing, !timing.isIdentity { LayerTiming.retimedLayers.subtract(1, ordering: .relaxed) }
            for sublayer in _sublayers ?? [] { sublayer._superlayer = nil }
            extras?.mask?.extras?.maskOwner = nil
            // The render layer queues its own subtree when it goes with this layer.
            var children = _sublayers ?? []
            _sublayers = nil
            ReleaseQueue.release(&children)
        }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: `origin` is the point shown at the top-left corner
    /// (shifting it scrolls the sublayers), `size` its extent.
    open var bounds: CGRect { get { _bounds } set { setBounds(newValue) } }

    /// Where the anchor point lies, in the superlayer's coordinates.
    open var position: CGPoint { get { _position } set { setPosition(newValue) } }

    /// The point of the bounds, in unit coordinates, that `position` places and `transform`
    /// turns about; (0.5, 0.5), the centre, by default.
    open var anchorPoint: CGPoint { get { _anchorPoint } set { setAnchorPoint(newValue) } }

    /// The transform applied about the anchor point, relative to the superlayer.
    open var transform: CATransform3D { get { extras?.transform ?? CATransform3DIdentity } set { setTransform(newValue) } }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's extent in the superlayer: the bounding box of the bounds mapped through
    /// the anchor point, `transform` and `position`.
    open var frame: CGRect { get { frameFromGeometry } set { setFrame(newValue) } }

    // MARK: Layer tree (the logic is in CALayer+Hierarchy.swift)

    /// The sublayers, back to front; nil when there are none. Setting it replaces them all.
    open var sublayers: [CALayer]? {
        get { _sublayers }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// The layer this one is a sublayer of. Held weakly; the superlayer owns its sublayers.
    open var superlayer: CALayer? { _superlayer }

    /// Appends `layer` on top of the sublayers, removing it from its current superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: _sublayers?.count ?? 0, api: "addSublayer(_:)")
    }

    /// Inserts `layer` so it ends up at `idx` in `sublayers`; an index past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx), api: "insertSublayer(_:at:)")
    }

    /// Inserts `layer` just below `sibling`; when `sibling` is not a sublayer, at the bottom.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, at: index(ofSublayer: sibling, ignoring: layer) ?? 0, api: "insertSublayer(_:below:)")
    }

    /// Inserts `layer` just above `sibling`; when `sibling` is not a sublayer, on top.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, at: index(ofSublayer: sibling, ignoring: layer).map { $0 + 1 } ?? (_sublayers?.count ?? 0),
               api: "insertSublayer(_:above:)")
    }

    /// Puts `newLayer` where `oldLayer` is; `oldLayer` leaves the tree.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replace(oldLayer, with: newLayer)
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() {
        _superlayer?.detach(self)
    }

    // MARK: Coordinate conversion (the logic is in CALayer+Conversion.swift)

    /// `p`, given in `l`'s coordinates (nil: the root's superlayer space), in this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        CALayer.mapping(from: l, to: self).apply(p)
    }

    /// `p`, given in this layer's coordinates, in `l`'s (nil: the root's superlayer space).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        CALayer.mapping(from: self, to: l).apply(p)
    }

    /// The smallest rectangle in this layer's coordinates containing `r` from `l`'s.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CALayer.mapping(from: l, to: self).apply(r)
    }

    /// The smallest rectangle in `l`'s coordinates containing `r` from this layer's.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CALayer.mapping(from: self, to: l).apply(r)
    }

    // MARK: Content (the logic is in CALayer+Display.swift)

    /// An image (`CGImage`) to show, placed by `contentsGravity`; nil by default.
    open var contents: Any? { get { extras?.contents } set { setContents(newValue) } }

    open var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { if newValue != contentsGravity { willChange(); mutableExtras.contentsGravity = newValue } }
    }

    /// The part of the contents shown, in unit coordinates; the whole image by default.
    open var contentsRect: CGRect { get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) } set { setContentsRect(newValue) } }

    /// The stretchable part of the contents, in unit coordinates: outside it the image keeps
    /// its size (nine-part stretching); the whole image (plain scaling) by default.
    open var contentsCenter: CGRect { get { extras?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) } set { setContentsCenter(newValue) } }

    /// Pixels per point of the contents and of the backing store; 1 by default.
    open var contentsScale: CGFloat { get { _contentsScale } set { setContentsScale(newValue) } }

    /// Marks the whole layer for redrawing in the next commit's display pass.
    open func setNeedsDisplay() { setNeedsDisplay(_bounds) }

    /// Marks `r` (bounds coordinates) for redrawing; calls coalesce into one display.
    open func setNeedsDisplay(_ r: CGRect) { invalidate(r) }

    /// Whether the layer is marked for display.
    open func needsDisplay() -> Bool { flags.contains(.needsDisplay) }

    /// Displays the layer now if it is marked.
    open func displayIfNeeded() { displayNowIfNeeded() }

    /// Updates the content: asks the delegate's `display(_:)` if there is a delegate
    /// (whose default draws into a backing store), else draws into a backing store itself.
    open func display() {
        if let delegate { delegate.display(self) } else { displayIntoBackingStore() }
    }

    /// Draws the content; the default asks the delegate's `draw(_:in:)`. The context is
    /// top-left, in bounds coordinates, scaled by `contentsScale`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Layout (the pass is in QuartzCore/Layout/LayoutPass.swift)

    /// Marks the layer so `layoutSublayers()` runs in the next commit's layout pass (or the
    /// next `layoutIfNeeded()`); a bounds-size change and adding or removing a sublayer mark
    /// it too.
    open func setNeedsLayout() {
        noteModelChange(apiName("setNeedsLayout()"))
        flags.insert(.needsLayout)
        markAncestorsForLayout()
    }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { flags.contains(.needsLayout) }

    /// Lays out now, top-down: from the highest of the unbroken chain of ancestors that need
    /// layout, through every marked layer beneath it. Does nothing when nothing is marked.
    open func layoutIfNeeded() { LayoutPass.layOutNow(from: self) }

    /// Positions the sublayers; the default asks the delegate's `layoutSublayers(of:)` (a
    /// view runs `layoutSubviews()` there).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// Draws the layer and its sublayers, as the compositor would, into `ctx`'s user space.
    open func render(in ctx: CGContext) {
        renderTree(in: ctx)
    }

    // MARK: Decoration

    /// The radius of the rounded corners of the background and border (and of the clip when
    /// `masksToBounds`).
    open var cornerRadius: CGFloat { get { extras?.cornerRadius ?? 0 } set { setCornerRadius(newValue) } }

    /// The width of the border drawn inside the bounds, above contents and sublayers.
    open var borderWidth: CGFloat { get { extras?.borderWidth ?? 0 } set { setBorderWidth(newValue) } }

    /// The border's color; opaque black by default.
    open var borderColor: CGColor? {
        get { extras == nil ? CGColor.black : extras!.borderColor }
        set { changeAnimatable("borderColor") { mutableExtras.borderColor = newValue } }
    }

    open var shadowColor: CGColor? {
        get { extras == nil ? CGColor.black : extras!.shadowColor }
        set { changeAnimatable("shadowColor") { mutableExtras.shadowColor = newValue } }
    }

    /// The shadow's opacity; 0 (no shadow) by default.
    open var shadowOpacity: Float { get { extras?.shadowOpacity ?? 0 } set { setShadowOpacity(newValue) } }

    /// The shadow's offset; (0, -3) by default — up by 3 points on a top-left layer, as on iOS.
    open var shadowOffset: CGSize { get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) } set { setShadowOffset(newValue) } }

    /// The shadow's blur radius; 3 by default.
    open var shadowRadius: CGFloat { get { extras?.shadowRadius ?? 3 } set { setShadowRadius(newValue) } }

    /// The shape casting the shadow; nil: the layer's content and background.
    open var shadowPath: CGPath? {
        get { extras?.shadowPath }
        set { willChange(); mutableExtras.shadowPath = newValue }
    }

    /// A layer whose alpha masks this one (in this layer's coordinates). A layer masks one
    /// layer at a time: assigning it to another takes it from the first.
    open var mask: CALayer? { get { extras?.mask } set { setMask(newValue) } }

    // MARK: Appearance

    /// Hidden layers and their sublayers are not displayed.
    open var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { setFlag(.hidden, newValue, key: "hidden") }
    }

    /// Opacity in 0…1; values outside are clamped when composited, stored as given.
    open var opacity: Float { get { _opacity } set { setOpacity(newValue) } }

    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds: Bool {
        get { flags.contains(.masksToBounds) }
        set { setFlag(.masksToBounds, newValue) }
    }

    /// A promise that the layer fills its bounds with opaque content.
    open var isOpaque: Bool {
        get { flags.contains(.opaque) }
        set { setFlag(.opaque, newValue) }
    }

    /// Whether the layer redraws when its bounds change.
    open var needsDisplayOnBoundsChange: Bool {
        get { flags.contains(.needsDisplayOnBoundsChange) }
        set { setFlag(.needsDisplayOnBoundsChange, newValue) }
    }

    /// Whether `draw(in:)` may run on a background thread, as Core Animation offers for layers
    /// that draw slowly. A hint that never changes what is drawn: here drawing into the layer's
    /// backing store always happens in the display pass, so the flag is kept for code and nibs
    /// that set it and has no other effect.
    open var drawsAsynchronously: Bool {
        get { flags.contains(.drawsAsynchronously) }
        set { if newValue { flags.insert(.drawsAsynchronously) } else { flags.remove(.drawsAsynchronously) } }
    }

    /// Whether the back of the layer is drawn when it faces away.
    open var isDoubleSided: Bool {
        get { flags.contains(.doubleSided) }
        set { setFlag(.doubleSided, newValue) }
    }

    open var backgroundColor: CGColor? { get { _backgroundColor } set { setBackgroundColor(newValue) } }

    /// The layer's stacking position among its siblings, in points along the z axis.
    open var zPosition: CGFloat { get { extras?.zPosition ?? 0 } set { setZPosition(newValue) } }

    open var anchorPointZ: CGFloat { get { extras?.anchorPointZ ?? 0 } set { setAnchorPointZ(newValue) } }

    open var name: String? { get { extras?.name } set { setName(newValue) } }

    // MARK: Animations (the logic is in Animation/CALayer+Animation.swift and CALayer+Actions.swift)

    /// Attaches a copy of `anim` under `key`, replacing (and stopping, unfinished) any
    /// animation already there. An animation whose `beginTime` is 0 starts now; one whose
    /// `duration` is 0 lasts the transaction's animation duration (0.25 s by default).
    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }

    /// The attached animation under `key` (the running copy, which should not be changed).
    open func animation(forKey key: String) -> CAAnimation? { attachedAnimation(forKey: key) }

    /// The keys of the attached animations, in the order they were added; nil when none.
    open func animationKeys() -> [String]? { attachedAnimationKeys() }

    /// Detaches the animation under `key`; its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) { detachAnimation(forKey: key) }

    /// Detaches every animation; their delegates hear they stopped unfinished.
    open func removeAllAnimations() { detachAllAnimations() }

    /// A copy of the layer as it appears now: the values last committed (as at the start of
    /// the current transaction) with the active animations applied at the current media time;
    /// nil before the layer is first committed. Sublayers are not copied.
    open func presentation() -> Self? { makePresentation() as? Self }

    /// The model layer: `self`, or for a presentation copy the layer it was made from.
    open func model() -> Self { (modelForPresentation as? Self) ?? self }

    /// The value of an animatable property by key path (`"position.x"`,
    /// `"transform.rotation.z"`), as key-value coding gives it; nil for unknown paths.
    open func value(forKeyPath keyPath: String) -> Any? { animatableValue(forKeyPath: keyPath) }

    /// Sets an animatable property by key path, through its action (so it animates as a
    /// property setter would); unknown paths and values of the wrong type are reported.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setAnimatableValue(value, forKeyPath: keyPath) }

    /// Actions by key, consulted after the delegate's `action(for:forKey:)`; an `NSNull`
    /// value turns the implicit animation of that key off.
    open var actions: [String: any CAAction]? {
        get { extras?.actions }
        set { if newValue != nil || extras != nil { mutableExtras.actions = newValue } }
    }

    /// Default property values; its `"actions"` entry (a `[String: CAAction]`) is consulted
    /// after `actions`, then its `"style"` entry, recursively.
    open var style: [AnyHashable: Any]? {
        get { extras?.style }
        set { if newValue != nil || extras != nil { mutableExtras.style = newValue } }
    }

    /// The implicit animation of an animatable property: a `CABasicAnimation` from the
    /// previous (presentation) value to the new one, over the transaction's duration; nil for
    /// discrete properties, which change at once.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { implicitAction(forKey: event) }

    /// The action for a change of `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, `actions`, the `style` dictionaries, then the class's
    /// `defaultAction(forKey:)`. `NSNull` anywhere ends the search with no action. A layer
    /// not yet committed in a shown tree has no default action (nothing to animate from).
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    // MARK: Description

    nonisolated open override var description: String {
        "<\(type(of: self)): \(objectAddress(self))>"
    }
}
