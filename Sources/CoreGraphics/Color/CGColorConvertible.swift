/// A color type of a higher module (UIKit's `UIColor`) that lower ones accept by its CGColor,
/// as Apple's frameworks accept a bridged color: animation values, Core Text's attributes.
package protocol CGColorConvertible {
    var cgColorValue: CGColor { get }
}
