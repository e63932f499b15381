// Background-thread code as Swift 5-mode apps write it. UIKit is `@preconcurrency @MainActor`
// (as Apple's SDK is seen from Swift), so this mode accepts calls into it from any closure:
// that is how UIKit gets used off the main thread. Drawing and off-screen layers work there,
// as on iOS; views, windows and shown layers stop with the Main Thread Checker's report.
import UIKitTesting
import Foundation
import Testing
import UIKit

/// Runs `work` on a new thread and waits for it, as code handing work to a thread does.
func onBackgroundThread(_ work: @escaping () -> Void) {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        work()
        done.signal()
    }
    done.wait()
}

/// A thumbnail made the way apps make them in the background.
func makeThumbnail(of image: UIImage, side: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { _ in
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        image.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
        ("\(Int(side))" as NSString).draw(at: CGPoint(x: 1, y: 1), withAttributes: [.font: UIFont.systemFont(ofSize: 6)])
    }
}

/// A badge drawn by a layer tree built off screen, as server-side or export code does.
func renderBadge(scale: CGFloat) -> UIImage {
    let badge = CALayer()
    badge.frame = CGRect(x: 0, y: 0, width: 40, height: 24)
    badge.backgroundColor = UIColor.systemBlue.cgColor
    badge.cornerRadius = 6
    let ring = CAShapeLayer()
    ring.path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 16, height: 16)).cgPath
    ring.fillColor = UIColor.white.cgColor
    ring.frame = badge.bounds
    badge.addSublayer(ring)
    let shade = CAGradientLayer()
    shade.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.4).cgColor]
    shade.frame = CGRect(x: 20, y: 0, width: 20, height: 24)
    badge.addSublayer(shade)
    let label = CATextLayer()
    label.string = "7"
    label.fontSize = 12
    label.frame = CGRect(x: 26, y: 4, width: 12, height: 16)
    badge.addSublayer(label)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    ring.position.x += 1
    CATransaction.commit()
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: badge.bounds.size, format: format).image { context in
        badge.render(in: context.cgContext)
    }
}

func pixelData(_ image: UIImage) -> Data { image.cgImage?.dataProvider?.data ?? Data() }

/// Waits for `semaphore` without holding a thread of the concurrency pool (or the main queue).
func signalled(_ semaphore: DispatchSemaphore) async throws {
    while semaphore.wait(timeout: .now()) != .success { try await Task.sleep(nanoseconds: 2_000_000) }
}

/// `iterations` results of `body`, computed on many threads at once.
func inParallel(_ iterations: Int, _ body: () -> Data) -> [Data] {
    var results: [Data] = []
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: iterations) { _ in
        let data = body()
        lock.lock(); results.append(data); lock.unlock()
    }
    return results
}

/// A transaction on a background thread that waits, open, for the main thread's look.
func backgroundTransaction(began: DispatchSemaphore, checked: DispatchSemaphore, completion: @escaping () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    CATransaction.setCompletionBlock { completion() }
    let layer = CALayer()
    layer.opacity = 0.5
    began.signal()
    checked.wait()
    CATransaction.commit()
}

// What apps get wrong: UIKit called from a background thread.
func makeView() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
func makeWindow() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) }
func makeConstraint() -> NSLayoutConstraint {
    let parent = UIView(), child = UIView()
    parent.addSubview(child)
    return child.widthAnchor.constraint(equalTo: parent.widthAnchor)
}
func makeShownLayer() -> CALayer {
    let window = makeWindow()
    window.makeKeyAndVisible()
    let layer = CALayer()
    window.layer.addSublayer(layer)
    return layer
}

/// `DispatchQueue.global().sync`, as code that means to leave the main thread writes it.
func addSubviewOnBackgroundQueue(_ parent: UIView, _ child: UIView) { DispatchQueue.global().sync { parent.addSubview(child) } }

