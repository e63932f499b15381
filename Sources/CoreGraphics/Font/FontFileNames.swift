import Foundation

/// What a TrueType/OpenType file says about itself: read from its table directory and its
/// `name`, `head` and `maxp` tables (Apple's and Microsoft's sfnt format), so a font made from
/// bytes knows its PostScript name before it is registered, and bytes that are not a font are
/// refused.
struct FontFileNames: Equatable, Sendable {
    var postScriptName: String
    var fullName: String?
    var familyName: String?
    var unitsPerEm: Int32
    var numberOfGlyphs: Int

    /// The names of the font in `data` (the first of a collection), or nil when the bytes are
    /// not an sfnt font with a PostScript name.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        var base = 0
        if bytes.count >= 16, Self.tag(bytes, 0) == "ttcf" {
            guard let first = Self.u32(bytes, 12) else { return nil }
            base = Int(first)
        }
        guard let version = Self.u32(bytes, base), [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version),
              let count = Self.u16(bytes, base + 4) else { return nil }
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<Int(count) {
            let record = base + 12 + 16 * i
            guard let offset = Self.u32(bytes, record + 8), let length = Self.u32(bytes, record + 12),
                  Int(offset) + Int(length) <= bytes.count else { return nil }
            tables[Self.tag(bytes, record)] = (Int(offset), Int(length))
        }
        guard let name = tables["name"], let names = Self.names(bytes, name.offset, name.length),
              let postScriptName = names[6], !postScriptName.isEmpty else { return nil }
        self.postScriptName = postScriptName
        fullName = names[4]
        familyName = names[16] ?? names[1]
        unitsPerEm = tables["head"].flatMap { Self.u16(bytes, $0.offset + 18) }.map { Int32($0) } ?? 1000
        numberOfGlyphs = tables["maxp"].flatMap { Self.u16(bytes, $0.offset + 4) }.map { Int($0) } ?? 0
    }

    /// The `name` table's strings by name ID, Unicode/Windows records (UTF-16BE) preferred
    /// over Macintosh ones (Roman, read as Latin-1).
    private static func names(_ bytes: [UInt8], _ table: Int, _ length: Int) -> [Int: String]? {
        guard let count = u16(bytes, table + 2), let storage = u16(bytes, table + 4) else { return nil }
        var names: [Int: String] = [:]
        var unicode: Set<Int> = []
        for i in 0..<Int(count) {
            let record = table + 6 + 12 * i
            guard let platform = u16(bytes, record), let id = u16(bytes, record + 6),
                  let size = u16(bytes, record + 8), let offset = u16(bytes, record + 10) else { return nil }
            let start = table + Int(storage) + Int(offset)
            guard start + Int(size) <= bytes.count, !unicode.contains(Int(id)) else { continue }
            let raw = Data(bytes[start..<(start + Int(size))])
            if platform == 0 || platform == 3 {
                guard let s = String(data: raw, encoding: .utf16BigEndian) else { continue }
                names[Int(id)] = s
                unicode.insert(Int(id))
            } else if platform == 1, names[Int(id)] == nil {
                names[Int(id)] = String(data: raw, encoding: .isoLatin1)
            }
        }
        return names
    }

    private static func u16(_ b: [UInt8], _ i: Int) -> UInt16? {
        guard i >= 0, i + 2 <= b.count else { return nil }
        return UInt16(b[i]) << 8 | UInt16(b[i + 1])
    }

    private static func u32(_ b: [UInt8], _ i: Int) -> UInt32? {
        guard let hi = u16(b, i), let lo = u16(b, i + 2) else { return nil }
        return UInt32(hi) << 16 | UInt32(lo)
    }

    private static func tag(_ b: [UInt8], _ i: Int) -> String {
        guard i >= 0, i + 4 <= b.count else { return "" }
        return String(decoding: b[i..<(i + 4)], as: UTF8.self)
    }
}
