import CoreGraphics
import Foundation
internal import RuntimeSupport

/// UIKit's stack of current drawing contexts: `draw(_:)`, image renderers and
/// `UIGraphicsPushContext` put a context on top; drawing helpers draw into the top one.
///
/// Each thread has its own stack, as in UIKit, whose drawing functions may be called from
/// any thread: an image rendered in the background never draws into a context a view is
/// drawing into on the main thread, nor the other way round.
final class GraphicsContextStack {
    var contexts: [CGContext] = []

    private static let perThread = PerThread { GraphicsContextStack() }

    /// The calling thread's stack.
    static var current: GraphicsContextStack { perThread.current }
}

/// The context UIKit drawing currently targets on the calling thread, or nil outside any
/// drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last push.
public func UIGraphicsPopContext() {
    guard GraphicsContextStack.current.contexts.popLast() != nil else {
        RuntimeIssue.report("UIGraphicsPopContext(): no context to pop")
        return
    }
}

/// Runs `body` with `context` current.
func withCurrentGraphicsContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}

/// Fills `rect` with the current fill color, replacing what is there (`.copy`, as UIKit does).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill color and `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-unit frame just inside `rect` in the current stroke color with `.copy`, as
/// UIKit documents (the context's line width does not apply).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    frameInside(rect, context, blendMode: .copy, color: context.strokeColor)
}

/// Draws a one-unit frame just inside `rect` in the current fill color with `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    frameInside(rect, context, blendMode: blendMode, color: nil)
}

/// Fills the four one-unit edges inside `rect`, so the frame shows even when clipped to it.
private func frameInside(_ rect: CGRect, _ context: CGContext, blendMode: CGBlendMode, color: CGColor?) {
    guard !rect.isNull, rect.isFinite else { return }
    let r = rect.standardized
    let t = min(1, r.width / 2, r.height / 2)
    context.saveGState()
    context.setBlendMode(blendMode)
    if let color { context.setFillColor(color) }
    context.fill([
        CGRect(x: r.minX, y: r.minY, width: r.width, height: t),
        CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
        CGRect(x: r.minX, y: r.minY + t, width: t, height: r.height - 2 * t),
        CGRect(x: r.maxX - t, y: r.minY + t, width: t, height: r.height - 2 * t),
    ])
    context.restoreGState()
}
