import CoreGraphics
import Foundation
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Asset catalogs as Xcode writes them (Apple's Asset Catalog Format Reference), read from a
/// SwiftPM resource bundle: `UIImage(named:)`, `UIColor(named:)` and `NSDataAsset` find the
/// catalog's sets first, pick the variant for the traits, and fall back as UIKit does.
@Suite("Asset catalogs", .freshContext) @MainActor
struct AssetCatalogTests {
    let bundle = Bundle.module

    private func traits(scale: CGFloat, style: UIUserInterfaceStyle = .light, idiom: UIUserInterfaceIdiom = .phone) -> UITraitCollection {
        UITraitCollection(traitsFrom: [UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceStyle: style),
                                       UITraitCollection(userInterfaceIdiom: idiom)])
    }

    @Test("An image set gives the file for the display scale, and the image's scale is the file's")
    func scaleVariants() throws {
        for (scale, red, green, blue) in [(1.0, 255, 0, 0), (2.0, 0, 255, 0), (3.0, 0, 0, 255)] as [(CGFloat, Int, Int, Int)] {
            let image = try #require(UIImage(named: "Star", in: bundle, compatibleWith: traits(scale: scale)))
            #expect(image.scale == scale)
            #expect(image.size == CGSize(width: 10, height: 10), "every variant is 10 points")
            #expect(ImageProbe.pixel(image, 0, 0) == RGBA(red, green, blue, 255))
        }
    }

    @Test("The dark appearance's variant is chosen in dark mode, the any-appearance one otherwise; a slot without a file is skipped")
    func darkVariant() throws {
        let dark = try #require(UIImage(named: "Star", in: bundle, compatibleWith: traits(scale: 3, style: .dark)))
        // The dark set has only a 2x file (its 3x slot is empty): the nearest one is used.
        #expect(dark.scale == 2)
        #expect(ImageProbe.pixel(dark, 0, 0) == RGBA(255, 255, 255, 255))
        let light = try #require(UIImage(named: "Star", in: bundle, compatibleWith: traits(scale: 2, style: .light)))
        #expect(ImageProbe.pixel(light, 0, 0) == RGBA(0, 255, 0, 255))
    }

    @Test("A catalog image keeps its asset: an image view shows the dark variant when its traits turn dark")
    func imageViewFollowsAppearance() throws {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 2)
        let image = try #require(UIImage(named: "Star", in: bundle, compatibleWith: traits(scale: 2)))
        #expect(image.imageAsset != nil)
        let view = UIImageView(image: image)
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(host.renderScreen().pixel(x: 4, y: 4).g == 255)
        host.userInterfaceStyle = .dark
        host.runLoopTurn()
        let p = host.renderScreen().pixel(x: 4, y: 4)
        #expect(p.r == 255 && p.g == 255 && p.b == 255, "the dark variant shows (\(p))")
    }

    @Test("The device's idiom wins over universal; other idioms are never used")
    func idioms() throws {
        let pad = try #require(UIImage(named: "Device", in: bundle, compatibleWith: traits(scale: 2, idiom: .pad)))
        #expect(pad.size == CGSize(width: 8, height: 8))
        let phone = try #require(UIImage(named: "Device", in: bundle, compatibleWith: traits(scale: 2, idiom: .phone)))
        #expect(phone.size == CGSize(width: 4, height: 4))
    }

    @Test("A folder that provides a namespace prefixes its assets' names; a plain group does not")
    func namespaces() {
        #expect(UIImage(named: "Icons/Heart", in: bundle, compatibleWith: nil) != nil)
        #expect(UIImage(named: "Heart", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "Plain", in: bundle, compatibleWith: nil) != nil)
    }

    @Test("Render As Template Image makes the image a template; a single-scale file is 1x")
    func renderingIntentAndSingleScale() throws {
        let heart = try #require(UIImage(named: "Icons/Heart", in: bundle, compatibleWith: nil))
        #expect(heart.renderingMode == .alwaysTemplate)
        let plain = try #require(UIImage(named: "Plain", in: bundle, compatibleWith: traits(scale: 3)))
        #expect(plain.scale == 1)
        #expect(plain.size == CGSize(width: 6, height: 4))
    }

    @Test("Slicing in the catalog makes a resizable image: cap insets are the file's pixels in points")
    func slicing() throws {
        let pill = try #require(UIImage(named: "Pill", in: bundle, compatibleWith: traits(scale: 2)))
        #expect(pill.capInsets == UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        #expect(pill.resizingMode == .stretch)
    }

    @Test("A vector-only set and a malformed Contents.json give nil and say why; nothing crashes")
    func badSets() {
        var issues: [String] = []
        issues = RuntimeIssue.capture {
            #expect(UIImage(named: "Vector", in: bundle, compatibleWith: nil) == nil)
            #expect(UIImage(named: "Broken", in: bundle, compatibleWith: nil) == nil)
            #expect(UIImage(named: "NoSuchImage", in: bundle, compatibleWith: nil) == nil)
        }
        #expect(issues.contains { $0.contains(".pdf images are not supported") })
    }

    @Test("A color set with a dark variant is a dynamic color; components may be floats, 8-bit numbers or hex")
    func colors() throws {
        let duotone = try #require(UIColor(named: "Duotone", in: bundle, compatibleWith: nil))
        let light = duotone.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = duotone.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        light.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0.5 && b == 0)
        dark.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0 && g == 0.5 && b == 1)
        let eight = try #require(UIColor(named: "Eight", in: bundle, compatibleWith: nil))
        eight.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && abs(g - 128.0 / 255) < 1e-9 && b == 0 && a == 0.5)
        var white: CGFloat = 0
        try #require(UIColor(named: "Gray", in: bundle, compatibleWith: nil)).getWhite(&white, alpha: &a)
        #expect(white == 0.25)
    }

    @Test("A color set may name a system color, which stays dynamic; a set of non-numbers gives nil")
    func systemReferenceAndBadColor() throws {
        let red = try #require(UIColor(named: "Reference", in: bundle, compatibleWith: nil))
        #expect(red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
                == UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
        let issues = RuntimeIssue.capture { #expect(UIColor(named: "Words", in: bundle, compatibleWith: nil) == nil) }
        #expect(!issues.isEmpty)
        #expect(UIColor(named: "Star", in: bundle, compatibleWith: nil) == nil, "an image set is no color")
    }

    @Test("A data set gives its file and type")
    func data() throws {
        let asset = try #require(NSDataAsset(name: "Settings", bundle: bundle))
        #expect(String(decoding: asset.data, as: UTF8.self) == #"{"greeting": "hello"}"#)
        #expect(asset.typeIdentifier == "public.json")
        #expect(NSDataAsset(name: "Missing", bundle: bundle) == nil)
    }

    @Test("UIImageAsset gives the registered image whose traits match, the most specific first")
    func registeredAsset() {
        let asset = UIImageAsset()
        let any = UIImage(), dark = UIImage(), darkPad = UIImage()
        asset.register(any, with: UITraitCollection())
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        asset.register(darkPad, with: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceIdiom: .pad)]))
        #expect(asset.image(with: traits(scale: 2, style: .light)) === any)
        #expect(asset.image(with: traits(scale: 2, style: .dark)) === dark)
        #expect(asset.image(with: traits(scale: 2, style: .dark, idiom: .pad)) === darkPad)
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(asset.image(with: traits(scale: 2, style: .dark)) === any)
    }
}
