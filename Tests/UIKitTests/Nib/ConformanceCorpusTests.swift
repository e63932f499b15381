import Testing
import UIKit

/// Every real Interface Builder file in the conformance corpus (../shared/conformance/ib)
/// either loads, or fails with a `NibLoadingError` naming the element it could not handle;
/// legacy archives, macOS and tvOS documents are refused as unsupported documents. Nothing
/// crashes or hangs. The tally printed is what docs/nib-conformance.md reports.
@Suite @MainActor struct ConformanceCorpusTests {
    enum Outcome: Equatable {
        case full
        /// Loads only on the canvas (classes standing in or skipped); the strict load's error.
        case partial(String)
        case refused(String)
    }

    static var corpus: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()   // Nib
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()   // repo
            .deletingLastPathComponent().appendingPathComponent("shared/conformance/ib")
    }

    static func files() -> [URL] {
        ["xib", "storyboard"].flatMap { folder -> [URL] in
            let directory = corpus.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.sorted().map { directory.appendingPathComponent($0) }
        }
    }

    /// Loads a file strictly: a xib's objects, or every scene of a storyboard with its view.
    static func load(_ url: URL, canvas: Bool) throws {
        let options: [UINib.OptionsKey: Any] = canvas ? [.interfaceBuilderCanvas: true] : [:]
        if url.pathExtension == "storyboard" {
            let storyboard = try UIStoryboard(contentsOf: url, options: options)
            let document = try NibResource.document(at: url)
            for scene in document.scenes {
                guard let objects = scene.child("objects") else { continue }
                for element in objects.children where element.name != "placeholder" && element.name != "exit" {
                    guard let id = element.id else { continue }
                    try UINib.throwingErrors {
                        guard let controller = storyboard.instantiateViewController(elementID: id) else { return }
                        _ = controller.view
                    }
                }
            }
        } else {
            _ = try UINib(contentsOf: url).instantiateThrowing(withOwner: nil, options: options)
        }
    }

    static func outcome(_ url: URL) -> Outcome {
        do {
            _ = try RuntimeIssue.capture { try load(url, canvas: false) }
            return .full
        } catch let strict as NibLoadingError {
            if strict.reason == .unsupportedDocument { return .refused(strict.message) }
            do {
                _ = try RuntimeIssue.capture { try load(url, canvas: true) }
                return .partial(strict.description)
            } catch {
                return .refused("\(error)")
            }
        } catch {
            return .refused("not a NibLoadingError: \(error)")
        }
    }

    @Test func everyFileLoadsOrFailsClearly() throws {
        let files = Self.files()
        try #require(!files.isEmpty, "the conformance corpus is missing at \(Self.corpus.path)")
        var full = 0, partial = 0, refused = 0
        var reasons: [String: Int] = [:]
        for url in files {
            switch Self.outcome(url) {
            case .full:
                full += 1
            case .partial(let why):
                partial += 1
                reasons[Self.summary(of: why), default: 0] += 1
            case .refused(let why):
                refused += 1
                reasons["refused: " + Self.summary(of: why), default: 0] += 1
                #expect(why.contains("pre-Xcode 5") || why.contains("macOS") || why.contains("tvOS"),
                        "\(url.lastPathComponent) was refused: \(why)")
            }
        }
        print("Interface Builder corpus: \(files.count) files; \(full) load fully, \(partial) load on the canvas only, \(refused) refused")
        for (reason, count) in reasons.sorted(by: { $0.value > $1.value }) { print("  \(count)× \(reason)") }
        #expect(refused == 16)
        #expect(full + partial + refused == files.count)
    }

    /// The part of an error that groups files: the unsupported class or feature.
    static func summary(of message: String) -> String {
        if let range = message.range(of: #"<[a-zA-Z]+>: [A-Za-z'’ ().]+ is not available"#, options: .regularExpression) {
            return String(message[range])
        }
        if message.contains("not key value coding-compliant") { return "an outlet or runtime attribute of a class not found here" }
        if message.contains("has no action method") { return "an action on a class not found here" }
        if let colon = message.range(of: ": ", options: .backwards) { return String(message[colon.upperBound...].prefix(90)) }
        return String(message.prefix(90))
    }
}
