import SwiftSyntax

/// A member an extension holds on iOS that must be in its class's body here: an override
/// (Objective-C methods are dynamic there, Swift's in extensions are not) or an action a nib
/// finds (`@Action` stores its entry beside the method). It moves with its own
/// `#sourceLocation`, so diagnostics still name its original file and line.
struct MovedMember {
    let className: String
    /// The member's lines, from the start of its first line.
    let text: String
    let file: String
    let line: Int

    /// The member as it is inserted before its class's closing brace, which is on `line` of
    /// `home`: numbering returns there after it.
    func block(returningTo home: String, line homeLine: Int) -> String {
        "\n#sourceLocation(file: \(PortingRewriter.stringLiteral(file)), line: \(line))\n" + text
            + "\n#sourceLocation(file: \(PortingRewriter.stringLiteral(home)), line: \(homeLine))\n"
    }
}

extension PortingVisitor {
    /// Records where a class's body ends, for members that move into it.
    func noteClassBody(_ node: ClassDeclSyntax) {
        let brace = node.memberBlock.rightBrace
        let line = brace.startLocation(converter: converter, afterLeadingTrivia: true).line
        classBodyEnds[node.name.text] = (brace.positionAfterSkippingLeadingTrivia.utf8Offset, line)
    }

    /// Moves the overrides and actions of an extension of a class of this module into the
    /// class body; the lines they leave stay, blank.
    func moveMembers(of node: ExtensionDeclSyntax) {
        let className = node.extendedType.trimmedDescription
        guard node.genericWhereClause == nil, module.isClass(className) else { return }
        for member in node.memberBlock.members {
            let decl = member.decl
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.tokenKind) ?? []
            let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes.map(\.trimmedDescription) ?? []
            let isAction = attributes.contains { $0.hasPrefix("@IBAction") || $0.hasPrefix("@IBSegueAction") }
            guard modifiers.contains(.keyword(.override)) || isAction else { continue }
            let start = lineStart(of: member)
            let end = member.endPositionBeforeTrailingTrivia.utf8Offset
            let original = String(decoding: Array(source.utf8)[start..<end], as: UTF8.self)
            let line = member.startLocation(converter: converter, afterLeadingTrivia: true).line
            moves.append(MovedMember(className: className, text: rewrittenText(of: member, from: start, original: original),
                                     file: path, line: line))
            edits.append(SourceEdit(start: start, end: end, replacement: String(original.filter { $0 == "\n" })))
        }
    }

    /// The offset of the start of `member`'s first line.
    private func lineStart(of member: some SyntaxProtocol) -> Int {
        let bytes = Array(source.utf8)
        var offset = member.positionAfterSkippingLeadingTrivia.utf8Offset
        while offset > 0, bytes[offset - 1] != UInt8(ascii: "\n") { offset -= 1 }
        return offset
    }

    /// The member's text with the edits already recorded inside it (attributes, selectors…),
    /// which are taken out of the file's own edits.
    private func rewrittenText(of member: some SyntaxProtocol, from start: Int, original: String) -> String {
        let end = member.endPositionBeforeTrailingTrivia.utf8Offset
        let inside = edits.filter { $0.start >= start && $0.end <= end }
        edits.removeAll { $0.start >= start && $0.end <= end }
        let shifted = inside.map { SourceEdit(start: $0.start - start, end: $0.end - start, replacement: $0.replacement) }
        return SourceEdit.apply(shifted, to: original)
    }
}
