import CoreGraphics
import Foundation

/// "Move and Scale": the picked photo behind a square, on black, to be dragged and pinched
/// until the square holds what the user wants; Choose crops it, Cancel goes back to the grid.
@MainActor
final class PhotoCropController: UIViewController, UIScrollViewDelegate {
    private let photo: PhotoLibrary.Photo
    private let image: UIImage
    private let scrollView = UIScrollView()
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let chooseButton = UIButton(type: .system)
    private var configuredSide: CGFloat = 0

    init(photo: PhotoLibrary.Photo, image: UIImage) {
        self.photo = photo
        self.image = image
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.delegate = self
        scrollView.clipsToBounds = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        imageView.image = image
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
        titleLabel.text = "Move and Scale"
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        for (button, title) in [(cancelButton, "Cancel"), (chooseButton, "Choose")] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            view.addSubview(button)
        }
        cancelButton.addAction(UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) }, for: .touchUpInside)
        chooseButton.addAction(UIAction { [weak self] _ in self?.choose() }, for: .touchUpInside)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    /// The square is the view's width, centred; the photo fills it at the smallest zoom.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let side = min(bounds.width, bounds.height)
        scrollView.frame = CGRect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        titleLabel.frame = CGRect(x: 0, y: safe.top + 20, width: bounds.width, height: 24)
        let bottom = bounds.height - safe.bottom - 64
        cancelButton.frame = CGRect(x: 16, y: bottom, width: 80, height: 44)
        chooseButton.frame = CGRect(x: bounds.width - 96, y: bottom, width: 80, height: 44)
        guard side != configuredSide, image.size.width > 0, image.size.height > 0 else { return }
        configuredSide = side
        let fill = max(side / image.size.width, side / image.size.height)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = max(1, 3 / fill)
        scrollView.zoomScale = 1
        imageView.frame = CGRect(x: 0, y: 0, width: image.size.width * fill, height: image.size.height * fill)
        scrollView.contentSize = imageView.frame.size
        scrollView.contentOffset = CGPoint(x: (imageView.frame.width - side) / 2, y: (imageView.frame.height - side) / 2)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    /// What the square shows, in the photo's pixels, and that part of the photo.
    func choose() {
        let shown = imageView.frame.size
        let pixelsPerPoint = CGFloat(image.cgImage?.width ?? 0) / max(1, shown.width)
        let square = scrollView.bounds
        // Whole pixels, rounded (not widened: a square of 199.99 pixels is 200).
        let crop = CGRect(x: (square.minX * pixelsPerPoint).rounded(), y: (square.minY * pixelsPerPoint).rounded(),
                          width: (square.width * pixelsPerPoint).rounded(), height: (square.height * pixelsPerPoint).rounded())
        let edited = image.cgImage?.cropping(to: crop).map { UIImage(cgImage: $0, scale: image.scale, orientation: .up) } ?? image
        (navigationController as? UIImagePickerController)?.finish(picking: photo, image: image, edited: (edited, crop))
    }
}
