import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// A display: its size in points, how many pixels make a point, the modes it can run at and
/// its refresh rate. The backend makes the screens (`ScreenRegistry`); apps read them.
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    /// Posted (object: the screen) when a display is connected while the app runs; not for
    /// the screens present at launch.
    nonisolated public static let didConnectNotification = NSNotification.Name("UIScreenDidConnectNotification")
    /// Posted (object: the screen that went away) when a display is disconnected.
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UIScreenDidDisconnectNotification")
    /// Posted (object: the screen) when its `currentMode` changed.
    nonisolated public static let modeDidChangeNotification = NSNotification.Name("UIScreenModeDidChangeNotification")

    /// The screen's extent in points, origin at zero: the current mode's size over `scale`.
    public private(set) var bounds: CGRect
    /// Pixels per point.
    public private(set) var scale: CGFloat
    /// The modes the display supports, the preferred one first.
    public let availableModes: [UIScreenMode]
    /// The mode the display is best at: the one it starts in.
    public let preferredMode: UIScreenMode?
    /// The most frames per second the display shows: the rate the run loop paces frames at.
    public let maximumFramesPerSecond: Int

    private var _currentMode: UIScreenMode?
    /// The appearance the platform asks for (UIScreen+Traits.swift).
    var platformUserInterfaceStyle: UIUserInterfaceStyle = UIScreen.requestedUserInterfaceStyle
    /// The screen's traits, made when first read and again when they change.
    var cachedTraits: UITraitCollection?
    private lazy var space = ScreenCoordinateSpace(screen: self)

    /// A screen of `size` points at `scale`, with `modes` (pixel sizes; the first is preferred
    /// and current) — by default the one mode of `size × scale` pixels.
    package init(size: CGSize, scale: CGFloat, modes: [CGSize]? = nil, maximumFramesPerSecond: Int = 60) {
        precondition(size.isFinite && size.width >= 0 && size.height >= 0,
                     "UIScreen: a screen's size must be finite and not negative (got \(size))")
        precondition(scale.isFinite && scale > 0, "UIScreen: scale must be a positive number (got \(scale))")
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        let pixelSizes = modes ?? [CGSize(width: size.width * scale, height: size.height * scale)]
        availableModes = pixelSizes.map { UIScreenMode(size: $0) }
        preferredMode = availableModes.first
        self.maximumFramesPerSecond = max(1, maximumFramesPerSecond)
        super.init()
        _currentMode = preferredMode
    }

    /// The framebuffer the render server composites this screen's windows into; nil once
    /// the screen is disconnected.
    package var renderTarget: RenderServer.Screen?

    /// Whether the screen is still attached (a disconnected screen object stays valid but
    /// shows nothing).
    package var isConnected: Bool { ScreenRegistry.screens.contains { $0 === self } }

    /// The mode the display runs at. Setting one of `availableModes` resizes `bounds` to the
    /// mode's pixels over `scale` and posts `modeDidChangeNotification`; any other value is
    /// ignored with a diagnostic.
    open var currentMode: UIScreenMode? {
        get { _currentMode }
        set {
            guard let mode = newValue, mode !== _currentMode else { return }
            guard availableModes.contains(where: { $0 === mode }) else {
                RuntimeIssue.report("UIScreen.currentMode must be one of the screen's availableModes; \(mode) is not, the mode is unchanged")
                return
            }
            _currentMode = mode
            bounds = CGRect(x: 0, y: 0, width: mode.size.width / scale, height: mode.size.height / scale)
            ScreenRegistry.modeDidChange(self)
            traitsDidChange()
            NotificationCenter.default.post(name: Self.modeDidChangeNotification, object: self)
        }
    }

    /// The physical scale; equal to `scale` on the screens this platform makes.
    open var nativeScale: CGFloat { scale }

    /// The extent in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The screen's coordinate space in the interface's orientation.
    open var coordinateSpace: any UICoordinateSpace { space }

    /// The screen's coordinate space fixed to the display's portrait-up orientation; the same
    /// as `coordinateSpace` here, since screens do not rotate.
    open var fixedCoordinateSpace: any UICoordinateSpace { space }

    /// The display's traits: its scale, the appearance the platform asks for, the idiom and
    /// size classes its size suggests, left to right, the default text size.
    open var traitCollection: UITraitCollection {
        if let cachedTraits { return cachedTraits }
        let traits = makeTraits()
        cachedTraits = traits
        return traits
    }

    /// Called after the screen's traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The screen the device shows by default.
    open class var main: UIScreen { ScreenRegistry.main }

    /// Every connected screen, the main one first.
    open class var screens: [UIScreen] { ScreenRegistry.screens }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)): \(objectAddress(self)); bounds = \(NSCoder.string(for: bounds)); scale = \(String(format: "%g", Double(scale)))>" }
    }
}
