import UIKitTesting
import CoreGraphics
import Foundation
import QuartzCore
import Testing
@testable import UIKit

// Behaviour of UIView geometry, appearance defaults, the backing layer and UIColor, as described
// in the View Programming Guide for iOS ("The Relationship of the Frame, Bounds, and Center
// Properties", "Coordinate System Transformations") and the UIView Class Reference.

private let geometryTolerance: CGFloat = 1e-9

private func geometryClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = geometryTolerance) -> Bool {
    abs(a - b) <= tolerance
}

private func geometryClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
    geometryClose(a.x, b.x) && geometryClose(a.y, b.y)
}

private func geometryClose(_ a: CGRect, _ b: CGRect) -> Bool {
    geometryClose(a.minX, b.minX) && geometryClose(a.minY, b.minY)
        && geometryClose(a.width, b.width) && geometryClose(a.height, b.height)
}

/// A layer subclass for `layerClass` overrides.
private final class MyLayer: CALayer {}

/// A view whose `layerClass` is `MyLayer`.
private final class MyLayerView: UIView {
    override class var layerClass: AnyClass { MyLayer.self }
}

@Suite("UIView geometry: frame, bounds, center and transform", .freshContext)
@MainActor
struct UIViewGeometryTests {

    @Test("Setting frame sets center and bounds.size; bounds.origin is unchanged")
    func settingFrameSetsCenterAndBoundsSize() {
        let view = UIView(frame: .zero)
        view.bounds = CGRect(x: 5, y: 7, width: 10, height: 10)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 5, y: 7, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("init(frame:) gives back the frame; the bounds start at the origin with the frame's size")
    func initWithFrame() {
        let view = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
        #expect(view.frame == CGRect(x: 3, y: 4, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 18, y: 24))
        #expect(UIView().frame == .zero)
    }

    @Test("Setting bounds.size keeps the center and resizes the frame around it")
    func settingBoundsSizeKeepsCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.size = CGSize(width: 50, height: 30)
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.frame == CGRect(x: 35, y: 30, width: 50, height: 30))
    }

    @Test("Setting center moves the frame; the bounds are unchanged")
    func settingCenterMovesFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.center = .zero
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Shifting bounds.origin does not move the view's frame or center")
    func boundsOriginShiftKeepsFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 100, width: 100, height: 50))
    }

    @Test("A transform applies about the center: 100×50 at (100,100) rotated π/2 has frame (75, 50, 50, 100)")
    func rotationAboutCenter() {
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(geometryClose(view.frame, CGRect(x: 75, y: 50, width: 50, height: 100)), "frame \(view.frame)")
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("A 2× scale transform makes the frame twice as big around the same center")
    func scaleAboutCenter() {
        let view = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(geometryClose(view.frame, CGRect(x: 0, y: 50, width: 200, height: 100)), "frame \(view.frame)")
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test("Resetting the transform to identity restores the original frame")
    func identityRestoresFrame() {
        let original = CGRect(x: 50, y: 75, width: 100, height: 50)
        let view = UIView(frame: original)
        view.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 0.5)
        #expect(!geometryClose(view.frame, original))
        view.transform = .identity
        #expect(view.frame == original)
        #expect(view.transform.isIdentity)
    }

    @Test("transform is stored on the layer: the layer's affine transform reads back the same value")
    func transformIsTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 4, y: 5)
        view.transform = t
        #expect(view.transform == t)
        #expect(view.layer.affineTransform() == t)
    }
}

@Suite("UIView appearance defaults and enums", .freshContext)
@MainActor
struct UIViewDefaultsTests {

