import CoreGraphics
import Testing
@testable import UIKit
import UIKitTesting

/// The device's status bar and home indicator on the test host: the safe area they make,
/// which controller is in charge of them, and how they change (UIViewController
/// "Managing the status bar", `modalPresentationCapturesStatusBarAppearance`,
/// `prefersHomeIndicatorAutoHidden`; heights from uikit-controllers-facts.md §5).
@Suite("Status bar and home indicator", .freshContext) @MainActor
struct StatusBarTests {
    final class Preferring: UIViewController {
        var hidden = false
        var style = UIStatusBarStyle.default
        var autoHidesIndicator = false
        var animation = UIStatusBarAnimation.fade
        override var prefersStatusBarHidden: Bool { hidden }
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersHomeIndicatorAutoHidden: Bool { autoHidesIndicator }
        override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    }

    private func host(_ size: CGSize, root: UIViewController = Preferring()) -> UITestHost {
        let host = UITestHost(size: size, scale: 1)
        host.window.rootViewController = root
        host.showsDeviceChrome = true
        host.runLoopTurn()
        return host
    }

    private var statusBarWindow: StatusBarWindow? { UIApplication.shared.windows.lazy.compactMap { $0 as? StatusBarWindow }.first }

    @Test("Off by default: a plain screen has no safe area and draws no status bar")
    func offByDefault() {
        let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
        host.window.rootViewController = UIViewController()
        #expect(host.window.safeAreaInsets == .zero)
        #expect(statusBarWindow == nil)
        #expect(StatusBarSystem.current.statusBarFrame == .zero)
    }

