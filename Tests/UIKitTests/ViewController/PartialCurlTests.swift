import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// `UIModalTransitionStyle.partialCurl` as Apple documents it: "one corner of the current
/// view curls up to reveal the presented view underneath. On dismissal, the curled up page
/// unfurls itself back on top of the presented view. A view controller presented using this
/// transition is itself prevented from presenting any additional view controllers", and it
/// works only full screen (any other style is an exception). The page stays curled while the
/// presented view is shown, and a tap on the curled page dismisses, as on iOS.
@Suite("Partial curl presentation", .freshContext) @MainActor
struct PartialCurlTests {
    final class Logging: UIViewController {
        let color: UIColor
        var log: [String] = []
        var taps = 0
        init(_ color: UIColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
            view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Logging.tapped))
        }
        private func tapped(_ tap: UITapGestureRecognizer) { taps += 1 }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
    }

    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    /// A 200 × 300 screen whose blue root is shown, and an orange controller set to curl.
    private func scene() -> (UITestHost, Logging, Logging) {
        let host = UITestHost(size: CGSize(width: 200, height: 300), scale: 1)
        let a = Logging(Self.blue)
        host.window.rootViewController = a
        host.runLoopTurn()
        a.log.removeAll()
        let b = Logging(Self.orange)
        b.modalPresentationStyle = .fullScreen
        b.modalTransitionStyle = .partialCurl
        return (host, a, b)
    }

    private func color(_ host: UITestHost, _ x: Int, _ y: Int) -> String {
        let p = host.renderScreen().pixel(x: x, y: y)
        if p.b > 200, p.r < 60 { return "blue" }
        if p.r > 200, p.b < 60, p.g > 90, p.g < 160 { return "orange" }
        return "other"
    }

    /// How many of a grid of sample points show the presented (orange) view.
    private func uncovered(_ host: UITestHost) -> Int {
        let image = host.renderScreen()
        var count = 0
        for y in stride(from: 5, to: 300, by: 10) {
            for x in stride(from: 5, to: 200, by: 10) {
                let p = image.pixel(x: x, y: y)
                if p.r > 200, p.b < 60 { count += 1 }
            }
        }
        return count
    }

    @Test("Presenting, the presenter's page curls up from the bottom-right corner over 0.5 s, uncovering more of the presented view every frame, then holds half curled")
    func curlsAndHolds() {
        let (host, a, b) = scene()
        a.present(b, animated: true)
        host.runLoopTurn()
        var shown: [Int] = [uncovered(host)]
        for _ in 0..<30 {
            host.advanceTime(by: 1.0 / 60)
            shown.append(uncovered(host))
        }
        #expect(shown.first! <= 1)
        #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.1 >= $0.0 })
        host.advanceTime(by: 0.2)
        let held = uncovered(host)
        #expect(held > 200 && held < 450, "about half of the 600 sample points uncovered")
        #expect(color(host, 10, 10) == "blue", "the top-left corner stays under the page")
        #expect(color(host, 190, 290) == "orange", "the bottom-right corner is uncovered")
        host.advanceTime(by: 3)
        #expect(uncovered(host) == held, "the page stays curled")
    }

    @Test("The presentation is full screen: the presenter's view leaves the window, its disappear callbacks and the presented controller's appear callbacks come, and the completion runs once the curl stops")
    func callbacks() {
        let (host, a, b) = scene()
        var completed = false
        a.present(b, animated: true) { completed = true }
        host.advanceTime(by: 0.25)
        #expect(!completed)
        #expect(a.log == ["viewWillDisappear"])
        host.advanceTime(by: 0.4)
        #expect(completed)
        #expect(a.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(b.log == ["viewWillAppear", "viewDidAppear"])
        #expect(a.viewIfLoaded?.window == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
    }

    @Test("The uncovered presented view is live and takes touches; a tap on the curled page dismisses, the page uncurling back over the presented view")
    func tapOnPageDismisses() {
        let (host, a, b) = scene()
        a.present(b, animated: true)
        host.advanceTime(by: 0.7)
        // Live: a change to the presented view shows below the curl.
        b.view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0.01, alpha: 1)
        host.runLoopTurn()
        #expect(color(host, 190, 290) == "orange")
        host.tap(at: CGPoint(x: 150, y: 260))
        #expect(b.taps == 1)
        #expect(a.presentedViewController === b)
        a.log.removeAll()
        b.log.removeAll()
        host.tap(at: CGPoint(x: 10, y: 10))
        #expect(b.taps == 1)
        host.advanceTime(by: 0.25)
        let midway = uncovered(host)
        #expect(midway > 0 && midway < 300, "the page is uncurling")
        host.advanceTime(by: 0.4)
        #expect(a.presentedViewController == nil)
        #expect(uncovered(host) == 0)
        #expect(color(host, 190, 290) == "blue")
        #expect(a.log == ["viewWillAppear", "viewDidAppear"])
        #expect(b.log == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("Presented without animation, the page is curled at once")
    func unanimated() {
        let (host, a, b) = scene()
        a.present(b, animated: false)
        host.runLoopTurn()
        #expect(color(host, 10, 10) == "blue")
        #expect(color(host, 190, 290) == "orange")
        #expect(b.log == ["viewWillAppear", "viewDidAppear"])
        b.dismiss(animated: false)
        host.runLoopTurn()
        #expect(uncovered(host) == 0)
    }

    @Test("With the automatic style a partial curl is presented full screen (the style it requires)")
    func automaticIsFullScreen() {
        let (host, a, b) = scene()
        b.modalPresentationStyle = .automatic
        a.present(b, animated: true)
        host.advanceTime(by: 0.7)
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(a.viewIfLoaded?.window == nil)
    }

    @Test("A controller presented with a partial curl cannot present another: UIKit's refusal, nothing presented")
    func curledCannotPresent() {
        let (host, a, b) = scene()
        a.present(b, animated: true)
        host.advanceTime(by: 0.7)
        let c = UIViewController()
        let issues = RuntimeIssue.capture { b.present(c, animated: false) }
        #expect(b.presentedViewController == nil)
        #expect(c.presentingViewController == nil)
        #expect(issues.contains { $0.contains("partial curl") })
    }

    @Test("A partial curl in any style but full screen stops with UIKit's exception message")
    func onlyFullScreen() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost(size: CGSize(width: 200, height: 300), scale: 1)
                let a = UIViewController()
                host.window.rootViewController = a
                host.runLoopTurn()
                let b = UIViewController()
                b.modalPresentationStyle = .pageSheet
                b.modalTransitionStyle = .partialCurl
                a.present(b, animated: true)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Application tried to present UIModalTransitionStylePartialCurl to or from non-fullscreen view controller"))
    }
}
