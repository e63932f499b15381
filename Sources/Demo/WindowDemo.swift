// The demo as an app in a real window (SDL2): written as an iOS app is, with an app
// delegate, a root view controller, target-action, gesture recognizers, a Timer-driven
// animation and main-queue work.
import Foundation
import UIKit
import UIKitSDL

/// Shows what is typed while it is the first responder.
final class TypingView: UIView, UIKeyInput {
    let label = UILabel()
    var text = "" { didSet { label.text = text.isEmpty ? "Type something…" : text } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        label.frame = bounds.insetBy(dx: 10, dy: 0)
        label.textColor = .darkGray
        label.text = "Type something…"
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ newText: String) { text += newText.replacingOccurrences(of: "\n", with: " ") }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

final class WindowDemoViewController: UIViewController {
    private let countLabel = UILabel()
    private let statusLabel = UILabel()
    private let spinner = UIView()
    private let card = UIView()
    private var typing: TypingView!
    private var taps = 0
    private(set) var animationFrames = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = view.bounds.width

        let header = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 56))
        header.backgroundColor = UIColor(red: 0.15, green: 0.35, blue: 0.65, alpha: 1)
        header.autoresizingMask = [.flexibleWidth]
        let title = UILabel(frame: header.bounds)
        title.text = "OpenUIKit on Linux"
        title.textColor = .white
        title.font = UIFont.boldSystemFont(ofSize: 18)
        title.textAlignment = .center
        title.autoresizingMask = [.flexibleWidth]
        header.addSubview(title)
        view.addSubview(header)

        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 76, width: width - 40, height: 48)
        button.setTitle("Tap me", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = UIFont.boldSystemFont(ofSize: 17)
        button.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        button.layer.cornerRadius = 10
        button.autoresizingMask = [.flexibleWidth]
        button.addTarget(self, action: WindowDemoViewController.buttonTapped, for: .touchUpInside)
        view.addSubview(button)

        countLabel.frame = CGRect(x: 20, y: 132, width: width - 40, height: 24)
        countLabel.text = "Not tapped yet"
        countLabel.textAlignment = .center
        countLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(countLabel)

        statusLabel.frame = CGRect(x: 20, y: 158, width: width - 40, height: 20)
        statusLabel.font = UIFont.systemFont(ofSize: 13)
        statusLabel.textColor = .gray
        statusLabel.textAlignment = .center
        statusLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(statusLabel)

        card.frame = CGRect(x: 40, y: 200, width: 140, height: 100)
        card.backgroundColor = UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1)
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.3
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        let hint = UILabel(frame: card.bounds.insetBy(dx: 8, dy: 8))
        hint.text = "Drag me; double-tap"
        hint.font = UIFont.systemFont(ofSize: 13)
        hint.textColor = .white
        card.addSubview(hint)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: WindowDemoViewController.cardDragged))
        let doubleTap = UITapGestureRecognizer(target: self, action: WindowDemoViewController.cardDoubleTapped)
        doubleTap.numberOfTapsRequired = 2
        card.addGestureRecognizer(doubleTap)
        view.addSubview(card)

        spinner.frame = CGRect(x: width - 110, y: 220, width: 60, height: 60)
        spinner.backgroundColor = UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)
        spinner.layer.cornerRadius = 8
        spinner.autoresizingMask = [.flexibleLeftMargin]
        view.addSubview(spinner)

        typing = TypingView(frame: CGRect(x: 20, y: 330, width: width - 40, height: 44))
        typing.autoresizingMask = [.flexibleWidth]
        typing.addGestureRecognizer(UITapGestureRecognizer(target: self, action: WindowDemoViewController.typingTapped))
        view.addSubview(typing)

        let sheetButton = UIButton(type: .system)
        sheetButton.frame = CGRect(x: 20, y: 390, width: width - 40, height: 44)
        sheetButton.setTitle("Show a sheet", for: .normal)
        sheetButton.autoresizingMask = [.flexibleWidth]
        sheetButton.addTarget(self, action: WindowDemoViewController.showSheet, for: .touchUpInside)
        view.addSubview(sheetButton)

        let catalogButton = UIButton(type: .system)
        catalogButton.frame = CGRect(x: 20, y: 440, width: width - 40, height: 44)
        catalogButton.setTitle("Open the catalog", for: .normal)
        catalogButton.autoresizingMask = [.flexibleWidth]
        catalogButton.addTarget(self, action: WindowDemoViewController.showCatalog, for: .touchUpInside)
        view.addSubview(catalogButton)

        // The animation: a Timer on the main run loop turns the square every frame.
        let start = Date()
        _ = Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.animationFrames += 1
                let angle = CGFloat(Date().timeIntervalSince(start)) * .pi
                self.spinner.transform = CGAffineTransform(rotationAngle: angle)
            }
        }
    }

    func buttonTapped(_ sender: UIControl) {
        taps += 1
        countLabel.text = taps == 1 ? "Tapped once" : "Tapped \(taps) times"
        statusLabel.text = "Working in the background…"
        // Work off the main thread, then back to the main queue, which the run loop serves.
        DispatchQueue.global().async {
            let sum = (1...200_000).reduce(0, +)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.statusLabel.text = "Background work done (\(sum))" }
            }
        }
    }

    func cardDragged(_ recognizer: UIGestureRecognizer) {
        guard let pan = recognizer as? UIPanGestureRecognizer else { return }
        let t = pan.translation(in: view)
        card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
        pan.setTranslation(.zero, in: view)
    }

    func cardDoubleTapped(_ recognizer: UIGestureRecognizer) {
        card.backgroundColor = card.backgroundColor == .purple ? UIColor(red: 0.95, green: 0.55, blue: 0.2, alpha: 1) : .purple
    }

    func typingTapped(_ recognizer: UIGestureRecognizer) {
        typing.becomeFirstResponder()
    }

    /// The catalog, full screen (a split in a wide window), with a Done button that comes back here.
    func showCatalog() {
        let catalog = Catalog.makeSplit()
        catalog.modalPresentationStyle = .fullScreen
        (catalog.viewController(for: .primary) as? UINavigationController)?.viewControllers.first?.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak catalog] _ in
            catalog?.dismiss(animated: true)
        })
        present(catalog, animated: true)
    }

    func showSheet(_ sender: UIControl) {
        let sheet = DemoSheetController()
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        sheet.sheetPresentationController?.prefersGrabberVisible = true
        present(sheet, animated: true)
    }
}

