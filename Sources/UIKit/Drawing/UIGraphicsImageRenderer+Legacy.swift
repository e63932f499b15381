import CoreGraphics
import Foundation
internal import RuntimeSupport

// The pre-renderer bitmap-context API: Begin pushes a new bitmap context and makes it
// current, GetImageFromCurrentImageContext snapshots it, End pops it. Image renderers
// register their bitmaps here too while their actions run, so the legacy snapshot call works
// inside them.

/// The image contexts open on one thread, innermost last (each thread has its own, like the
/// current-context stack they sit on).
final class ImageContextStack {
    var bitmaps: [ImageBitmap] = []

    private static let perThread = PerThread { ImageContextStack() }

    /// The calling thread's image contexts.
    static var current: ImageContextStack { perThread.current }

    /// Opens `bitmap` and makes its context UIKit's current context.
    static func push(_ bitmap: ImageBitmap) {
        current.bitmaps.append(bitmap)
        UIGraphicsPushContext(bitmap.context)
    }

    /// Closes `bitmap`, restoring the context that was current before it was opened.
    static func pop(_ bitmap: ImageBitmap) {
        let open = current
        if let i = open.bitmaps.lastIndex(where: { $0 === bitmap }) { open.bitmaps.remove(at: i) }
        let stack = GraphicsContextStack.current
        if stack.contexts.last === bitmap.context {
            stack.contexts.removeLast()
        } else if let i = stack.contexts.lastIndex(where: { $0 === bitmap.context }) {
            // Drawing code pushed a context and did not pop it: drop the image context anyway.
            RuntimeIssue.report("an image context was closed while another context pushed after it was still current; push and pop contexts in pairs")
            stack.contexts.remove(at: i)
        }
    }
}

/// Opens a bitmap context of `size` points with `scale` pixels per point (0: the main
/// screen's scale) and makes it the current context. Its user space is UIKit's: origin at
/// the top-left, y down. An opaque context starts black and makes fully opaque images;
/// otherwise it starts transparent. Close it with `UIGraphicsEndImageContext()`.
///
/// A size that is empty, not finite or too large opens nothing (reported); UIKit fails the
/// same way.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let effectiveScale = scale == 0 ? MainScreenScale.current() : scale
    guard let bitmap = ImageBitmap(bounds: CGRect(origin: .zero, size: size), scale: effectiveScale, opaque: opaque) else {
        RuntimeIssue.report("UIGraphicsBeginImageContext() failed to allocate a bitmap context: size \(NSCoder.string(for: size)), scale \(scale); the size must be finite and not empty and the scale not negative")
        return
    }
    ImageContextStack.push(bitmap)
}

/// Opens a bitmap context of `size` points at scale 1 with alpha; see
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// An image of what has been drawn in the current image context, at its scale; nil when
/// the current context is not an image context (none is open, or another context was pushed
/// on top of it).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(),
          let bitmap = ImageContextStack.current.bitmaps.last(where: { $0.context === current }) else { return nil }
    return bitmap.makeImage()
}

/// Closes the innermost image context opened by `UIGraphicsBeginImageContext…` and restores
/// the context that was current before it. Without an open image context this is reported
/// and does nothing.
public func UIGraphicsEndImageContext() {
    guard let bitmap = ImageContextStack.current.bitmaps.last else {
        RuntimeIssue.report("UIGraphicsEndImageContext(): no image context is open")
        return
    }
    ImageContextStack.pop(bitmap)
}
