import Testing
import UIKit
import UIKitTesting

/// A standalone `UIToolbar`'s items (uikit-controllers-facts.md §1.6, `UIBarButtonItem`): fixed
/// spaces of their width, flexible spaces sharing what is left, custom views at their own
/// size, image items drawn as templates in the bar's tint, and a tap running the item.
@Suite("Toolbar items", .freshContext) @MainActor
struct ToolbarItemsTests {
    /// A 390-wide toolbar along the bottom of a shown window, holding `items`.
    private func shown(_ items: [UIBarButtonItem]) -> (UITestHost, UIToolbar) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        toolbar.setItems(items, animated: false)
        host.window.addSubview(toolbar)
        host.runLoopTurn()
        toolbar.layoutIfNeeded()
        return (host, toolbar)
    }

    /// The frame, in the toolbar, of the shown label reading `text`.
    private func frame(of text: String, in toolbar: UIToolbar) -> CGRect? {
        func find(_ view: UIView) -> UILabel? {
            if let label = view as? UILabel, label.text == text, !label.isHidden { return label }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(toolbar).map { $0.convert($0.bounds, to: toolbar) }
    }

    @Test("A fixed space adds exactly its width between two items; flexible spaces on both sides center an item")
    func fixedAndFlexibleSpaces() throws {
        let narrow = shown([UIBarButtonItem(title: "One"), .fixedSpace(30), UIBarButtonItem(title: "Two")])
        let wide = shown([UIBarButtonItem(title: "One"), .fixedSpace(60), UIBarButtonItem(title: "Two")])
        defer { withExtendedLifetime((narrow.0, wide.0)) {} }
        let one = try #require(frame(of: "One", in: narrow.1))
        let two = try #require(frame(of: "Two", in: narrow.1))
        let movedTwo = try #require(frame(of: "Two", in: wide.1))
        #expect(abs(one.minX - 16) < 1, "the first item starts at the bar's margin")
        #expect(abs(movedTwo.minX - two.minX - 30) < 0.5)
        let centered = shown([.flexibleSpace(), UIBarButtonItem(title: "Middle"), .flexibleSpace()])
        defer { withExtendedLifetime(centered.0) {} }
        let middle = try #require(frame(of: "Middle", in: centered.1))
        #expect(abs(middle.midX - 195) < 1)
    }

    @Test("A custom view item shows that view in the bar at its own size, centered vertically")
    func customView() {
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 28))
        let (host, toolbar) = shown([UIBarButtonItem(customView: custom), .flexibleSpace(), UIBarButtonItem(title: "Done", style: .done)])
        defer { withExtendedLifetime(host) {} }
        #expect(custom.isDescendant(of: toolbar))
        let placed = custom.convert(custom.bounds, to: toolbar)
        #expect(placed.size == CGSize(width: 80, height: 28))
        #expect(abs(placed.midY - 22) <= 0.5 && abs(placed.minX - 16) < 1)
    }

    @Test("An image item shows its image as a template in the bar's tint color")
    func imageItem() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 22, height: 22)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 22, height: 22))
        }
        let (host, toolbar) = shown([UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)])
        defer { withExtendedLifetime(host) {} }
        toolbar.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.runLoopTurn()
        func imageViews(_ view: UIView) -> [UIImageView] {
            ((view as? UIImageView).map { [$0] } ?? []) + view.subviews.flatMap(imageViews)
        }
        let shownImage = try #require(imageViews(toolbar).first { $0.image != nil && !$0.isHidden })
        #expect(shownImage.image?.renderingMode == .alwaysTemplate)
        let center = shownImage.convert(CGPoint(x: shownImage.bounds.midX, y: shownImage.bounds.midY), to: nil)
        let pixel = host.renderScreen().pixel(x: Int(center.x), y: Int(center.y))
        #expect(pixel.r > 200 && pixel.g < 60 && pixel.b < 60, "drawn in the tint (\(pixel))")
    }

    @Test("A tap on a toolbar item runs its primary action")
    func tapRunsTheItem() throws {
        var taps = 0
        let (host, toolbar) = shown([UIBarButtonItem(title: "Share", image: nil, primaryAction: UIAction { _ in taps += 1 })])
        defer { withExtendedLifetime(host) {} }
        let share = try #require(frame(of: "Share", in: toolbar))
        host.tap(at: toolbar.convert(CGPoint(x: share.midX, y: share.midY), to: nil))
        #expect(taps == 1)
    }
}
