import ArgumentParser
import Foundation
import UIKit

/// `xib-render`: renders an Interface Builder file as Xcode's canvas shows it, headless.
@main
struct XibRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xib-render",
        abstract: "Render a .xib or .storyboard scene to PNG, with Auto Layout solved, as Xcode's canvas would.",
        discussion: """
            Classes the file names that are not linked in (custom classes, or UIKit classes \
            not provided yet) are drawn as their base class or as a plain view, with a \
            warning on standard error. Images the file names are looked up beside it.
            """)

    @Argument(help: "The .xib or .storyboard file.")
    var file: String

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @Option(help: "The size in points, WxH (default: the object's size in the file).")
    var size: RenderSize?

    @Option(help: "Pixels per point.")
    var scale: Double = 2

    @Option(help: "The id of the top-level view (xib) or view controller (storyboard) to render (default: the first view, or the initial view controller).")
    var object: String?

    mutating func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be between 0 and 8") }
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let png = try MainActor.assumeIsolated {
            try CanvasRenderer(url: url, objectID: object, size: size?.value, scale: CGFloat(scale)).render()
        }
        let destination = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: destination)
        print("wrote \(output)")
    }
}

/// `--size 390x844`.
struct RenderSize: ExpressibleByArgument {
    let value: CGSize

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x").map { Double($0) }
        guard parts.count == 2, let width = parts[0], let height = parts[1],
              width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 10_000, height <= 10_000 else { return nil }
        value = CGSize(width: width, height: height)
    }
}
