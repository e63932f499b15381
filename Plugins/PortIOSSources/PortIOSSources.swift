import Foundation
import PackagePlugin

/// Builds iOS sources as they are: every `.swift` file under the target's `iOS` folder (which
/// the target excludes from its own sources) is rewritten by `uikit-port` into the build
/// folder and compiled in its place, with diagnostics at the original files' lines.
@main
struct PortIOSSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let folder = module.directoryURL.appendingPathComponent("iOS", isDirectory: true)
        let originals = Self.swiftFiles(under: folder)
        guard !originals.isEmpty else {
            Diagnostics.warning("PortIOSSources: no .swift files under \(folder.path)")
            return []
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported", isDirectory: true)
        let ported = originals.map { output.appendingPathComponent(Self.portedName(for: $0, under: folder)) }
        return [.buildCommand(
            displayName: "Porting \(originals.count) iOS source files of \(target.name)",
            executable: try context.tool(named: "uikit-port").url,
            arguments: zip(originals, ported).flatMap { [$0.path, $1.path] },
            inputFiles: originals,
            outputFiles: ported)]
    }

    private static func swiftFiles(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// `Views/Card.swift` → `Views_Card.ported.swift`: one flat folder, no two originals
    /// colliding, and a name of its own (the `#sourceLocation` inside names the original).
    private static func portedName(for file: URL, under folder: URL) -> String {
        let relative = String(file.path.dropFirst(folder.path.count + 1)).replacingOccurrences(of: "/", with: "_")
        return String(relative.dropLast(".swift".count)) + ".ported.swift"
    }
}
