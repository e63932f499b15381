import CoreGraphics
import Foundation

/// One resolution a screen can run at: its size in pixels and the shape of its pixels.
///
/// Modes are made by the backend that knows the display; an app picks one of a screen's
/// `availableModes` for `currentMode`.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The mode's size in pixels.
    public let size: CGSize
    /// A pixel's width divided by its height; 1 for square pixels.
    public let pixelAspectRatio: CGFloat

    package init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): \(objectAddress(self)); size = \(String(format: "%gx%g", Double(size.width), Double(size.height)))>"
        }
    }
}
