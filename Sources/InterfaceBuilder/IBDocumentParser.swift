import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of a .xib or .storyboard into an element tree, refusing input that is too
/// large or too deeply nested before it can exhaust memory or the stack.
package enum IBDocumentParser {
    /// Real Interface Builder files are a few hundred kilobytes; this leaves ample room.
    package static let maximumBytes = 32 << 20
    /// Real files nest a few dozen elements deep, but neither the XML parser nor UIKit's
    /// decoding sets a limit: up to 20,000 nested elements (about 10,000 nested views) load,
    /// decoding on fresh stack segments as it goes deeper; a crafted file nested further is
    /// refused before it can cost unbounded time and memory.
    package static let maximumDepth = 20_000
    /// Bounds the work (and memory) a crafted file can cause.
    package static let maximumElements = 1_000_000

    /// The elements whose character content is a value.
    static let textElements: Set<String> = ["string", "mutableString", "bytes", "mutableData", "data"]

    package static func parse(_ data: Data, file: String) throws -> IBElement {
        guard data.count <= maximumBytes else {
            throw NibLoadingError(file: file, reason: .tooLarge,
                                  "the file is \(data.count) bytes; Interface Builder files larger than \(maximumBytes) bytes are refused")
        }
        // Interface Builder writes UTF-8. Foundation's parser stops the program on an
        // attribute or name that is not, so such bytes never reach it.
        if let offset = firstInvalidUTF8(in: data) {
            let line = data.prefix(offset).count { $0 == UInt8(ascii: "\n") } + 1
            throw NibLoadingError(file: file, line: line, reason: .malformedXML,
                                  "malformed XML: byte \(offset) is not UTF-8 text, which Interface Builder files are")
        }
        let delegate = Delegate(file: file)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let error = delegate.error { throw error }
        // Foundation's parser on Linux returns true after many errors it reports, and says
        // nothing when the input simply stops: every element must also have been closed.
        if let (code, line, element) = delegate.parseError ?? parser.parserError.map({ (($0 as NSError).code, parser.lineNumber, nil) }) {
            throw NibLoadingError(file: file, element: element.map { "<\($0)>" }, line: line, reason: .malformedXML,
                                  "malformed XML (libxml2 error \(code))")
        }
        if let open = delegate.stack.last {
            throw NibLoadingError(file: file, at: open, reason: .malformedXML, "malformed XML: the file ends inside <\(open.name)>")
        }
        guard ok, let root = delegate.root else {
            throw NibLoadingError(file: file, line: parser.lineNumber, reason: .malformedXML,
                                  "malformed XML: \(data.isEmpty ? "the file is empty" : "no root element")")
        }
        return root
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence.
    static func firstInvalidUTF8(in data: Data) -> Int? {
        let valid = data.withUnsafeBytes { String(validating: $0.bindMemory(to: UInt8.self), as: UTF8.self) != nil }
        if valid { return nil }
        var offset = 0
        var bytes = data.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let file: String
        var stack: [IBElement] = []
        var root: IBElement?
        var error: NibLoadingError?
        /// The parser's first error: its code, line and the element it was inside.
        var parseError: (code: Int, line: Int, element: String?)?
        var count = 0

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            count += 1
            if stack.count >= IBDocumentParser.maximumDepth {
                fail(parser, elementName, .tooDeep, "<\(elementName)> is nested more than \(IBDocumentParser.maximumDepth) elements deep")
                return
            }
            if count > IBDocumentParser.maximumElements {
                fail(parser, elementName, .tooLarge, "more than \(IBDocumentParser.maximumElements) elements")
                return
            }
            let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
            if let parent = stack.last {
                parent.children.append(element)
            } else if root == nil {
                root = element
            }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            _ = stack.popLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            // Text content matters only in <string> (multi-line text) and <mutableString>.
            guard let current = stack.last, IBDocumentParser.textElements.contains(current.name) else { return }
            current.text.append(string)
        }

        /// Only noted: stopping libxml2 from here while it reads the encoding declaration
        /// makes it dereference the input it has just released.
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard self.parseError == nil else { return }
            self.parseError = ((parseError as NSError).code, parser.lineNumber, stack.last?.name)
        }

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { nil }

        private func fail(_ parser: XMLParser, _ elementName: String, _ reason: NibLoadingError.Reason, _ message: String) {
            if error == nil {
                error = NibLoadingError(file: file, element: "<\(elementName)>", line: parser.lineNumber, reason: reason, message)
            }
            parser.abortParsing()
        }
    }
}
