// Dynamic Type, font descriptor, custom font and attachment code as iOS apps write it
// (Swift 5 mode): plain helpers and a cell subclass, unchanged from iOS.
import Testing
import UIKit
import UIKitTesting

func boldBodyFont() -> UIFont {
    UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
}

func roundedFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
    let base = UIFont.systemFont(ofSize: size, weight: weight)
    guard let descriptor = base.fontDescriptor.withDesign(.rounded) else { return base }
    return UIFont(descriptor: descriptor, size: size)
}

func heavyDescriptor(_ descriptor: UIFontDescriptor) -> UIFontDescriptor {
    descriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
}

func iconTitle(_ icon: UIImage, _ title: String) -> NSAttributedString {
    let s = NSMutableAttributedString(attachment: NSTextAttachment(image: icon))
    s.append(NSAttributedString(string: " " + title))
    return s
}

func registerFont(data: Data) -> Bool {
    guard let provider = CGDataProvider(data: data as CFData), let font = CGFont(provider) else { return false }
    var error: Unmanaged<CFError>?
    return CTFontManagerRegisterGraphicsFont(font, &error)
}

final class ScalingCell: UITableViewCell {
    let titleLabel = UILabel()
    let spacing = UIFontMetrics(forTextStyle: .body).scaledValue(for: 8)

    // `required` here (a documented difference: registered cell classes are made from their type).
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Helvetica-Bold", size: 17)!,
                                                                            maximumPointSize: 30)
        titleLabel.adjustsFontForContentSizeCategory = true
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory { titleLabel.numberOfLines = 0 }
    }
}

@Suite("Font call sites in Swift 5 mode", .freshContext)
struct FontCallSiteTests {
    @Test("Descriptor, Dynamic Type, attachment and font registration code compiles as on iOS and does what it does there")
    @MainActor func callSites() {
        let host = UITestHost(size: CGSize(width: 320, height: 200), scale: 1)
        #expect(boldBodyFont().fontName == "Inter-Bold")
        #expect(roundedFont(ofSize: 17, weight: .regular).familyName == "Comfortaa")
        #expect(UIFont(descriptor: heavyDescriptor(UIFont.systemFont(ofSize: 12).fontDescriptor), size: 0).fontName == "Inter-Bold")
        #expect(iconTitle(UIImage(), "Title").string == "\u{FFFC} Title")
        #expect(!registerFont(data: Data("not a font".utf8)))
        let cell = ScalingCell(style: .default, reuseIdentifier: nil)
        host.window.addSubview(cell)
        host.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(cell.titleLabel.font.pointSize == 30)
        #expect(cell.titleLabel.numberOfLines == 0)
    }
}
