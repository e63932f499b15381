import CoreGraphics
import Foundation
import QuartzCore
import UIKit

/// A headless UIKit environment for tests: a screen of a chosen size and scale, a visible key
/// window covering it, a virtual clock starting at zero, and explicit run-loop turns.
///
/// ```swift
/// let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
/// host.window.addSubview(myView)
/// host.runLoopTurn()              // commit: layout, display, render
/// host.advanceTime(by: 1.0 / 60)  // next frame
/// ```
@MainActor
public final class UITestHost {
    public let screen: UIScreen
    public let window: UIWindow

    /// Installs the headless backend afresh and makes the key window.
    public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3) {
        let app = UIApplication.shared
        app.resetWindowsForTesting()
        CATransaction.resetForTesting()
        HeadlessBackend.install(size: size, scale: scale, time: 0)
        screen = UIScreen.main
        window = UIWindow(frame: screen.bounds)
        window.makeKeyAndVisible()
    }

    /// The media time (`CACurrentMediaTime()`) now.
    public var currentTime: CFTimeInterval { CACurrentMediaTime() }

    /// Runs one turn of the main run loop, which ends with the transaction commit.
    public func runLoopTurn() {
        UIApplication.shared.runLoopTurn()
    }

    /// Advances the virtual clock by `seconds`, then runs a run-loop turn at the new time.
    public func advanceTime(by seconds: CFTimeInterval) {
        HeadlessBackend.advanceTime(by: seconds)
        runLoopTurn()
    }

    /// Hides the window so the application lets go of it.
    isolated deinit {
        window.isHidden = true
    }
}
