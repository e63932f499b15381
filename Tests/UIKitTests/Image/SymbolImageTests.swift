import CoreGraphics
import Testing
@testable import UIKit
import UIKitTesting

/// `UIImage(systemName:)` and `UIImage.SymbolConfiguration`: system symbols drawn from vectors
/// at any size and weight; an unknown name has no image, as on iOS.
@Suite("Symbol images", .freshContext) @MainActor
struct SymbolImageTests {
    @Test("A known name makes a template symbol image; an unknown name makes nil")
    func knownAndUnknownNames() throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage)
        #expect(heart.renderingMode == .alwaysTemplate)
        #expect(heart.symbolConfiguration != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "chevron.right.fill") == nil, "only names SF Symbols has are symbols")
        #expect(UIImage(named: "heart.fill") == nil, "symbols are not named images")
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }.isSymbolImage == false)
    }

    @Test("At least 300 names of the ones real apps use are symbols, and every one draws inside its grid")
    func everyNameDraws() throws {
        let names = SymbolCatalog.names
        #expect(names.count >= 300)
        for name in ["xmark", "trash", "star", "chevron.down", "checkmark.circle.fill", "plus", "gear",
                     "square.and.arrow.up", "magnifyingglass", "person.crop.circle", "ellipsis.circle", "heart.fill"] {
            #expect(names.contains(name), "\(name)")
        }
        for name in names {
            let glyph = try #require(SymbolCatalog.glyph(named: name))
            #expect(!glyph.shapes.isEmpty, "\(name)")
            for shape in glyph.shapes {
                let box = shape.path.boundingBoxOfPath
                #expect(!shape.path.isEmpty && box.minX >= 0 && box.minY >= 0 && box.maxX <= 24 && box.maxY <= 24, "\(name): \(box)")
            }
        }
    }

    @Test("With no configuration a symbol is sized for body text (17 pt): 1.2 × the point size, square")
    func defaultSize() throws {
        let image = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration.unspecified
            .withTraitCollection(UITraitCollection(displayScale: 2))))
        #expect(image.scale == 2)
        #expect(abs(image.size.width - 20.4) <= 0.5 && image.size.width == image.size.height, "\(image.size)")
    }

    @Test("A point size sizes the symbol; small and large scales are 0.8 and 1.3 times medium")
    func pointSizeAndScale() throws {
        func side(_ configuration: UIImage.SymbolConfiguration) throws -> CGFloat {
            try #require(UIImage(systemName: "house", withConfiguration: configuration.withTraitCollection(UITraitCollection(displayScale: 1)))).size.width
        }
        #expect(try side(UIImage.SymbolConfiguration(pointSize: 50)) == 60)
        #expect(try side(UIImage.SymbolConfiguration(pointSize: 50, weight: .bold, scale: .small)) == 48)
        #expect(try side(UIImage.SymbolConfiguration(pointSize: 50, weight: .bold, scale: .large)) == 78)
        #expect(try side(UIImage.SymbolConfiguration(textStyle: .largeTitle)) == (34 * 1.2).rounded(.up))
        #expect(try side(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 40))) == 48)
    }

    @Test("Heavier weights draw thicker strokes")
    func weights() throws {
        func coverage(_ weight: UIImage.SymbolWeight) throws -> Int {
            let configuration = UIImage.SymbolConfiguration(pointSize: 40, weight: weight).withTraitCollection(UITraitCollection(displayScale: 1))
            let image = try #require(UIImage(systemName: "circle", withConfiguration: configuration)?.cgImage)
            var covered = 0
            for y in 0..<image.height { for x in 0..<image.width where image.buffer.pixel(x: x, y: y).a > 127 { covered += 1 } }
            return covered
        }
        let ultraLight = try coverage(.ultraLight), regular = try coverage(.regular), black = try coverage(.black)
        #expect(ultraLight < regular && regular < black, "\(ultraLight) \(regular) \(black)")
    }

    @Test("A text style gives its font's weight: headline symbols are semibold")
    func textStyleWeight() throws {
        let headline = try #require(UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .headline)))
        #expect(UIImage.resolve(try #require(headline.symbolConfiguration)).weight == .semibold)
        let body = try #require(UIImage(systemName: "bell"))
        #expect(UIImage.resolve(try #require(body.symbolConfiguration)).weight == .regular)
    }

    @Test("applyingSymbolConfiguration adds to the image's configuration; withConfiguration replaces it")
    func applyingAndReplacing() throws {
        let base = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        let larger = try #require(base.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        let resolved = UIImage.resolve(try #require(larger.symbolConfiguration))
        #expect(resolved.pointSize == 30 && resolved.weight == .bold && resolved.scale == .large)
        let replaced = base.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        let replacedResolved = UIImage.resolve(try #require(replaced.symbolConfiguration))
        #expect(replacedResolved.pointSize == 17 && replacedResolved.weight == .regular)
        let plain = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(plain.applyingSymbolConfiguration(.init(scale: .large)) == nil)
        // What was done to the image stays: an original-mode symbol is still original.
        let original = base.withRenderingMode(.alwaysOriginal).applyingSymbolConfiguration(.init(weight: .light))
        #expect(original?.renderingMode == .alwaysOriginal)
    }

    @Test("Configurations compare by value; the later of a point size and a text style wins")
    func configurationValues() {
        let a = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        #expect(a.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        #expect(!a.isEqual(to: UIImage.SymbolConfiguration(pointSize: 20)))
        #expect(a.configurationWithoutWeight().isEqual(to: UIImage.SymbolConfiguration(pointSize: 20)))
        #expect(a.configurationWithoutPointSizeAndWeight().isEqual(to: .unspecified))
        let styled = a.applying(UIImage.SymbolConfiguration(textStyle: .caption1))
        #expect(styled.textStyle == .caption1 && styled.pointSize == 0 && styled.weight == .bold)
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).isEqual(to: .unspecified))
    }

    @Test("Hierarchical and palette colors are drawn into the image, which is then not a template")
    func colors() throws {
        let traits = UITraitCollection(displayScale: 1)
        let hierarchical = try #require(UIImage(systemName: "plus.circle.fill", withConfiguration:
            UIImage.SymbolConfiguration(hierarchicalColor: .red).applying(UIImage.SymbolConfiguration(pointSize: 40)).withTraitCollection(traits)))
        #expect(hierarchical.renderingMode == .alwaysOriginal)
        let cg = try #require(hierarchical.cgImage)
        let centre = cg.buffer.pixel(x: cg.width / 2, y: cg.height / 2)       // the plus: primary, opaque
        let body = cg.buffer.pixel(x: cg.width / 4, y: cg.height / 2)         // the circle: secondary, half
        #expect(centre.a > 240 && centre.r > 240 && centre.g < 20, "\(centre)")
        #expect(body.a > 100 && body.a < 150, "\(body)")
        let palette = try #require(UIImage(systemName: "plus.circle.fill", withConfiguration:
            UIImage.SymbolConfiguration(paletteColors: [.white, .blue]).applying(UIImage.SymbolConfiguration(pointSize: 40)).withTraitCollection(traits)))
        let pcg = try #require(palette.cgImage)
        let plus = pcg.buffer.pixel(x: pcg.width / 2, y: pcg.height / 2), circle = pcg.buffer.pixel(x: pcg.width / 4, y: pcg.height / 2)
        #expect(plus.r > 240 && plus.b > 240, "\(plus)")
        #expect(circle.b > 240 && circle.r < 20 && circle.a > 240, "\(circle)")
        // One color: the plus is cut out of the filled circle.
        let mono = try #require(UIImage(systemName: "plus.circle.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40).withTraitCollection(traits))?.cgImage)
        #expect(mono.buffer.pixel(x: mono.width / 2, y: mono.height / 2).a < 20)
        #expect(mono.buffer.pixel(x: mono.width / 4, y: mono.height / 2).a > 240)
    }

    @Test("An image view shows a symbol in its tint, sized by its preferred symbol configuration")
    func imageView() throws {
        let host = UITestHost(size: CGSize(width: 60, height: 60), scale: 1)
        host.window.backgroundColor = .white
        let view = UIImageView(image: UIImage(systemName: "square.fill"))
        view.tintColor = .red
        host.window.addSubview(view)
        #expect(view.intrinsicContentSize.width == (17 * 1.2).rounded(.up), "whole pixels at the screen's scale")
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        #expect(view.intrinsicContentSize == CGSize(width: 48, height: 48))
        view.sizeToFit()
        host.runLoopTurn()
        let centre = host.renderScreen().pixel(x: 24, y: 24)
        #expect(centre.r > 240 && centre.g < 20 && centre.b < 20, "\(centre)")
    }

    @Test("Symbols follow the display scale of the view that shows them")
    func followsDisplayScale() throws {
        let host = UITestHost(size: CGSize(width: 40, height: 40), scale: 3)
        let view = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        host.window.addSubview(view)
        host.runLoopTurn()
        #expect(view.layer.contentsScale == 3)
    }

    @Test("A symbol sized by a text style follows Dynamic Type in an image view")
    func followsDynamicType() throws {
        let host = UITestHost(size: CGSize(width: 100, height: 100), scale: 1)
        let view = UIImageView(image: UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body)))
        host.window.addSubview(view)
        host.runLoopTurn()
        let large = view.intrinsicContentSize.width
        host.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        host.runLoopTurn()
        #expect(view.intrinsicContentSize.width > large * 2, "\(large) → \(view.intrinsicContentSize.width)")
    }
}
