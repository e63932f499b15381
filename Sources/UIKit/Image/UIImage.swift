import CoreGraphics
import Foundation
import QuartzCore
internal import RuntimeSupport

/// An immutable image: a bitmap, how many of its pixels make a point (`scale`), which way
/// up it is meant to be shown (`imageOrientation`) and, for resizable images, which parts
/// stay fixed when it is drawn larger (`capInsets`, `resizingMode`).
///
/// As in UIKit, an image never changes after it is made and may be used from any thread;
/// only drawing (`draw(at:)`, `draw(in:)`, …), which targets UIKit's current context, is
/// main-actor work.
///
/// Sizes are in points: `size` is the bitmap's pixel size divided by `scale`, with width
/// and height exchanged for the quarter-turn orientations.
open class UIImage: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
    private let storedCGImage: CGImage?
    private let storedScale: CGFloat
    private let storedOrientation: Orientation
    private let storedCapInsets: UIEdgeInsets
    private let storedResizingMode: ResizingMode
    /// True for the images `resizableImage(withCapInsets:…)` returns: they draw as nine
    /// slices, even when the insets are zero (then the whole image is the tiled or stretched
    /// centre).
    let isResizable: Bool
    /// Whether image views and buttons draw the image as is or as a template (UIImage+RenderingMode.swift).
    let storedRenderingMode: RenderingMode
    /// The color `withTintColor(_:)` gave the image, which it is drawn in.
    let storedTintColor: UIColor?
    /// The named image this one is a variant of (an asset catalog's image set).
    let storedAsset: UIImageAsset?
    /// The system symbol and configuration this image was drawn from (UIImage+Symbol.swift).
    let storedSymbol: SymbolImage?

    /// The designated initializer every other one ends in.
    package init(storage cgImage: CGImage?, scale: CGFloat, orientation: Orientation,
                 capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile, resizable: Bool = false,
                 renderingMode: RenderingMode = .automatic, tintColor: UIColor? = nil, asset: UIImageAsset? = nil,
                 symbol: SymbolImage? = nil) {
        storedCGImage = cgImage
        storedScale = scale
        storedOrientation = orientation
        storedCapInsets = capInsets
        storedResizingMode = resizingMode
        isResizable = resizable
        storedRenderingMode = renderingMode
        storedTintColor = tintColor
        storedAsset = asset
        storedSymbol = symbol
        super.init()
    }

    /// A copy with some of the stored attributes changed.
    func copy(capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil, resizable: Bool? = nil,
              renderingMode: RenderingMode? = nil, tintColor: UIColor?? = nil) -> UIImage {
        UIImage(storage: storedCGImage, scale: storedScale, orientation: storedOrientation,
                capInsets: capInsets ?? storedCapInsets, resizingMode: resizingMode ?? storedResizingMode,
                resizable: resizable ?? isResizable, renderingMode: renderingMode ?? storedRenderingMode,
                tintColor: tintColor ?? storedTintColor, asset: storedAsset, symbol: storedSymbol)
    }

    /// A new image object showing exactly what `image` shows (the bitmap is shared): what a
    /// convenience initializer that found its image elsewhere becomes.
    convenience init(sameAs image: UIImage) {
        self.init(storage: image.cgImage, scale: image.scale, orientation: image.imageOrientation, capInsets: image.capInsets,
                  resizingMode: image.resizingMode, resizable: image.isResizable, renderingMode: image.storedRenderingMode,
                  tintColor: image.storedTintColor, asset: image.storedAsset, symbol: image.storedSymbol)
    }

    /// An empty image: no bitmap, size zero. Drawing it draws nothing.
    public override convenience init() {
        self.init(storage: nil, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(storage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` with `scale` pixels per point, shown turned or mirrored as
    /// `orientation` says. A scale that is not a positive number is reported and taken as 1.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(storage: cgImage, scale: UIImage.validScale(scale, api: "UIImage(cgImage:scale:orientation:)"),
                  orientation: orientation)
    }

    /// The image PNG or JPEG `data` encodes, at scale 1; nil when the data is not an image
    /// this platform decodes, or is damaged.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image PNG or JPEG `data` encodes, with `scale` pixels per point; nil when the data
    /// is not an image this platform decodes, or is damaged. (EXIF orientation is not read:
    /// JPEG images come back `.up`.)
    public convenience init?(data: Data, scale: CGFloat) {
        guard let cgImage = ImageCodec.decode(data) else { return nil }
        self.init(storage: cgImage, scale: UIImage.validScale(scale, api: "UIImage(data:scale:)"), orientation: .up)
    }

    /// The image in the PNG or JPEG file at `path`; nil when there is no such file or it is
    /// not an image. A file named with an `@2x` or `@3x` modifier (`icon@2x.png`) gets that
    /// scale; any other file gets scale 1. Unlike `init(named:)`, nothing is cached.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let cgImage = ImageCodec.decode(data) else {
            return nil
        }
        self.init(storage: cgImage, scale: NamedImageLookup.scale(ofFileAt: path), orientation: .up)
    }

    /// `#imageLiteral(resourceName:)`: the image named so in the main bundle. A literal naming
    /// no image is a mistake in the code (iOS stops on it); here it is reported and the image
    /// is empty.
    public required convenience init(imageLiteralResourceName name: String) {
        if let named = UIImage(named: name) {
            self.init(sameAs: named)
        } else {
            RuntimeIssue.report("#imageLiteral(resourceName: \"\(name)\"): no image has that name; the image is empty")
            self.init(storage: nil, scale: 1, orientation: .up)
        }
    }

    /// What VoiceOver says for the image where a control shows it (an image segment, an image
    /// view without a label of its own).
    open var accessibilityLabel: String?
    /// The image's identity for UI tests.
    open var accessibilityIdentifier: String?

    // MARK: - Properties

    /// The bitmap, in its stored (not oriented) form; nil for an empty image.
    open var cgImage: CGImage? { storedCGImage }

    /// Pixels per point: 2 for an `@2x` file, 1 unless told otherwise.
    open var scale: CGFloat { storedScale }

    /// How the bitmap is turned or mirrored when shown.
    open var imageOrientation: Orientation { storedOrientation }

    /// The size in points as shown: pixels divided by `scale`, width and height exchanged
    /// when the orientation turns the image a quarter turn. `.zero` for an empty image.
    open var size: CGSize {
        guard let cgImage = storedCGImage else { return .zero }
        let w = CGFloat(cgImage.width) / storedScale, h = CGFloat(cgImage.height) / storedScale
        return storedOrientation.isQuarterTurn ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    /// The insets, in points, of the parts a resizable image keeps at their natural size;
    /// `.zero` unless set by `resizableImage(withCapInsets:)`.
    open var capInsets: UIEdgeInsets { storedCapInsets }

    /// How a resizable image fills the parts between its caps; `.tile` by default.
    open var resizingMode: ResizingMode { storedResizingMode }

    // MARK: - Resizable images

    /// A copy of this image that draws as nine slices: the corners at their natural size,
    /// the edges repeated along their length, the centre repeated both ways
    /// (`resizingMode == .tile`). Insets are in points, measured on the image as shown.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy of this image that draws as nine slices, its edges and centre tiled or
    /// stretched as `resizingMode` says. The receiver is not changed.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode, resizable: true)
    }

    // MARK: - Drawing

    /// Draws the image at its natural size with its top-left corner at `point`, in the
    /// current UIKit context (top-left origin, y down), upright.
    open func draw(at point: CGPoint) {
        draw(at: point, blendMode: .normal, alpha: 1)
    }

    /// Draws the image at its natural size at `point` with `blendMode` and `alpha`.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image scaled to fill `rect` in the current UIKit context, upright and
    /// turned as `imageOrientation` says. A resizable image draws its nine slices instead of
    /// scaling as a whole. Without a current context nothing happens.
    open func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image into `rect` with `blendMode` and `alpha`; the context's own blend
    /// mode and alpha are restored afterwards.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        render(in: rect, blendMode: blendMode, alpha: alpha)
    }

    /// Fills `rect` with copies of the image at its natural size, repeated from the origin of
    /// the current coordinate system (so neighbouring fills line up).
    open func drawAsPattern(in rect: CGRect) {
        renderPattern(in: rect)
    }

    // MARK: - Description

    open override var description: String {
        "<UIImage:\(objectAddress(self)) anonymous \(NSCoder.string(for: size))>"
    }

    /// `scale` itself when it is a positive finite number, else 1 (reported).
    static func validScale(_ scale: CGFloat, api: String) -> CGFloat {
        if scale.isFinite && scale > 0 { return scale }
        RuntimeIssue.report("\(api): scale must be a positive number (got \(scale)); 1 is used")
        return 1
    }
}

/// The type `#imageLiteral(resourceName:)` makes when nothing else is asked for, as in UIKit.
public typealias _ImageLiteralType = UIImage
