import Foundation

// On Apple platforms a `CGFloat`, `CGRect`, `CGPoint` or `CGSize` travels through `Any` (a
// notification's `userInfo`, a dictionary) as an `NSNumber` or `NSValue`, and casts back
// with `as? CGFloat` / `as? CGRect`. Foundation on Linux bridges the standard number types
// but not these, so the casts iOS code makes on, say, the keyboard notifications' values
// would quietly give nil. These conformances give the geometry types the bridging they have
// on iOS.

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSNumber
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}

/// A geometry value that an `NSValue` carries, recognised by the value's type encoding.
private protocol NSValueBridgedGeometry: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    static var zero: Self { get }
    init(value: NSValue)
    var value: NSValue { get }
}

extension NSValueBridgedGeometry {
    public func _bridgeToObjectiveC() -> NSValue { value }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) {
        result = Self(value: source)
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout Self?) -> Bool {
        // Only a value holding this type (an `NSValue` of a point is no rect).
        guard String(cString: source.objCType) == String(cString: Self.zero.value.objCType) else { return false }
        result = Self(value: source)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
        source.map { Self(value: $0) } ?? .zero
    }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBridgedGeometry {
    public typealias _ObjectiveCType = NSValue
    fileprivate init(value: NSValue) { self = value.rectValue }
    fileprivate var value: NSValue { NSValue(rect: self) }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBridgedGeometry {
    public typealias _ObjectiveCType = NSValue
    fileprivate init(value: NSValue) { self = value.pointValue }
    fileprivate var value: NSValue { NSValue(point: self) }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBridgedGeometry {
    public typealias _ObjectiveCType = NSValue
    fileprivate init(value: NSValue) { self = value.sizeValue }
    fileprivate var value: NSValue { NSValue(size: self) }
}
