internal import CCairo
import Foundation
internal import RuntimeSupport

/// A drawing destination, drawn by Cairo.
///
/// User space follows Core Graphics: a bitmap context starts with its origin at the
/// bottom-left, y up, one unit per pixel, and `ctm` reports the transform from user space to
/// that bottom-left device space. UIKit hands `draw(_:)` a context whose CTM has been flipped
/// and scaled to top-left points, as iOS does. A PDF context (`CGContext+PDF.swift`) has no
/// pixels: its device space is each page's media box in points, bottom-left origin.
public final class CGContext {
    /// The pixels drawn into; nil for a recording context (see `init(recordingWidth:…)`).
    package let buffer: PixelBuffer?
    /// The pixel size of the drawing area.
    public let width: Int
    public let height: Int
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// Device space as Core Graphics sees it (y up) → Cairo's device space (y down). A PDF
    /// context changes it with each page's media box.
    var flip: CGAffineTransform
    /// The CTM the context started with: base space, where shadow offsets and blur live. A PDF
    /// context's starts each page as the identity (UIKit's pages make their flip the base).
    var baseTransform: CGAffineTransform

    /// Graphics state Cairo does not keep: colors, alpha, blend mode, shadow.
    struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: Shadow?
        var interpolationQuality = CGInterpolationQuality.default
    }

    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    var gstate = GState()
    var gstateStack: [GState] = []
    /// Where Core Text's next line starts (its baseline origin), in user space. As on Apple's
    /// platforms it is not part of the graphics state: saving and restoring leave it alone.
    public var textPosition = CGPoint.zero
    /// The transform from text space to user space for Core Text's drawing (not part of the
    /// graphics state either).
    public var textMatrix = CGAffineTransform.identity
    /// The document of a PDF context; nil for bitmap and recording contexts.
    let pdf: PDFOutput?

    /// The declared memory layout of the bitmap.
    let layout: BitmapLayout
    /// The bitmap in its declared layout when Cairo cannot draw in it directly (then `buffer`
    /// is a premultiplied ARGB32 copy that `withCairo` converts from and back to).
    let converted: (data: UnsafeMutableRawPointer, bytesPerRow: Int, owned: Bool)?
    /// How many `withCairo` calls are running: only the outermost converts.
    var cairoAccessDepth = 0

    /// A bitmap context over `data` (or over memory it allocates when `data` is nil), in any
    /// layout `CGBitmapContextCreate` accepts: RGB with 8 bits per component and alpha or
    /// padding first or last (either byte order), 5 bits with padding first, 16 bits or 32-bit
    /// float with alpha or padding last; gray with 8 or 16 bits or 32-bit float; alpha-only
    /// 8 bits. `bytesPerRow` 0 means the shortest row. Other combinations return nil and say
    /// why, as Core Graphics does. Pixels in `data` are always in the declared layout: drawing
    /// in a layout Cairo does not draw in converts on the way in and out (8 bits per component
    /// of precision inside).
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let layout: BitmapLayout
        switch BitmapLayout.context(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo) {
        case .success(let l): layout = l
        case .failure(let refusal):
            RuntimeIssue.report("CGBitmapContextCreate: \(refusal)")
            return nil
        }
        guard PixelBuffer.allows(width: width, height: height) else {
            RuntimeIssue.report("CGBitmapContextCreate: invalid size \(width)×\(height)")
            return nil
        }
        let minimum = layout.minimumBytesPerRow(width: width)
        let rowBytes = bytesPerRow == 0 ? minimum : bytesPerRow
        guard rowBytes >= minimum else {
            RuntimeIssue.report("CGBitmapContextCreate: bytesPerRow \(bytesPerRow) is less than the \(minimum) bytes \(width) pixels need")
            return nil
        }
        let cairoRow = PixelBuffer.minimumBytesPerRow(width: width)
        if layout.isNative, rowBytes % 4 == 0, rowBytes >= cairoRow {
            // Cairo draws in the memory itself.
            if let data {
                buffer = PixelBuffer(wrapping: data, width: width, height: height, bytesPerRow: rowBytes)
            } else if rowBytes == cairoRow, let b = PixelBuffer(width: width, height: height) {
                buffer = b
            } else if let memory = calloc(height, rowBytes) {
                buffer = PixelBuffer(adoptingMallocedPixels: memory, width: width, height: height, bytesPerRow: rowBytes)
            } else {
                return nil
            }
            converted = nil
        } else {
            guard let shadow = PixelBuffer(width: width, height: height) else { return nil }
            if let data {
                converted = (data, rowBytes, false)
            } else {
                guard let memory = calloc(height, rowBytes) else { return nil }
                converted = (memory, rowBytes, true)
            }
            layout.importPixels(from: converted!.data, bytesPerRow: rowBytes, into: shadow)
            buffer = shadow
        }
        self.layout = layout
        self.width = width
        self.height = height
        // Without alpha the bitmap is opaque: Cairo draws it as RGB24, ignoring the padding.
        surface = layout.hasAlpha ? buffer!.makeSurface() : buffer!.makeOpaqueSurface()
        cr = cairo_create(surface)
        flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        baseTransform = .identity
        pdf = nil
        resetCairoMatrix(to: .identity)
    }

    /// A context over an existing buffer with `ctm` as its starting transform (UIKit's
    /// flipped, scaled contexts for `draw(_:)`, image renderers and backing stores).
    package init(buffer: PixelBuffer, ctm: CGAffineTransform) {
        self.buffer = buffer
        layout = .native
        converted = nil
        width = buffer.width
        height = buffer.height
        surface = buffer.makeSurface()
        cr = cairo_create(surface)
        flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(buffer.height))
        baseTransform = ctm
        pdf = nil
        resetCairoMatrix(to: ctm)
    }

    /// A context that records drawing instead of rasterizing it, so a caller can learn
    /// whether anything was drawn before allocating pixels (a view whose `draw(_:)` draws
    /// nothing keeps no bitmap) and then replay it with `replay(into:)`.
    package init(recordingWidth width: Int, height: Int, ctm: CGAffineTransform) {
        buffer = nil
        layout = .native
        converted = nil
        self.width = width
        self.height = height
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        cr = cairo_create(surface)
        flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        baseTransform = ctm
        pdf = nil
        resetCairoMatrix(to: ctm)
    }

    /// A context drawing into `pdf`'s document (see `CGContext+PDF.swift`): no pixels, user
    /// space is the default PDF space of the page's media box (bottom-left origin, y up,
    /// points).
    init(pdf: PDFOutput) {
        buffer = nil
        layout = .native
        converted = nil
        width = 0
        height = 0
        surface = pdf.surface
        cr = cairo_create(surface)
        flip = PDFOutput.flip(for: pdf.mediaBox)
        baseTransform = .identity
        self.pdf = pdf
        resetCairoMatrix(to: .identity)
    }

    deinit {
        if pdf != nil { finishPDF() }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if let converted, converted.owned { free(converted.data) }
    }
}
