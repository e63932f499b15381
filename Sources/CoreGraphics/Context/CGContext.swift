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
    /// The document of a PDF context; nil for bitmap and recording contexts.
    let pdf: PDFOutput?

    /// The declared memory layout of the bitmap.
    let layout: BitmapLayout
    /// The bitmap in its declared layout when Cairo cannot draw in it directly (then `buffer`
    /// is a premultiplied ARGB32 copy that drawing converts from and back to).
    private let converted: (data: UnsafeMutableRawPointer, bytesPerRow: Int, owned: Bool)?

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

    /// Before drawing: takes in what the caller wrote into a converted bitmap since; in a PDF
    /// context, makes sure a page is open to draw on.
    func pixelsWillBeDrawn() {
        if pdf != nil { pdfPageWillBeDrawn() }
        guard let converted, let buffer else { return }
        cairo_surface_flush(surface)
        layout.importPixels(from: converted.data, bytesPerRow: converted.bytesPerRow, into: buffer)
        cairo_surface_mark_dirty(surface)
    }

    /// After drawing: puts the result into a converted bitmap, so `data` is always current.
    func pixelsWereDrawn() {
        guard let converted, let buffer else { return }
        cairo_surface_flush(surface)
        layout.exportPixels(from: buffer, to: converted.data, bytesPerRow: converted.bytesPerRow)
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

    /// The device-pixel rectangle (top-left origin) a recording context drew into; empty when
    /// nothing was drawn.
    package var recordedInkExtents: CGRect {
        guard buffer == nil else { return CGRect(x: 0, y: 0, width: width, height: height) }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_surface_flush(surface)
        cairo_recording_surface_ink_extents(surface, &x, &y, &w, &h)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// Paints what a recording context recorded into `target` at device offset zero, limited
    /// to `clip` (device pixels, top-left origin).
    package func replay(into target: PixelBuffer, clip: CGRect) {
        let destination = target.makeSurface()
        let c = cairo_create(destination)!
        cairo_rectangle(c, clip.minX, clip.minY, clip.width, clip.height)
        cairo_clip(c)
        cairo_set_source_surface(c, surface, 0, 0)
        cairo_paint(c)
        cairo_destroy(c)
        cairo_surface_flush(destination)
        cairo_surface_destroy(destination)
    }

    deinit {
        if pdf != nil { finishPDF() }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if let converted, converted.owned { free(converted.data) }
    }

    // MARK: Bitmap properties

    public var bytesPerRow: Int { converted?.bytesPerRow ?? buffer?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { layout.bitsPerComponent }
    public var bitsPerPixel: Int { layout.bitsPerPixel }
    /// The pixels, in the declared layout (nil for a recording context).
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return converted?.data ?? buffer?.data
    }
    public var colorSpace: CGColorSpace? { layout.colorSpace }
    public var alphaInfo: CGImageAlphaInfo { layout.alphaInfo }
    public var bitmapInfo: CGBitmapInfo { layout.bitmapInfo }

    /// A snapshot of the pixels drawn so far, in the context's layout (nil for a recording
    /// context).
    public func makeImage() -> CGImage? {
        pixelsWillBeDrawn()
        cairo_surface_flush(surface)
        guard let buffer else { return nil }
        let pixels = buffer.copy()
        // A layout without alpha makes an opaque image, whatever the padding bytes hold.
        if !layout.hasAlpha { pixels.makeOpaque() }
        guard layout != .native else { return CGImage(buffer: pixels, layout: layout, bytesPerRow: bytesPerRow) }
        // In any other layout the image hands out the context's bytes exactly as they were.
        let bytes = CGDataProvider(data: Data(bytes: converted?.data ?? buffer.data, count: bytesPerRow * height))
        return CGImage(buffer: pixels, layout: layout, bytesPerRow: bytesPerRow, provider: bytes)
    }

    /// Finishes pending drawing so `data` is up to date.
    public func flush() { cairo_surface_flush(surface) }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colors, line and text settings).
    public func saveGState() {
        cairo_save(cr)
        gstateStack.append(gstate)
    }

    /// Pops the graphics state saved last; unbalanced calls are ignored.
    public func restoreGState() {
        guard let saved = gstateStack.popLast() else {
            RuntimeIssue.report("CGContext.restoreGState(): no saved state to restore")
            return
        }
        cairo_restore(cr)
        gstate = saved
    }

    // MARK: Current transformation matrix

    /// The transform from user space to the context's bottom-left device space.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let device = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        return device.concatenating(flip.inverted())
    }

    public func translateBy(x: CGFloat, y: CGFloat) {
        transformCTM(by: CGAffineTransform(translationX: x, y: y), api: "CGContext.translateBy(x:y:)")
    }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        transformCTM(by: CGAffineTransform(scaleX: x, y: y), api: "CGContext.scaleBy(x:y:)")
    }
    public func rotate(by angle: CGFloat) {
        transformCTM(by: CGAffineTransform(rotationAngle: angle), api: "CGContext.rotate(by:)")
    }

    /// Applies `transform` before the current CTM (`transform × ctm`).
    public func concatenate(_ transform: CGAffineTransform) {
        transformCTM(by: transform, api: "CGContext.concatenate(_:)")
    }

    /// Applies `transform` before the CTM unless the result could not be inverted: Cairo
    /// answers a NaN, infinite or singular matrix with a sticky error after which the
    /// context silently draws nothing, so such a change is reported and the CTM kept.
    private func transformCTM(by transform: CGAffineTransform, api: String) {
        guard CGContext.transform(cr, by: transform) else {
            RuntimeIssue.report("\(api): a NaN, infinite or singular transform (\(transform)) would make the CTM invalid; ignored")
            return
        }
    }

    /// Applies `transform` before `cr`'s CTM when the result is usable (`isUsableMatrix`)
    /// and answers whether it did. Everything that moves a Cairo CTM by a computed amount
    /// (text at a point, a particle's position) goes through here: one NaN or infinite
    /// matrix would leave the `cairo_t` in an error state in which nothing more draws.
    package static func transform(_ cr: OpaquePointer, by transform: CGAffineTransform) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let device = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        guard isUsableMatrix(transform.concatenating(device)) else { return false }
        var t = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &t)
        return true
    }

    /// True when Cairo accepts `m` as a CTM: finite, with a finite, non-zero determinant and
    /// a finite inverse.
    static func isUsableMatrix(_ m: CGAffineTransform) -> Bool {
        let det = m.a * m.d - m.b * m.c
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite), det != 0, det.isFinite else { return false }
        let inverse = m.inverted()
        return [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(\.isFinite)
    }

    /// Sets the whole CTM (relative to bottom-left device space).
    func resetCairoMatrix(to ctm: CGAffineTransform) {
        let device = ctm.concatenating(flip)
        guard CGContext.isUsableMatrix(device) else {
            RuntimeIssue.report("CGContext: a NaN, infinite or singular CTM (\(ctm)) cannot be used; the identity is used")
            var flipOnly = cairo_matrix_t(xx: flip.a, yx: flip.b, xy: flip.c, yy: flip.d, x0: flip.tx, y0: flip.ty)
            cairo_set_matrix(cr, &flipOnly)
            return
        }
        var m = cairo_matrix_t(xx: device.a, yx: device.b, xy: device.c, yy: device.d, x0: device.tx, y0: device.ty)
        cairo_set_matrix(cr, &m)
    }

    // MARK: Colors, alpha, blend mode

    /// The current colors (UIKit's frame and fill helpers read them).
    package var fillColor: CGColor { gstate.fillColor }
    package var strokeColor: CGColor { gstate.strokeColor }

    public func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    public func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = CGColor(gray: gray, alpha: alpha) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// A global alpha multiplied into everything drawn (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) { gstate.alpha = alpha.isNaN ? 1 : Swift.min(1, Swift.max(0, alpha)) }

    public func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }

    public var interpolationQuality: CGInterpolationQuality {
        get { gstate.interpolationQuality }
        set { gstate.interpolationQuality = newValue }
    }

    // MARK: Line settings

    /// Sets the stroke width; a negative, NaN or infinite width is reported and ignored
    /// (Cairo would stroke nothing, or fail, with it).
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            RuntimeIssue.report("CGContext.setLineWidth(_:): the width \(width) is not a finite, non-negative number; ignored")
            return
        }
        cairo_set_line_width(cr, width)
    }

    public func setLineCap(_ cap: CGLineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
    }

    public func setLineJoin(_ join: CGLineJoin) {
        switch join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets how long a mitered join may grow before it is bevelled; a NaN or infinite
    /// limit is reported and ignored (a NaN limit makes Cairo's join test meaningless).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else {
            RuntimeIssue.report("CGContext.setMiterLimit(_:): the limit \(limit) is not a finite number; ignored")
            return
        }
        cairo_set_miter_limit(cr, limit)
    }

    /// Dashes strokes with `lengths` (on, off, …) starting `phase` into the pattern; an empty
    /// array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite else {
            RuntimeIssue.report("CGContext.setLineDash(phase:lengths:): the phase \(phase) is not a finite number; ignored")
            return
        }
        let valid = lengths.allSatisfy { $0 >= 0 && $0.isFinite } && lengths.contains { $0 > 0 }
        if lengths.isEmpty || !valid {
            cairo_set_dash(cr, nil, 0, 0)
            return
        }
        lengths.map(Double.init).withUnsafeBufferPointer {
            cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(phase))
        }
    }

    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cr, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) { setShouldAntialias(allowsAntialiasing) }

    // MARK: Shadow

    /// Draws a blurred, offset copy of everything that follows, in `color` (nil: none).
    /// Offset and blur are in base (device) space, unaffected by the CTM, as in Core Graphics.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { gstate.shadow = nil; return }
        guard offset.width.isFinite, offset.height.isFinite, !blur.isNaN else {
            RuntimeIssue.report("CGContext.setShadow(offset:blur:color:): offset \(offset) or blur \(blur) is not finite; no shadow is drawn")
            gstate.shadow = nil
            return
        }
        gstate.shadow = Shadow(offset: offset, blur: Swift.max(0, blur), color: color)
    }

    /// A shadow in black at one-third alpha, Core Graphics' default shadow color.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
}

extension CGContext {
    /// Runs `body` with the underlying `cairo_t`, in the context's current state, for the
    /// render server (QuartzCore) to composite layers straight into a context.
    package func withCairo<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        try body(cr)
    }
}
