import CoreGraphics
import CoreText
import Foundation

extension NSAttributedString.Key {
    /// An `NSTextAttachment` drawn in place of the attachment character (U+FFFC).
    public static let attachment = NSAttributedString.Key(rawValue: "NSAttachment")
}

/// A value of `.attachment` that the text engine makes room for and draws, besides
/// `NSTextAttachment` (UIKit's own inline objects, such as a search field's tokens).
protocol InlineTextAttachment: AnyObject {
    var inlineObject: TextInlineObject { get }
}

/// An image that sits inline in attributed text, as an icon before a title: the text makes
/// room for `bounds` at the attachment character and draws the image there.
///
/// `bounds` is in the text's coordinates, its origin on the baseline with y up (a negative y
/// lowers the image below the baseline); a zero rect means the image's own size, resting on
/// the baseline, as on iOS.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The character standing for an attachment in the text.
    public static let character: Int = 0xFFFC

    /// The image drawn; nil draws nothing (the space is still reserved).
    open var image: UIImage?
    /// Where the image sits relative to the baseline; zero for the image's size on the
    /// baseline.
    open var bounds: CGRect = .zero
    /// The attachment's data and its type identifier, kept for the code that sets them; an
    /// image is made from data that decodes as one.
    open var contents: Data?
    open var fileType: String?

    public override init() {
        super.init()
    }

    /// An attachment of `contentData` (image data is shown as the image) of type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        image = contentData.flatMap { UIImage(data: $0) }
        super.init()
    }

    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init()
        self.image = image
    }

    /// The box the text reserves: `bounds`, or the image's size on the baseline.
    var reservedBounds: CGRect {
        if bounds != .zero, bounds.isFinite, bounds.width >= 0, bounds.height >= 0 { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }

    /// What the text engine reserves and draws.
    var inlineObject: TextInlineObject {
        TextInlineObject(bounds: reservedBounds, image: image?.cgImage)
    }
}

extension NSAttributedString {
    /// The attachment character with `attachment` on it.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: String(UnicodeScalar(UInt32(NSTextAttachment.character))!),
                  attributes: [.attachment: attachment])
    }
}