    @Test("A new view: visible, alpha 1, opaque, no background, no clipping, tag 0, no autoresizing, scaleToFill, interactive, clears context")
    func defaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.isHidden == false)
        #expect(view.alpha == 1)
        #expect(view.isOpaque == true)
        #expect(view.backgroundColor == nil)
        #expect(view.clipsToBounds == false)
        #expect(view.tag == 0)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews == true)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.isUserInteractionEnabled == true)
        #expect(view.clearsContextBeforeDrawing == true)
        #expect(view.transform.isIdentity)
        #expect(view.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(view.window == nil)
    }

    @Test("alpha is stored as a Float: 0.3 reads back as CGFloat(Float(0.3))")
    func alphaIsSinglePrecision() {
        let view = UIView()
        view.alpha = 0.3
        #expect(view.alpha == CGFloat(Float(0.3)))
        #expect(view.layer.opacity == Float(0.3))
    }

    @Test("The boolean flags can be turned off and on again")
    func flagsToggle() {
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.autoresizesSubviews = false
        view.clearsContextBeforeDrawing = false
        #expect(!view.isUserInteractionEnabled && !view.autoresizesSubviews && !view.clearsContextBeforeDrawing)
        view.isUserInteractionEnabled = true
        #expect(view.isUserInteractionEnabled && !view.autoresizesSubviews && !view.clearsContextBeforeDrawing)
        view.autoresizesSubviews = true
        view.clearsContextBeforeDrawing = true
        #expect(view.isUserInteractionEnabled && view.autoresizesSubviews && view.clearsContextBeforeDrawing)
    }

    @Test("UIView.AutoresizingMask raw values are UIKit's: 1, 2, 4, 8, 16, 32")
    func autoresizingMaskRawValues() {
        #expect(UIView.AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(UIView.AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(UIView.AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(UIView.AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(UIView.AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(UIView.AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        #expect(UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]).rawValue == 18)
    }

    @Test("UIView.ContentMode raw values are UIKit's: scaleToFill 0 … bottomRight 12")
    func contentModeRawValues() {
        let expected: [(UIView.ContentMode, Int)] = [
            (.scaleToFill, 0), (.scaleAspectFit, 1), (.scaleAspectFill, 2), (.redraw, 3),
            (.center, 4), (.top, 5), (.bottom, 6), (.left, 7), (.right, 8),
            (.topLeft, 9), (.topRight, 10), (.bottomLeft, 11), (.bottomRight, 12),
        ]
        for (mode, raw) in expected {
            #expect(mode.rawValue == raw, "\(mode)")
            #expect(UIView.ContentMode(rawValue: raw) == mode)
        }
        #expect(UIView.ContentMode(rawValue: 13) == nil)
    }
}

@Suite("UIView and its layer", .freshContext)
@MainActor
struct UIViewLayerTests {

    @Test("A view is its layer's delegate")
    func viewIsLayerDelegate() {
        let view = UIView()
        #expect(view.layer.delegate === view)
        #expect(type(of: view.layer) == CALayer.self)
    }

    @Test("Overriding layerClass makes the view create a layer of that class")
    func layerClassOverride() {
        let view = MyLayerView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(view.layer is MyLayer)
        #expect(view.layer.delegate === view)
        #expect(MyLayerView.layerClass is MyLayer.Type)
    }

    @Test("The view's frame, bounds and center are its layer's frame, bounds and position")
    func geometryIsLayerGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.layer.frame == view.frame)
        #expect(view.layer.bounds == view.bounds)
        #expect(view.layer.position == view.center)
        view.transform = CGAffineTransform(rotationAngle: .pi / 3)
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 7, y: 8)
        #expect(view.center == CGPoint(x: 7, y: 8))
    }

    @Test("backgroundColor sets the layer's backgroundColor to the color's cgColor; nil clears it")
    func backgroundColorReachesLayer() {
        let view = UIView()
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        view.backgroundColor = color
        #expect(view.backgroundColor == color)
        #expect(view.layer.backgroundColor == color.cgColor)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test("clipsToBounds is the layer's masksToBounds")
    func clipsToBoundsIsMasksToBounds() {
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(view.clipsToBounds == false)
    }

    @Test("isHidden is the layer's isHidden")
    func isHiddenIsLayerHidden() {
        let view = UIView()
        view.isHidden = true
        #expect(view.layer.isHidden)
        view.layer.isHidden = false
        #expect(view.isHidden == false)
    }

    @Test("alpha is the layer's opacity")
    func alphaIsOpacity() {
        let view = UIView()
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
    }

    @Test("isOpaque is the layer's isOpaque (a view's layer starts opaque)")
    func isOpaqueIsLayerOpaque() {
        let view = UIView()
        #expect(view.layer.isOpaque)
        view.isOpaque = false
        #expect(view.layer.isOpaque == false)
    }
}

@Suite("UIColor components", .freshContext)
@MainActor
struct UIColorComponentTests {

    private func rgba(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        return (r, g, b, a)
    }

    private func white(_ color: UIColor) -> (CGFloat, CGFloat)? {
        var w: CGFloat = -1, a: CGFloat = -1
        guard color.getWhite(&w, alpha: &a) else { return nil }
        return (w, a)
    }

