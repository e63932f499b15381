import UIKit
import UIKitActions

// Classes the test nibs name by custom class (customModule="UIKitTests"), written as iOS code
// is, with the Linux edits docs/porting.md lists: @IBOutlet → @Outlet/@WeakOutlet,
// @IBAction → @Action.

/// The custom-views guide's nib-backed CaptionableImageView: the nib's File's Owner, loaded
/// from both initializers. Edits from the guide: `@IBOutlet` → `@Outlet`/`@WeakOutlet`,
/// and Swift 5's spelling of `init?(coder:)`, `instantiate(withOwner:options:)` and
/// `.scaleAspectFill`, as on iOS today.
final class NibCaptionableImageView: UIView {
    @Outlet var contentView: UIView!
    @WeakOutlet var label: UILabel!
    @WeakOutlet var imageView: UIImageView!

    var caption: String? {
        get { return label?.text }
        set { label.text = newValue }
    }

    var image: UIImage? {
        get { return imageView.image }
        set { imageView.image = newValue }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initSubviews()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        initSubviews()
    }

    func initSubviews() {
        let nib = UINib(nibName: "CaptionableImageView", bundle: nil)
        nib.instantiate(withOwner: self, options: nil)
        contentView.frame = bounds
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        addSubview(contentView)
    }
}

/// The guide's programmatic CaptionableImageView, for comparing pixels with the nib one.
final class CodeCaptionableImageView: UIView {
    var label: UILabel!
    var imageView: UIImageView!

    var caption: String? {
        get { return label?.text }
        set { label.text = newValue }
    }

    var image: UIImage? {
        get { return imageView.image }
        set { imageView.image = newValue }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        initSubviews()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        initSubviews()
    }

    func initSubviews() {
        imageView = UIImageView(frame: bounds)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        addSubview(imageView)
        let captionBackgroundView = UIView(frame: CGRect(x: 0, y: bounds.height - 30, width: bounds.width, height: 30))
        captionBackgroundView.backgroundColor = UIColor(white: 0.1, alpha: 0.8)
        addSubview(captionBackgroundView)
        label = UILabel(frame: captionBackgroundView.bounds.insetBy(dx: 10, dy: 5))
        label.textColor = UIColor(white: 0.9, alpha: 1.0)
        captionBackgroundView.addSubview(label)
    }
}

/// Records the order of nib callbacks.
@MainActor final class NibEventLog {
    static var events: [String] = []
}

/// A view that checks, in awakeFromNib, that the owner's outlets are already connected.
final class AwakeRecordingView: UIView {
    override func awakeFromNib() {
        super.awakeFromNib()
        NibEventLog.events.append("awake AwakeRecordingView subviews=\(subviews.count)")
    }
}

/// File's Owner of CaptionScreen.xib.
final class CaptionScreenOwner: UIResponder {
    @Outlet var view: UIView!
    @Outlet var captionView: NibCaptionableImageView!
    @WeakOutlet var doneButton: UIButton!
    @WeakOutlet var heightConstraint: NSLayoutConstraint!
    @Outlet var badges: [UIView]!
    var doneTaps = 0
    var doubleTaps = 0

    @Action func doneTapped(_ sender: UIButton) {
        doneTaps += 1
    }

    @Action func badgeDoubleTapped(_ sender: UITapGestureRecognizer) {
        doubleTaps += 1
    }
}

/// A responder up the chain that takes the First Responder's action.
final class TouchDownContainer: UIView {
    var touchDowns = 0
    @Action func anyTouchDown() {
        touchDowns += 1
    }
}

/// Loads ProfileView.xib by the default nib name rule (`ProfileViewController` → `ProfileView`).
final class ProfileViewController: UIViewController {
    @WeakOutlet var nameLabel: UILabel!
    var labelAtViewDidLoad: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        labelAtViewDidLoad = nameLabel?.text
    }
}

final class GreetingViewController: UIViewController {
    @WeakOutlet var greetingLabel: UILabel!
    @WeakOutlet var nextButton: UIButton!
    var preparedSegue: String?
    var outletsAtViewDidLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsAtViewDidLoad = greetingLabel != nil && nextButton != nil
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        preparedSegue = segue.identifier
    }
}

final class DetailViewController: UIViewController {
    @WeakOutlet var captionView: NibCaptionableImageView!
}

/// A custom segue that records that it ran.
final class RecordingSegue: UIStoryboardSegue {
    static var performed: [(String?, UIViewController, UIViewController)] = []
    override func perform() {
        Self.performed.append((identifier, source, destination))
    }
}

/// A designable view: sample content for the canvas only.
final class DesignableBadge: UIView {
    var events: [String] = []
    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib")
    }
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        events.append("prepareForInterfaceBuilder")
    }
}
