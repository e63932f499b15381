import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UIButton.Configuration (iOS 15): the styles' sizes and fonts, how the parts are placed,
/// and that a configured button ignores the classic look API, as Apple documents.
@Suite("UIButton.Configuration", .freshContext) @MainActor
struct ButtonConfigurationTests {
    private func titled(_ configuration: UIButton.Configuration, _ title: String = "Button") -> UIButton.Configuration {
        var configuration = configuration
        configuration.title = title
        return configuration
    }

    private func textSize(_ text: String, _ style: UIFont.TextStyle) -> CGSize {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: style)
        label.text = text
        return label.sizeThatFits(.zero)
    }

    private func square(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// A button showing `configuration`, `size` large and laid out.
    private func laidOut(_ configuration: UIButton.Configuration, _ width: CGFloat, _ height: CGFloat) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: width, height: height)
        button.layoutIfNeeded()
        return button
    }

    @Test("A medium button's title is in the body font and its size is the title's plus the 12-point side and 7-point top and bottom insets")
    func mediumSize() throws {
        let button = UIButton(configuration: titled(.filled()))
        let text = textSize("Button", .body)
        let size = button.intrinsicContentSize
        #expect(size.width > text.width + 23.99 && size.width < text.width + 25, "\(size) for \(text)")
        #expect(size.height > text.height + 13.99 && size.height < text.height + 15, "\(size) for \(text)")
        button.layoutIfNeeded()
        let font = try #require(button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(font.pointSize == 17)
    }

    @Test("Every size has its default insets; setting contentInsets replaces them and setDefaultContentInsets brings them back for the current size")
    func contentInsetsPerSize() {
        var configuration = UIButton.Configuration.gray()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        let mini = UIButton(configuration: { var c = titled(.plain()); c.buttonSize = .mini; return c }())
        let text = textSize("Button", .footnote)
        #expect(abs(mini.intrinsicContentSize.height - (text.height + 6)) < 1,
                "\(mini.intrinsicContentSize) for \(text)")
    }

    @Test("The eight styles are four looks: borderless is plain, bordered gray, borderedTinted tinted, borderedProminent filled")
    func styleNames() {
        #expect(UIButton.Configuration.borderless().style == UIButton.Configuration.plain().style)
        #expect(UIButton.Configuration.bordered().style == UIButton.Configuration.gray().style)
        #expect(UIButton.Configuration.borderedTinted().style == UIButton.Configuration.tinted().style)
        #expect(UIButton.Configuration.borderedProminent().style == UIButton.Configuration.filled().style)
        #expect(UIButton.Configuration.filled().background.backgroundColor == nil, "styles leave the background's color to the state")
    }

    @Test("imagePadding separates the image from the title on the imagePlacement side; the block stays centred", arguments: [
        ("leading", NSDirectionalRectEdge.leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
    ])
    func imagePlacement(_ name: String, _ edge: NSDirectionalRectEdge) throws {
        var configuration = titled(.plain(), "Go")
        configuration.image = square(20)
        configuration.imagePlacement = edge
        configuration.imagePadding = 8
        let button = laidOut(configuration, 200, 100)
        let image = try #require(button.imageView?.frame), title = try #require(button.titleLabel?.frame)
        #expect(image.size == CGSize(width: 20, height: 20))
        let union = image.union(title)
        #expect(abs(union.midX - 100) <= 0.5 && abs(union.midY - 50) <= 0.5, "\(union)")
        switch name {
        case "leading": #expect(abs(title.minX - image.maxX - 8) <= 0.5, "\(image) \(title)")
        case "trailing": #expect(abs(image.minX - title.maxX - 8) <= 0.5, "\(image) \(title)")
        case "top": #expect(abs(title.minY - image.maxY - 8) <= 0.5, "\(image) \(title)")
        default: #expect(abs(image.minY - title.maxY - 8) <= 0.5, "\(image) \(title)")
        }
        let size = button.intrinsicContentSize, text = textSize("Go", .body)
        let expected = name == "leading" || name == "trailing"
            ? CGSize(width: 20 + 8 + text.width + 24, height: max(20, text.height) + 14)
            : CGSize(width: max(20, text.width) + 24, height: 20 + 8 + text.height + 14)
        #expect(abs(size.width - expected.width) < 1 && abs(size.height - expected.height) < 1, "\(size) vs \(expected)")
    }

    @Test("imageReservation keeps room for the image along its axis: a smaller image is centred in it, a larger one ignores it")
    func imageReservation() throws {
        var configuration = titled(.plain(), "Go")
        configuration.image = square(10)
        configuration.imageReservation = 30
        configuration.imagePadding = 4
        let button = laidOut(configuration, 200, 44)
        let image = try #require(button.imageView?.frame), title = try #require(button.titleLabel?.frame)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(abs(title.minX - image.maxX - 10 - 4) <= 0.5, "\(image) \(title)")
        let text = textSize("Go", .body)
        #expect(abs(button.intrinsicContentSize.width - (30 + 4 + text.width + 24)) < 1)
        button.configuration?.image = square(40)
        #expect(abs(button.intrinsicContentSize.width - (40 + 4 + text.width + 24)) < 1)
    }

    @Test("Right to left, a leading image is on the right of the title")
    func rightToLeft() throws {
        var configuration = titled(.filled(), "Go")
        configuration.image = square(20)
        configuration.imagePadding = 4
        let button = UIButton(configuration: configuration)
        button.semanticContentAttribute = .forceRightToLeft
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame), title = try #require(button.titleLabel?.frame)
        #expect(abs(image.minX - title.maxX - 4) <= 0.5, "\(image) \(title)")
    }

    @Test("The subtitle sits under the title, titlePadding apart, in the smaller subheadline font")
    func subtitle() throws {
        var configuration = titled(.tinted(), "Title")
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        let button = laidOut(configuration, 200, 80)
        let title = try #require(button.titleLabel?.frame), subtitle = try #require(button.subtitleLabel?.frame)
        #expect(abs(subtitle.minY - title.maxY - 4) <= 0.5, "\(title) \(subtitle)")
        let font = button.subtitleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(font?.pointSize == 15)
        let expected = textSize("Title", .body).height + 4 + textSize("Subtitle", .subheadline).height + 14
        #expect(abs(button.intrinsicContentSize.height - expected) < 1)
        #expect(button.intrinsicContentSize.width >= textSize("Subtitle", .subheadline).width + 24)
    }

    @Test("A configured button ignores the classic font and insets; a title set per state after the configuration wins, one set before does not")
    func classicAPI() throws {
        let button = UIButton(type: .system)
        button.setTitle("Old", for: .normal)
        button.configuration = titled(.gray(), "New")
        let size = button.intrinsicContentSize
        button.titleLabel?.font = .systemFont(ofSize: 40)
        button.contentEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "New")
        #expect(button.intrinsicContentSize == size)
        #expect((button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 17)
        button.setTitle("Later", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Later")
        button.configuration = nil
        button.layoutIfNeeded()
        #expect(button.subviews.allSatisfy { !($0 is BackgroundConfigurationView) }, "back to a classic button")
        #expect(button.titleLabel?.numberOfLines == 1 && button.titleLabel?.text == "Later")
    }

    @Test("An attributed title keeps its own font; the title text attributes transformer changes what the style chose")
    func attributedTitleAndTransformer() throws {
        var configuration = UIButton.Configuration.filled()
        var title = AttributedString("Big")
        title.uiKit.font = .boldSystemFont(ofSize: 30)
        configuration.attributedTitle = title
        #expect(configuration.title == "Big")
        configuration.subtitle = "small"
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.uiKit.foregroundColor = .systemRed
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        #expect((button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        let color = try #require(button.subtitleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
        #expect(rgba(color) == rgba(.systemRed))
        let titleColor = try #require(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
        #expect(rgba(titleColor) == rgba(.white), "filled: white content")
    }

    @Test("Corner styles: dynamic follows the size, capsule is half the height, fixed is the background's own radius")
    func cornerStyles() throws {
        func radius(_ style: UIButton.Configuration.CornerStyle, fixed: CGFloat = 0) -> CGFloat? {
            var configuration = titled(.filled())
            configuration.cornerStyle = style
            configuration.background.cornerRadius = fixed
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            button.layoutIfNeeded()
            return button.configurationStorage?.backgroundView?.configuration.cornerRadius
        }
        #expect(radius(.dynamic) == 6)
        #expect(radius(.capsule) == 20)
        #expect(radius(.fixed, fixed: 3) == 3)
        #expect(radius(.small) == 4 && radius(.medium) == 8 && radius(.large) == 12)
    }

    @Test("showsActivityIndicator shows a spinning indicator where the image was, in the foreground color")
    func activityIndicator() throws {
        var configuration = titled(.filled(), "Saving")
        configuration.image = square(20)
        configuration.imagePadding = 6
        configuration.showsActivityIndicator = true
        let button = laidOut(configuration, 200, 44)
        let spinner = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating)
        #expect(button.imageView?.superview == nil)
        let title = try #require(button.titleLabel?.frame)
        #expect(abs(title.minX - spinner.frame.maxX - 6) <= 0.5)
        #expect(rgba(spinner.color) == rgba(.white))
    }
}
