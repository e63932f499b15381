/// The word Foundation on Linux reads as a Swift object's Core Foundation type.
///
/// Core Foundation compares and hashes the values of an attributed string's runs with
/// `CFEqual`/`CFHash`, which hand a Swift object to its `isEqual`/`hash` only when bits 8–17 of
/// its first stored word (where a CF object keeps its type) are not zero; when they are, it stops
/// the process. A plain `NSObject` subclass has whatever its first property holds there — a
/// paragraph style's alignment and line break mode, mostly zero bits. UIKit's attribute values
/// (paragraph styles, colors, fonts) therefore start with this word: a type number CF has not
/// registered (so the object is never taken for one of CF's own), which routes every
/// comparison to Swift.
package struct FoundationTypeWord: Sendable {
    private let bits: UInt64 = 1000 << 8
    package init() {}
}
