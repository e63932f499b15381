import Foundation
internal import RuntimeSupport

/// The photo library the image picker shows: the image files of one folder, oldest first as
/// Photos orders them. The folder is `OPENUIKIT_PHOTO_LIBRARY` when set, else the user's
/// pictures folder (`XDG_PICTURES_DIR`, else `~/Pictures`); a missing folder is an empty
/// library.
struct PhotoLibrary {
    struct Photo {
        let url: URL
        let created: Date
    }

    let folder: URL
    let photos: [Photo]

    /// The folder the library is read from, read again for each picker.
    static func current() -> PhotoLibrary {
        let environment = ProcessInfo.processInfo.environment
        let path = environment["OPENUIKIT_PHOTO_LIBRARY"] ?? environment["XDG_PICTURES_DIR"]
            ?? (NSHomeDirectory() as NSString).appendingPathComponent("Pictures")
        return PhotoLibrary(folder: URL(fileURLWithPath: path))
    }

    init(folder: URL) {
        self.folder = folder
        let fm = FileManager.default
        let names = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
        photos = names.compactMap { name -> Photo? in
            guard NamedImageLookup.imageExtensions.contains((name as NSString).pathExtension.lowercased()) else { return nil }
            let url = folder.appendingPathComponent(name)
            let attributes = try? fm.attributesOfItem(atPath: url.path)
            let date = attributes?[.creationDate] as? Date ?? attributes?[.modificationDate] as? Date ?? .distantPast
            return Photo(url: url, created: date)
        }.sorted { ($0.created, $0.url.lastPathComponent) < ($1.created, $1.url.lastPathComponent) }
    }

    /// The photo's image, upright; nil (reported) for a file that is not a readable image.
    func image(of photo: Photo) -> UIImage? {
        guard let image = UIImage(contentsOfFile: photo.url.path) else {
            RuntimeIssue.report("UIImagePickerController: \(photo.url.lastPathComponent) in the photo library is not a readable image; it is skipped")
            return nil
        }
        return image
    }
}
