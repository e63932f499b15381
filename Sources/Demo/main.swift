// The OpenUIKit demo: ordinary iOS view code, built on Linux with `import UIKit`.
import UIKit

/// A card with a title bar and a badge, composed as an iOS developer would.
final class CardView: UIView {
    let titleBar = UIView()
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        titleBar.frame = CGRect(x: 0, y: 0, width: frame.width, height: 44)
        titleBar.backgroundColor = .blue
        titleBar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        addSubview(titleBar)
        badge.frame = CGRect(x: frame.width - 36, y: 8, width: 28, height: 28)
        badge.backgroundColor = .red
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        badge.tag = 42
        titleBar.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

final class DemoViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .lightGray
        let card = CardView(frame: CGRect(x: 20, y: 80, width: 350, height: 200))
        card.clipsToBounds = true
        view.addSubview(card)
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        hidden.alpha = 0.5
        view.addSubview(hidden)
    }
}

let window = UIWindow(frame: UIScreen.main.bounds)
window.rootViewController = DemoViewController()
window.makeKeyAndVisible()
UIApplication.shared.runLoopTurn()

print("Screen: \(UIScreen.main.bounds.size.width) × \(UIScreen.main.bounds.size.height) points at scale \(UIScreen.main.scale)")
print(window.recursiveDescription())

if let badge = window.viewWithTag(42) {
    let badgeInWindow = badge.convert(badge.bounds, to: nil)
    print("Badge (tag 42) in window coordinates: \(badgeInWindow)")
}
