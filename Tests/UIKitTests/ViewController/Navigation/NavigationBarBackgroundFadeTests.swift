import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A push or pop between controllers whose bars look different cross-fades the bar's
/// background over the transition (the leaving look fading out over the arriving one fading
/// in), follows an interactive pop's progress and goes back with it when cancelled; bars that
/// look alike do not fade.
@Suite("Navigation bar background cross-fade", .freshContext) @MainActor
struct NavigationBarBackgroundFadeTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A white controller whose bar is opaque `color` (standard and scroll edge alike).
    private func controller(_ title: String, bar color: UIColor?) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = .white
        if let color {
            let look = UINavigationBarAppearance()
            look.configureWithOpaqueBackground()
            look.backgroundColor = color
            vc.navigationItem.standardAppearance = look
            vc.navigationItem.scrollEdgeAppearance = look
        }
        return vc
    }

    private func shown(_ root: UIViewController) -> (UITestHost, UINavigationController) { NavigationFixture.shown(root) }

    /// A red-barred root with a blue-barred controller pushed on it, shown.
    private func redUnderBlue() -> (UITestHost, UINavigationController, UIViewController, UIViewController) {
        let a = controller("Red", bar: Self.red), b = controller("Blue", bar: Self.blue)
        let (host, navigation) = shown(a)
        navigation.pushViewController(b, animated: false)
        host.runLoopTurn()
        return (host, navigation, a, b)
    }

    /// The bar's background colour on screen, away from the title and buttons.
    private func barPixel(_ host: UITestHost) -> [Int] {
        let p = host.renderScreen().pixel(x: 300, y: 6)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// The fade copies' opacities on screen now (leaving, arriving); nil when no fade shows.
    private func fadeOpacities(_ bar: UINavigationBar) -> (leaving: Float, arriving: Float)? {
        guard let (leaving, arriving) = bar.backgroundFade, !leaving.isHidden else { return nil }
        return (leaving.layer.presentation()?.opacity ?? leaving.layer.opacity, arriving.layer.presentation()?.opacity ?? arriving.layer.opacity)
    }

    /// The pixel of `leaving` at opacity 1 − p over `arriving` at p over white, per channel.
    private func expected(leaving: UIColor, arriving: UIColor, progress p: CGFloat) -> [Int] {
        let l = leaving.cgColor.components ?? [], a = arriving.cgColor.components ?? []
        return (0..<3).map { i in
            let under = p * a[i] + (1 - p) * 1
            return Int(((1 - p) * l[i] + p * under) * 255 + 0.5)
        }
    }

    private func close(_ a: [Int], _ b: [Int], within tolerance: Int = 4) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("A push from a red bar to a blue one cross-fades the background on the push's own curve: red at the start, the mix halfway, blue at the end")
    func pushCrossFades() {
        let a = controller("Red", bar: Self.red), b = controller("Blue", bar: Self.blue)
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        #expect(barPixel(host) == [255, 0, 0])
        navigation.pushViewController(b, animated: true)
        host.runLoopTurn()
        let start = fadeOpacities(navigation.navigationBar)
        #expect(start.map { abs($0.leaving - 1) < 0.01 && $0.arriving < 0.01 } == true, "\(String(describing: start))")
        #expect(close(barPixel(host), [255, 0, 0]))
        host.advanceTime(by: SystemTransitionTiming.duration / 2)
        let width = navigation.view.bounds.width
        let progress = 1 - (b.view.layer.presentation()?.frame.minX ?? 0) / width
        let mid = fadeOpacities(navigation.navigationBar)
        #expect(progress > 0.2 && progress < 0.98)
        #expect(mid.map { abs(CGFloat($0.arriving) - progress) < 0.02 && abs(CGFloat($0.leaving) - (1 - progress)) < 0.02 } == true,
                "the fade follows the slide (\(progress), \(String(describing: mid)))")
        let pixel = barPixel(host), want = expected(leaving: Self.red, arriving: Self.blue, progress: progress)
        #expect(close(pixel, want), "\(pixel) vs \(want)")
        host.advanceInFrames(SystemTransitionTiming.duration)
        #expect(navigation.navigationBar.backgroundFade == nil)
        #expect(barPixel(host) == [0, 0, 255])
    }

    @Test("Pushing from a list scrolled under the bar (standard look) to a screen at its scroll edge fades the bar to transparent")
    func scrollEdgeCrossFade() {
        let list = TextListController(title: "List", count: 40)
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = Self.red
        list.navigationItem.standardAppearance = look
        let (host, navigation) = shown(list)
        defer { withExtendedLifetime(host) {} }
        list.tableView.contentOffset.y += 200
        host.runLoopTurn()
        #expect(barPixel(host) == [255, 0, 0])
        let next = controller("Plain", bar: nil)
        next.navigationItem.standardAppearance = look
        navigation.pushViewController(next, animated: true)
        host.runLoopTurn()
        #expect(fadeOpacities(navigation.navigationBar) != nil, "standard and scroll-edge looks differ: the background fades")
        host.advanceTime(by: 0.1)
        let mid = barPixel(host)
        #expect(mid.count == 3 && mid[0] == 255 && mid[1] > 20 && mid[1] < 235, "halfway between red and the white content (\(mid))")
        host.advanceInFrames(SystemTransitionTiming.duration)
        #expect(barPixel(host) == [255, 255, 255], "transparent at the scroll edge")
    }

    @Test("Bars that look alike do not fade: the background stays as it is through the push")
    func alikeBarsDoNotFade() {
        let a = controller("One", bar: Self.red), b = controller("Two", bar: Self.red)
        let (host, navigation) = shown(a)
        defer { withExtendedLifetime(host) {} }
        navigation.pushViewController(b, animated: true)
        for _ in 0..<6 {
            host.advanceTime(by: 0.1)
            #expect(fadeOpacities(navigation.navigationBar) == nil)
            #expect(barPixel(host) == [255, 0, 0])
        }
    }

    @Test("An interactive pop fades the background with the finger (over a third of the way across: as much faded) and fades it back when cancelled")
    func interactivePopFollowsAndCancels() {
        let (host, navigation, _, b) = redUnderBlue()
        defer { withExtendedLifetime(host) {} }
        #expect(barPixel(host) == [0, 0, 255])
        host.touchDown(at: CGPoint(x: 4, y: 400))
        var previous: Float = 1
        for step in 1...20 {
            host.touchMove(to: CGPoint(x: 4 + 146 * CGFloat(step) / 20, y: 400))
            host.advanceTime(by: 0.05)
            // The pop begins once the finger has moved past the recognizer's slop.
            if let shownNow = fadeOpacities(navigation.navigationBar) {
                #expect(shownNow.leaving <= previous + 0.001, "the blue fades as the finger moves on")
                previous = shownNow.leaving
            }
        }
        #expect(previous < 0.9, "the fade began with the pop")
        host.advanceTime(by: 0.2)
        let percent = (b.view.layer.presentation()?.frame.minX ?? 0) / navigation.view.bounds.width
        #expect(percent > 0.3 && percent < 0.45, "the finger is over a third of the way across (\(percent))")
        let held = fadeOpacities(navigation.navigationBar)
        #expect(held.map { abs(CGFloat($0.arriving) - percent) < 0.03 && abs(CGFloat($0.leaving) - (1 - percent)) < 0.03 } == true,
                "\(percent) \(String(describing: held))")
        let pixel = barPixel(host), want = expected(leaving: Self.blue, arriving: Self.red, progress: percent)
        #expect(close(pixel, want), "\(pixel) vs \(want)")
        host.touchUp()
        previous = held?.leaving ?? 0
        for _ in 0..<4 {
            host.advanceTime(by: 1.0 / 60)
            guard let back = fadeOpacities(navigation.navigationBar) else { break }
            #expect(back.leaving >= previous - 0.001, "the blue comes back")
            previous = back.leaving
        }
        host.advanceInFrames(1)
        #expect(navigation.topViewController === b)
        #expect(navigation.navigationBar.backgroundFade == nil)
        #expect(barPixel(host) == [0, 0, 255])
    }

    @Test("A completed interactive pop ends on the arriving look")
    func interactivePopCompletes() {
        let (host, navigation, a, _) = redUnderBlue()
        defer { withExtendedLifetime(host) {} }
        host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.4, steps: 20)
        host.advanceInFrames(1)
        #expect(navigation.topViewController === a)
        #expect(navigation.navigationBar.backgroundFade == nil)
        #expect(barPixel(host) == [255, 0, 0])
    }

    @Test("Mid-push reference: a list scrolled under its material bar pushing a screen at its scroll edge, the bar half faded to transparent")
    func midFadeReference() {
        let host = UITestHost(size: CGSize(width: 320, height: 568), scale: 2)
        host.window.screenSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let list = TextListController(title: "Inbox", count: 30)
        let navigation = UINavigationController(rootViewController: list)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        list.tableView.contentOffset.y += 120
        host.runLoopTurn()
        let next = StripedController()
        next.title = "Message"
        navigation.pushViewController(next, animated: true)
        host.runLoopTurn()
        host.advanceTime(by: 0.06)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "navigation-bar-fade-mid-push")
        #expect(diff == nil, "\(diff!)")
    }
}
