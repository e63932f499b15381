import Foundation

/// One element of an Interface Builder document: its name, attributes, children and the line
/// it starts on, so that every error can point at the element that caused it.
package final class IBElement {
    package let name: String
    package let attributes: [String: String]
    package internal(set) var children: [IBElement] = []
    /// What a nib decoded from this element (a color, a constraint's terms, a scene's
    /// segues), kept for the next instantiation: a document never changes.
    package var decoded: AnyObject?

    /// A decoded value of any type.
    package final class Decoded<Value> {
        package let value: Value
        package init(_ value: Value) { self.value = value }
    }

    /// The line of the element's start tag, counted from 1.
    package let line: Int
    /// Character content, kept only for the elements that carry text (`<string>` …).
    package internal(set) var text = ""

    /// The element's `id`, which connections and constraints refer to.
    package let id: String?
    /// The `key` attribute: which property of the parent a value element sets. Kept apart
    /// from `attributes` because finding a keyed child compares it for every sibling.
    package let key: String?

    /// A bit for each attribute name the element has (`nameBit`). Most lookups are of names
    /// the element lacks, as Interface Builder writes only what differs from the defaults;
    /// they end here instead of hashing the name.
    private let nameBits: UInt64

    /// Frees the subtree one element at a time: releasing a child from here would run its
    /// deinit inside this one, and a deep document would exhaust the stack.
    deinit {
        var pending = children
        children = []
        while var element = pending.popLast() {
            // A child still referenced elsewhere (a cached value, an error) keeps its subtree.
            if isKnownUniquelyReferenced(&element) {
                pending.append(contentsOf: element.children)
                element.children = []
            }
        }
    }

    package init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        id = attributes["id"]
        key = attributes["key"]
        nameBits = attributes.keys.reduce(0) { $0 | Self.nameBit($1) }
    }

    /// The attribute's value. XML compares names by their characters' code points, so a name
    /// of other UTF-8 bytes is another name (even one Unicode calls canonically equivalent).
    package subscript(attribute: String) -> String? {
        nameBits & Self.nameBit(attribute) == 0 ? nil : attributes[attribute]
    }

    /// One of 64 bits, from a name's UTF-8 length and last byte: equal names share it.
    private static func nameBit(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        return 1 << ((UInt64(utf8.count) &* 7 &+ UInt64(utf8.last ?? 0)) & 63)
    }

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
