import Foundation

/// One element of an Interface Builder document: its name, attributes, children and the line
/// it starts on, so that every error can point at the element that caused it.
package final class IBElement {
    package let name: String
    package let attributes: [String: String]
    package internal(set) var children: [IBElement] = []
    /// The line of the element's start tag, counted from 1.
    package let line: Int
    /// Character content, kept only for the elements that carry text (`<string>` …).
    package internal(set) var text = ""

    /// The element's `id`, which connections and constraints refer to.
    package let id: String?
    /// The `key` attribute: which property of the parent a value element sets. Kept apart
    /// from `attributes` because finding a keyed child compares it for every sibling.
    package let key: String?

    package init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        id = attributes["id"]
        key = attributes["key"]
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` (and, when given, whose `key` is `key`).
    package func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child whose `key` is `key`, whatever its element name.
    package func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// Every child named `name`.
    package func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// `<name …>` with the line, as errors quote it.
    package var tag: String { "<\(name)> at line \(line)" }
}
