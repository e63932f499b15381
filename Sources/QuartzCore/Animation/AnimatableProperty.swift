import CoreGraphics
import Foundation

/// A layer property Core Animation can animate, found by its string key path (`"position"`,
/// `"bounds.size.width"`, `"transform.rotation.z"`): typed accessors to the stored value, in
/// place of Objective-C's key-value coding.
///
/// `read` and `store` use the stored value, never an `open` accessor (the render phase reads
/// the model's values through it), without actions, damage or transactions: the render server
/// puts presentation values into render layers with it, and `presentation()` fills a copy.
///
/// A class, made once per key path: evaluation passes properties around every frame, and a
/// reference costs one retain where a struct of a string and two closures cost three.
@MainActor
final class AnimatableProperty {
    let keyPath: String
    let kind: AnimatedValue.Kind
    /// A number unique to the property (compared instead of the key path every frame).
    nonisolated(unsafe) fileprivate(set) var id = 0   // set once, while the table is built
    let read: @MainActor (any LayerStorage) -> AnimatedValue
    let write: @MainActor (any LayerStorage, AnimatedValue) -> Void

    init(keyPath: String, kind: AnimatedValue.Kind, read: @escaping @MainActor (any LayerStorage) -> AnimatedValue,
         write: @escaping @MainActor (any LayerStorage, AnimatedValue) -> Void) {
        self.keyPath = keyPath
        self.kind = kind
        self.read = read
        self.write = write
    }

    /// The value the layer holds now.
    func value(of layer: some LayerStorage) -> AnimatedValue { read(layer) }

    /// Stores `value` without side effects.
    func store(_ value: AnimatedValue, in layer: some LayerStorage) {
        write(layer, value)
    }

    /// The property for `keyPath`, or nil when Core Animation has no such animatable property.
    static func named(_ keyPath: String) -> AnimatableProperty? { table[keyPath] }

    // Reading and writing values of each kind, for the accessors below and the layer classes'.
    static func number(_ v: AnimatedValue) -> CGFloat? { if case .number(let x) = v { return CGFloat(x) }; return nil }
    static func point(_ v: AnimatedValue) -> CGPoint? { if case .point(let x) = v { return x }; return nil }
    static func size(_ v: AnimatedValue) -> CGSize? { if case .size(let x) = v { return x }; return nil }
    static func rect(_ v: AnimatedValue) -> CGRect? { if case .rect(let x) = v { return x }; return nil }
    static func color(_ v: AnimatedValue) -> CGColor? {
        if case .color(let r, let g, let b, let a) = v { return CGColor(red: r, green: g, blue: b, alpha: a) }
        return nil
    }
    static func cgColor(_ c: CGColor?) -> AnimatedValue {
        guard let c else { return .color(0, 0, 0, 0) }
        let v = c.rgba
        return .color(Double(v.r), Double(v.g), Double(v.b), Double(v.a))
    }

