// View-controller benchmarks. A custom presentation of a controller whose view holds 500
// subviews, frame by frame on the virtual clock, against the same slide done with
// `UIView.animate` on the same views; and the appearance callbacks of a 1,000-controller
// containment tree, forwarded from its root; a navigation push and pop of a controller
// holding a 1,000-row table against the same two views moved with `UIView.animate`.
import Foundation
import QuartzCore
import UIKit

/// Slides the presented view up from below the container over a second, linearly.
@MainActor private final class SlideAnimator: UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 1 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        guard let view = context.view(forKey: .to), let vc = context.viewController(forKey: .to) else { return }
        let final = context.finalFrame(for: vc)
        view.frame = final.offsetBy(dx: 0, dy: context.containerView.bounds.height)
        context.containerView.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.frame = final }) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

@MainActor func runControllerBenchmarks() {
    let size = CGSize(width: 1280, height: 800), scale: CGFloat = 2
    HeadlessBackend.install(size: size, scale: scale)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.backgroundColor = .white
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let app = UIApplication.shared
    app.runLoopTurn()

    /// A view of 500 squares, the presented controller's content.
    func content() -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        for i in 0..<500 {
            let square = UIView(frame: CGRect(x: 20 + CGFloat(i % 25) * 40, y: 20 + CGFloat(i / 25) * 38, width: 30, height: 30))
            square.backgroundColor = UIColor(hue: CGFloat(i % 13) / 13, saturation: 0.7, brightness: 0.9, alpha: 1)
            view.addSubview(square)
        }
        return view
    }
    func frames(_ count: Int) -> Double {
        var total = 0.0
        for _ in 0..<count {
            HeadlessBackend.advanceTime(by: 1.0 / 60)
            let start = ContinuousClock.now
            app.runLoopTurn()
            let d = ContinuousClock.now - start
            total += Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15
        }
        return total / Double(count)
    }

    // 1. The presentation against UIView.animate of the same view over the same second.
    let animator = SlideAnimator()
    var presentedFrame: [Double] = [], animatedFrame: [Double] = []
    for _ in 0..<3 {
        let presented = UIViewController()
        presented.view = content()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = animator
        root.present(presented, animated: true)
        app.runLoopTurn()
        presentedFrame.append(frames(60))
        _ = frames(5)
        presented.dismiss(animated: false)
        app.runLoopTurn()

        let plain = content()
        plain.frame.origin.y = size.height
        window.addSubview(plain)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { plain.frame.origin.y = 0 })
        app.runLoopTurn()
        animatedFrame.append(frames(60))
        _ = frames(5)
        plain.removeFromSuperview()
        app.runLoopTurn()
    }
    record("custom presentation frame (500-view controller)", presentedFrame.min()! * 1e3, "µs",
           baseline: "UIView.animate of the same views", animatedFrame.min()! * 1e3, goal: .ratio(1.3))

    // 2. Appearance callbacks through a 1,000-controller containment tree: ten levels of
    // parents, each with children, all views in the window.
    var count = 0
    final class Counting: UIViewController {
        var counter: (() -> Void)?
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); counter?() }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); counter?() }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); counter?() }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); counter?() }
    }
    let treeRoot = Counting()
    var level = [treeRoot as UIViewController]
    var made = 1
    while made < 1_000 {
        var next: [UIViewController] = []
        for parent in level where made < 1_000 {
            for _ in 0..<4 where made < 1_000 {
                let child = Counting()
                child.counter = { count += 1 }
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
                next.append(child)
                made += 1
            }
        }
        level = next
    }
    treeRoot.counter = { count += 1 }
    // An appearance and a disappearance of the root, forwarded through the tree.
    func appearAndDisappear() {
        count = 0
        treeRoot.beginAppearanceTransition(true, animated: false)
        treeRoot.endAppearanceTransition()
        treeRoot.beginAppearanceTransition(false, animated: false)
        treeRoot.endAppearanceTransition()
    }
    // OUI_BENCH_CALLBACKS=N only repeats them N times, for profiling.
    if let n = ProcessInfo.processInfo.environment["OUI_BENCH_CALLBACKS"].flatMap(Int.init) {
        for _ in 0..<n { appearAndDisappear() }
        exit(0)
    }
    let callbacks = measure(runs: 11, appearAndDisappear)
    record("appearance callbacks, 1,000-controller tree (appear + disappear)", callbacks, "ms", goal: .atMost(1))
    record("callbacks per appear + disappear", Double(count), "calls", baseline: "4 per controller", 4_000)

    runNavigationBenchmark(window: window, frames: frames)
}

/// A list of 1,000 rows.
@MainActor private final class ThousandRows: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A push and a pop (30 frames each at 60 Hz) against the same views slid by `UIView.animate`
/// on the same spring: what the navigation machinery (bar, callbacks, transition context) adds.
@MainActor private func runNavigationBenchmark(window: UIWindow, frames: (Int) -> Double) {
    let app = UIApplication.shared
    let width = window.bounds.width
    var navigated: [Double] = [], animated: [Double] = []
    for _ in 0..<3 {
        let root = ThousandRows(style: .plain)
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        app.runLoopTurn()
        navigation.pushViewController(ThousandRows(style: .plain), animated: true)
        var total = frames(40)
        navigation.popViewController(animated: true)
        total += frames(40)
        navigated.append(total / 2)

        // The same two tables, one sliding in over the other, then back.
        let plain = UIViewController()
        window.rootViewController = plain
        let under = ThousandRows(style: .plain), over = ThousandRows(style: .plain)
        for table in [under, over] {
            plain.addChild(table)
            table.view.frame = plain.view.bounds
            plain.view.addSubview(table.view)
        }
        over.view.frame.origin.x = width
        app.runLoopTurn()
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            over.view.frame.origin.x = 0
            under.view.frame.origin.x = -width * 0.3
        })
        total = frames(40)
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            over.view.frame.origin.x = width
            under.view.frame.origin.x = 0
        })
        total += frames(40)
        animated.append(total / 2)
    }
    record("navigation push + pop frame (1,000-row table)", navigated.min()! * 1e3, "µs",
           baseline: "UIView.animate of the same views", animated.min()! * 1e3, goal: .ratio(1.3))
}
