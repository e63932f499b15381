import Foundation
import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

extension NonFiniteSweep {
    static let viewRows: [Row] = [
        // UIView's geometry is its layer's: CALayer refuses NaN and infinite geometry
        // ("CALayer position contains NaN" is CALayerInvalidGeometry on iOS).
        // CGRect's width and height read the standardized (non-negative) size.
        .finite("UIView.frame origin", message: "frame", old: 2,
                set: { $0.view.frame = CGRect(x: $1, y: 2, width: 24, height: 24) }, get: { $0.view.frame.minX }),
        .finite("UIView.frame size", values: sweepWithNegatives, message: "frame", old: 24, stored: { abs($0) }, sentinelShows: false,
                set: { $0.view.frame = CGRect(x: 2, y: 2, width: $1, height: 24) }, get: { $0.view.frame.width }),
        .finite("UIView.bounds origin", message: "bounds", old: 0,
                set: { $0.view.bounds = CGRect(x: $1, y: 0, width: 24, height: 24) }, get: { $0.view.bounds.minX }),
        .finite("UIView.bounds size", values: sweepWithNegatives, message: "bounds", old: 24, stored: { abs($0) }, sentinelShows: false,
                set: { $0.view.bounds = CGRect(x: 0, y: 0, width: 24, height: $1) }, get: { $0.view.bounds.height }),
        .finite("UIView.center", message: "position", old: 14,
                set: { $0.view.center = CGPoint(x: 14, y: $1) }, get: { $0.view.center.y }),
        .finite("UIView.transform translation", message: "transform", old: 0,
                set: { $0.view.transform = CGAffineTransform(translationX: $1, y: 0) }, get: { $0.view.transform.tx }),
        .finite("UIView.transform scale", values: sweepWithNegatives, message: "transform", old: 1, sentinelShows: false,
                set: { $0.view.transform = CGAffineTransform(scaleX: $1, y: 1) }, get: { $0.view.transform.a }),
        // UIView.alpha is the layer's Float opacity: 1e308 is infinite in single precision.
        .finite("UIView.alpha", values: sweepWithNegatives, message: "opacity", old: 1,
                stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
                set: { $0.view.alpha = $1 }, get: { $0.view.alpha }),
        // contentsScale must be positive (a backing store has a positive number of pixels per point).
        .finite("UIView.contentScaleFactor", values: sweepWithNegatives, message: "contentsScale", old: 2,
                refuses: { !($0.isFinite && $0 > 0) },
                set: { $0.canvas.contentScaleFactor = $1 }, get: { $0.canvas.contentScaleFactor }),
        .finite("UIView.layoutMargins", values: sweepWithNegatives, message: "layoutMargins", old: 2,
                set: { $0.view.layoutMargins = UIEdgeInsets(top: $1, left: 2, bottom: 2, right: 2) }, get: { $0.view.layoutMargins.top }),
        .finite("UIView.directionalLayoutMargins", values: sweepWithNegatives, message: "layoutMargins", old: 2,
                set: { $0.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 2, leading: $1, bottom: 2, trailing: 2) },
                get: { $0.view.directionalLayoutMargins.leading }),
        .finite("UILabel.frame", message: "frame", old: 58,
                set: { $0.label.frame = CGRect(x: 32, y: $1, width: 30, height: 12) }, get: { $0.label.frame.minY }),
    ]

    static let layerRows: [Row] = [
        .finite("CALayer.position", message: "position", old: 44,
                set: { $0.layer.position = CGPoint(x: $1, y: 14) }, get: { $0.layer.position.x }),
        .finite("CALayer.bounds", values: sweepWithNegatives, message: "bounds", old: 24, stored: { abs($0) },
                set: { $0.layer.bounds = CGRect(x: 0, y: 0, width: $1, height: 24) }, get: { $0.layer.bounds.width }),
        .finite("CALayer.anchorPoint", message: "anchorPoint", old: 0.5,
                set: { $0.layer.anchorPoint = CGPoint(x: $1, y: 0.5) }, get: { $0.layer.anchorPoint.x }),
        .finite("CALayer.anchorPointZ", message: "anchorPointZ", old: 0,
                set: { $0.layer.anchorPointZ = $1 }, get: { $0.layer.anchorPointZ }),
        .finite("CALayer.zPosition", message: "zPosition", old: 0,
                set: { $0.layer.zPosition = $1 }, get: { $0.layer.zPosition }),
        .finite("CALayer.transform translation", message: "transform", old: 0,
                set: { $0.layer.transform = CATransform3DMakeTranslation($1, 0, 0) }, get: { $0.layer.transform.m41 }),
        .finite("CALayer.transform perspective", message: "transform", old: 0, sentinelShows: false,
                set: { scene, value in
                    var t = CATransform3DMakeRotation(0.3, 0, 1, 0)
                    t.m34 = value
                    scene.layer.transform = value == 0 ? CATransform3DIdentity : t
                }, get: { $0.layer.transform.m34 }),
        .finite("CALayer.cornerRadius", values: sweepWithNegatives, message: "cornerRadius", old: 4, stored: { max(0, $0) },
                set: { $0.layer.cornerRadius = $1 }, get: { $0.layer.cornerRadius }),
        .finite("CALayer.borderWidth", values: sweepWithNegatives, message: "borderWidth", old: 1, stored: { max(0, $0) },
                set: { $0.layer.borderWidth = $1 }, get: { $0.layer.borderWidth }),
        .finite("CALayer.opacity", values: sweepWithNegatives, message: "opacity", old: 1,
                stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
                set: { $0.layer.opacity = Float($1) }, get: { CGFloat($0.layer.opacity) }),
        .finite("CALayer.shadowRadius", values: sweepWithNegatives, message: "shadowRadius", old: 3, stored: { max(0, $0) },
                set: { $0.layer.shadowRadius = $1 }, get: { $0.layer.shadowRadius }),
        .finite("CALayer.shadowOffset", message: "shadowOffset", old: -3,
                set: { $0.layer.shadowOffset = CGSize(width: 0, height: $1) }, get: { $0.layer.shadowOffset.height }),
        .finite("CALayer.shadowOpacity", values: sweepWithNegatives, message: "shadowOpacity", old: 0.5,
                stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
                set: { $0.layer.shadowOpacity = Float($1) }, get: { CGFloat($0.layer.shadowOpacity) }),
        .finite("CALayer.contentsRect", message: "contentsRect", old: 0,
                set: { $0.layer.contentsRect = CGRect(x: $1, y: 0, width: 1, height: 1) }, get: { $0.layer.contentsRect.minX }),
        .finite("CALayer.contentsCenter", values: sweepWithNegatives, message: "contentsCenter", old: 1, stored: { abs($0) },
                set: { $0.layer.contentsCenter = CGRect(x: 0, y: 0, width: $1, height: 1) }, get: { $0.layer.contentsCenter.width }),
        .finite("CALayer.contentsScale", values: sweepWithNegatives, message: "contentsScale", old: 1,
                refuses: { !($0.isFinite && $0 > 0) },
                set: { $0.layer.contentsScale = $1 }, get: { $0.layer.contentsScale }),
        .finite("CALayer.speed", values: sweepWithNegatives, message: "speed", old: 1,
                stored: { CGFloat(Float($0)) }, refuses: { !Float($0).isFinite },
                set: { $0.layer.speed = Float($1) }, get: { CGFloat($0.layer.speed) }),
        .finite("CALayer.timeOffset", message: "timeOffset", old: 0,
                set: { $0.layer.timeOffset = Double($1) }, get: { CGFloat($0.layer.timeOffset) }),
        .finite("CALayer.beginTime", message: "beginTime", old: 0,
                set: { $0.layer.beginTime = Double($1) }, get: { CGFloat($0.layer.beginTime) }),

        // CAShapeLayer and CAGradientLayer take a non-finite value as the property's default.
        .defaulted("CAShapeLayer.lineWidth", values: sweepWithNegatives, old: 2, fallback: 1, stored: { max(0, $0) },
                   set: { $0.shape.lineWidth = $1 }, get: { $0.shape.lineWidth }),
        .defaulted("CAShapeLayer.miterLimit", values: sweepWithNegatives, old: 10, fallback: 10, stored: { max(0, $0) },
                   set: { $0.shape.miterLimit = $1 }, get: { $0.shape.miterLimit }),
        .defaulted("CAShapeLayer.strokeStart", values: sweepWithNegatives, old: 0, fallback: 0,
                   set: { $0.shape.strokeStart = $1 }, get: { $0.shape.strokeStart }),
        .defaulted("CAShapeLayer.strokeEnd", values: sweepWithNegatives, old: 1, fallback: 1,
                   set: { $0.shape.strokeEnd = $1 }, get: { $0.shape.strokeEnd }),
        .defaulted("CAShapeLayer.lineDashPhase", old: 0, fallback: 0,
                   set: { $0.shape.lineDashPhase = $1 }, get: { $0.shape.lineDashPhase }),
        // The pattern is stored as given; one with a negative or non-finite length strokes solid.
        Row(name: "CAShapeLayer.lineDashPattern", values: sweepWithNegatives,
            apply: { $0.shape.lineDashPattern = [3, NSNumber(value: Double($1))] },
            rule: { scene, value in same(CGFloat(scene.shape.lineDashPattern?.last?.doubleValue ?? 0), value) },
            restore: { $0.shape.lineDashPattern = [3, 1] }),
        .defaulted("CAGradientLayer.startPoint", old: 0.5, fallback: 0.5,
                   set: { $0.gradient.startPoint = CGPoint(x: $1, y: 0) }, get: { $0.gradient.startPoint.x }),
        .defaulted("CAGradientLayer.endPoint", old: 0.5, fallback: 0.5,
                   set: { $0.gradient.endPoint = CGPoint(x: $1, y: 1) }, get: { $0.gradient.endPoint.x }),
        // Locations are stored as given; a gradient whose locations are not all finite spaces
        // its colors evenly.
        Row(name: "CAGradientLayer.locations", values: sweepWithNegatives,
            apply: { $0.gradient.locations = [0, NSNumber(value: Double($1))] },
            rule: { scene, value in same(CGFloat(scene.gradient.locations?.last?.doubleValue ?? 0), value) },
            restore: { $0.gradient.locations = [0, 1] }),
    ]
}
