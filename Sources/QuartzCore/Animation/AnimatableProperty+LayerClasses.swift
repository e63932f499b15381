import CoreGraphics
import Foundation

extension AnimatableProperty {
    /// The animatable properties of Core Animation's layer classes. They live in the layer's
    /// drawing (`LayerDrawing`), which its render layer copies: animated values are written
    /// into the render layer's copy and drawn from there, with no redraw of a bitmap.
    static func layerClassProperties() -> [AnimatableProperty] {
        /// A color, where transparent black stands for nil (no color), as `cgColor` writes nil.
        func color(_ v: AnimatedValue) -> CGColor?? {
            guard let c = AnimatableProperty.color(v) else { return nil }
            return .some(c.alpha == 0 && c.rgba.r == 0 && c.rgba.g == 0 && c.rgba.b == 0 ? nil : c)
        }
        func boxed(_ v: AnimatedValue) -> Any?? { if case .other(let box) = v { return .some(box.value) }; return nil }

        func shapeNumber(_ key: String, _ field: WritableKeyPath<ShapeDrawing, CGFloat>) -> AnimatableProperty {
            .init(keyPath: key, kind: .number,
                  read: { .number(Double(($0.drawing(ShapeDrawing.self) ?? ShapeDrawing())[keyPath: field])) },
                  write: { l, v in if let x = number(v) { l.updateDrawing(ShapeDrawing()) { $0[keyPath: field] = x } } })
        }
        func shapeColor(_ key: String, _ field: WritableKeyPath<ShapeDrawing, CGColor?>) -> AnimatableProperty {
            .init(keyPath: key, kind: .color,
                  read: { cgColor(($0.drawing(ShapeDrawing.self) ?? ShapeDrawing())[keyPath: field]) },
                  write: { l, v in if let c = color(v) { l.updateDrawing(ShapeDrawing()) { $0[keyPath: field] = c } } })
        }
        func gradientPoint(_ key: String, _ field: WritableKeyPath<GradientDrawing, CGPoint>) -> AnimatableProperty {
            .init(keyPath: key, kind: .point,
                  read: { .point(($0.drawing(GradientDrawing.self) ?? GradientDrawing())[keyPath: field]) },
                  write: { l, v in if let p = point(v) { l.updateDrawing(GradientDrawing()) { $0[keyPath: field] = p } } })
        }
        func replicatorOffset(_ key: String, _ index: Int) -> AnimatableProperty {
            func get(_ o: (Float, Float, Float, Float)) -> Float { [o.0, o.1, o.2, o.3][index] }
            return .init(keyPath: key, kind: .number,
                         read: { .number(Double(get(($0.drawing(ReplicatorDrawing.self) ?? ReplicatorDrawing()).offsets))) },
                         write: { l, v in
                             guard let x = number(v) else { return }
                             l.updateDrawing(ReplicatorDrawing()) {
                                 switch index {
                                 case 0: $0.offsets.0 = Float(x)
                                 case 1: $0.offsets.1 = Float(x)
                                 case 2: $0.offsets.2 = Float(x)
                                 default: $0.offsets.3 = Float(x)
                                 }
                             }
                         })
        }
        func backdropNumber(_ key: String, _ field: WritableKeyPath<BackdropDrawing, CGFloat>) -> AnimatableProperty {
            .init(keyPath: key, kind: .number,
                  read: { .number(Double(($0.drawing(BackdropDrawing.self) ?? BackdropDrawing())[keyPath: field])) },
                  write: { l, v in if let x = number(v) { l.updateDrawing(BackdropDrawing()) { $0[keyPath: field] = max(0, x) } } })
        }
        return [
            backdropNumber("blurRadius", \.blurRadius),
            backdropNumber("saturation", \.saturation),
            .init(keyPath: "path", kind: .path, read: { .other(DiscreteValue($0.drawing(ShapeDrawing.self)?.path)) },
                  write: { l, v in if let b = boxed(v) { l.updateDrawing(ShapeDrawing()) { $0.path = b as? CGPath } } }),
            shapeColor("fillColor", \.fillColor),
            shapeColor("strokeColor", \.strokeColor),
            shapeNumber("strokeStart", \.strokeStart),
            shapeNumber("strokeEnd", \.strokeEnd),
            shapeNumber("lineWidth", \.lineWidth),
            shapeNumber("miterLimit", \.miterLimit),
            shapeNumber("lineDashPhase", \.lineDashPhase),
            .init(keyPath: "colors", kind: .list, read: { .other(DiscreteValue($0.drawing(GradientDrawing.self)?.colors)) },
                  write: { l, v in if let b = boxed(v) { l.updateDrawing(GradientDrawing()) { $0.colors = (b as? [Any])?.compactMap(BoxedInterpolation.color) } } }),
            .init(keyPath: "locations", kind: .list,
                  read: { .other(DiscreteValue($0.drawing(GradientDrawing.self)?.locations?.map { NSNumber(value: Double($0)) })) },
                  write: { l, v in if let b = boxed(v) { l.updateDrawing(GradientDrawing()) { $0.locations = (b as? [Any])?.compactMap(BoxedInterpolation.number) } } }),
            gradientPoint("startPoint", \.startPoint),
            gradientPoint("endPoint", \.endPoint),
            .init(keyPath: "instanceTransform", kind: .transform,
                  read: { .transform(($0.drawing(ReplicatorDrawing.self) ?? ReplicatorDrawing()).instanceTransform) },
                  write: { l, v in if case .transform(let m) = v { l.updateDrawing(ReplicatorDrawing()) { $0.instanceTransform = m } } }),
            .init(keyPath: "instanceColor", kind: .color, read: { cgColor(($0.drawing(ReplicatorDrawing.self) ?? ReplicatorDrawing()).instanceColor) },
                  write: { l, v in if let c = color(v) { l.updateDrawing(ReplicatorDrawing()) { $0.instanceColor = c } } }),
            replicatorOffset("instanceRedOffset", 0), replicatorOffset("instanceGreenOffset", 1),
            replicatorOffset("instanceBlueOffset", 2), replicatorOffset("instanceAlphaOffset", 3),
            .init(keyPath: "fontSize", kind: .number, read: { .number(Double(($0.drawing(TextDrawing.self) ?? TextDrawing()).fontSize)) },
                  write: { l, v in if let x = number(v) { l.updateDrawing(TextDrawing()) { $0.fontSize = max(0, x) } } }),
            .init(keyPath: "foregroundColor", kind: .color, read: { cgColor(($0.drawing(TextDrawing.self) ?? TextDrawing()).foregroundColor) },
                  write: { l, v in if let c = color(v) { l.updateDrawing(TextDrawing()) { $0.foregroundColor = c } } }),
        ]
    }
}
