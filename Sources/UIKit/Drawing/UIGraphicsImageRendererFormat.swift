import CoreGraphics
import Foundation

/// The attributes shared by every kind of graphics renderer's context. UIKit's abstract
/// base class; `UIGraphicsImageRendererFormat` is the one used here.
open class UIGraphicsRendererFormat: NSObject {
    /// The bounds of the renderer this format belongs to, in points; zero until the format
    /// is given to a renderer (the renderer's `format` reports it).
    public internal(set) var bounds: CGRect = .zero

    public required override init() {
        super.init()
    }

    /// A new format with the defaults for the main screen.
    open class func `default`() -> Self {
        self.init()
    }

    /// A new format with the most capable settings for the main screen; the same as
    /// `default()` on this platform.
    open class func preferred() -> Self {
        self.init()
    }

    /// An independent copy (UIKit's `NSCopying`): renderers keep their own copy, so changing
    /// a format after making a renderer does not change the renderer.
    func makeCopy() -> UIGraphicsRendererFormat {
        let copy = type(of: self).init()
        copy.copyAttributes(from: self)
        return copy
    }

    func copyAttributes(from other: UIGraphicsRendererFormat) {
        bounds = other.bounds
    }
}

/// The attributes of the bitmap contexts a `UIGraphicsImageRenderer` creates.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// The color range of the bitmap; raw values are UIKit's. This platform always renders
    /// standard-range 8-bit sRGB, whatever is asked for.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point of the images made. Defaults to the main screen's scale. Zero means
    /// the main screen's scale at drawing time.
    open var scale: CGFloat

    /// Whether the bitmap has no alpha channel. Defaults to false. An opaque bitmap starts
    /// black and every pixel of the image it makes is fully opaque.
    open var opaque: Bool = false

    /// The color range asked for; recorded, not acted upon (see `Range`).
    open var preferredRange: Range = .automatic

    @available(*, deprecated, message: "Use preferredRange")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// A format with the defaults: the main screen's scale, not opaque, automatic range.
    public required init() {
        scale = MainScreenScale.current()
        super.init()
    }

    /// A format for a display with `traitCollection`'s traits: its display scale when that
    /// is specified, else the main screen's.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    override func copyAttributes(from other: UIGraphicsRendererFormat) {
        super.copyAttributes(from: other)
        guard let other = other as? UIGraphicsImageRendererFormat else { return }
        scale = other.scale
        opaque = other.opaque
        preferredRange = other.preferredRange
    }

    open override var description: String {
        "<\(type(of: self)): \(objectAddress(self)); scale = \(String(format: "%g", Double(scale))); opaque = \(opaque ? "YES" : "NO")>"
    }
}
