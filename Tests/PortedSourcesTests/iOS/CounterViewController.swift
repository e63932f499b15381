import UIKit

@objc protocol CounterViewControllerDelegate: AnyObject {
    func counterDidChange(_ controller: CounterViewController)
    @objc optional func counterDidReset(_ controller: CounterViewController)
}

class CounterViewController: UIViewController {
    @IBOutlet weak var countLabel: UILabel!
    @IBOutlet var buttons: [UIButton]!
    weak var delegate: CounterViewControllerDelegate?
    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        view.addSubview(label)
        countLabel = label
        let plus = UIButton(type: .system)
        plus.frame = CGRect(x: 20, y: 60, width: 100, height: 44)
        plus.setTitle("+1", for: .normal)
        plus.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
        view.addSubview(plus)
        buttons = [plus]
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.reset)))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reset))
    }

    @IBAction func increment(_ sender: UIButton) {
        count += 1
        countLabel.text = "\(count)"
        delegate?.counterDidChange(self)
    }

    @objc func reset() {
        count = 0
        countLabel.text = "0"
        delegate?.counterDidReset?(self)
    }
}
