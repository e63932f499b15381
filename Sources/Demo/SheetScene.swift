// The sheet scene: a phone with its status bar and home indicator, a list that presents a
// medium-detent sheet with a grabber, and the sheet presenting an alert, as an iOS app
// writes them; rendered frame by frame into demo-out/sheet/frame-NNN.png and
// demo-out/sheet.png (animated).
import Foundation
import UIKit

@preconcurrency @MainActor func renderSheetScene(into output: URL) throws {
    final class InboxController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .darkContent }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let title = UILabel()
            title.text = "Inbox"
            title.font = UIFont.boldSystemFont(ofSize: 34)
            title.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            ])
            for i in 0..<8 {
                let row = UIView(frame: CGRect(x: 16, y: 120 + CGFloat(i) * 64, width: view.bounds.width - 32, height: 52))
                row.backgroundColor = UIColor(hue: CGFloat(i) / 9, saturation: 0.25, brightness: 0.97, alpha: 1)
                row.layer.cornerRadius = 12
                row.autoresizingMask = [.flexibleWidth]
                view.addSubview(row)
            }
        }
    }
    final class ComposeController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .secondarySystemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 28, width: 300, height: 30))
            label.text = "New message"
            label.font = UIFont.boldSystemFont(ofSize: 20)
            view.addSubview(label)
            let field = UITextField(frame: CGRect(x: 20, y: 70, width: view.bounds.width - 40, height: 40))
            field.borderStyle = .roundedRect
            field.placeholder = "To:"
            field.autoresizingMask = [.flexibleWidth]
            view.addSubview(field)
        }
    }

    let application = UIApplication.shared
    application.showsDeviceChrome = true
    defer { application.showsDeviceChrome = false }
    let window = makeWindow(UIScreen.main.bounds.size)
    let inbox = InboxController()
    window.rootViewController = inbox
    application.runLoopTurn()

    let compose = ComposeController()
    if let sheet = compose.sheetPresentationController {
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
    }
    inbox.present(compose, animated: true)
    var frames = captureFrames(of: window, count: 36)
    let alert = UIAlertController(title: "Discard draft?", message: "The message has not been sent.", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
    alert.addAction(UIAlertAction(title: "Discard", style: .destructive))
    compose.present(alert, animated: true)
    frames += captureFrames(of: window, count: 24).dropFirst()
    try writeFrames(frames, named: "sheet", into: output)
    alert.dismiss(animated: false)
    compose.dismiss(animated: false)
    window.isHidden = true
}
