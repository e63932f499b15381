import Foundation

/// Why an Interface Builder file could not be loaded: the file, the element and its line, and
/// what was wrong. Loading throws it; UIKit's non-throwing API stops with its text, as UIKit
/// raises an exception for the same files.
public struct NibLoadingError: Error, CustomStringConvertible, Sendable {
    /// The kinds of failure, so code and tests can tell them apart.
    public enum Reason: Sendable, Equatable {
        /// The nib or storyboard is not in the bundle.
        case notFound
        /// The bytes are not well-formed XML.
        case malformedXML
        /// Not an iOS Interface Builder document (legacy archive, macOS, tvOS …).
        case unsupportedDocument
        /// An element whose class this UIKit does not provide yet.
        case unsupportedElement
        /// A required attribute is missing.
        case missingAttribute
        /// An attribute or value that does not have the type or range the element needs.
        case invalidValue
        /// A reference to an id the document does not define.
        case unknownReference
        /// An object that contains or depends on itself.
        case cyclicReference
        /// A class named in the file that cannot be used for the element.
        case invalidClass
        /// An outlet or runtime attribute the object has no property for (UIKit's
        /// "not key value coding-compliant").
        case unknownKey
        /// The file is larger than any real Interface Builder file.
        case tooLarge
        /// The elements nest deeper than any real Interface Builder file.
        case tooDeep
        /// A storyboard or nib feature that is not provided yet.
        case unsupportedFeature
    }

    /// The file's name (or "data" for a nib made from bytes).
    public let file: String
    /// The element at fault, as `<name>`; nil when the whole file is.
    public let element: String?
    /// The line the element starts on, counted from 1.
    public let line: Int?
    public let reason: Reason
    /// What was wrong, in words.
    public let message: String

    package init(file: String, element: String? = nil, line: Int? = nil, reason: Reason, _ message: String) {
        self.file = file
        self.element = element
        self.line = line
        self.reason = reason
        self.message = message
    }

    package init(file: String, at element: IBElement, reason: Reason, _ message: String) {
        self.init(file: file, element: "<\(element.name)>", line: element.line, reason: reason, message)
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let element { place += " \(element)" }
        return "\(place): \(message)"
    }
}

extension NibLoadingError.Reason {
    /// Whether the failure concerns one object, connection or value rather than the whole
    /// document; Interface Builder's canvas skips such a part and shows the rest.
    package var isLocal: Bool {
        switch self {
        case .unsupportedElement, .missingAttribute, .invalidValue, .unknownReference, .invalidClass,
             .unknownKey, .unsupportedFeature, .notFound: true
        case .malformedXML, .unsupportedDocument, .cyclicReference, .tooLarge, .tooDeep: false
        }
    }
}
