import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// The connected screens. The backend decides what they are (the headless default is one
/// 390 × 844-point screen at scale 3) and reports displays coming and going; each connected
/// screen has a framebuffer in the render server.
@MainActor
package enum ScreenRegistry {
    package static let defaultSize = CGSize(width: 390, height: 844)
    package static let defaultScale: CGFloat = 3

    /// The current context's screens.
    package private(set) static var screens: [UIScreen] {
        get { ApplicationContext.current.screens }
        set { ApplicationContext.current.screens = newValue }
    }

    package static var main: UIScreen { screens[0] }

    /// Replaces all screens with `newScreens` (the first becomes main), as at launch: no
    /// notifications are posted.
    package static func install(_ newScreens: [UIScreen]) {
        precondition(!newScreens.isEmpty, "UIScreen: there is always a main screen")
        for old in screens where !newScreens.contains(where: { $0 === old }) { old.renderTarget = nil }
        screens = newScreens
        for screen in screens where screen.renderTarget == nil { screen.renderTarget = makeRenderTarget(for: screen) }
        RenderServer.install(screens.compactMap(\.renderTarget))
        MainScreenScale.publish(main.scale)
    }

    /// A display was attached: the screen joins `UIScreen.screens` (after the main one) and
    /// `UIScreen.didConnectNotification` is posted.
    package static func connect(_ screen: UIScreen) {
        guard !screens.contains(where: { $0 === screen }) else { return }
        screen.renderTarget = makeRenderTarget(for: screen)
        screens.append(screen)
        RenderServer.install(screens.compactMap(\.renderTarget))
        UIApplication.existing?.screensDidChange()
        NotificationCenter.default.post(name: UIScreen.didConnectNotification, object: screen)
    }

    /// A display went away: the screen leaves `UIScreen.screens`, its framebuffer is dropped
    /// and `UIScreen.didDisconnectNotification` is posted. Windows still on it afterwards
    /// (the app did not hide them) move to the main screen, as UIKit does. The main screen
    /// cannot be disconnected.
    package static func disconnect(_ screen: UIScreen) {
        guard let index = screens.firstIndex(where: { $0 === screen }) else { return }
        guard index > 0 else {
            RuntimeIssue.report("UIScreen: the main screen cannot be disconnected; it stays")
            return
        }
        screens.remove(at: index)
        screen.renderTarget = nil
        RenderServer.install(screens.compactMap(\.renderTarget))
        UIApplication.existing?.screensDidChange()
        NotificationCenter.default.post(name: UIScreen.didDisconnectNotification, object: screen)
        UIApplication.existing?.moveWindows(from: screen, to: main)
    }

    /// The screen's mode changed: it gets a framebuffer of the new size.
    static func modeDidChange(_ screen: UIScreen) {
        guard screens.contains(where: { $0 === screen }) else { return }
        screen.renderTarget = makeRenderTarget(for: screen)
        RenderServer.install(screens.compactMap(\.renderTarget))
        MainScreenScale.publish(main.scale)
        UIApplication.existing?.screensDidChange()
    }

    /// A framebuffer of the screen's pixels; nil (with a diagnostic) when it cannot be made.
    private static func makeRenderTarget(for screen: UIScreen) -> RenderServer.Screen? {
        let native = screen.nativeBounds
        let w = Int(native.width.rounded(.up)), h = Int(native.height.rounded(.up))
        guard let target = RenderServer.Screen(pixelWidth: w, pixelHeight: h, scale: screen.scale) else {
            RuntimeIssue.report("UIScreen: no framebuffer of \(w)×\(h) pixels could be made; the screen shows nothing")
            return nil
        }
        return target
    }
}
