import CoreGraphics
import Foundation

/// The system's picker for the user's photos: a navigation controller showing the photo
/// library as a grid, with a move-and-scale screen when `allowsEditing` is on. The library is
/// a folder of image files (PhotoLibrary.swift). There is no camera, so `.camera` is never
/// available; setting an unavailable source type stops, as UIKit raises.
///
/// Apple's picker redeclares `delegate` as `UIImagePickerControllerDelegate &
/// UINavigationControllerDelegate`; Swift cannot change an inherited property's type, so
/// the delegate is the navigation controller's, and the picker talks to it when it also
/// adopts `UIImagePickerControllerDelegate` (which `picker.delegate = self` from a controller
/// adopting both, as on iOS, gives).
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }

    public enum CameraDevice: Int, Sendable { case rear = 0, front = 1 }
    public enum CameraCaptureMode: Int, Sendable { case photo = 0, video = 1 }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    public enum QualityType: Int, Sendable {
        case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4, typeIFrame960x540 = 5
    }

    /// The keys of what a picked item comes with.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Whether the device offers `sourceType`: the photo library and saved photos always;
    /// there is no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types a source offers: images (`public.image`), where it is available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// Where the picker takes items from; only available sources may be set.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard Self.isSourceTypeAvailable(sourceType) else {
                preconditionFailure("UIImagePickerController: Source type \(sourceType.rawValue) not available")
            }
            grid.title = sourceType == .savedPhotosAlbum ? "Moments" : "Photos"
        }
    }
    open var mediaTypes: [String] = ["public.image"]
    /// Whether a picked photo is shown for moving and scaling into a square first.
    open var allowsEditing = false
    open var videoMaximumDuration: TimeInterval = 600
    open var videoQuality: QualityType = .typeMedium
    open var imageExportPreset: ImageURLExportPreset = .compatible

    public enum ImageURLExportPreset: Int, Sendable { case compatible = 0, current = 1 }

    private let grid: PhotoGridController

    public init() {
        grid = PhotoGridController(library: PhotoLibrary.current())
        super.init(nibName: nil, bundle: nil)
        grid.title = "Photos"
        viewControllers = [grid]
    }

    public required init?(coder: NSCoder) {
        grid = PhotoGridController(library: PhotoLibrary.current())
        super.init(coder: coder)
        viewControllers = [grid]
    }

    /// The delegate, when it adopts the picker's protocol.
    var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    /// Tells the delegate what was picked (it dismisses the picker; without a delegate the
    /// picker dismisses itself).
    func finish(picking photo: PhotoLibrary.Photo, image: UIImage, edited: (image: UIImage, crop: CGRect)?) {
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image, .imageURL: photo.url]
        if let edited {
            info[.editedImage] = edited.image
            info[.cropRect] = NSValue(cgRect: edited.crop)
        }
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            presentingViewController?.dismiss(animated: true)
        }
    }

    /// The Cancel button: the delegate hears it (and dismisses), or the picker goes.
    func cancel() {
        if let pickerDelegate { pickerDelegate.imagePickerControllerDidCancel(self) } else { presentingViewController?.dismiss(animated: true) }
    }
}
