import Foundation

/// What a nib makes for a `<customObject>` whose class it cannot make (not linked in, or not
/// `NSCoding`): a plain object, as UIKit makes an `NSObject` for a class it does not know.
final class NibStandInObject: NSObject, NSCoding {
    init?(coder: NSCoder) {
        super.init()
    }

    func encode(with coder: NSCoder) {}
}
