import CoreGraphics
import Foundation

extension CGFont {
    /// The installed font named `name` (a PostScript name such as "Helvetica-Bold", or a
    /// family name), or nil when no installed or registered font has that name.
    public convenience init?(_ name: CFString) {
        guard let parsed = FontName.resolve(name as String) else { return nil }
        let metrics = TextEngine.shared.metrics(for: TextFont(family: parsed.family, size: 12, weight: parsed.weight,
                                                              italic: parsed.italic))
        self.init(installedPostScriptName: metrics.fontName, familyName: metrics.familyName)
    }
}

/// Registers a font made from bytes (`CGFont(_:)` with a data provider) for the process, so
/// `UIFont(name:size:)` finds it by its PostScript name, as Core Text does. Returns false,
/// with `error` set when given, for a font that is already registered (twice the same bytes,
/// or an installed font found by name) or that fontconfig cannot read.
///
/// fontconfig adds fonts from files: the bytes are written once to a file in the temporary
/// directory, named by their PostScript name and a digest of the bytes.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    let name = (font.postScriptName as String?) ?? "Font"
    let errorOut = error
    guard let data = font.fileData else {
        return fontManagerFailure(.alreadyRegistered, subject: name, url: nil, errorOut)
    }
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("OpenUIKitFonts-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    let safeName = String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_" })
    let url = directory.appendingPathComponent("\(safeName)-\(digest(data)).ttf")
    if !FileManager.default.fileExists(atPath: url.path) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
        } catch {
            return fontManagerFailure(.insufficientPermissions, subject: name, url: url, errorOut)
        }
    }
    return registerFontFile(at: url, subject: name, errorOut)
}

/// FNV-1a over the bytes: the same font's bytes land in the same file.
private func digest(_ data: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
}
