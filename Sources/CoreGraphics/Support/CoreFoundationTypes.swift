import Foundation

// Core Foundation types as Core Graphics' signatures name them. Apple bridges each toll-free
// to its Foundation class; Linux has no toll-free bridging, so here they are the Foundation
// types themselves and iOS call sites (`url as CFURL`, `data as CFMutableData`,
// `[kCGPDFContextTitle: title] as CFDictionary`) compile unchanged.

/// Core Foundation's URL: Foundation's `URL`.
public typealias CFURL = URL
/// Core Foundation's string: `NSString` (`kCGPDFContextTitle as String` bridges).
public typealias CFString = NSString
/// Core Foundation's dictionary: `NSDictionary`.
public typealias CFDictionary = NSDictionary
/// Core Foundation's immutable bytes: `NSData`.
public typealias CFData = NSData
/// Core Foundation's growable bytes: `NSMutableData`, which a PDF context appends to.
public typealias CFMutableData = NSMutableData
/// Core Foundation's attributed string: `NSAttributedString` (Core Text lays them out).
public typealias CFAttributedString = NSAttributedString
/// Core Foundation's index and count type.
public typealias CFIndex = Int

/// A range of a Core Foundation string or array: UTF-16 units for strings.
public struct CFRange: Equatable, Sendable {
    public var location: CFIndex
    public var length: CFIndex
    public init() { location = 0; length = 0 }
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }
}

/// `CFRange(location:length:)`, as C code spells it.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}
