internal import CCairo
import Foundation

/// A drawing destination, drawn by Cairo.
///
/// User space follows Core Graphics: a bitmap context starts with its origin at the
/// bottom-left, y up, one unit per pixel, and `ctm` reports the transform from user space to
/// that bottom-left device space. UIKit hands `draw(_:)` a context whose CTM has been flipped
/// and scaled to top-left points, as iOS does.
public final class CGContext {
    /// The pixels drawn into; nil for a recording context (see `init(recordingWidth:…)`).
    package let buffer: PixelBuffer?
    /// The pixel size of the drawing area.
    public let width: Int
    public let height: Int
    let surface: OpaquePointer
    let cr: OpaquePointer
    /// Device space as Core Graphics sees it (y up) → Cairo's device space (y down).
    let flip: CGAffineTransform
    /// The CTM the context started with: base space, where shadow offsets and blur live.
    let baseTransform: CGAffineTransform

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

    /// A bitmap context over `data` (or over memory it allocates when `data` is nil).
    ///
    /// Supported: 8 bits per component, an RGB color space, 32 bits per pixel with
    /// premultiplied or skipped alpha first and 32-bit little-endian byte order — the layout
    /// UIKit and Core Animation use. Other layouts return nil (as Core Graphics does for the
    /// combinations it does not support) and say why.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alpha = info.alphaInfo
        let order = info.intersection(.byteOrderMask)
        guard bitsPerComponent == 8, space.model == .rgb,
              alpha == .premultipliedFirst || alpha == .noneSkipFirst,
              order == .byteOrder32Little else {
            RuntimeIssue.report("CGContext: unsupported bitmap layout (\(bitsPerComponent) bits per component, \(space.model), bitmapInfo \(bitmapInfo)); use 8-bit RGB with premultipliedFirst | byteOrder32Little")
            return nil
        }
        let minimum = PixelBuffer.minimumBytesPerRow(width: width)
        if let data {
            guard PixelBuffer.allows(width: width, height: height), bytesPerRow >= minimum, bytesPerRow % 4 == 0 else {
                RuntimeIssue.report("CGContext: invalid size \(width)×\(height) or bytesPerRow \(bytesPerRow) (at least \(minimum))")
                return nil
            }
            buffer = PixelBuffer(wrapping: data, width: width, height: height, bytesPerRow: bytesPerRow)
        } else {
            guard let b = PixelBuffer(width: width, height: height) else {
                RuntimeIssue.report("CGContext: invalid size \(width)×\(height)")
                return nil
            }
            buffer = b
        }
        self.width = width
        self.height = height
        surface = buffer!.makeSurface()
        cr = cairo_create(surface)
        flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        baseTransform = .identity
        resetCairoMatrix(to: .identity)
    }

    /// A context over an existing buffer with `ctm` as its starting transform (UIKit's
    /// flipped, scaled contexts for `draw(_:)`, image renderers and backing stores).
    package init(buffer: PixelBuffer, ctm: CGAffineTransform) {
        self.buffer = buffer
        width = buffer.width
        height = buffer.height
        surface = buffer.makeSurface()
        cr = cairo_create(surface)
        flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(buffer.height))
        baseTransform = ctm
        resetCairoMatrix(to: ctm)
    }

    /// A context that records drawing instead of rasterizing it, so a caller can learn
    /// whether anything was drawn before allocating pixels (a view whose `draw(_:)` draws
    /// nothing keeps no bitmap) and then replay it with `replay(into:)`.
    package init(recordingWidth width: Int, height: Int, ctm: CGAffineTransform) {
        buffer = nil
        self.width = width
        self.height = height
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)
        cr = cairo_create(surface)
        flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        baseTransform = ctm
        resetCairoMatrix(to: ctm)
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
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Bitmap properties

    public var bytesPerRow: Int { buffer?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(surface)
        return buffer?.data
    }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }

    /// A snapshot of the pixels drawn so far (nil for a recording context).
    public func makeImage() -> CGImage? {
        cairo_surface_flush(surface)
        return buffer.map { CGImage(buffer: $0.copy()) }
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

    public func translateBy(x: CGFloat, y: CGFloat) { cairo_translate(cr, x, y) }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x != 0, y != 0, x.isFinite, y.isFinite else {
            RuntimeIssue.report("CGContext.scaleBy(x:y:): a zero or non-finite scale (\(x), \(y)) makes the CTM singular; ignored")
            return
        }
        cairo_scale(cr, x, y)
    }
    public func rotate(by angle: CGFloat) { cairo_rotate(cr, angle) }

    /// Applies `transform` before the current CTM (`transform × ctm`).
    public func concatenate(_ transform: CGAffineTransform) {
        let det = transform.a * transform.d - transform.b * transform.c
        guard det != 0, det.isFinite, transform.tx.isFinite, transform.ty.isFinite else {
            RuntimeIssue.report("CGContext.concatenate(_:): a singular or non-finite transform is ignored")
            return
        }
        var m = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d,
                               x0: transform.tx, y0: transform.ty)
        cairo_transform(cr, &m)
    }

    /// Sets the whole CTM (relative to bottom-left device space).
    func resetCairoMatrix(to ctm: CGAffineTransform) {
        let device = ctm.concatenating(flip)
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

    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
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

    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, limit) }

    /// Dashes strokes with `lengths` (on, off, …) starting `phase` into the pattern; an empty
    /// array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
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
