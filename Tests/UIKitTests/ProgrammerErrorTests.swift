import UIKitTesting
import Testing
import UIKit

/// UIKit raises an exception for these; here they stop the process with a message that
/// names the broken rule. Each runs in a child process (an exit test).
@Suite("Programmer errors stop with a message naming the rule", .freshContext)
struct ProgrammerErrorTests {
    @Test("Adding a view to itself stops: \"can't add self as subview\"")
    func addSelf() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let v = UIView()
                v.addSubview(v)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("can't add self as subview"))
    }

    @Test("Adding a view to one of its descendants stops: the hierarchy would become a cycle")
    func addAncestorToDescendant() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIView(), child = UIView(), grandchild = UIView()
                parent.addSubview(child)
                child.addSubview(grandchild)
                grandchild.addSubview(parent)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("cycle"))
    }

    @Test("A gesture action whose method takes a recognizer type the recognizer is not stops when added: no selector could ever be sent to it")
    func gestureActionOfWrongSenderType() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                @MainActor final class Target { func panned(_ recognizer: UIPanGestureRecognizer) {} }
                let target = Target()
                _ = UITapGestureRecognizer(target: target, action: Target.panned)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("takes a UIPanGestureRecognizer, but it is added to a UITapGestureRecognizer"))
    }

    @Test("A control action whose method takes a control type the control is not stops when added")
    func controlActionOfWrongSenderType() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                @MainActor final class Target { func scrolled(_ sender: UIScrollView) {} }
                let target = Target()
                UIButton().addTarget(target, action: Target.scrolled, for: .touchUpInside)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("takes a UIScrollView, but it is added to a UIButton"))
    }

    @Test("A layer as its own mask stops: the mask would draw the layer it masks (Core Animation refuses it)")
    func layerMasksItself() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layer = CALayer()
                layer.mask = layer
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("cycle"))
    }

    @Test("A superlayer as a sublayer's mask stops")
    func superlayerAsMask() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = CALayer(), child = CALayer()
                parent.addSublayer(child)
                child.mask = parent
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("cycle"))
    }

    @Test("Two layers as each other's masks stop at the second")
    func mutualMasks() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = CALayer(), b = CALayer()
                a.mask = b
                b.mask = a
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("cycle"))
    }

    @Test("A view's superview as its mask view stops")
    func superviewAsMaskView() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let parent = UIView(), child = UIView()
                parent.addSubview(child)
                child.mask = parent
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("cycle"))
    }

    @Test("Adding a layer under its own mask stops: the mask would draw the layer it masks")
    func sublayerOfOwnMask() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layer = CALayer(), mask = CALayer()
                layer.mask = mask
                mask.addSublayer(layer)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("cycle"))
    }

    @Test("Giving a scroll view's pan another delegate stops: it must have its scroll view as its delegate")
    func scrollViewPanDelegate() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Other: UIGestureRecognizerDelegate {}
                let other = Other(), scrollView = UIScrollView()
                scrollView.panGestureRecognizer.delegate = other
                withExtendedLifetime((other, scrollView)) {}
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("must have its scroll view as its delegate"))
    }

    @Test("A layer cycle stops: a layer cannot become its own ancestor")
    func layerCycle() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = CALayer(), b = CALayer()
                a.addSublayer(b)
                b.addSublayer(a)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("cycle"))
    }

    @Test("exchangeSubview with an index out of range stops, naming the index")
    func exchangeOutOfRange() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let v = UIView()
                v.addSubview(UIView())
                v.exchangeSubview(at: 0, withSubviewAt: 3)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("index 3 is beyond the 1 subviews"))
    }

    @Test("A loadView() that does not set the view stops: loadView must set the view property")
    func loadViewMustSetView() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Broken: UIViewController { override func loadView() {} }
                _ = Broken().view
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("loadView() must set the view property"))
    }
}
