internal import CCairo

/// The one way to the Cairo surface for everything that changes a context's pixels.
///
/// A bitmap in a layout Cairo does not draw in keeps its bytes in the declared layout (the
/// caller's memory, `data`), with a premultiplied ARGB32 copy that Cairo draws into. Every
/// drawing — the context's own (`render`, `clear`: paths, images, gradients, shadows, text)
/// and the render server's (`CALayer.render(in:)`, `UIView.drawHierarchy`) — passes
/// `withCairo`, which converts in before and out after, so no entry point can leave `data`
/// behind. In Cairo's own layout there is nothing to convert and it only hands over `cr`.
extension CGContext {
    /// Runs `body` with the underlying `cairo_t`, in the context's current state, with the
    /// surface holding the current pixels; afterwards `data` holds what `body` drew. In a PDF
    /// context it first makes sure a page is open.
    package func withCairo<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        if pdf != nil { pdfPageWillBeDrawn() }
        guard converted != nil, cairoAccessDepth == 0 else { return try body(cr) }
        takeInCallerPixels()
        cairoAccessDepth += 1
        defer {
            cairoAccessDepth -= 1
            writeBackDrawnPixels()
        }
        return try body(cr)
    }

    /// Brings what the caller wrote into a converted bitmap's `data` into Cairo's copy.
    func takeInCallerPixels() {
        guard let converted, let buffer else { return }
        cairo_surface_flush(surface)
        layout.importPixels(from: converted.data, bytesPerRow: converted.bytesPerRow, into: buffer)
        cairo_surface_mark_dirty(surface)
    }

    /// Puts what Cairo drew into a converted bitmap's `data`, in the declared layout.
    private func writeBackDrawnPixels() {
        guard let converted, let buffer else { return }
        cairo_surface_flush(surface)
        layout.exportPixels(from: buffer, to: converted.data, bytesPerRow: converted.bytesPerRow)
    }
}
