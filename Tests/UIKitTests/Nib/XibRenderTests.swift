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
}
