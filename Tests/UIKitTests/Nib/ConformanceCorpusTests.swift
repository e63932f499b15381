import Testing
import UIKit
import RuntimeSupport
import UIKitTesting

/// Every real Interface Builder file in the conformance corpus (../shared/conformance/ib)
/// either loads, or fails with a `NibLoadingError` naming the element it could not handle;
/// legacy archives, macOS and tvOS documents are refused as unsupported documents. Nothing
/// crashes or hangs. The tally printed is what docs/nib-conformance.md reports.
@Suite(.freshContext) @MainActor struct ConformanceCorpusTests {
    enum Outcome: Equatable {
        case full
        /// Loads only on the canvas (classes standing in or skipped): the strict load's error
        /// and everything the canvas had to skip or stand in for.
        case partial(String, needs: Set<String>)
        case refused(String)
    }

    /// The corpus: `IB_CORPUS` when set, else `shared/conformance/ib` beside the checkout.
    /// The files are other projects' and are not part of this repository; where they are
    /// absent, the corpus test is skipped and says so.
    nonisolated static var corpus: URL {
        if let path = ProcessInfo.processInfo.environment["IB_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()   // Nib
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()   // repo
            .deletingLastPathComponent().appendingPathComponent("shared/conformance/ib")
    }

    nonisolated static var corpusIsPresent: Bool {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("xib").path)
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
                // A storyboard reference is another file's scene, made when a segue reaches it.
                for element in objects.children where !["placeholder", "exit", "viewControllerPlaceholder"].contains(element.name) {
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
                let warnings = try RuntimeIssue.capture { try load(url, canvas: true) }
                return .partial(strict.description, needs: Set(warnings.compactMap(need)))
            } catch {
                return .refused("\(error)")
            }
        } catch {
            return .refused("not a NibLoadingError: \(error)")
        }
    }

    @Test(.enabled(if: corpusIsPresent, "the Interface Builder corpus is not beside this checkout (set IB_CORPUS)"))
    func everyFileLoadsOrFailsClearly() throws {
        let files = Self.files()
        try #require(!files.isEmpty, "the conformance corpus is missing at \(Self.corpus.path)")
        var full = 0, partial = 0, refused = 0
        var reasons: [String: Int] = [:]
        var needs: [String: Int] = [:]
        /// Files that need nothing of UIKit that is missing: only the app's own code or assets.
        var appOnly = 0
        for url in files {
            switch Self.outcome(url) {
            case .full:
                full += 1
            case .partial(let why, let needed):
                partial += 1
                reasons[Self.summary(of: why), default: 0] += 1
                for need in needed { needs[need, default: 0] += 1 }
                if needed.allSatisfy({ $0.hasPrefix("the app's") }) { appOnly += 1 }
            case .refused(let why):
                refused += 1
                reasons["refused: " + Self.summary(of: why), default: 0] += 1
                #expect(why.contains("pre-Xcode 5") || why.contains("macOS") || why.contains("tvOS"),
                        "\(url.lastPathComponent) was refused: \(why)")
            }
        }
        print("Interface Builder corpus: \(files.count) files; \(full) load fully, \(partial) load on the canvas only, \(refused) refused")
        print("  of which \(appOnly) need only the app's own classes, images or fonts, none of UIKit's missing classes")
        print("First failure of the strict load:")
        for (reason, count) in reasons.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("  \(count)× \(reason)") }
        print("What the files loading on the canvas only need (files each):")
        for (need, count) in needs.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("  \(count)× \(need)") }
        #expect(refused == 16)
        #expect(full + partial + refused == files.count)
    }

    /// What a canvas warning says is missing here: a UIKit class, a feature, or the app's own
    /// classes (custom classes are the app's code, not part of UIKit).
    static func need(_ warning: String) -> String? {
        if let end = warning.range(of: " is not available") {
            var what = String(warning[..<end.lowerBound])
            if let colon = what.range(of: ": ", options: .backwards) { what = String(what[colon.upperBound...]) }
            if let aside = what.range(of: " (a <") { what = String(what[..<aside.lowerBound]) }
            return what
        }
        if warning.contains("Unknown class") || warning.contains("stands in for a class") || warning.contains("not key value coding-compliant")
            || warning.contains("has no action method") {
            return "the app's own classes (outlets, actions, custom classes)"
        }
        if warning.contains("Could not load the") { return "the app's images" }
        if warning.contains("is not installed") { return "the app's fonts" }
        return nil
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
