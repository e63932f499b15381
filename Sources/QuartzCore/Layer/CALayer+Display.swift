import CoreGraphics
import Foundation
internal import RuntimeSupport

extension CALayer {
    /// Adds `r` to the invalid area and schedules the layer for the next display pass.
    func invalidate(_ r: CGRect) {
        guard r.isFinite else { return }
        checkThread(apiName("setNeedsDisplay(_:)"))
        let area = r.intersection(_bounds)
        let whole = area == _bounds || _bounds.isEmpty
        if !whole && (area.isNull || area.isEmpty) { return }
        if whole {
            flags.remove(.partialDisplay)
            extras?.invalidRect = .null
        } else if !flags.contains(.needsDisplay) || flags.contains(.partialDisplay) {
            // Only a partial mark grows; a whole-bounds mark already covers `area`.
            let e = mutableExtras
            e.invalidRect = e.invalidRect.union(area)
            flags.insert(.partialDisplay)
        }
        flags.insert(.needsDisplay)
        if RenderServer.isShown(self) { DisplayPass.schedule(self) }
        CATransaction.noteChange()   // the content changes at display time, which damages it
    }

    /// Clears the mark, then displays the area it covered; a `setNeedsDisplay` made while
    /// drawing counts for the next pass.
    func displayNowIfNeeded() {
        checkThread(apiName("displayIfNeeded()"))
        guard flags.contains(.needsDisplay) else { return }
        let area = flags.contains(.partialDisplay) ? (extras?.invalidRect ?? _bounds) : _bounds
        flags.remove([.needsDisplay, .partialDisplay])
        extras?.invalidRect = .null
        DisplayPass.displaying(area) { display() }
    }

    /// Redraws the whole content now, as the layer is (an animation that redraws its content
    /// calls it with the presentation values in place).
    func redrawContent() {
        flags.remove([.needsDisplay, .partialDisplay])
        extras?.invalidRect = .null
        DisplayPass.displaying(_bounds) { display() }
    }

    /// The backing store's pixel size for the current bounds and scale.
    var backingPixelSize: (width: Int, height: Int) {
        let s = contentsScale
        let w = (_bounds.width * s).rounded(.up), h = (_bounds.height * s).rounded(.up)
        guard w.isFinite, h.isFinite, w < 1e9, h < 1e9 else { return (0, 0) }
        return (Int(w), Int(h))
    }

    /// The drawn content, if the layer drew anything.
    package var backingStore: PixelBuffer? { extras?.backingStore }

    /// Draws the invalid area into the backing store through `draw(in:)`.
    ///
    /// Drawing is recorded first; a layer that draws nothing keeps (or gets) no bitmap at all.
    /// The store is reused while its pixel size is unchanged, and only the invalid area is
    /// cleared and redrawn (unless a view asked not to clear it).
    package func displayIntoBackingStore() {
        let (pw, ph) = backingPixelSize
        guard PixelBuffer.allows(width: pw, height: ph) else {
            if pw > 0 && ph > 0 {
                RuntimeIssue.report("CALayer: a \(pw)×\(ph)-pixel backing store is too large to allocate; the layer is not drawn")
            }
            if extras?.backingStore != nil { willChange() }
            extras?.backingStore = nil
            // (An infinite pixel size counts as 0 × 0: the bounds tell that it is not empty.)
            if _bounds.width > 0 && _bounds.height > 0 { mutableExtras.backingStoreTooLarge = true }
            return
        }
        if extras?.backingStoreTooLarge == true { extras?.backingStoreTooLarge = false }
        let s = contentsScale
        let existing = extras?.backingStore
        let reuse = existing.map { $0.width == pw && $0.height == ph } ?? false
        let dirty = reuse ? (DisplayPass.currentArea ?? _bounds).intersection(_bounds) : _bounds
        guard !dirty.isNull, !dirty.isEmpty else { return }

        // User space: bounds coordinates, top-left origin, scaled to pixels.
        let ctm = CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: -s * _bounds.minX, ty: CGFloat(ph) + s * _bounds.minY)
        let recorder = CGContext(recordingWidth: pw, height: ph, ctm: ctm)
        recorder.clip(to: dirty)
        DisplayPass.drawCount += 1
        if let tiled = self as? CATiledLayer {
            // One drawing per tile, clipped to it.
            for tile in tiled.tiles(covering: dirty) {
                recorder.saveGState()
                recorder.clip(to: tile)
                draw(in: recorder)
                recorder.restoreGState()
            }
        } else {
            draw(in: recorder)
        }

        // The dirty area in device pixels (top-left), grown to whole pixels.
        let device = CGRect(x: (dirty.minX - _bounds.minX) * s, y: (dirty.minY - _bounds.minY) * s,
                            width: dirty.width * s, height: dirty.height * s).integral
            .intersection(CGRect(x: 0, y: 0, width: pw, height: ph))
        let ink = recorder.recordedInkExtents
        if ink.isEmpty || ink.isNull {
            // Nothing drawn: a full redraw leaves no bitmap; a partial one clears its area.
            if !reuse || device == CGRect(x: 0, y: 0, width: pw, height: ph) {
                if existing != nil { willChange(); extras?.backingStore = nil }
            } else if !flags.contains(.keepsContentWhenDrawing), let store = existing {
                willChange()
                backingStoreWillChange()
                store.clear(device)
                store.markDirty()
            }
            return
        }
        // Redrawing part of a kept store changes only those pixels: only their screen area is
        // damage (invalidation is not damage). A new or resized store changes the whole layer.
        if reuse && device != CGRect(x: 0, y: 0, width: pw, height: ph) {
            contentWillChange(in: dirty)
        } else {
            willChange()
            if reuse { backingStoreWillChange() }
        }
        let store = reuse ? existing! : PixelBuffer(width: pw, height: ph)!
        if reuse && !flags.contains(.keepsContentWhenDrawing) { store.clear(device) }
        // An opaque view's drawing starts on its background color (UIKit fills it), so
        // only views without one show black where they draw nothing.
        if flags.contains(.fillsBackgroundWhenDrawing), isOpaque, let color = backgroundColor,
           !flags.contains(.keepsContentWhenDrawing) || !reuse {
            store.fill(device, with: color)
        }
        recorder.replay(into: store, clip: device)
        store.markDirty()
        mutableExtras.backingStore = store
    }

    /// Set by UIKit for views: an opaque layer's drawing starts on its background color.
    package var fillsBackgroundWhenDrawing: Bool {
        get { flags.contains(.fillsBackgroundWhenDrawing) }
        set { if newValue { flags.insert(.fillsBackgroundWhenDrawing) } else { flags.remove(.fillsBackgroundWhenDrawing) } }
    }

    /// Set by UIKit from `clearsContextBeforeDrawing`.
    package var clearsBeforeDrawing: Bool {
        get { !flags.contains(.keepsContentWhenDrawing) }
        set { if newValue { flags.remove(.keepsContentWhenDrawing) } else { flags.insert(.keepsContentWhenDrawing) } }
    }
}
