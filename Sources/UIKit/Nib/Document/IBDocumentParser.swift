import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads the XML of a .xib or .storyboard into an element tree, refusing input that is too
/// large or too deeply nested before it can exhaust memory or the stack.
package enum IBDocumentParser {
    /// Real Interface Builder files are a few hundred kilobytes; this leaves ample room.
    package static let maximumBytes = 32 << 20
    /// Real files nest a few dozen elements deep.
    package static let maximumDepth = 256
    /// Bounds the work (and memory) a crafted file can cause.
    package static let maximumElements = 1_000_000

    /// The elements whose character content is a value.
    static let textElements: Set<String> = ["string", "mutableString", "bytes", "mutableData", "data"]

    package static func parse(_ data: Data, file: String) throws -> IBElement {
        guard data.count <= maximumBytes else {
            throw NibLoadingError(file: file, reason: .tooLarge,
                                  "the file is \(data.count) bytes; Interface Builder files larger than \(maximumBytes) bytes are refused")
        }
        let delegate = Delegate(file: file)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = delegate
        let ok = parser.parse()
        if let error = delegate.error { throw error }
        guard ok, let root = delegate.root else {
            let reason = parser.parserError.map { String(describing: ($0 as NSError).localizedDescription) } ?? "not well-formed XML"
            throw NibLoadingError(file: file, line: parser.lineNumber, reason: .malformedXML,
                                  "malformed XML (\(reason))")
        }
        return root
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let file: String
        var stack: [IBElement] = []
        var root: IBElement?
        var error: NibLoadingError?
        var count = 0

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            count += 1
            if stack.count >= IBDocumentParser.maximumDepth {
                fail(parser, .tooDeep, "<\(elementName)> is nested more than \(IBDocumentParser.maximumDepth) elements deep")
                return
            }
            if count > IBDocumentParser.maximumElements {
                fail(parser, .tooLarge, "more than \(IBDocumentParser.maximumElements) elements")
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

        func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { nil }

        private func fail(_ parser: XMLParser, _ reason: NibLoadingError.Reason, _ message: String) {
            if error == nil { error = NibLoadingError(file: file, line: parser.lineNumber, reason: reason, message) }
            parser.abortParsing()
        }
    }
}
