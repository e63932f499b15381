import CoreGraphics

/// The bars Interface Builder's canvas draws around a storyboard scene ("Simulated Metrics"),
/// which the frames Xcode records for the scene's views already make room for: a status bar,
/// a navigation bar on top and a tab bar or toolbar at the bottom. Each is what the scene's
/// inspector sets, or, left "Inferred", what the storyboard's relationships and segues imply:
/// a scene a navigation controller reaches (as its root, or by a push or show segue from a
/// scene it holds) has its bar, and a scene a tab bar controller holds, directly or through a
/// navigation stack, has the tab bar.
package struct SimulatedBars: Equatable {
    package enum TopBar: Equatable {
        case none
        case navigationBar(translucent: Bool, prefersLargeTitles: Bool)
    }

    package enum BottomBar: Equatable {
        case none, tabBar, toolbar
    }

    package var statusBar = true
    package var topBar = TopBar.none
    package var bottomBar = BottomBar.none

    package init(statusBar: Bool = true, topBar: TopBar = .none, bottomBar: BottomBar = .none) {
        self.statusBar = statusBar
        self.topBar = topBar
        self.bottomBar = bottomBar
    }

    /// Controllers that draw their own bars: nothing is inferred around them.
    private static let containers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "pageViewController"]

    /// The bars of the scene whose view controller has the id `controllerID`.
    package init(scene controllerID: String, in document: IBDocument) {
        guard let controller = document.elementsByID[controllerID] else { return }
        let topMetrics = controller.child(key: "simulatedTopBarMetrics"), bottomMetrics = controller.child(key: "simulatedBottomBarMetrics")
        // The storyboard's segues are read only when a bar is left to be inferred.
        let incoming = Self.containers.contains(controller.name) || (topMetrics != nil && bottomMetrics != nil) ? nil : SegueGraph(document)
        if let metrics = controller.child(key: "simulatedStatusBarMetrics") {
            statusBar = metrics.name != "nil" && metrics["statusBarStyle"] != "none"
        }
        // A scene drawn below the status bar (a view that, with the bars above it, reaches a
        // status bar short of the screen) has none inside it.
        if let rect = controller.child(key: "view")?.child("rect", key: "frame"),
           let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init),
           !Self.isScreenSize(CGSize(width: width + (rect["x"].flatMap(Double.init) ?? 0), height: height + (rect["y"].flatMap(Double.init) ?? 0))) {
            statusBar = false
        }
        if let metrics = topMetrics {
            topBar = metrics.name == "simulatedNavigationBarMetrics"
                ? .navigationBar(translucent: metrics["translucent"] != "NO", prefersLargeTitles: false) : .none
        } else if let navigation = incoming?.navigationController(holding: controllerID), navigation["navigationBarHidden"] != "YES" {
            let bar = navigation.child("navigationBar", key: "navigationBar")
            topBar = .navigationBar(translucent: bar?["translucent"] != "NO", prefersLargeTitles: bar?["largeTitles"] == "YES")
        }
        if let metrics = bottomMetrics {
            switch metrics.name {
            case "simulatedTabBarMetrics": bottomBar = .tabBar
            case "simulatedToolbarMetrics": bottomBar = .toolbar
            default: bottomBar = .none
            }
        } else if incoming?.isHeldByTabBarController(controllerID) == true {
            bottomBar = .tabBar
        }
    }
}

extension SimulatedBars {
    /// The screens of the devices Interface Builder simulates (portrait; landscape is the same
    /// sizes turned).
    private static let screenSizes: Set<[Double]> = [
        [320, 480], [320, 568], [375, 667], [414, 736], [375, 812], [414, 896], [360, 780], [390, 844], [428, 926],
        [393, 852], [430, 932], [402, 874], [440, 956], [768, 1024], [810, 1080], [834, 1112], [834, 1194],
        [820, 1180], [744, 1133], [1024, 1366], [1032, 1376],
    ]

    static func isScreenSize(_ size: CGSize) -> Bool {
        screenSizes.contains([Double(min(size.width, size.height)), Double(max(size.width, size.height))])
    }
}

/// Which scene reaches which: each segue's source scene's view controller, kind and
/// relationship, by destination.
private struct SegueGraph {
    struct Edge {
        let source: IBElement
        let kind: String
        let relationship: String?
    }

    private var edges: [String: [Edge]] = [:]

    init(_ document: IBDocument) {
        for scene in document.scenes {
            guard let controller = scene.child("objects")?.children.first(where: { $0.id != nil && $0.name != "placeholder" }) else { continue }
            var stack = [controller]
            while let element = stack.popLast() {
                if element.name == "segue", let destination = element["destination"], let kind = element["kind"] {
                    edges[destination, default: []].append(Edge(source: controller, kind: kind, relationship: element["relationship"]))
                }
                stack.append(contentsOf: element.children)
            }
        }
    }

    /// The navigation controller whose stack holds the scene: it is the root, or a push or
    /// show segue leads to it from a scene in the stack.
    func navigationController(holding id: String) -> IBElement? {
        var visited: Set<String> = []
        var pending = [id]
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            for edge in edges[current] ?? [] {
                if edge.kind == "relationship", edge.relationship == "rootViewController", edge.source.name == "navigationController" {
                    return edge.source
                }
                if edge.kind == "push" || edge.kind == "show", let source = edge.source.id { pending.append(source) }
            }
        }
        return nil
    }

    /// Whether a tab bar controller holds the scene, directly or through the navigation
    /// controller whose stack it is in.
    func isHeldByTabBarController(_ id: String) -> Bool {
        let holders = [id] + (navigationController(holding: id)?.id.map { [$0] } ?? [])
        return holders.contains { holder in
            (edges[holder] ?? []).contains { $0.kind == "relationship" && $0.relationship == "viewControllers" && $0.source.name == "tabBarController" }
        }
    }
}

extension InterfaceBuilderCanvas {
    /// Shows a storyboard scene's controller in `window` inside the bars the canvas simulates
    /// for it: room for the device's status bar and home indicator, and a navigation
    /// controller or tab bar controller made around it, so its safe area and layout guides are
    /// the canvas's. The device's room is the root's own additional safe area, not the running
    /// system's device chrome, so showing a scene changes nothing outside `window`.
    package static func show(_ controller: UIViewController, bars: SimulatedBars, in window: UIWindow) {
        var root = controller
        // A navigation controller draws the navigation bar and the toolbar.
        if bars.topBar != .none || bars.bottomBar == .toolbar {
            let navigation = UINavigationController(rootViewController: controller)
            if case .navigationBar(let translucent, let prefersLargeTitles) = bars.topBar {
                navigation.navigationBar.isTranslucent = translucent
                navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
            } else {
                navigation.isNavigationBarHidden = true
            }
            navigation.isToolbarHidden = bars.bottomBar != .toolbar
            root = navigation
        }
        if bars.bottomBar == .tabBar {
            let tabs = UITabBarController()
            tabs.viewControllers = [root]
            root = tabs
        }
        let screen = window.bounds.size
        root.additionalSafeAreaInsets = DeviceChrome.forScreen(size: screen).safeAreaInsets(screen: screen, statusBarHidden: !bars.statusBar)
        window.rootViewController = root
    }
}
