import CoreGraphics
import Foundation
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// A controller that presents the picker, as apps do, and records what it hears.
@MainActor
private final class PickingController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var picked: [UIImagePickerController.InfoKey: Any]?
    var cancelled = false

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        picked = info
        dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled = true
        dismiss(animated: true)
    }
}

/// UIImagePickerController over a photo library folder (OPENUIKIT_PHOTO_LIBRARY): the grid,
/// picking, Move and Scale, cancelling, and the delegate's defaults. Serialized: the library
/// is chosen by the environment.
@Suite("Image picker", .freshContext, .serialized) @MainActor
struct ImagePickerTests {
    /// A library of `colors.count` photos, 300×200 pixels each, oldest first; plus `extra` files.
    private func library(_ colors: [(UInt8, UInt8, UInt8)], extra: [String: Data] = [:]) throws -> URL {
        let folder = try TestScratch.folder("photos")
        for (i, c) in colors.enumerated() {
            let pixels = [UInt32](repeating: 0xFF00_0000 | UInt32(c.0) << 16 | UInt32(c.1) << 8 | UInt32(c.2), count: 300 * 200)
            let image = try #require(CGImage(width: 300, height: 200, pixels: pixels))
            let url = folder.appendingPathComponent("IMG_\(1000 + i).png")
            try UITestHost.pngData(image).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(i) * 60)], ofItemAtPath: url.path)
        }
        for (name, data) in extra { try data.write(to: folder.appendingPathComponent(name)) }
        setenv("OPENUIKIT_PHOTO_LIBRARY", folder.path, 1)
        return folder
    }

    private func present(_ configure: (UIImagePickerController) -> Void = { _ in }) -> (UITestHost, PickingController, UIImagePickerController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let presenter = PickingController()
        host.window.rootViewController = presenter
        host.runLoopTurn()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = presenter
        configure(picker)
        presenter.present(picker, animated: false)
        host.advanceInFrames(1)
        return (host, presenter, picker)
    }

    /// The centre of the grid's item `index` on screen.
    private func cellCenter(_ picker: UIImagePickerController, _ index: Int) -> CGPoint? {
        guard let grid = picker.topViewController as? UICollectionViewController,
              let cell = grid.collectionView.cellForItem(at: IndexPath(item: index, section: 0)) else { return nil }
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }

    @Test("The photo library is available and offers images; there is no camera")
    func sources() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    }

    @Test("The grid shows the library oldest first, four across, under Photos with a Cancel button")
    func grid() throws {
        _ = try library([(255, 0, 0), (0, 255, 0), (0, 0, 255), (0, 0, 0), (255, 255, 255)])
        let (host, _, picker) = present()
        let grid = try #require(picker.topViewController as? UICollectionViewController)
        #expect(grid.title == "Photos")
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 5)
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.bounds.width == ((390 - 3) / 4).rounded(.down))
        let fifth = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(fifth.frame.minY > first.frame.minY, "the fifth photo starts the second row")
        #expect(host.accessibilityElement(label: "Cancel") != nil)
    }

    @Test("The grid is the Photos grid, not a justified flow: a short row of two stays in the first two columns, square thumbnails 1 to 2 points apart")
    func gridLeftAlignsShortRow() throws {
        _ = try library([(255, 0, 0), (0, 255, 0)])
        let (_, _, picker) = present()
        let grid = try #require(picker.topViewController as? UICollectionViewController)
        let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame
        let second = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(first.minX == 0 && first.minY == second.minY)
        #expect(first.width == ((390 - 3) / 4).rounded(.down) && first.height == first.width && second.size == first.size)
        let gap = second.minX - first.maxX
        #expect(gap >= 1 && gap <= 2, "the second photo is in the second column")
    }

    @Test("A tap picks the photo: the delegate gets the original image, its type and file, and dismisses the picker")
    func pick() throws {
        let folder = try library([(255, 0, 0), (0, 255, 0)])
        let (host, presenter, picker) = present()
        host.tap(at: try #require(cellCenter(picker, 1)))
        host.advanceInFrames(1)
        let info = try #require(presenter.picked)
        let image = try #require(info[.originalImage] as? UIImage)
        #expect(image.size == CGSize(width: 300, height: 200))
        #expect(image.cgImage?.pixel(x: 10, y: 10).g == 255)
        #expect(info[.mediaType] as? String == "public.image")
        #expect((info[.imageURL] as? URL)?.lastPathComponent == "IMG_1001.png")
        #expect(info[.editedImage] == nil)
        #expect(presenter.presentedViewController == nil)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test("With allowsEditing a picked photo opens Move and Scale; Choose gives the square in view as the edited image")
    func moveAndScale() throws {
        _ = try library([(0, 0, 255)])
        let (host, presenter, picker) = present { $0.allowsEditing = true }
        host.tap(at: try #require(cellCenter(picker, 0)))
        host.advanceInFrames(1)
        #expect(picker.isNavigationBarHidden)
        host.tap(at: CGPoint(x: 390 - 56, y: 844 - 64 + 22))
        host.advanceInFrames(1)
        let info = try #require(presenter.picked)
        let edited = try #require(info[.editedImage] as? UIImage)
        #expect(edited.size == CGSize(width: 200, height: 200), "the centred square of a 300×200 photo")
        #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 50, y: 0, width: 200, height: 200))
        #expect(info[.originalImage] != nil)
    }

    @Test("Cancel tells the delegate; without a delegate the picker dismisses itself")
    func cancel() throws {
        _ = try library([(255, 0, 0)])
        let (host, presenter, _) = present()
        _ = host.activateAccessibilityElement(label: "Cancel")
        host.advanceInFrames(1)
        #expect(presenter.cancelled)
        #expect(presenter.presentedViewController == nil)

        let (host2, presenter2, _) = present { $0.delegate = nil }
        _ = host2.activateAccessibilityElement(label: "Cancel")
        host2.advanceInFrames(1)
        #expect(presenter2.presentedViewController == nil)
    }

    @Test("A file in the library that is not an image is reported and picks nothing; an empty library says so")
    func badAndEmptyLibraries() throws {
        _ = try library([(255, 0, 0)], extra: ["broken.png": Data("not a png".utf8)])
        var state: (UITestHost, PickingController, UIImagePickerController)?
        let issues = RuntimeIssue.capture { state = present() }
        let (host, presenter, picker) = try #require(state)
        #expect(issues.contains { $0.contains("broken.png") })
        let grid = try #require(picker.topViewController as? UICollectionViewController)
        #expect(grid.collectionView.numberOfItems(inSection: 0) == 2)
        if let broken = (0..<2).first(where: { (grid.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.contentView.subviews.first as? UIImageView)?.image == nil }) {
            host.tap(at: try #require(cellCenter(picker, broken)))
            host.advanceInFrames(1)
            #expect(presenter.picked == nil)
        }

        let emptyFolder = FileManager.default.temporaryDirectory.appendingPathComponent("photos-empty-\(UUID().uuidString)")
        setenv("OPENUIKIT_PHOTO_LIBRARY", emptyFolder.path, 1)
        let (_, _, emptyPicker) = present()
        let emptyGrid = try #require(emptyPicker.topViewController as? UICollectionViewController)
        #expect((emptyGrid.collectionView.backgroundView as? UILabel)?.text == "No Photos or Videos")
    }
}
