import CoreGraphics
import Foundation
import Synchronization
internal import RuntimeSupport

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
    final var _renderLayer: CALayer?

    @usableFromInline struct Flags: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt32
        @inlinable init(rawValue: UInt32) { self.rawValue = rawValue }
        @inlinable static var hidden: Flags { Flags(rawValue: 1 << 0) }
        static let masksToBounds = Flags(rawValue: 1 << 1)
        static let opaque = Flags(rawValue: 1 << 2)
        static let needsDisplayOnBoundsChange = Flags(rawValue: 1 << 3)
        static let doubleSided = Flags(rawValue: 1 << 4)
        static let needsDisplay = Flags(rawValue: 1 << 5)
        /// Set by a view whose `clearsContextBeforeDrawing` is false.
        static let keepsContentWhenDrawing = Flags(rawValue: 1 << 6)
        static let scheduledForDisplay = Flags(rawValue: 1 << 7)
        /// The display mark covers only `extras.invalidRect`, not the whole bounds.
        static let partialDisplay = Flags(rawValue: 1 << 8)
        static let drawsAsynchronously = Flags(rawValue: 1 << 9)
        static let fillsBackgroundWhenDrawing = Flags(rawValue: 1 << 10)
        /// `setNeedsLayout` was called: `layoutSublayers` runs in the next layout pass.
        static let needsLayout = Flags(rawValue: 1 << 11)
        /// Some sublayer below needs layout: the pass descends here and nowhere else.
        static let descendantNeedsLayout = Flags(rawValue: 1 << 12)
        /// The layer is in the render server's set of layers with animations attached.
        @inlinable static var animating: Flags { Flags(rawValue: 1 << 17) }
        /// Joined a shown tree in the current transaction: it has no committed appearance yet
        /// to animate implicitly from.
        static let insertedThisTransaction = Flags(rawValue: 1 << 18)
        /// A `CATransition` is (or may still be) attached: the compositor looks for it.
        static let hasTransition = Flags(rawValue: 1 << 19)
        /// `layoutSublayers()` is running: a sublayer resized by it does not mark it again.
        static let layingOut = Flags(rawValue: 1 << 20)
        /// The layer is in a tree shown on some screen (a visible window's, masks included):
        /// kept on every layer of the tree as it joins or leaves, so asking costs nothing at
        /// any depth and needs no screen list (any thread may ask about its own layers).
        static let inShownTree = Flags(rawValue: 1 << 21)
    }

    /// Properties most layers never set, allocated on first use.
    @usableFromInline final class Extras {
        var transform = CATransform3DIdentity
        @usableFromInline var hasIdentityTransform: Bool { transform == CATransform3DIdentity }
        var zPosition: CGFloat = 0
        var anchorPointZ: CGFloat = 0
        var name: String?
        // Content
        var contents: Any?
        var contentsGravity = CALayerContentsGravity.resize
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        // Decoration
        var cornerRadius: CGFloat = 0
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = CGColor.black
        var shadowColor: CGColor? = CGColor.black
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var mask: CALayer?
        /// What a Core Animation layer class has the render server draw (a shape, a gradient).
        var drawing: (any LayerDrawing)?
        /// The layer this one masks: non-owning (the owner holds the mask through `mask`) and
        /// cleared when the owner lets the mask go or is deallocated. It is how the display
        /// pass and the damage reach a mask, which has no superlayer.
        unowned(unsafe) var maskOwner: CALayer?
        // Display
        /// The drawn content (the backing store), kept apart from `contents` set by code.
        var backingStore: PixelBuffer?
        /// The last display found the backing store too large to allocate: a smaller bounds
        /// or scale must display again, as the content was dropped rather than kept.
        var backingStoreTooLarge = false
        /// The union of rects invalidated since the last display (bounds coordinates), when
        /// less than the whole bounds is marked.
        var invalidRect: CGRect = .null
        // Animation
        /// The attached animations, in the order they were added (later ones apply on top).
        @exclusivity(unchecked) var animations: [AttachedAnimation] = []
        /// The actions looked up by `action(forKey:)` after the delegate's.
        var actions: [String: any CAAction]?
        var style: [AnyHashable: Any]?
        /// The layer's own timing, when set (`CAMediaTiming`).
        var timing: LayerTiming?
        /// A presentation copy's model layer (strong: the model never refers to its copies,
        /// and a weak reference would put the model's reference counting on the slow path).
        var modelLayer: CALayer?

        /// Takes the drawn values of `other` (transform, contents, decoration, shadow, a layer
        /// class's drawing); masks, backing store, animations and actions stay.
        func takeDrawnValues(from m: Extras) {
            transform = m.transform; zPosition = m.zPosition; anchorPointZ = m.anchorPointZ
            contents = m.contents; contentsGravity = m.contentsGravity
            contentsRect = m.contentsRect; contentsCenter = m.contentsCenter
            cornerRadius = m.cornerRadius; borderWidth = m.borderWidth; borderColor = m.borderColor
            shadowColor = m.shadowColor; shadowOpacity = m.shadowOpacity; shadowOffset = m.shadowOffset
            shadowRadius = m.shadowRadius; shadowPath = m.shadowPath
            drawing = m.drawing
        }
    }

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

    /// Takes `other`'s properties (not its sublayers, superlayer, delegate or animations).
    func copyProperties(from other: CALayer) {
        takeDrawnValues(from: other)
        flags = other.flags.subtracting([.needsDisplay, .scheduledForDisplay, .partialDisplay, .needsLayout, .descendantNeedsLayout,
                                         .animating, .insertedThisTransaction, .hasTransition, .layingOut, .inShownTree])
        if let e = other.extras {
            let copy = Extras()
            copy.takeDrawnValues(from: e)
            copy.name = e.name
            copy.actions = e.actions; copy.style = e.style
            copy.timing = e.timing
            if let timing = e.timing, !timing.isIdentity { LayerTiming.retimedLayers.add(1, ordering: .relaxed) }   // undone by the deinit
            extras = copy
        } else {
            extras = nil
        }
        if extras?.drawing == nil, let drawing = type(of: self).initialDrawing { mutableExtras.drawing = drawing }
    }

    /// Takes the stored values the compositor draws from (geometry, opacity, scale,
    /// background; the rest is in `Extras.takeDrawnValues`): what a render layer, a
    /// presentation copy and `init(layer:)` share.
    func takeDrawnValues(from other: CALayer) {
        _bounds = other._bounds
        _position = other._position
        _anchorPoint = other._anchorPoint
        _opacity = other._opacity
        _contentsScale = other._contentsScale
        _backgroundColor = other._backgroundColor
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
            if flags.contains(.animating) { FramePipeline.shared.animations.layerWillDeallocate(self) }
            if let timing = extras?.timing, !timing.isIdentity { LayerTiming.retimedLayers.subtract(1, ordering: .relaxed) }
            for sublayer in _sublayers ?? [] { sublayer._superlayer = nil }
            extras?.mask?.extras?.maskOwner = nil
            var children = (_sublayers ?? []) + (_renderLayer.map { [$0] } ?? [])
            _sublayers = nil
            _renderLayer = nil
            ReleaseQueue.release(&children)
        }
    }

    /// The layer's delegate; a view's layer has the view here. Never retained.
    public var delegate: (any CALayerDelegate)? {
        get { owningDelegate ?? otherDelegate }
        set { owningDelegate = nil; otherDelegate = newValue }
    }

    /// Makes `owner`, which holds this layer strongly and clears the link in its deinit, the
    /// delegate without a weak reference.
    package func setOwningDelegate(_ owner: (any CALayerDelegate)?) {
        otherDelegate = nil
        owningDelegate = owner
    }

    var mutableExtras: Extras {
        if let extras { return extras }
        let e = Extras()
        extras = e
        return e
    }

    // MARK: Geometry

    /// The layer's own coordinate space: `origin` is the point shown at the top-left corner
    /// (shifting it scrolls the sublayers), `size` its extent.
    open var bounds: CGRect {
        get { _bounds }
        set {
            guard validate(newValue.isFinite, "bounds", newValue) else { return }
            guard newValue != _bounds else { return }
            let sizeChanged = newValue.size != _bounds.size
            changeAnimatable("bounds") { _bounds = newValue }
            if sizeChanged {
                setNeedsLayout()
                // A sublayer's size is its superlayer's business too (Core Animation marks it),
                // unless the superlayer is the one laying it out right now.
                if let s = _superlayer, !s.flags.contains(.layingOut) { s.setNeedsLayout() }
                if needsDisplayOnBoundsChange || extras?.backingStoreTooLarge == true { setNeedsDisplay() }
            }
        }
    }

    /// Where the anchor point lies, in the superlayer's coordinates.
    open var position: CGPoint {
        get { _position }
        set {
            guard validate(newValue.isFinite, "position", newValue) else { return }
            guard newValue != _position else { return }
            changeAnimatable("position") { _position = newValue }
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and `transform`
    /// turns about; (0.5, 0.5), the centre, by default.
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            guard validate(newValue.isFinite, "anchorPoint", newValue) else { return }
            guard newValue != _anchorPoint else { return }
            changeAnimatable("anchorPoint") { _anchorPoint = newValue }
        }
    }

    /// The transform applied about the anchor point, relative to the superlayer.
    open var transform: CATransform3D {
        get { extras?.transform ?? CATransform3DIdentity }
        set {
            guard validate(newValue.isFiniteMatrix, "transform", newValue) else { return }
            guard newValue != transform else { return }
            changeAnimatable("transform") { mutableExtras.transform = newValue }
        }
    }

    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's extent in the superlayer: the bounding box of the bounds mapped through
    /// the anchor point, `transform` and `position`.
    ///
    /// Setting it sets `position` and `bounds.size`. With a non-identity transform the new size
    /// is the frame's size mapped back through the inverse transform and the position is chosen
    /// so the resulting frame starts at the given origin; for rotations other than multiples of
    /// 90° the frame read back is the bounding box and differs from the one set (UIKit calls the
    /// frame undefined in that case).
    open var frame: CGRect {
        get {
            let s = _bounds.size
            if extras == nil || transform == CATransform3DIdentity {
                return CGRect(x: _position.x - _anchorPoint.x * s.width,
                              y: _position.y - _anchorPoint.y * s.height,
                              width: s.width, height: s.height)
            }
            return transformToSuperlayer.apply(CGRect(origin: _bounds.origin, size: s))
        }
        set {
            guard validate(newValue.isFinite, "frame", newValue) else { return }
            let f = newValue.standardized
            if transform == CATransform3DIdentity {
                bounds.size = f.size
                position = CGPoint(x: f.minX + _anchorPoint.x * f.width, y: f.minY + _anchorPoint.y * f.height)
                return
            }
            let flat = ProjectiveTransform(flattening: transform)
            if let inverse = flat.inverted(), flat.isAffine {
                let size = inverse.apply(CGRect(origin: .zero, size: f.size)).size
                bounds.size = CGSize(width: abs(size.width), height: abs(size.height))
            }
            // Moving `position` translates the derived frame by the same amount.
            let current = frame
            position = CGPoint(x: _position.x + f.minX - current.minX, y: _position.y + f.minY - current.minY)
        }
    }

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
    open var contents: Any? {
        get { extras?.contents }
        set {
            if newValue == nil && extras == nil { return }
            willChange()
            mutableExtras.contents = newValue
        }
    }

    open var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { if newValue != contentsGravity { willChange(); mutableExtras.contentsGravity = newValue } }
    }

    /// The part of the contents shown, in unit coordinates; the whole image by default.
    open var contentsRect: CGRect {
        get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            guard validate(newValue.isFinite, "contentsRect", newValue), newValue != contentsRect else { return }
            changeAnimatable("contentsRect") { mutableExtras.contentsRect = newValue }
        }
    }

    /// The stretchable part of the contents, in unit coordinates: outside it the image keeps
    /// its size (nine-part stretching); the whole image (plain scaling) by default.
    open var contentsCenter: CGRect {
        get { extras?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set {
            guard validate(newValue.isFinite, "contentsCenter", newValue), newValue != contentsCenter else { return }
            changeAnimatable("contentsCenter") { mutableExtras.contentsCenter = newValue }
        }
    }

    /// Pixels per point of the contents and of the backing store; 1 by default.
    open var contentsScale: CGFloat {
        get { _contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                RuntimeIssue.report("CALayer contentsScale must be a positive number (got \(newValue)); the value is ignored")
                return
            }
            guard newValue != _contentsScale else { return }
            willChange()
            _contentsScale = newValue
            if extras?.backingStore != nil || extras?.backingStoreTooLarge == true { setNeedsDisplay() }
        }
    }

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
    open var cornerRadius: CGFloat {
        get { extras?.cornerRadius ?? 0 }
        set {
            guard validate(newValue.isFinite, "cornerRadius", newValue), newValue != cornerRadius else { return }
            changeAnimatable("cornerRadius") { mutableExtras.cornerRadius = Swift.max(0, newValue) }
        }
    }

    /// The width of the border drawn inside the bounds, above contents and sublayers.
    open var borderWidth: CGFloat {
        get { extras?.borderWidth ?? 0 }
        set {
            guard validate(newValue.isFinite, "borderWidth", newValue), newValue != borderWidth else { return }
            changeAnimatable("borderWidth") { mutableExtras.borderWidth = Swift.max(0, newValue) }
        }
    }

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
    open var shadowOpacity: Float {
        get { extras?.shadowOpacity ?? 0 }
        set {
            guard newValue.isFinite else {
                RuntimeIssue.report("CALayer shadowOpacity must be a finite number (got \(newValue)); the value is ignored")
                return
            }
            guard newValue != shadowOpacity else { return }
            changeAnimatable("shadowOpacity") { mutableExtras.shadowOpacity = newValue }
        }
    }

    /// The shadow's offset; (0, -3) by default — up by 3 points on a top-left layer, as on iOS.
    open var shadowOffset: CGSize {
        get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set {
            guard validate(newValue.isFinite, "shadowOffset", newValue), newValue != shadowOffset else { return }
            changeAnimatable("shadowOffset") { mutableExtras.shadowOffset = newValue }
        }
    }

    /// The shadow's blur radius; 3 by default.
    open var shadowRadius: CGFloat {
        get { extras?.shadowRadius ?? 3 }
        set {
            guard validate(newValue.isFinite, "shadowRadius", newValue), newValue != shadowRadius else { return }
            changeAnimatable("shadowRadius") { mutableExtras.shadowRadius = Swift.max(0, newValue) }
        }
    }

    /// The shape casting the shadow; nil: the layer's content and background.
    open var shadowPath: CGPath? {
        get { extras?.shadowPath }
        set { willChange(); mutableExtras.shadowPath = newValue }
    }

    /// A layer whose alpha masks this one (in this layer's coordinates). A layer masks one
    /// layer at a time: assigning it to another takes it from the first.
    open var mask: CALayer? {
        get { extras?.mask }
        set {
            if newValue == nil && extras == nil { return }
            if newValue === extras?.mask { return }
            // Core Animation refuses a mask that draws the layer it masks.
            if let newValue {
                precondition(!isDrawn(by: newValue),
                             "CALayer: a layer cannot be masked by itself, by one of its superlayers, or by a layer it already draws (its mask or a sublayer's): the mask would draw the layer it masks, a cycle")
            }
            willChange()
            if let old = extras?.mask {
                old.extras?.maskOwner = nil
                old.setInShownTree(false)
            }
            if let newValue {
                if let previous = newValue.extras?.maskOwner { previous.mask = nil }
                newValue.mutableExtras.maskOwner = self
                newValue.setInShownTree(flags.contains(.inShownTree))
            }
            mutableExtras.mask = newValue
            if let newValue, RenderServer.isShown(self) { DisplayPass.scheduleMarked(in: newValue) }
        }
    }

    // MARK: Appearance

    /// Hidden layers and their sublayers are not displayed.
    open var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { setFlag(.hidden, newValue, key: "hidden") }
    }

    /// Opacity in 0…1; values outside are clamped when composited, stored as given.
    open var opacity: Float {
        get { _opacity }
        set {
            guard newValue.isFinite else {
                RuntimeIssue.report("CALayer opacity must be a finite number (got \(newValue)); the value is ignored")
                return
            }
            guard newValue != _opacity else { return }
            changeAnimatable("opacity") { _opacity = newValue }
        }
    }

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

    open var backgroundColor: CGColor? {
        get { _backgroundColor }
        set {
            guard newValue != _backgroundColor else { return }
            changeAnimatable("backgroundColor") { _backgroundColor = newValue }
        }
    }

    /// The layer's stacking position among its siblings, in points along the z axis.
    open var zPosition: CGFloat {
        get { extras?.zPosition ?? 0 }
        set {
            guard validate(newValue.isFinite, "zPosition", newValue) else { return }
            guard newValue != zPosition else { return }
            changeAnimatable("zPosition") { mutableExtras.zPosition = newValue }
        }
    }

    open var anchorPointZ: CGFloat {
        get { extras?.anchorPointZ ?? 0 }
        set {
            guard validate(newValue.isFinite, "anchorPointZ", newValue) else { return }
            guard newValue != anchorPointZ else { return }
            changeAnimatable("anchorPointZ") { mutableExtras.anchorPointZ = newValue }
        }
    }

    open var name: String? {
        get { extras?.name }
        set {
            if newValue == nil && extras == nil { return }
            mutableExtras.name = newValue
        }
    }

    /// Sets a flag; `key` names the animatable property it is (which runs its action).
    func setFlag(_ flag: Flags, _ on: Bool, key: String? = nil, _ member: StaticString = #function) {
        guard flags.contains(flag) != on else { return }
        let apply = { if on { self.flags.insert(flag) } else { self.flags.remove(flag) } }
        if let key { changeAnimatable(key, apply) } else { willChange(member); apply() }
    }

    /// Accepts a geometry value only when it is finite; otherwise keeps the old value and says
    /// so. (Core Animation raises `CALayerInvalidGeometry` here; we keep the app running.)
    func validate(_ ok: Bool, _ property: String, _ value: Any) -> Bool {
        if !ok {
            RuntimeIssue.report("CALayer \(property) contains NaN or infinity: \(value); the value is ignored (CALayerInvalidGeometry)")
        }
        return ok
    }

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

/// The object's address in the `0x…` form UIKit's descriptions use.
package func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
