import Foundation
import UIKit

/// One mutated Interface Builder file.
package struct NibFuzzInput: Sendable {
    package let index: Int
    /// The real file it was made from.
    package let origin: String
    package let isStoryboard: Bool
    package let data: Data
}

/// Turns real .xib and .storyboard files into broken ones: flipped bytes, ranges deleted,
/// duplicated or swapped, whole lines (one element each in Interface Builder's layout)
/// repeated or dropped, hostile tokens inserted, truncation, and attribute values replaced
/// with numbers and names a loader must refuse. Input `i` depends only on the seed and `i`.
package struct NibMutator: Sendable {
    package struct Seed: Sendable {
        package let name: String
        package let isStoryboard: Bool
        package let bytes: [UInt8]
    }

    package let seeds: [Seed]
    package let seed: UInt64

    package init(files: [URL], seed: UInt64) {
        seeds = files.compactMap { url in
            guard let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
            return Seed(name: url.lastPathComponent, isStoryboard: url.pathExtension == "storyboard", bytes: Array(data))
        }
        self.seed = seed
    }

    /// The .xib and .storyboard files under `folders`, in a stable order.
    package static func files(under folders: [URL]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL } ?? []
            return found.filter { ["xib", "storyboard"].contains($0.pathExtension) }
                .sorted { $0.path < $1.path }
        }
    }

    /// Values a number, id or class attribute must survive.
    static let values = [
        "NaN", "nan", "inf", "-inf", "1e309", "1e400", "-1e400", "-1", "0", "-0", "1.5",
        "4294967296", "9223372036854775808", "abc", "", " ", "YES", "NO", "dup", "bogus",
        "0x10", "1e-400", "NoSuchClass", "UIView", "UIWindow", "16:0", "1/0", "&lt;view&gt;",
    ]

    /// Fragments that break structure or references.
    static let tokens = values.map { "\"\($0)\"" } + [
        "<view>", "</view>", "<subviews>", "</subviews>", "<objects>", "</objects>", " id=\"dup\"",
        "<view id=\"dup\"/>", "<view id=\"dup\"><subviews><view id=\"dup\"/></subviews></view>",
        "<outlet property=\"view\" destination=\"missing\" id=\"o1\"/>",
        "<constraint firstItem=\"missing\" firstAttribute=\"width\" constant=\"1e309\" id=\"c1\"/>",
        "<rect key=\"frame\" x=\"NaN\" y=\"0\" width=\"-1\" height=\"inf\"/>",
        "<color key=\"backgroundColor\" red=\"NaN\" green=\"2\" blue=\"-1\" alpha=\"1\" colorSpace=\"custom\"/>",
        " customClass=\"NoSuchClass\"", " destination=\"missing\"", "<!--", "-->", "<![CDATA[", "]]>",
        "&amp;", "&#0;", "&bogus;", "<", ">", "\"", "=", "/>", "\u{FEFF}", "\u{0}", "\u{FFFF}",
        "<?xml version=\"1.0\"?>", "<!DOCTYPE d [<!ENTITY a \"aaaaaaaa\">]>",
    ]

    package func input(at index: Int) -> NibFuzzInput {
        precondition(!seeds.isEmpty, "no .xib or .storyboard files to mutate")
        var random = SplitMix64(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0xD6E8_FEB8_6659_FD93))
        let source = seeds[index % seeds.count]
        var bytes = source.bytes
        // Mostly one mutation, so that many inputs stay well formed and reach the decoders.
        for _ in 0..<[1, 1, 1, 1, 2, 2, 3, 4].randomElement(using: &random)! { mutate(&bytes, using: &random) }
        return NibFuzzInput(index: index, origin: source.name, isStoryboard: source.isStoryboard, data: Data(bytes))
    }

    private func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        guard !bytes.isEmpty else {
            bytes = Array(Self.tokens.randomElement(using: &random)!.utf8)
            return
        }
        func offset() -> Int { Int.random(in: 0...bytes.count, using: &random) }
        /// A range at `start`, mostly short, now and then large.
        func range(from start: Int) -> Range<Int> {
            let limit = Bool.random(using: &random) ? 64 : max(1, bytes.count / 4)
            return start..<min(bytes.count, start + Int.random(in: 1...limit, using: &random))
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<6:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: bytes.indices, using: &random)] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
            }
        case 6..<9:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes.insert(UInt8.random(in: 0...255, using: &random), at: offset())
            }
        case 9..<15:
            bytes.removeSubrange(range(from: offset()))
        case 15..<19:
            let copy = bytes[range(from: offset())]
            bytes.insert(contentsOf: copy, at: offset())
        case 19..<23:
            let a = range(from: offset()), b = range(from: offset())
            guard a.upperBound <= b.lowerBound else { return }
            let first = Array(bytes[a]), second = Array(bytes[b])
            bytes.replaceSubrange(b, with: first)
            bytes.replaceSubrange(a, with: second)
        case 23..<35:
            lineEdit(&bytes, using: &random)
        case 35..<45:
            bytes.insert(contentsOf: Array(Self.tokens.randomElement(using: &random)!.utf8), at: offset())
        case 45..<48:
            bytes.removeSubrange(offset()...)
        default:
            replaceAttributeValue(&bytes, using: &random)
        }
    }

    /// Deletes, repeats or moves a run of lines: whole elements, so the XML often stays
    /// well formed and the damage reaches the loader (duplicate ids, orphaned references).
    private func lineEdit(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let starts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        let first = Int.random(in: starts.indices, using: &random)
        let last = min(starts.count - 1, first + Int.random(in: 0...3, using: &random))
        let end = last + 1 < starts.count ? starts[last + 1] : bytes.count
        let lines = starts[first]..<end
        let copy = Array(bytes[lines])
        let destination = starts.randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0: bytes.removeSubrange(lines)
        case 1: bytes.insert(contentsOf: copy, at: destination)
        default:
            bytes.insert(contentsOf: copy, at: destination)
            bytes.removeSubrange(destination <= lines.lowerBound ? lines.lowerBound + copy.count..<lines.upperBound + copy.count : lines)
        }
    }

    /// Replaces the value of an attribute found after a random point.
    private func replaceAttributeValue(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let quote = UInt8(ascii: "\"")
        var i = Int.random(in: bytes.indices, using: &random)
        while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "=") && bytes[i + 1] == quote) { i += 1 }
        guard i + 1 < bytes.count, let close = bytes[(i + 2)...].firstIndex(of: quote) else { return }
        bytes.replaceSubrange((i + 2)..<close, with: Array(Self.values.randomElement(using: &random)!.utf8))
    }
}
