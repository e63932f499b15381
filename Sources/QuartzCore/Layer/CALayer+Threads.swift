import CoreGraphics
import Foundation
internal import RuntimeSupport

/// Which thread may change a layer.
///
/// Core Animation lets any thread build layers and render them (`render(in:)`) as long as
/// they stay off screen; each thread's changes go to its own transaction. A layer that is in
/// a shown tree, that the render server has composited (it keeps a copy of it), or that
/// backs a view belongs to the main thread: changing it from another would race with the
/// frame pipeline, so the process stops with the Main Thread Checker's report naming the
/// change, before anything is changed.
extension CALayer {
    /// Stops unless the calling thread may change this layer; `api` names the change.
    @inline(__always)
    func checkThread(_ api: @autoclosure () -> String) {
        if _fastPath(MainThreadChecker.isMainThread) { return }
        checkOffMainThread(api())
    }

    /// Every change to the model passes here before it is made (`willChange()`,
    /// `setNeedsLayout()`, `setNeedsDisplay`, …): checks the thread, then opens the
    /// transaction that collects the change (the calling thread's own).
    @inline(__always)
    func noteModelChange(_ api: @autoclosure () -> String) {
        if _fastPath(MainThreadChecker.isMainThread) {
            CATransaction.noteMainThreadChange()
        } else {
            checkOffMainThread(api())
            CATransaction.noteChange()
        }
    }

    @inline(never)
    private func checkOffMainThread(_ api: String) {
        if owningDelegate != nil || _renderLayer != nil || RenderServer.isShown(self) {
            MainThreadChecker.stop(api, .shownLayer)
        }
    }

    /// How a report names a change: the layer's class and the member, as Swift spells it.
    func apiName(_ member: String) -> String {
        "\(type(of: self)).\(member)\(member.contains("(") ? "" : " setter")"
    }
}
