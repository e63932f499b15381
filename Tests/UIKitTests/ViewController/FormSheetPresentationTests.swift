import Testing
import UIKit
import UIKitTesting

/// `.formSheet` in regular width: a card centred in the window, sized by
/// `preferredContentSize` (540 × 620 by default), over the presenter dimmed with black at
/// 20 %; in compact width it is a sheet with a page sheet's frame.
@Suite("Form sheet presentation", .freshContext) @MainActor
struct FormSheetPresentationTests {
    private func present(on size: CGSize, preferred: CGSize = .zero,
                         safeArea: UIEdgeInsets = .zero) -> (UITestHost, UIViewController, UIViewController) {
        let host = UITestHost(size: size, scale: 1)
        host.window.screenSafeAreaInsets = safeArea
        let a = UIViewController()
        host.window.rootViewController = a
        host.runLoopTurn()
        let b = UIViewController()
        b.modalPresentationStyle = .formSheet
        b.preferredContentSize = preferred
        a.present(b, animated: true)
        host.advanceTime(by: 0.6)
        return (host, a, b)
    }

    @Test("On an 820 × 1180 iPad a form sheet without a preferred size is a 540 × 620 card in the middle; the presenter stays")
    func defaultCard() {
        let (host, a, b) = present(on: CGSize(width: 820, height: 1180), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(b.presentationController is UISheetPresentationController)
        #expect(b.view.frame == CGRect(x: 140, y: 280, width: 540, height: 620))
        #expect(b.view.layer.cornerRadius == 10)
        #expect(a.view.window === host.window)
    }

    @Test("The card takes the presented controller's preferredContentSize, and its later changes")
    func preferredSize() {
        let (_, _, b) = present(on: CGSize(width: 1024, height: 1366), preferred: CGSize(width: 400, height: 300))
        #expect(b.view.frame == CGRect(x: 312, y: 533, width: 400, height: 300))
        b.preferredContentSize = CGSize(width: 600, height: 500)
        #expect(b.view.frame == CGRect(x: 212, y: 433, width: 600, height: 500))
    }

    @Test("The presenter behind a form sheet is dimmed with black at 20 %")
    func dimmed() {
        let (host, a, _) = present(on: CGSize(width: 820, height: 1180))
        a.view.backgroundColor = .white
        host.runLoopTurn()
        let pixel = host.renderScreen().pixel(x: 20, y: 20)
        #expect(abs(Int(pixel.r) - 204) <= 1 && pixel.r == pixel.g && pixel.g == pixel.b)
    }

    @Test("When the window changes size the card stays centred")
    func recentres() {
        let (host, _, b) = present(on: CGSize(width: 820, height: 1180))
        host.window.frame = CGRect(x: 0, y: 0, width: 1180, height: 820)
        host.runLoopTurn()
        #expect(b.view.frame == CGRect(x: 320, y: 100, width: 540, height: 620))
    }

    @Test("In compact width a form sheet is a sheet with a page sheet's frame (iPhone 16: 0, 59, 393, 793)")
    func compact() {
        let (_, _, b) = present(on: CGSize(width: 393, height: 852), preferred: CGSize(width: 400, height: 300),
                                safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(b.view.frame == CGRect(x: 0, y: 59, width: 393, height: 793))
    }
}
