import CoreGraphics
import Foundation

/// Extra information for and from string drawing. `totalBounds` reports the rectangle the
/// last measurement or drawing used; text is never scaled down here (`minimumScaleFactor` is
/// kept but not applied, so `actualScaleFactor` stays 1).
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
