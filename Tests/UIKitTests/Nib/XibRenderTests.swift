import Foundation
import Testing
import UIKit
import UIKitTesting

/// `xib-render` as users run it: the executable beside the test bundle, a file in, a PNG out.
@Suite(.freshContext) struct XibRenderTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let tool = Bundle.main.bundleURL.appendingPathComponent("xib-render")

    private func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    private func output(_ name: String) -> URL {
        TestScratch.file("XibRenderTests", named: "\(name).png")
    }

    /// The demo nib, drawn as the canvas shows it: the photo it names (found beside the file)
    /// aspect-filled, the caption bar laid out by its constraints, at the file's 320 × 200.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: tool.path), "xib-render is not built"))
    func rendersTheDemoNib() throws {
        let png = output("caption")
        let result = try run([Self.repository.appendingPathComponent("Resources/Nibs/CaptionableImageView.xib").path,
                              "-o", png.path, "--scale", "2"])
        #expect(result.status == 0, "\(result.errors)")
        let image = try #require(UIImage(contentsOfFile: png.path)?.cgImage)
        #expect(image.width == 640 && image.height == 400)
        if let difference = ReferenceImage.compare(image, named: "xib-render-CaptionableImageView") { Issue.record("\(difference)") }
    }

    /// A storyboard's classes that are not linked into the tool stand in as their base class,
    /// with UIKit's "Unknown class" warning, and `--size` sets the canvas.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: tool.path), "xib-render is not built"))
    func unknownClassesRenderAsTheirBaseClass() throws {
        let png = output("scene")
        let result = try run([Self.repository.appendingPathComponent("Tests/UIKitTests/Nib/Fixtures/Main.storyboard").path,
                              "-o", png.path, "--size", "200x300", "--scale", "1"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("Unknown class GreetingViewController in Interface Builder file."))
        let image = try #require(UIImage(contentsOfFile: png.path)?.cgImage)
        #expect(image.width == 200 && image.height == 300)
    }

    /// A missing object is an error naming what the file has, with a failing exit status.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: tool.path), "xib-render is not built"))
    func unknownObjectIsAnError() throws {
        let result = try run([Self.repository.appendingPathComponent("Tests/UIKitTests/Nib/Fixtures/Main.storyboard").path,
                              "-o", output("none").path, "--object", "nope"])
        #expect(result.status != 0)
        #expect(result.errors.contains("there is no scene whose view controller has the id \"nope\""))
    }

    /// A view laid out to less than a pixel is never written as an empty picture: the tool
    /// says so and fails.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: tool.path), "xib-render is not built"))
    func noPictureIsAnError() throws {
        let png = output("empty")
        let result = try run([Self.repository.appendingPathComponent("Resources/Nibs/CaptionableImageView.xib").path,
                              "-o", png.path, "--size", "10x10", "--scale", "0.05"])
        #expect(result.status != 0)
        #expect(result.errors.contains("leaves no pixels to draw"))
        #expect(!FileManager.default.fileExists(atPath: png.path))
    }

    /// Runs the tool on `file` with `arguments` and compares its picture with `reference`.
    private func render(_ file: URL, _ arguments: [String], size: (Int, Int), reference: String) throws {
        let png = output(reference)
        let result = try run([file.path, "-o", png.path, "--scale", "1"] + arguments)
        #expect(result.status == 0, "\(result.errors)")
        let image = try #require(UIImage(contentsOfFile: png.path)?.cgImage)
        #expect(image.width == size.0 && image.height == size.1)
        if let difference = ReferenceImage.compare(image, named: reference) { Issue.record("\(difference)") }
    }

    private static func fixture(_ name: String) -> URL {
        repository.appendingPathComponent("Tests/UIKitTests/Nib/Fixtures/\(name).storyboard")
    }

    @Test("A navigation controller scene draws as the canvas shows it: its root's view under the bar with the large title and bar button items, and the shown toolbar with its items",
          .enabled(if: FileManager.default.isExecutableFile(atPath: tool.path), "xib-render is not built"))
    func rendersANavigationScene() throws {
        try render(Self.fixture("Navigation"), [], size: (390, 844), reference: "xib-render-navigation")
    }

    @Test("A tab bar controller scene draws its first tab above its bar with the scene's items, badge and unselected tint; content that does not scroll leaves the bar at its transparent scroll-edge look (iOS 15)",
          .enabled(if: FileManager.default.isExecutableFile(atPath: tool.path), "xib-render is not built"))
    func rendersATabBarScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("XibRenderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Tabs.storyboard")
        try Data(TabBarStoryboardTests.storyboard.utf8).write(to: file)
        try render(file, ["--size", "390x844"], size: (390, 844), reference: "xib-render-tab-bar")
    }

    @Test("A split view controller scene on an iPad-sized canvas draws the primary's navigation stack beside the secondary's, each with its bar",
          .enabled(if: FileManager.default.isExecutableFile(atPath: tool.path), "xib-render is not built"))
    func rendersASplitScene() throws {
        try render(Self.fixture("Split"), ["--object", "Spl-sv-001", "--size", "1194x834"], size: (1194, 834), reference: "xib-render-split")
    }
}
