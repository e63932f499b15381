/// Runs a view's or layer's deinit clean-up as main-actor code, on the thread that let the
/// last reference go.
///
/// `CALayer` and `UIView` declare a plain `deinit`, as Apple's classes do, because Swift
/// requires a subclass's `deinit` to match its superclass's isolation: iOS code writes a plain
/// `deinit` in its views and layers, and an `isolated deinit` here would reject it. The
/// clean-up only unlinks the dying object's own subtree, which nothing else can reach any
/// more, so it needs no hop to the main actor: a layer rendered off screen is freed on its
/// own thread, and a shown tree is only ever changed, and so freed, on the main thread.
@inline(__always)
package func deinitCleanup(_ body: @MainActor () -> Void) {
    withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> Void).self)()
    }
}
