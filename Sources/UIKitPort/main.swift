import Foundation
import UIKitPortRewriter

/// `uikit-port <original.swift> <ported.swift> …`: rewrites each iOS source for Linux into the
/// file named after it (all together: a class's superclass or a protocol may be in another
/// file) and prints what it could not rewrite as warnings at the original lines. The
/// `PortIOSSources` build plugin runs it.
let arguments = Array(CommandLine.arguments.dropFirst())
guard !arguments.isEmpty, arguments.count.isMultiple(of: 2) else {
    FileHandle.standardError.write(Data("usage: uikit-port <original.swift> <ported.swift> [<original> <ported>]…\n".utf8))
    exit(2)
}
let pairs = stride(from: 0, to: arguments.count, by: 2).map { (arguments[$0], arguments[$0 + 1]) }
do {
    let files = try pairs.map { IOSSourceFile(path: $0.0, text: try String(contentsOfFile: $0.0, encoding: .utf8)) }
    for (ported, (_, destination)) in zip(PortingRewriter.rewrite(files), pairs) {
        try Data(ported.text.utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
        for note in ported.notes { print(note) }
    }
} catch {
    FileHandle.standardError.write(Data("uikit-port: \(error)\n".utf8))
    exit(1)
}
