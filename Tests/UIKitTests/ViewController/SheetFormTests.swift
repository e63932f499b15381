import Testing
import UIKit
import UIKitTesting

/// The shapes a sheet takes by size class (Apple's `pageSheet`, `prefersPageSizing`,
/// `prefersEdgeAttachedInCompactHeight` and `widthFollowsPreferredContentSizeWhenEdgeAttached`
/// documentation): a page-sized card, taller than wide and centred, in regular width and
/// height; full screen in compact height unless attached to the bottom edge; a sheet rising
/// from the bottom in compact width. The card's numbers are `SheetCardMetrics`'.
@Suite("Sheet forms by size class", .freshContext) @MainActor
struct SheetFormTests {
    private let iPad = CGSize(width: 820, height: 1180)
    private let iPadInsets = UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
    private let phoneLandscape = CGSize(width: 852, height: 393)
    private let phoneLandscapeInsets = UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    private func present(_ style: UIModalPresentationStyle = .pageSheet, on size: CGSize, insets: UIEdgeInsets,
                         configure: (UIViewController) -> Void = { _ in }) -> (UITestHost, UIViewController, UIViewController) {
        let host = UITestHost(size: size, scale: 1)
        host.window.screenSafeAreaInsets = insets
        let a = UIViewController()
        host.window.rootViewController = a
        host.runLoopTurn()
        let b = UIViewController()
        b.modalPresentationStyle = style
        configure(b)
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        return (host, a, b)
    }

    @Test("On an iPad a page sheet is a 704-point card (the readable width with its margins), centred, 20 points inside the safe area above and below")
    func pageCard() {
        let (host, a, b) = present(on: iPad, insets: iPadInsets)
        #expect(b.view.frame == CGRect(x: 58, y: 42, width: 704, height: 1096))
        #expect(b.view.layer.cornerRadius == 10)
        #expect(a.view.window === host.window)
        #expect(b.sheetPresentationController?.prefersPageSizing == true)
    }

    @Test("In landscape the page card is still taller than wide, with the presenter visible on both sides")
    func pageCardLandscape() {
        let (_, _, b) = present(on: CGSize(width: 1180, height: 820), insets: iPadInsets)
        #expect(b.view.frame == CGRect(x: 238, y: 42, width: 704, height: 736))
        #expect(b.view.frame.height > b.view.frame.width)
    }

    @Test("An automatic presentation on an iPad is a page sheet: the same card")
    func automaticIsPageCard() {
        let (_, _, b) = present(.automatic, on: iPad, insets: iPadInsets)
        #expect(b.view.frame == CGRect(x: 58, y: 42, width: 704, height: 1096))
    }

    @Test("Detents do not apply to a card: a page sheet asking for the medium detent is the same card")
    func cardIgnoresDetents() {
        let (_, _, b) = present(on: iPad, insets: iPadInsets) { $0.sheetPresentationController?.detents = [.medium()] }
        #expect(b.view.frame == CGRect(x: 58, y: 42, width: 704, height: 1096))
    }

    @Test("A page sheet that does not prefer page sizing is sized like a form sheet, by preferredContentSize")
    func pageSheetWithoutPageSizing() {
        let (_, _, b) = present(on: iPad, insets: iPadInsets) {
            $0.sheetPresentationController?.prefersPageSizing = false
            $0.preferredContentSize = CGSize(width: 400, height: 300)
        }
        #expect(b.view.frame == CGRect(x: 210, y: 440, width: 400, height: 300))
    }

    @Test("A form sheet does not prefer page sizing unless told to; told to, it is the page card")
    func formSheetPageSizing() {
        let (_, _, b) = present(.formSheet, on: iPad, insets: iPadInsets)
        #expect(b.sheetPresentationController?.prefersPageSizing == false)
        #expect(b.view.frame.size == CGSize(width: 540, height: 620))
        b.sheetPresentationController?.prefersPageSizing = true
        #expect(b.view.frame == CGRect(x: 58, y: 42, width: 704, height: 1096))
    }

