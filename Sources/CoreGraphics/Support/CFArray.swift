import Foundation

/// Core Foundation's array, which Apple bridges toll-free to `NSArray`.
///
/// Drawing code passes `[CGColor] as CFArray` to `CGGradient(colorsSpace:colors:locations:)`;
/// Foundation on Linux bridges Swift arrays to `NSArray` with `as` (not to Core Foundation's
/// own type), so here the two are one type and that call compiles unchanged.
public typealias CFArray = NSArray