    private func hsba(_ color: UIColor) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        guard color.getHue(&h, saturation: &s, brightness: &b, alpha: &a) else { return nil }
        return (h, s, b, a)
    }

    @Test("Standard RGB colors have UIKit's documented components (e.g. orange is 1, 0.5, 0, 1)")
    func standardRGBColors() throws {
        let expected: [(String, UIColor, (CGFloat, CGFloat, CGFloat))] = [
            ("red", .red, (1, 0, 0)), ("green", .green, (0, 1, 0)), ("blue", .blue, (0, 0, 1)),
            ("cyan", .cyan, (0, 1, 1)), ("yellow", .yellow, (1, 1, 0)), ("magenta", .magenta, (1, 0, 1)),
            ("orange", .orange, (1, 0.5, 0)), ("purple", .purple, (0.5, 0, 0.5)),
            ("brown", .brown, (0.6, 0.4, 0.2)),
        ]
        for (name, color, (r, g, b)) in expected {
            let c = try #require(rgba(color), "\(name)")
            #expect(geometryClose(c.0, r) && geometryClose(c.1, g) && geometryClose(c.2, b) && c.3 == 1,
                    "\(name): \(c)")
        }
    }

    @Test("Standard gray colors have UIKit's white levels: black 0, darkGray 1/3, gray 0.5, lightGray 2/3, white 1; clear has alpha 0")
    func standardGrayColors() throws {
        let expected: [(String, UIColor, CGFloat, CGFloat)] = [
            ("black", .black, 0, 1), ("darkGray", .darkGray, 1.0 / 3.0, 1), ("gray", .gray, 0.5, 1),
            ("lightGray", .lightGray, 2.0 / 3.0, 1), ("white", .white, 1, 1), ("clear", .clear, 0, 0),
        ]
        for (name, color, w, a) in expected {
            let c = try #require(white(color), "\(name)")
            #expect(geometryClose(c.0, w) && c.1 == a, "\(name): \(c)")
            #expect(geometryClose(color.cgColor.alpha, a), "\(name)")
        }
    }

    @Test("getRed on a grayscale color gives equal red, green and blue")
    func grayAsRGB() throws {
        let c = try #require(rgba(.darkGray))
        #expect(geometryClose(c.0, 1.0 / 3.0) && c.0 == c.1 && c.1 == c.2 && c.3 == 1)
    }

    @Test("init(red:green:blue:alpha:) then getRed gives the same components back")
    func rgbRoundTrip() throws {
        let c = try #require(rgba(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)))
        #expect(c.0 == 0.1 && c.1 == 0.2 && c.2 == 0.3 && c.3 == 0.4)
    }

    @Test("init(white:alpha:) then getWhite gives the same values back")
    func whiteRoundTrip() throws {
        let c = try #require(white(UIColor(white: 0.42, alpha: 0.7)))
        #expect(c.0 == 0.42 && c.1 == 0.7)
    }

    @Test("init(hue:saturation:brightness:alpha:) then getHue gives the same values back")
    func hsbRoundTrip() throws {
        for (h, s, b) in [(0.6, 0.4, 0.8), (0.1, 1.0, 1.0), (0.95, 0.25, 0.5)] as [(CGFloat, CGFloat, CGFloat)] {
            let c = try #require(hsba(UIColor(hue: h, saturation: s, brightness: b, alpha: 0.5)))
            #expect(geometryClose(c.0, h) && geometryClose(c.1, s) && geometryClose(c.2, b) && c.3 == 0.5,
                    "hsb \(h) \(s) \(b) → \(c)")
        }
    }

    @Test("getHue of standard colors: red hue 0, orange hue 1/12, blue hue 2/3, fully saturated and bright")
    func hueOfStandardColors() throws {
        let red = try #require(hsba(.red))
        #expect(red.0 == 0 && red.1 == 1 && red.2 == 1 && red.3 == 1)
        let orange = try #require(hsba(.orange))
        #expect(geometryClose(orange.0, 1.0 / 12.0) && orange.1 == 1 && orange.2 == 1)
        let blue = try #require(hsba(.blue))
        #expect(geometryClose(blue.0, 2.0 / 3.0) && blue.1 == 1 && blue.2 == 1)
        let gray = try #require(hsba(.gray))
        #expect(gray.1 == 0 && gray.2 == 0.5)
    }

    @Test("withAlphaComponent keeps the color and replaces alpha")
    func withAlpha() throws {
        let c = try #require(rgba(UIColor.orange.withAlphaComponent(0.25)))
        #expect(c.0 == 1 && c.1 == 0.5 && c.2 == 0 && c.3 == 0.25)
    }
}