    private static let table: [String: AnimatableProperty] = {
        var t: [String: AnimatableProperty] = [:]
        func add(_ p: AnimatableProperty) {
            p.id = t.count + 1
            t[p.keyPath] = p
        }

        // Geometry, with the component paths Core Animation's structs expose. Stored fields
        // are read and written whole: a key path applied inside an access to a layer's field
        // makes the compiler check every access to that field at run time (hit-testing and
        // compositing read them constantly).
        add(.init(keyPath: "position", kind: .point, read: { .point($0._position) },
                  write: { l, v in if let p = point(v) { l._position = p } }))
        add(.init(keyPath: "anchorPoint", kind: .point, read: { .point($0._anchorPoint) },
                  write: { l, v in if let p = point(v) { l._anchorPoint = p } }))
        add(.init(keyPath: "bounds", kind: .rect, read: { .rect($0._bounds) },
                  write: { l, v in if let r = rect(v) { l._bounds = r } }))
        for (path, field) in [("position.x", \CGPoint.x), ("position.y", \CGPoint.y)] {
            add(.init(keyPath: path, kind: .number, read: { let p = $0._position; return .number(Double(p[keyPath: field])) },
                      write: { l, v in if let x = number(v) { var p = l._position; p[keyPath: field] = x; l._position = p } }))
        }
        for (path, field) in [("anchorPoint.x", \CGPoint.x), ("anchorPoint.y", \CGPoint.y)] {
            add(.init(keyPath: path, kind: .number, read: { let p = $0._anchorPoint; return .number(Double(p[keyPath: field])) },
                      write: { l, v in if let x = number(v) { var p = l._anchorPoint; p[keyPath: field] = x; l._anchorPoint = p } }))
        }
        add(.init(keyPath: "bounds.origin", kind: .point, read: { .point($0._bounds.origin) },
                  write: { l, v in if let p = point(v) { var b = l._bounds; b.origin = p; l._bounds = b } }))
        add(.init(keyPath: "bounds.size", kind: .size, read: { .size($0._bounds.size) },
                  write: { l, v in if let s = size(v) { var b = l._bounds; b.size = s; l._bounds = b } }))
        for (path, field) in [("bounds.origin.x", \CGRect.origin.x), ("bounds.origin.y", \CGRect.origin.y),
                              ("bounds.size.width", \CGRect.size.width), ("bounds.size.height", \CGRect.size.height)] {
            add(.init(keyPath: path, kind: .number, read: { let b = $0._bounds; return .number(Double(b[keyPath: field])) },
                      write: { l, v in if let x = number(v) { var b = l._bounds; b[keyPath: field] = x; l._bounds = b } }))
        }
        add(.init(keyPath: "transform", kind: .transform, read: { .transform($0.drawnExtras?.transform ?? CATransform3DIdentity) },
                  write: { l, v in if case .transform(let m) = v { l.mutableDrawnExtras.transform = m } }))
        for component in TransformComponent.allCases {
            add(.init(keyPath: "transform." + component.rawValue, kind: component.kind,
                      read: { component.value(in: $0.drawnExtras?.transform ?? CATransform3DIdentity) },
                      write: { l, v in l.mutableDrawnExtras.transform = component.setting(v, in: l.drawnExtras?.transform ?? CATransform3DIdentity) }))
        }
        add(.init(keyPath: "zPosition", kind: .number, read: { .number(Double($0.drawnExtras?.zPosition ?? 0)) },
                  write: { l, v in if let x = number(v) { l.mutableDrawnExtras.zPosition = x } }))
        add(.init(keyPath: "anchorPointZ", kind: .number, read: { .number(Double($0.drawnExtras?.anchorPointZ ?? 0)) },
                  write: { l, v in if let x = number(v) { l.mutableDrawnExtras.anchorPointZ = x } }))

        // Appearance.
        add(.init(keyPath: "opacity", kind: .number, read: { .number(Double($0._opacity)) },
                  write: { l, v in if let x = number(v) { l._opacity = Float(x) } }))
        add(.init(keyPath: "backgroundColor", kind: .color, read: { cgColor($0._backgroundColor) },
                  write: { l, v in if let c = color(v) { l._backgroundColor = c } }))
        add(.init(keyPath: "cornerRadius", kind: .number, read: { .number(Double($0.drawnExtras?.cornerRadius ?? 0)) },
                  write: { l, v in if let x = number(v) { l.mutableDrawnExtras.cornerRadius = max(0, x) } }))
        add(.init(keyPath: "borderWidth", kind: .number, read: { .number(Double($0.drawnExtras?.borderWidth ?? 0)) },
                  write: { l, v in if let x = number(v) { l.mutableDrawnExtras.borderWidth = max(0, x) } }))
        add(.init(keyPath: "borderColor", kind: .color, read: { cgColor($0.drawnExtras == nil ? CGColor.black : $0.drawnExtras!.borderColor) },
                  write: { l, v in if let c = color(v) { l.mutableDrawnExtras.borderColor = c } }))
        add(.init(keyPath: "shadowColor", kind: .color, read: { cgColor($0.drawnExtras == nil ? CGColor.black : $0.drawnExtras!.shadowColor) },
                  write: { l, v in if let c = color(v) { l.mutableDrawnExtras.shadowColor = c } }))
        add(.init(keyPath: "shadowOpacity", kind: .number, read: { .number(Double($0.drawnExtras?.shadowOpacity ?? 0)) },
                  write: { l, v in if let x = number(v) { l.mutableDrawnExtras.shadowOpacity = Float(x) } }))
        add(.init(keyPath: "shadowOffset", kind: .size, read: { .size($0.drawnExtras?.shadowOffset ?? CGSize(width: 0, height: -3)) },
                  write: { l, v in if let s = size(v) { l.mutableDrawnExtras.shadowOffset = s } }))
        add(.init(keyPath: "shadowRadius", kind: .number, read: { .number(Double($0.drawnExtras?.shadowRadius ?? 3)) },
                  write: { l, v in if let x = number(v) { l.mutableDrawnExtras.shadowRadius = max(0, x) } }))
        add(.init(keyPath: "contentsRect", kind: .rect, read: { .rect($0.drawnExtras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1)) },
                  write: { l, v in if let r = rect(v) { l.mutableDrawnExtras.contentsRect = r } }))
        add(.init(keyPath: "contentsCenter", kind: .rect, read: { .rect($0.drawnExtras?.contentsCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)) },
                  write: { l, v in if let r = rect(v) { l.mutableDrawnExtras.contentsCenter = r } }))

        // Discrete properties: they change in one step.
        add(.init(keyPath: "hidden", kind: .discrete, read: { .other(DiscreteValue($0.flags.contains(.hidden))) },
                  write: { l, v in if case .other(let box) = v, let b = box.value as? Bool { if b { l.flags.insert(.hidden) } else { l.flags.remove(.hidden) } } }))
        add(.init(keyPath: "masksToBounds", kind: .discrete, read: { .other(DiscreteValue($0.flags.contains(.masksToBounds))) },
                  write: { l, v in if case .other(let box) = v, let b = box.value as? Bool { if b { l.flags.insert(.masksToBounds) } else { l.flags.remove(.masksToBounds) } } }))
        add(.init(keyPath: "doubleSided", kind: .discrete, read: { .other(DiscreteValue($0.flags.contains(.doubleSided))) },
                  write: { l, v in if case .other(let box) = v, let b = box.value as? Bool { if b { l.flags.insert(.doubleSided) } else { l.flags.remove(.doubleSided) } } }))
        add(.init(keyPath: "contents", kind: .discrete, read: { .other(DiscreteValue($0.drawnExtras?.contents)) },
                  write: { l, v in if case .other(let box) = v { l.mutableDrawnExtras.contents = box.value } }))
        add(.init(keyPath: "shadowPath", kind: .discrete, read: { .other(DiscreteValue($0.drawnExtras?.shadowPath)) },
                  write: { l, v in if case .other(let box) = v { l.mutableDrawnExtras.shadowPath = box.value as? CGPath } }))

        // The layer classes' own (shape, gradient and text layers).
        for p in layerClassProperties() { add(p) }
        return t
    }()
}

