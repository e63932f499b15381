import UIKitTesting
import Testing
import UIKit

/// Counts deinits of views and layers, so a retain cycle shows up as a missing count.
@MainActor private var deinitCount = 0

private final class CountingView: UIView {
    isolated deinit { deinitCount += 1 }
}

private final class CountingLayer: CALayer {
    isolated deinit { deinitCount += 1 }
}

private final class CountingLayerView: UIView {
    override class var layerClass: AnyClass { CountingLayer.self }
}

private final class CountingController: UIViewController {
    isolated deinit { deinitCount += 1 }
}

@Suite("No retain cycles", .serialized, .freshContext) @MainActor
struct MemoryTests {
    @Test("A 10,000-view tree is freed completely when dropped: superview links are not owning")
    func largeTreeIsFreed() {
        deinitCount = 0
        do {
            var views: [UIView] = []
            for i in 0..<10_000 {
                let v = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                if i > 0 { views[(i - 1) / 4].addSubview(v) }
                views.append(v)
            }
            #expect(views[9_999].superview === views[(9_999 - 1) / 4])
        }
        #expect(deinitCount == 10_000)
    }

    @Test("A tree inside a window is freed when the window is hidden and dropped")
    func treeInWindowIsFreed() {
        deinitCount = 0
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            var parent: UIView = window
            for _ in 0..<100 {
                let v = CountingView()
                parent.addSubview(v)
                parent = v
            }
            #expect(parent.window === window)
            window.isHidden = true
        }
        #expect(deinitCount == 100)
    }

    @Test("A view's layer goes with the view: the layer's delegate link does not retain the view")
    func layerAndViewAreFreed() {
        deinitCount = 0
        weak var weakView: UIView?
        do {
            let v = CountingLayerView()
            weakView = v
            #expect(v.layer.delegate === v)
        }
        #expect(weakView == nil)
        #expect(deinitCount == 1)
    }

    @Test("A layer that outlives its view forgets its delegate")
    func layerOutlivingView() {
        var layer: CALayer?
        do {
            let v = UIView()
            layer = v.layer
        }
        #expect(layer?.delegate == nil)
    }

    @Test("A subview that outlives its superview forgets it")
    func subviewOutlivingSuperview() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        #expect(child.layer.superlayer == nil)
    }

    @Test("A view controller and its view free each other")
    func controllerAndView() {
        deinitCount = 0
        weak var weakView: UIView?
        do {
            let c = CountingController()
            weakView = c.view
            #expect(c.view.next === c)
        }
        #expect(deinitCount == 1)
        #expect(weakView == nil)
    }
}
