import CoreGraphics
import Foundation

/// The picker's grid of the library's photos, four across with a point or two between them,
/// as the Photos grid is on a phone (PhotoGridLayout); a tap picks one (or opens it for
/// moving and scaling).
@MainActor
final class PhotoGridController: UICollectionViewController {
    private let library: PhotoLibrary
    /// Decoded images by file, so scrolling back does not read a file again.
    private var images: [URL: UIImage] = [:]
    init(library: PhotoLibrary) {
        self.library = library
        super.init(collectionViewLayout: PhotoGridLayout(columns: 4, spacing: 1))
    }

    required init?(coder: NSCoder) { nil }

    private var picker: UIImagePickerController? { navigationController as? UIImagePickerController }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: "photo")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?.cancel()
        })
        if library.photos.isEmpty {
            let empty = UILabel()
            empty.text = "No Photos or Videos"
            empty.font = .systemFont(ofSize: 22, weight: .semibold)
            empty.textColor = .secondaryLabel
            empty.textAlignment = .center
            collectionView.backgroundView = empty
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        library.photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        (cell as? PhotoGridCell)?.imageView.image = image(at: indexPath)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let picker, let image = image(at: indexPath) else { return }
        let photo = library.photos[indexPath.item]
        if picker.allowsEditing {
            navigationController?.pushViewController(PhotoCropController(photo: photo, image: image), animated: true)
        } else {
            picker.finish(picking: photo, image: image, edited: nil)
        }
    }

    private func image(at indexPath: IndexPath) -> UIImage? {
        let photo = library.photos[indexPath.item]
        if let known = images[photo.url] { return known }
        let image = library.image(of: photo)
        images[photo.url] = image
        return image
    }
}

/// A square thumbnail: the photo filling it, cropped.
@MainActor
final class PhotoGridCell: UICollectionViewCell {
    let imageView = UIImageView()

    required init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.backgroundColor = .secondarySystemBackground
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
        isAccessibilityElement = true
        accessibilityLabel = "Photo"
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) { nil }
}