    @Test("A Dynamic Island phone (393 × 852): safe area 59 at the top and 34 at the bottom; the status bar is 59 tall")
    func dynamicIslandPhone() {
        let root = Preferring()
        _ = host(CGSize(width: 393, height: 852), root: root)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(StatusBarSystem.current.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(statusBarWindow != nil)
    }

    @Test("On a desktop screen the key window plays the device's screen: the chrome follows its size and place, in strips over its top and bottom edges")
    func desktopWindow() throws {
        let host = UITestHost(size: CGSize(width: 1280, height: 1000), scale: 1)
        host.window.frame = CGRect(x: 100, y: 50, width: 393, height: 852)
        let root = Preferring()
        host.window.rootViewController = root
        host.showsDeviceChrome = true
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(statusBarWindow?.frame == CGRect(x: 100, y: 50, width: 393, height: 59))
        #expect(StatusBarSystem.current.statusBarFrame == CGRect(x: 100, y: 50, width: 393, height: 59))
        let indicator = try #require(UIApplication.shared.windows.lazy.compactMap { $0 as? HomeIndicatorWindow }.first)
        #expect(indicator.frame == CGRect(x: 100, y: 50 + 852 - 34, width: 393, height: 34))
        host.window.frame = CGRect(x: 10, y: 20, width: 375, height: 667)
        #expect(statusBarWindow?.frame == CGRect(x: 10, y: 20, width: 375, height: 20))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test("Status bar heights by device: 20 with a home button, 47 on 390 × 844, 50 on 375 × 812, 24 on an iPad with a home indicator")
    func heights() {
        for (size, top, bottom) in [(CGSize(width: 375, height: 667), 20.0, 0.0), (CGSize(width: 390, height: 844), 47, 34),
                                    (CGSize(width: 375, height: 812), 50, 34), (CGSize(width: 834, height: 1194), 24, 20)] {
            let chrome = DeviceChrome.forScreen(size: size)
            #expect(chrome.safeAreaInsets(screen: size, statusBarHidden: false) == UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        }
    }

    @Test("Hiding the status bar frees the top on a phone with a home button, but a sensor housing keeps its safe area")
    func hidingAndSafeArea() {
        let classic = Preferring()
        _ = host(CGSize(width: 375, height: 667), root: classic)
        classic.hidden = true
        classic.setNeedsStatusBarAppearanceUpdate()
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(classic.view.safeAreaInsets.top == 0)
        #expect(StatusBarSystem.current.statusBarFrame == .zero)

        let islandChrome = DeviceChrome.forScreen(size: CGSize(width: 393, height: 852))
        #expect(islandChrome.safeAreaInsets(screen: CGSize(width: 393, height: 852), statusBarHidden: true).top == 59)
    }

    @Test("Preferences are read again only on setNeedsStatusBarAppearanceUpdate(), as on iOS")
    func readOnRequest() {
        let root = Preferring()
        _ = host(CGSize(width: 375, height: 667), root: root)
        root.hidden = true
        #expect(statusBarWindow?.statusBar.alpha == 1)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(statusBarWindow?.statusBar.alpha == 0)
    }

    @Test("Inside an animation block the change animates: .fade fades the bar, .slide moves it up by its height")
    func animatedUpdate() throws {
        let root = Preferring()
        let host = host(CGSize(width: 393, height: 852), root: root)
        let bar = try #require(statusBarWindow?.statusBar)
        root.hidden = true
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { root.setNeedsStatusBarAppearanceUpdate() }
        host.advanceTime(by: 0.2)
        let opacity = try #require(bar.layer.presentation()?.opacity)
        #expect(abs(opacity - 0.5) < 0.05)
        host.advanceTime(by: 0.3)
        #expect(bar.layer.presentation()?.opacity == 0)

        root.hidden = false
        root.animation = .slide
        root.setNeedsStatusBarAppearanceUpdate()
        root.hidden = true
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { root.setNeedsStatusBarAppearanceUpdate() }
        host.advanceTime(by: 0.2)
        let y = try #require(bar.layer.presentation()?.frame.minY)
        #expect(abs(y - -29.5) < 1.5)
        host.advanceTime(by: 0.3)
        #expect(bar.frame.minY == -59)
    }

    @Test("A controller presented full screen takes over the status bar; a sheet does not unless it captures it")
    func presentedControllers() {
        let root = Preferring()
        let host = host(CGSize(width: 393, height: 852), root: root)
        let full = Preferring()
        full.style = .lightContent
        full.modalPresentationStyle = .fullScreen
        root.present(full, animated: false)
        host.runLoopTurn()
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        full.dismiss(animated: false)
        host.runLoopTurn()
        #expect(UIApplication.shared.statusBarStyle == .default)

        let sheet = Preferring()
        sheet.style = .lightContent
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        #expect(UIApplication.shared.statusBarStyle == .default)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
    }

    @Test("prefersHomeIndicatorAutoHidden: the indicator fades after 2 s without touches and comes back on a touch")
    func homeIndicatorAutoHides() throws {
        let root = Preferring()
        root.autoHidesIndicator = true
        let host = host(CGSize(width: 393, height: 852), root: root)
        root.setNeedsUpdateOfHomeIndicatorAutoHidden()
        let indicator = try #require(UIApplication.shared.windows.lazy.compactMap { $0 as? HomeIndicatorWindow }.first?.homeIndicator)
        #expect(indicator.alpha == 1)
        host.advanceTime(by: 1.9)
        #expect(indicator.alpha == 1)
        host.advanceTime(by: 0.5)
        #expect(indicator.alpha == 0)
        host.tap(at: CGPoint(x: 200, y: 400))
        #expect(indicator.alpha == 1)
        #expect(indicator.convert(indicator.bounds, to: nil).offsetBy(dx: 0, dy: indicator.window!.frame.minY) == CGRect(x: 130, y: 852 - 8 - 5, width: 134, height: 5))
    }

    @Test("childForHomeIndicatorAutoHidden and childForScreenEdgesDeferringSystemGestures forward to the named child")
    func forwarding() {
        final class Edges: UIViewController {
            override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .bottom }
            override var prefersHomeIndicatorAutoHidden: Bool { true }
        }
        final class Container: UIViewController {
            let inner = Edges()
            override var childForHomeIndicatorAutoHidden: UIViewController? { inner }
            override var childForScreenEdgesDeferringSystemGestures: UIViewController? { inner }
        }
        let host = UITestHost(size: CGSize(width: 393, height: 852), scale: 1)
        let container = Container()
        host.window.rootViewController = container
        #expect(container.homeIndicatorController === container.inner)
        #expect(UIApplication.shared.screenEdgesDeferringSystemGestures == .bottom)
    }

    @Test("The status bar and home indicator as a Dynamic Island phone draws them, dark content on light (reference image)")
    func darkContentImage() {
        let root = Preferring()
        let host = host(CGSize(width: 393, height: 852), root: root)
        root.view.backgroundColor = .systemYellow
        let diff = ReferenceImage.compare(host.renderScreen(), named: "status-bar-island-dark-content")
        #expect(diff == nil, "\(diff!)")
    }

    @Test("Light content on a dark view, and a home-button phone's centred time (reference images)")
    func lightContentAndClassicImages() {
        let root = Preferring()
        root.style = .lightContent
        let host = host(CGSize(width: 390, height: 844), root: root)
        root.view.backgroundColor = .systemIndigo
        let diff = ReferenceImage.compare(host.renderScreen(), named: "status-bar-notch-light-content")
        #expect(diff == nil, "\(diff!)")

        let classic = UITestHost(size: CGSize(width: 375, height: 667), scale: 1)
        let plain = UIViewController()
        plain.view.backgroundColor = .white
        classic.window.rootViewController = plain
        classic.showsDeviceChrome = true
        let second = ReferenceImage.compare(classic.renderScreen(), named: "status-bar-home-button")
        #expect(second == nil, "\(second!)")
    }
}
