import Foundation
import UIKit
internal import RuntimeSupport

/// Loads fuzz inputs the ways an app can: a xib from its bytes, a storyboard from a file with
/// every scene instantiated and its view loaded; each strictly and on Interface Builder's
/// canvas. The only acceptable outcomes are success and a `NibLoadingError`.
@MainActor
package final class NibFuzzRunner {
    package enum Outcome: Equatable, CustomStringConvertible {
        case loaded
        case failed(NibLoadingError.Reason)
        /// Any other error: a bug in the loader.
        case unexpected(String)

        package var description: String {
            switch self {
            case .loaded: "loaded"
            case .failed(let reason): "\(reason)"
            case .unexpected: "other error"
            }
        }
    }

    private let directory: URL
    private var writes = 0

    /// `directory` receives the storyboard inputs, which UIStoryboard reads from files.
    package init(directory: URL) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// The strict outcome, then the canvas one.
    package func run(_ input: NibFuzzInput) -> [Outcome] {
        [false, true].map { canvas in
            do {
                _ = try RuntimeIssue.capture { try load(input, canvas: canvas) }
                return .loaded
            } catch let error as NibLoadingError {
                return .failed(error.reason)
            } catch {
                return .unexpected("\(error)")
            }
        }
    }

    private func load(_ input: NibFuzzInput, canvas: Bool) throws {
        let options: [UINib.OptionsKey: Any] = canvas ? [.interfaceBuilderCanvas: true] : [:]
        guard input.isStoryboard else {
            _ = try UINib(data: input.data, bundle: nil).instantiateThrowing(withOwner: nil, options: options)
            return
        }
        let url = try write(input)
        let storyboard = try UIStoryboard(contentsOf: url, options: options)
        let document = try NibResource.document(at: url)
        for scene in document.scenes {
            for element in scene.child("objects")?.children ?? [] where element.name != "placeholder" && element.name != "exit" {
                guard let id = element.id else { continue }
                try UINib.throwingErrors {
                    _ = storyboard.instantiateViewController(elementID: id)?.view
                }
            }
        }
    }

    /// Writes the storyboard to one reused file, dated anew each time so the parsed-document
    /// cache (keyed by URL and modification date) reads it again without growing.
    private func write(_ input: NibFuzzInput) throws -> URL {
        let url = directory.appendingPathComponent("input.storyboard")
        try input.data.write(to: url)
        writes += 1
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(writes))],
                                              ofItemAtPath: url.path)
        return url
    }
}
