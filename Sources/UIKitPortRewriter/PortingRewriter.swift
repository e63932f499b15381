import Foundation
import SwiftParser
import SwiftSyntax

/// An iOS source file as the app keeps it.
public struct IOSSourceFile: Sendable {
    public let path: String
    public let text: String
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A source file ready for Linux: the rewritten text (every line where it was, under a
/// `#sourceLocation` naming the original file) and what could not be rewritten.
public struct PortedSource: Sendable {
    public let path: String
    public let text: String
    public let notes: [PortingNote]
}

/// Turns the syntax of iOS sources that needs the Objective-C runtime into this UIKit's
/// Swift-native spellings (docs/porting.md lists each), so that one set of sources builds for
/// iOS and for Linux. All files of a target are rewritten together: a class's superclass and a
/// protocol's optional requirements may be declared in another file.
public enum PortingRewriter {
    public static func rewrite(_ files: [IOSSourceFile]) -> [PortedSource] {
        let trees = files.map { Parser.parse(source: $0.text) }
        let module = ModuleFacts(trees)
        let visitors = zip(files, trees).map { file, tree in
            let visitor = PortingVisitor(path: file.path, source: file.text, tree: tree, module: module)
            visitor.walk(tree)
            return visitor
        }
        // Members an extension cannot hold here go into their class's body, wherever it is.
        var arrivals: [Int: [SourceEdit]] = [:]
        for visitor in visitors {
            for move in visitor.moves {
                guard let home = visitors.firstIndex(where: { $0.classBodyEnds[move.className] != nil }),
                      let end = visitors[home].classBodyEnds[move.className] else { continue }
                arrivals[home, default: []].append(SourceEdit(inserting: move.block(returningTo: files[home].path, line: end.line),
                                                              at: AbsolutePosition(utf8Offset: end.offset)))
                if move.text.contains("@Action") || move.text.contains("@SegueAction") { visitors[home].needsActionsImport = true }
            }
        }
        return visitors.enumerated().map { index, visitor in
            let file = files[index]
            let body = SourceEdit.apply(visitor.edits + visitor.importEdits() + (arrivals[index] ?? []), to: file.text)
            var text = "#sourceLocation(file: \(stringLiteral(file.path)), line: 1)\n" + body
            if !text.hasSuffix("\n") { text += "\n" }
            text += "#sourceLocation()\n"
            if !visitor.defaults.isEmpty { text += "\n" + visitor.defaults.joined(separator: "\n\n") + "\n" }
            return PortedSource(path: file.path, text: text, notes: visitor.notes)
        }
    }

    /// `text` as a Swift string literal.
    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
