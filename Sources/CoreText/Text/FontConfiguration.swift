import CoreGraphics
import Foundation
#if canImport(Glibc)
import Glibc
#endif
internal import RuntimeSupport

/// Which fonts text draws with: the project's fontconfig file, loaded into a private
/// configuration that only CoreGraphics' Pango font map uses.
///
/// Installed fonts change what a family name such as "Helvetica" resolves to, so measuring and
/// drawing would differ from machine to machine. CoreGraphics therefore never reads the
/// system's `/etc/fonts/fonts.conf`: it loads `Resources/fonts/fonts.conf` (found next to this
/// source file through `#filePath`) into a fresh `FcConfig` and gives that to its own font map
/// with `pango_fc_font_map_set_config`. Nothing process-wide changes — no `setenv` (which is
/// not thread-safe while other threads read the environment), no `FcConfigSetCurrent` — and
/// it works even when something else initialized fontconfig first.
///
/// - If `FONTCONFIG_FILE` is set, the caller chose a configuration: the font map keeps
///   fontconfig's default one (which reads that file).
/// - If the project file cannot be found or loaded (a binary moved away from its sources),
///   the default configuration is used and a runtime issue says so.
///
/// fontconfig's and pangoft2's functions are looked up with `dlsym`: both libraries are
/// already loaded as dependencies of pangocairo, and their headers are not part of the
/// CPangoCairo shim.
package enum FontConfiguration {
    /// The project's fontconfig file (absolute path), derived from this file's location.
    package static var projectFile: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Text
            .deletingLastPathComponent() // CoreGraphics
            .deletingLastPathComponent() // Sources
            .deletingLastPathComponent() // package root
            .appendingPathComponent("Resources/fonts/fonts.conf").path
    }

    /// What the text engine ended up using; for diagnostics and tests.
    package enum Source: Equatable, Sendable {
        case projectFile(String)
        case environment(String)
        case systemDefault(reason: String)
    }

    private typealias FcConfigCreate = @convention(c) () -> OpaquePointer?
    private typealias FcConfigParseAndLoad = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    private typealias FcConfigBuildFonts = @convention(c) (OpaquePointer?) -> Int32
    private typealias FcConfigDestroy = @convention(c) (OpaquePointer?) -> Void
    private typealias PangoFcFontMapSetConfig = @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?) -> Void

    /// Gives `fontMap` (a fontconfig-backed Pango font map) the project's configuration.
    /// Call once, before the font map loads any font.
    static func install(on fontMap: UnsafeMutableRawPointer) -> Source {
        if let file = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"], !file.isEmpty {
            return .environment(file)
        }
        let path = projectFile
        guard FileManager.default.fileExists(atPath: path) else {
            return fallBack("the project font configuration \(path) is missing")
        }
        guard let fontconfig = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_GLOBAL),
              let pangoft2 = dlopen("libpangoft2-1.0.so.0", RTLD_NOW | RTLD_GLOBAL),
              let create = symbol(fontconfig, "FcConfigCreate", as: FcConfigCreate.self),
              let parse = symbol(fontconfig, "FcConfigParseAndLoad", as: FcConfigParseAndLoad.self),
              let build = symbol(fontconfig, "FcConfigBuildFonts", as: FcConfigBuildFonts.self),
              let destroy = symbol(fontconfig, "FcConfigDestroy", as: FcConfigDestroy.self),
              let setConfig = symbol(pangoft2, "pango_fc_font_map_set_config", as: PangoFcFontMapSetConfig.self)
        else {
            return fallBack("fontconfig or pangoft2 could not be reached with dlopen/dlsym")
        }
        guard let config = create() else { return fallBack("FcConfigCreate failed") }
        let loaded = path.withCString { p in
            p.withMemoryRebound(to: UInt8.self, capacity: path.utf8.count + 1) { parse(config, $0, 1) }
        }
        guard loaded != 0, build(config) != 0 else {
            destroy(config)
            return fallBack("fontconfig could not load \(path)")
        }
        // The font map takes its own reference; ours is dropped.
        setConfig(fontMap, config)
        destroy(config)
        return .projectFile(path)
    }

    /// `name` in a library opened with `dlopen`, as a C function of type `F`.
    static func symbol<F>(_ handle: UnsafeMutableRawPointer, _ name: String, as type: F.Type) -> F? {
        guard let raw = dlsym(handle, name) else { return nil }
        return unsafeBitCast(raw, to: type)
    }

    private static func fallBack(_ reason: String) -> Source {
        RuntimeIssue.report("Text: \(reason); using the system's fontconfig configuration, so fonts may differ from machine to machine")
        return .systemDefault(reason: reason)
    }
}
