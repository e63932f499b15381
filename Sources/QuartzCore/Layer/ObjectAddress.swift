/// The object's address in the `0x…` form UIKit's descriptions use.
package func objectAddress(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}