/// A use of UIKit from a background thread, the API the report names, and the message the
/// process stops with.
enum BackgroundMisuse: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    case viewFrame, addSubview, activateConstraints, showWindow, viewInit, moveShownLayer, roundViewLayer

    var testDescription: String { "\(api) off the main thread" }

    var api: String {
        switch self {
        case .viewFrame: return "UIView.frame setter"
        case .addSubview: return "UIView.addSubview(_:)"
        case .activateConstraints: return "NSLayoutConstraint.activate(_:)"
        case .showWindow: return "UIWindow.makeKeyAndVisible()"
        case .viewInit: return "UIView.init(frame:)"
        case .moveShownLayer: return "CALayer.position setter"
        case .roundViewLayer: return "CALayer.cornerRadius setter"
        }
    }

    var message: String {
        switch self {
        case .addSubview, .activateConstraints, .showWindow:
            return "Modifications to the layout engine must not be performed from a background thread after it has been accessed from the main thread."
        case .viewFrame, .viewInit:
            return "\(api) must be used from main thread only"
        case .moveShownLayer, .roundViewLayer:
            return "must be changed on the main thread"
        }
    }

    /// Makes what it needs on the main thread, then uses it from a background thread.
    func perform() async {
        switch self {
        case .viewFrame:
            let view = await MainActor.run { makeView() }
            setFrameOnBackgroundThread(view)
        case .addSubview:
            let (parent, child) = await MainActor.run { (makeView(), makeView()) }
            addSubviewOnBackgroundQueue(parent, child)
        case .activateConstraints:
            activateOnBackgroundThread(await MainActor.run { makeConstraint() })
        case .showWindow:
            showOnBackgroundThread(await MainActor.run { makeWindow() })
        case .viewInit:
            makeViewOnBackgroundThread()
        case .moveShownLayer:
            moveOnBackgroundThread(await MainActor.run { makeShownLayer() })
        case .roundViewLayer:
            roundOnBackgroundThread(await MainActor.run { makeView() })
        }
    }
}

func setFrameOnBackgroundThread(_ view: UIView) { onBackgroundThread { view.frame = CGRect(x: 5, y: 5, width: 20, height: 20) } }
func activateOnBackgroundThread(_ constraint: NSLayoutConstraint) { onBackgroundThread { NSLayoutConstraint.activate([constraint]) } }
func showOnBackgroundThread(_ window: UIWindow) { onBackgroundThread { window.makeKeyAndVisible() } }
func makeViewOnBackgroundThread() { onBackgroundThread { _ = makeView() } }
func moveOnBackgroundThread(_ layer: CALayer) { onBackgroundThread { layer.position = CGPoint(x: 20, y: 20) } }
func roundOnBackgroundThread(_ view: UIView) { onBackgroundThread { view.layer.cornerRadius = 4 } }

@Suite("UIKit from background threads (Swift 5 mode)", .freshContext)
struct BackgroundThreadTests {
    @Test("Thumbnails rendered on background threads equal the main thread's, pixel for pixel")
    func backgroundThumbnails() async {
        let source = await MainActor.run { renderBadge(scale: 2) }
        let reference = await MainActor.run { pixelData(makeThumbnail(of: source, side: 20)) }
        let results = inParallel(8) { pixelData(makeThumbnail(of: source, side: 20)) }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == reference })
    }

    @Test("A layer tree built and rendered on background threads (render(in:)) draws what the main thread draws")
    func backgroundLayerTrees() async {
        let reference = await MainActor.run { pixelData(renderBadge(scale: 2)) }
        #expect(!reference.isEmpty)
        let results = inParallel(18) { pixelData(renderBadge(scale: 2)) }
        #expect(results.count == 18)
        #expect(results.allSatisfy { $0 == reference })
    }

    // The time limit is a hang guard; in a parallel run its clock also counts the wait for the
    // main actor behind other tests, so it is far above the test's own time.
    @Test("A transaction opened on a background thread is that thread's: the main thread's actions stay enabled",
          .timeLimit(.minutes(10)))
    func transactionsPerThread() async throws {
        let began = DispatchSemaphore(value: 0), checked = DispatchSemaphore(value: 0), completed = DispatchSemaphore(value: 0)
        Thread.detachNewThread { backgroundTransaction(began: began, checked: checked) { completed.signal() } }
        try await signalled(began)
        let disabledOnMain = await MainActor.run { CATransaction.disableActions() }
        #expect(disabledOnMain == false)
        checked.signal()
        // The completion block runs on the main queue once the other thread has committed.
        try await signalled(completed)
    }

    @Test("UIKit used from a background thread stops with the Main Thread Checker's report naming the API and the thread, then UIKit's message",
          arguments: BackgroundMisuse.allCases)
    func misuseStops(_ misuse: BackgroundMisuse) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [misuse] in
            await misuse.perform()
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Main Thread Checker: UI API called on a background thread: \(misuse.api)\nPID: "))
        #expect(stderr.contains(", TID: "))
        #expect(stderr.contains(misuse.message))
    }
}
