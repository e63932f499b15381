import Testing
@testable import UIKit
import UIKitTesting

/// UITabBar on its own: items laid out as on an iPhone (equal widths, icon over a 10 pt
/// title), selection by a tap that ends inside an item, badges, tints, the appearance's copy
/// semantics, and UIKit's system items.
@Suite("Tab bar", .freshContext) @MainActor
struct TabBarTests {
    final class BarDelegate: UITabBarDelegate {
        var selected: [String] = []
        func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "?") }
    }

    /// A 390-wide bar at the bottom of a shown window, with `count` items titled "I0" ….
    private func shownBar(_ count: Int) -> (UITestHost, UITabBar) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let bar = UITabBar(frame: CGRect(x: 0, y: 795, width: 390, height: 49))
        bar.items = (0..<count).map { UITabBarItem(title: "I\($0)", image: TabBarGlyphs.square, tag: $0) }
        host.window.addSubview(bar)
        host.runLoopTurn()
        return (host, bar)
    }

    private func buttons(of bar: UITabBar) -> [UIControl] {
        bar.subviews.compactMap { $0 as? UIControl }
    }

    @Test("Items share the width equally on a phone; each shows its 25 pt icon centered 19 pt from the top and a 10 pt title under it")
    func stackedLayout() throws {
        let (host, bar) = shownBar(4)
        defer { withExtendedLifetime(host) {} }
        let controls = buttons(of: bar)
        #expect(controls.map(\.frame) == (0..<4).map { CGRect(x: CGFloat($0) * 97.5, y: 0, width: 97.5, height: 49) })
        let first = try #require(controls.first)
        let image = try #require(first.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil })
        #expect(image.frame == CGRect(x: 36.25, y: 6.5, width: 25, height: 25))
        let label = try #require(first.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "I0" && label.font.pointSize == 10)
        #expect(label.frame.minY == 35 && abs(label.frame.midX - 48.75) < 0.5)
    }

    @Test("The selected item shows its selectedImage and the others their image; an item with no selectedImage shows its image when selected")
    func selectedImage() throws {
        let (host, bar) = shownBar(2)
        defer { withExtendedLifetime(host) {} }
        func square(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 25, height: 25))
            }.withRenderingMode(.alwaysOriginal)
        }
        func icon(_ index: Int) -> UIImage? {
            buttons(of: bar)[index].subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil }?.image
        }
        let outline = square(.systemGray), filled = square(.systemBlue)
        let items = try #require(bar.items)
        items[0].image = outline
        items[0].selectedImage = filled
        items[1].image = outline
        bar.selectedItem = items[0]
        host.runLoopTurn()
        #expect(icon(0) === filled && icon(1) === outline)
        bar.selectedItem = items[1]
        host.runLoopTurn()
        #expect(icon(0) === outline && icon(1) === outline)
        #expect(items[1].selectedImage === outline, "selectedImage reads back the image when none is set")
    }

    @Test("A tap that ends inside an item selects it and tells the delegate (again for the selected item); a touch that leaves the item selects nothing; setting selectedItem in code tells no one")
    func tapSelection() {
        let (host, bar) = shownBar(3)
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.selectedItem = bar.items?[0]
        #expect(delegate.selected.isEmpty)
        host.tap(at: CGPoint(x: 195, y: 815))
        #expect(bar.selectedItem === bar.items?[1])
        host.tap(at: CGPoint(x: 195, y: 815))
        #expect(delegate.selected == ["I1", "I1"])
        host.touchDown(at: CGPoint(x: 325, y: 815))
        host.touchMove(to: CGPoint(x: 325, y: 500))
        host.touchUp()
        #expect(bar.selectedItem === bar.items?[1])
        #expect(delegate.selected == ["I1", "I1"])
    }

    @Test("A disabled item cannot be selected by a tap")
    func disabledItem() {
        let (host, bar) = shownBar(2)
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.items?[1].isEnabled = false
        host.tap(at: CGPoint(x: 292, y: 815))
        #expect(bar.selectedItem == nil && delegate.selected.isEmpty)
    }

    @Test("The selected item's icon and title take the tint color, the others unselectedItemTintColor (gray by default)")
    func tints() throws {
        let (host, bar) = shownBar(2)
        defer { withExtendedLifetime(host) {} }
        bar.selectedItem = bar.items?[0]
        let labels = buttons(of: bar).compactMap { $0.subviews.compactMap { $0 as? UILabel }.first }
        #expect(labels[0].textColor == bar.tintColor)
        #expect(labels[1].textColor == UIColor.systemGray)
        bar.tintColor = .systemGreen
        bar.unselectedItemTintColor = .systemOrange
        #expect(labels[0].textColor == UIColor.systemGreen)
        #expect(labels[1].textColor == UIColor.systemOrange)
        let images = buttons(of: bar).compactMap { $0.subviews.compactMap { $0 as? UIImageView }.first { $0.image != nil } }
        #expect(images[0].tintColor == UIColor.systemGreen && images[0].image?.renderingMode == .alwaysTemplate)
    }

    @Test("A badge is a red capsule at the icon's top right with the value in white; at least 18 × 18; badgeColor changes it; nil removes it")
    func badge() throws {
        let (host, bar) = shownBar(2)
        defer { withExtendedLifetime(host) {} }
        let item = try #require(bar.items?[0])
        item.badgeValue = "3"
        host.runLoopTurn()
        let button = buttons(of: bar)[0]
        func badgeView() -> UIView? { button.subviews.first { $0.backgroundColor != nil && $0.layer.cornerRadius > 0 } }
        let badge = try #require(badgeView())
        #expect(badge.backgroundColor == UIColor.systemRed)
        #expect(badge.frame.size == CGSize(width: 18, height: 18))
        #expect(badge.frame.minX == 97.5 + 6, "the icon of a 195 pt wide item is centered at 97.5")
        #expect(badge.frame.minY == 2)
        let text = try #require(badge.subviews.compactMap { $0 as? UILabel }.first)
        #expect(text.text == "3" && text.textColor == UIColor.white)
        item.badgeValue = "New"
        #expect(badge.frame.width > 18)
        item.badgeColor = .systemBlue
        #expect(badgeView()?.backgroundColor == UIColor.systemBlue)
        item.badgeValue = nil
        #expect(badgeView() == nil)
    }

    @Test("The bar's height fits its content over the bottom safe area: 49 on a plain screen")
    func sizeThatFits() {
        let (host, bar) = shownBar(1)
        defer { withExtendedLifetime(host) {} }
        #expect(bar.sizeThatFits(CGSize(width: 390, height: 500)) == CGSize(width: 390, height: 49))
    }

    @Test("System items have iOS's titles and visible glyphs (template images with opaque pixels)")
    func systemItems() throws {
        let expected: [(UITabBarItem.SystemItem, String)] = [
            (.more, "More"), (.favorites, "Favorites"), (.featured, "Featured"), (.topRated, "Top Rated"), (.recents, "Recents"),
            (.contacts, "Contacts"), (.history, "History"), (.bookmarks, "Bookmarks"), (.search, "Search"), (.downloads, "Downloads"),
            (.mostRecent, "Most Recent"), (.mostViewed, "Most Viewed"),
        ]
        for (system, title) in expected {
            let item = UITabBarItem(tabBarSystemItem: system, tag: 5)
            #expect(item.title == title && item.tag == 5)
            let image = try #require(item.image?.cgImage)
            var opaque = 0
            for y in stride(from: 0, to: image.height, by: 2) {
                for x in stride(from: 0, to: image.width, by: 2) where image.pixel(x: x, y: y).a > 128 { opaque += 1 }
            }
            #expect(opaque > 20, "\(title)'s glyph must be visible")
            #expect(item.image?.renderingMode == .alwaysTemplate)
        }
    }

    @Test("Appearances are copied when set: changing the original afterwards changes nothing; copy() is independent")
    func appearanceCopies() throws {
        let bar = UITabBar()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemYellow
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        bar.standardAppearance = appearance
        appearance.backgroundColor = .systemRed
        appearance.stackedLayoutAppearance.selected.iconColor = .systemRed
        #expect(bar.standardAppearance.backgroundColor == UIColor.systemYellow)
        #expect(bar.standardAppearance.stackedLayoutAppearance.selected.iconColor == UIColor.systemPink)
        let copy = try #require(appearance.copy() as? UITabBarAppearance)
        copy.shadowColor = .systemGreen
        #expect(appearance.shadowColor != UIColor.systemGreen)
        appearance.configureWithTransparentBackground()
        #expect(appearance.isTransparent && appearance.shadowColor?.cgColor.alpha ?? 0 == 0)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial)
    }

    @Test("The appearance's selected icon color wins over the bar's tint")
    func appearanceIconColor() throws {
        let (host, bar) = shownBar(2)
        defer { withExtendedLifetime(host) {} }
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBrown]
        bar.standardAppearance = appearance
        bar.selectedItem = bar.items?[0]
        let labels = buttons(of: bar).compactMap { $0.subviews.compactMap { $0 as? UILabel }.first }
        #expect(labels[0].textColor == UIColor.systemPink)
        #expect(labels[1].textColor == UIColor.systemBrown)
    }
}

/// Simple images for tab items in tests.
@MainActor
enum TabBarGlyphs {
    /// A 25 × 25 filled rounded square.
    static var square: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { _ in
            UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 21, height: 21), cornerRadius: 5).fill()
        }
    }

    /// A 25 × 25 circle outline, filled when `filled`.
    static func circle(filled: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { _ in
            let path = UIBezierPath(ovalIn: CGRect(x: 2.5, y: 2.5, width: 20, height: 20))
            path.lineWidth = 2
            if filled { path.fill() } else { path.stroke() }
        }
    }
}
