import UIKitTesting
import Foundation
import Testing
@testable import UIKit

/// Dynamic Type: `preferredFont(forTextStyle:)` sized by the content size category with iOS's
/// published sizes, `UIFontMetrics` scaling along a style's curve, and the user's text size as
/// the application and the test host set it.
@Suite("Dynamic Type", .serialized, .freshContext) @MainActor
struct DynamicTypeTests {
    private let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    private func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)).pointSize
    }

    @Test("preferredFont(forTextStyle:compatibleWith:) has the HIG's size for each style at every category, xSmall through AX5")
    func publishedSizes() {
        let expected: [(UIFont.TextStyle, [CGFloat])] = [
            (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
            (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
            (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
            (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
            (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
            (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
            (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
            (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
            (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
        ]
        for (style, sizes) in expected {
            #expect(categories.map { size(style, $0) } == sizes, "\(style.rawValue)")
        }
        // The headline is the body's size in semibold.
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == "Inter-Regular")
        // An unspecified category is the default, Large.
        #expect(size(.body, .unspecified) == 17)
    }

    @Test("preferredFont(forTextStyle:) follows the current trait collection: the user's size, or the traits made current")
    func currentCategory() {
        let host = UITestHost()
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        host.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(host.window.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 23)
        UITraitCollection(preferredContentSizeCategory: .extraSmall).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
        }
        // A view's override reaches its subtree's traits.
        let view = UIView()
        host.window.addSubview(view)
        view.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: view.traitCollection).pointSize == 38)
    }

    @Test("Changing the user's size posts didChangeNotification with the new value and tells views whose traits changed")
    func changeNotification() {
        let host = UITestHost()
        final class Watcher: UIView {
            var changes: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                changes.append(traitCollection.preferredContentSizeCategory)
            }
        }
        let watcher = Watcher()
        host.window.addSubview(watcher)
        var posted: [UIContentSizeCategory] = []
        let token = NotificationCenter.default.addContextObserver(forName: UIContentSizeCategory.didChangeNotification) { note in
            if let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { posted.append(value) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.preferredContentSizeCategory = .accessibilityLarge
        host.preferredContentSizeCategory = .accessibilityLarge // unchanged: nothing posted
        #expect(posted == [.accessibilityLarge])
        #expect(watcher.changes == [.accessibilityLarge])
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test("UIContentSizeCategory: sizes are ordered, the five accessibility sizes say so, names parse as the environment gives them")
    func categoryValues() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge >= .accessibilityMedium)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(UIContentSizeCategory(named: "accessibilityExtraExtraExtraLarge") == .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory(named: "AX1") == .accessibilityMedium)
        #expect(UIContentSizeCategory(named: "xxxL") == .extraExtraExtraLarge)
        #expect(UIContentSizeCategory(named: "UICTContentSizeCategoryXS") == .extraSmall)
        #expect(UIContentSizeCategory(named: "huge") == nil)
    }

    @Test("UIFontMetrics scales values and fonts by the style's size at the category over its size at Large")
    func fontMetrics() throws {
        let xxxLarge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxLarge) == 23)
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xxxLarge) == 46)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: ax5) == 58)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
        let custom = try #require(UIFont(name: "Helvetica-Bold", size: 20))
        let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom, compatibleWith: ax5)
        #expect(scaled.pointSize == CGFloat(20) * 58 / 28)
        #expect(scaled.fontName == "LiberationSans-Bold", "the face stays; only the size scales")
        let capped = UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: ax5)
        #expect(capped.pointSize == 30)
        // Without traits, the current ones: the user's size.
        let host = UITestHost()
        host.preferredContentSizeCategory = .extraSmall
        #expect(UIFontMetrics.default.scaledValue(for: 17) == 14)
        #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == CGFloat(20) * 14 / 17)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 10).pointSize == 10)
    }
}
