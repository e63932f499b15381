import UIKit

/// A presenter striped in blue, yellow and white, so that shadows, blur and dimming over it
/// show in reference images.
@MainActor final class StripedController: UIViewController {
    let rows: Int

    init(rows: Int = 6) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)
        for index in 0..<rows {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 80 + 20, width: 1000, height: 36))
            stripe.backgroundColor = index.isMultiple(of: 2) ? UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1) : .white
            view.addSubview(stripe)
        }
    }
}
