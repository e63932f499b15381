import Foundation
import Testing
@testable import UIKit

/// Reads PDFs back with poppler's command-line tools (`pdftoppm`, `pdftotext`, `pdfinfo`,
/// from poppler-utils, which scripts/bootstrap installs), found through PATH.
enum Poppler {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A page rendered to pixels (PPM: 8-bit RGB, row 0 at the top of the page).
    struct Page {
        let width: Int
        let height: Int
        let rgb: [UInt8]

        /// The color at pixel (`x`, `y`), y counted from the top of the page.
        func color(_ x: Int, _ y: Int) -> RGBA {
            let i = (y * width + x) * 3
            return RGBA(Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]), 255)
        }
    }

    /// Page `page` (1-based) at `dpi` (72: one pixel per point).
    static func render(_ pdf: Data, page: Int = 1, dpi: Int = 72) throws -> Page {
        let (file, directory) = try write(pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        let prefix = directory.appendingPathComponent("page").path
        _ = try run("pdftoppm", ["-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-singlefile", file.path, prefix])
        return try parsePPM(Data(contentsOf: URL(fileURLWithPath: prefix + ".ppm")))
    }

    /// The text of page `page` (all pages when nil), as `pdftotext` extracts it.
    static func text(_ pdf: Data, page: Int? = nil) throws -> String {
        let (file, directory) = try write(pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = page.map { ["-f", "\($0)", "-l", "\($0)"] } ?? []
        return String(decoding: try run("pdftotext", pages + [file.path, "-"]), as: UTF8.self)
    }

    /// `pdfinfo`'s fields ("Pages", "Title", "Page    1 size" …).
    static func info(_ pdf: Data, pages: Bool = false) throws -> [String: String] {
        let (file, directory) = try write(pdf)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = String(decoding: try run("pdfinfo", (pages ? ["-f", "1", "-l", "999"] : []) + [file.path]), as: UTF8.self)
        var fields: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// The number of pages `pdfinfo` counts.
    static func pageCount(_ pdf: Data) throws -> Int {
        Int(try info(pdf)["Pages"] ?? "") ?? -1
    }

    /// The size of page `page` in points, from `pdfinfo`.
    static func pageSize(_ pdf: Data, page: Int) throws -> CGSize {
        let field = try info(pdf, pages: true)[String(format: "Page %4d size", page)] ?? ""
        let numbers = field.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 2 else { throw Failure(description: "no size for page \(page) in pdfinfo's output") }
        return CGSize(width: numbers[0], height: numbers[1])
    }

    private static func write(_ pdf: Data) throws -> (URL, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("document.pdf")
        try pdf.write(to: file)
        return (file, directory)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(tool) failed (\(process.terminationStatus)): \(String(decoding: message, as: UTF8.self)) — is poppler-utils installed (scripts/bootstrap)?")
        }
        return data
    }

    private static func parsePPM(_ data: Data) throws -> Page {
        let bytes = [UInt8](data)
        var fields: [Int] = []
        var i = 2
        while fields.count < 3 {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
            var value = 0
            while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { value = value * 10 + Int(bytes[i] - 0x30); i += 1 }
            fields.append(value)
        }
        i += 1
        guard bytes.starts(with: [0x50, 0x36]), fields[2] == 255, bytes.count - i >= fields[0] * fields[1] * 3 else {
            throw Failure(description: "pdftoppm wrote no 8-bit PPM")
        }
        return Page(width: fields[0], height: fields[1], rgb: Array(bytes[i..<(i + fields[0] * fields[1] * 3)]))
    }
}