    @Test("In compact height a sheet covers the screen, square-cornered, without a grabber")
    func compactHeightFullScreen() {
        let (host, _, b) = present(on: phoneLandscape, insets: phoneLandscapeInsets) {
            $0.sheetPresentationController?.prefersGrabberVisible = true
        }
        #expect(b.view.frame == CGRect(origin: .zero, size: phoneLandscape))
        #expect(b.view.layer.cornerRadius == 0)
        let grabbers = b.presentationController?.containerView?.subviews.filter { $0.frame.size == CGSize(width: 36, height: 5) } ?? []
        #expect(grabbers.isEmpty)
        #expect(host.window.subviews.count == 2, "the presenter's view stays under the sheet")
    }

    @Test("prefersEdgeAttachedInCompactHeight: the sheet keeps its detents, as wide as the safe area, attached to the bottom edge")
    func edgeAttached() {
        let (_, _, b) = present(on: phoneLandscape, insets: phoneLandscapeInsets) {
            $0.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
            $0.sheetPresentationController?.detents = [.medium(), .large()]
        }
        // Medium: half the container (196) above the bottom safe area (393 − 21).
        #expect(b.view.frame == CGRect(x: 59, y: 176, width: 734, height: 217))
        b.sheetPresentationController?.selectedDetentIdentifier = .large
        #expect(b.view.frame == CGRect(x: 59, y: 0, width: 734, height: 393))
        #expect(b.view.layer.cornerRadius > 0)
    }

    @Test("widthFollowsPreferredContentSizeWhenEdgeAttached: an edge-attached sheet is as wide as its preferred content size, centred")
    func edgeAttachedPreferredWidth() {
        let (_, _, b) = present(on: phoneLandscape, insets: phoneLandscapeInsets) {
            $0.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
            $0.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            $0.preferredContentSize = CGSize(width: 400, height: 0)
        }
        #expect(b.view.frame == CGRect(x: 226, y: 0, width: 400, height: 393))
    }

    @Test("widthFollowsPreferredContentSizeWhenEdgeAttached has no effect in compact width and regular height")
    func preferredWidthIgnoredInPortrait() {
        let (_, _, b) = present(on: CGSize(width: 393, height: 852), insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) {
            $0.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
            $0.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
            $0.preferredContentSize = CGSize(width: 200, height: 0)
        }
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test("A shown sheet takes the form of its new size classes when the window turns: bottom sheet, full screen, bottom sheet")
    func turnsWithTheWindow() {
        let portrait = CGSize(width: 393, height: 852), portraitInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let (host, _, b) = present(on: portrait, insets: portraitInsets)
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        host.window.screenSafeAreaInsets = phoneLandscapeInsets
        host.window.frame = CGRect(origin: .zero, size: phoneLandscape)
        host.advanceTime(by: 0.6)
        #expect(b.view.frame == CGRect(origin: .zero, size: phoneLandscape))
        #expect(b.view.layer.cornerRadius == 0)
        host.window.screenSafeAreaInsets = portraitInsets
        host.window.frame = CGRect(origin: .zero, size: portrait)
        host.advanceTime(by: 0.6)
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
        #expect(b.view.layer.cornerRadius > 0)
    }

    @Test("An iPad window narrowed to compact width (a split view) turns the page card into a sheet from the bottom, and back")
    func cardToSheetAndBack() {
        let (host, _, b) = present(on: iPad, insets: iPadInsets)
        host.window.frame = CGRect(x: 0, y: 0, width: 507, height: 1180)
        host.advanceTime(by: 0.6)
        #expect(b.view.frame.minX == 0 && b.view.frame.width == 507 && b.view.frame.maxY == 1180)
        host.window.frame = CGRect(origin: .zero, size: iPad)
        host.advanceTime(by: 0.6)
        #expect(b.view.frame == CGRect(x: 58, y: 42, width: 704, height: 1096))
    }
}