/// The parts of a transform that `"transform.rotation.z"`-style key paths name. Reading one
/// takes it from the transform; writing one changes only that part, applied in the layer's
/// own space (so on an identity transform `transform.rotation.z = a` is a rotation by `a`).
enum TransformComponent: String, CaseIterable {
    case rotationX = "rotation.x", rotationY = "rotation.y", rotationZ = "rotation.z", rotation = "rotation"
    case scaleX = "scale.x", scaleY = "scale.y", scaleZ = "scale.z", scale = "scale"
    case translationX = "translation.x", translationY = "translation.y", translationZ = "translation.z"
    case translation = "translation"

    var kind: AnimatedValue.Kind { self == .translation ? .size : .number }

    func value(in t: CATransform3D) -> AnimatedValue {
        switch self {
        case .rotationZ, .rotation: return .number(Double(atan2(t.m12, t.m11)))
        case .rotationX: return .number(Double(atan2(t.m23, t.m33)))
        case .rotationY: return .number(Double(atan2(-t.m13, (t.m23 * t.m23 + t.m33 * t.m33).squareRoot())))
        case .scaleX: return .number(Double((t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()))
        case .scaleY: return .number(Double((t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()))
        case .scaleZ: return .number(Double((t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()))
        case .scale:
            let sx = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
            let sy = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
            return .number(Double((sx + sy) / 2))
        case .translationX: return .number(Double(t.m41))
        case .translationY: return .number(Double(t.m42))
        case .translationZ: return .number(Double(t.m43))
        case .translation: return .size(CGSize(width: t.m41, height: t.m42))
        }
    }

    /// `t` with this part set to `v`: the difference from the current part is applied before
    /// `t` (in the layer's own space); translations are set directly.
    func setting(_ v: AnimatedValue, in t: CATransform3D) -> CATransform3D {
        if case .size(let s) = v, self == .translation {
            var r = t; r.m41 = s.width; r.m42 = s.height; return r
        }
        guard case .number(let x) = v, case .number(let current) = value(in: t) else { return t }
        let value = CGFloat(x), now = CGFloat(current)
        var r = t
        switch self {
        case .rotationZ, .rotation: return CATransform3DRotate(t, value - now, 0, 0, 1)
        case .rotationX: return CATransform3DRotate(t, value - now, 1, 0, 0)
        case .rotationY: return CATransform3DRotate(t, value - now, 0, 1, 0)
        case .scaleX: return now == 0 ? rebuilt(t, sx: value) : CATransform3DScale(t, value / now, 1, 1)
        case .scaleY: return now == 0 ? rebuilt(t, sy: value) : CATransform3DScale(t, 1, value / now, 1)
        case .scaleZ: return now == 0 ? t : CATransform3DScale(t, 1, 1, value / now)
        case .scale: return now == 0 ? rebuilt(t, sx: value, sy: value) : CATransform3DScale(t, value / now, value / now, value / now)
        case .translationX: r.m41 = value
        case .translationY: r.m42 = value
        case .translationZ: r.m43 = value
        case .translation: break
        }
        return r
    }

    /// A zero scale has no direction to grow from: the axis starts again from the identity's.
    private func rebuilt(_ t: CATransform3D, sx: CGFloat? = nil, sy: CGFloat? = nil) -> CATransform3D {
        var r = t
        if let sx { r.m11 = sx; r.m12 = 0; r.m13 = 0 }
        if let sy { r.m21 = 0; r.m22 = sy; r.m23 = 0 }
        return r
    }
}