/// A sheet to drag between its detents or swipe away, with a button that shows an alert.
final class DemoSheetController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 28, width: view.bounds.width - 40, height: 48))
        label.text = "Drag the sheet up or down, or swipe it away."
        label.numberOfLines = 2
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 90, width: 200, height: 44)
        button.setTitle("Show an alert", for: .normal)
        button.contentHorizontalAlignment = .leading
        button.addTarget(self, action: DemoSheetController.showAlert, for: .touchUpInside)
        view.addSubview(button)
    }

    func showAlert(_ sender: UIControl) {
        let alert = UIAlertController(title: "Close the sheet?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        alert.addAction(UIAlertAction(title: "Close", style: .default) { _ in self.dismiss(animated: true) })
        present(alert, animated: true)
    }
}

final class WindowDemoAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // A phone-sized window near the top left of the main screen.
        let bounds = UIScreen.main.bounds
        let size = CGSize(width: min(390, bounds.width), height: min(520, bounds.height))
        window = UIWindow(frame: CGRect(origin: CGPoint(x: min(60, bounds.width - size.width), y: min(40, bounds.height - size.height)),
                                        size: size))
        let controller = WindowDemoViewController()
        window!.rootViewController = controller
        window!.makeKeyAndVisible()

        // OPENUIKIT_DEMO_SECONDS=n ends the demo after n seconds with a summary (for tests).
        if let seconds = ProcessInfo.processInfo.environment["OPENUIKIT_DEMO_SECONDS"].flatMap(Double.init) {
            var mainQueueRan = false
            DispatchQueue.global().async {
                DispatchQueue.main.async { MainActor.assumeIsolated { mainQueueRan = true } }
            }
            _ = Timer.scheduledTimer(withTimeInterval: seconds, repeats: false) { _ in
                MainActor.assumeIsolated {
                    print("demo: window \(Int(size.width))×\(Int(size.height)) on a \(Int(bounds.width))×\(Int(bounds.height)) screen; "
                          + "\(controller.animationFrames) animation frames in \(seconds) s; main queue ran: \(mainQueueRan)")
                    exit(0)
                }
            }
        }
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("demo: the window was closed; goodbye")
    }
}

/// Runs the window demo when a display is there (`DISPLAY` set, SDL can open it); returns
/// false to fall back to the headless gallery.
@preconcurrency @MainActor
func runWindowDemoIfDisplayPresent() -> Bool {
    let env = ProcessInfo.processInfo.environment
    guard env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil, env["OPENUIKIT_BACKEND"] != "headless",
          SDLBackend.install() else { return false }
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(WindowDemoAppDelegate.self))
    return true
}
