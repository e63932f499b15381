import CoreGraphics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Font files added at run time, and the PostScript names of the faces text draws with.
///
/// Both go through fontconfig, reached with `dlsym` as `FontConfiguration` reaches it (its
/// headers are not part of the CPangoCairo shim): a file is added to the font map's own
/// configuration (`FcConfigAppFontAddFile`) and Pango is told the configuration changed; a
/// face's PostScript name is the `postscriptname` of the pattern Pango loaded it from.
package enum FontFiles {
    /// Why a font file was not added (Core Text's `CTFontManagerError` cases).
    package enum Failure: Error, Equatable, Sendable {
        case fileNotFound
        case unrecognizedFormat
        case alreadyRegistered
        case unavailable(String)
    }

    private typealias GetConfig = @convention(c) (UnsafeMutableRawPointer?) -> OpaquePointer?
    private typealias ConfigChanged = @convention(c) (UnsafeMutableRawPointer?) -> Void
    private typealias AddFile = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?) -> Int32
    private typealias GetPattern = @convention(c) (UnsafeMutableRawPointer?) -> OpaquePointer?
    private typealias GetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32

    private struct Symbols: @unchecked Sendable {
        let getConfig: GetConfig, configChanged: ConfigChanged, addFile: AddFile
        let getPattern: GetPattern, getString: GetString
    }

    private static let symbols: Symbols? = {
        guard let fontconfig = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_GLOBAL),
              let pangoft2 = dlopen("libpangoft2-1.0.so.0", RTLD_NOW | RTLD_GLOBAL),
              let getConfig = FontConfiguration.symbol(pangoft2, "pango_fc_font_map_get_config", as: GetConfig.self),
              let changed = FontConfiguration.symbol(pangoft2, "pango_fc_font_map_config_changed", as: ConfigChanged.self),
              let getPattern = FontConfiguration.symbol(pangoft2, "pango_fc_font_get_pattern", as: GetPattern.self),
              let addFile = FontConfiguration.symbol(fontconfig, "FcConfigAppFontAddFile", as: AddFile.self),
              let getString = FontConfiguration.symbol(fontconfig, "FcPatternGetString", as: GetString.self) else { return nil }
        return Symbols(getConfig: getConfig, configChanged: changed, addFile: addFile, getPattern: getPattern, getString: getString)
    }()

    /// Files added so far (absolute, standardized paths).
    nonisolated(unsafe) private static var added: Set<String> = []

    /// Adds the font file at `path` to `fontMap`'s configuration. The caller holds the text
    /// engine's lock.
    static func add(_ path: String, to fontMap: UnsafeMutableRawPointer) -> Failure? {
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        guard FileManager.default.fileExists(atPath: path) else { return .fileNotFound }
        guard !added.contains(path) else { return .alreadyRegistered }
        guard let s = symbols else { return .unavailable("fontconfig or pangoft2 could not be reached with dlopen/dlsym") }
        guard let config = s.getConfig(fontMap) else { return .unavailable("the font map has no fontconfig configuration") }
        let ok = path.withCString { p in
            p.withMemoryRebound(to: UInt8.self, capacity: path.utf8.count + 1) { s.addFile(config, $0) }
        }
        // fontconfig accepts a file only when FreeType can read a face from it.
        guard ok != 0 else { return .unrecognizedFormat }
        s.configChanged(fontMap)
        added.insert(path)
        return nil
    }

    /// The PostScript name of a loaded Pango font (a `PangoFcFont`), or nil when fontconfig
    /// does not know one.
    static func postScriptName(of font: UnsafeMutableRawPointer) -> String? {
        guard let s = symbols, let pattern = s.getPattern(font) else { return nil }
        var value: UnsafeMutablePointer<UInt8>?
        guard s.getString(pattern, "postscriptname", 0, &value) == 0, let value else { return nil }
        let name = String(cString: value)
        return name.isEmpty ? nil : name
    }
}
