import CoreGraphics
import Foundation

/// A layer that draws a string or attributed string from the top-left of its bounds, clipped
/// to them.
///
/// `font` is a `UIFont` or a font name (Helvetica by default); its size is ignored and
/// `fontSize` (36) used, as Core Animation does; `foregroundColor` (opaque white) colors a
/// plain string. An attributed string keeps its own fonts and colors (Helvetica 12 and black
/// where it has none). `isWrapped` wraps lines at the bounds' width; otherwise
/// `truncationMode` ends an over-long line with an ellipsis. The render server draws the
/// text (`TextDrawing`) at the layer's device transform, so it is sharp whatever
/// `contentsScale` says. `fontSize` and `foregroundColor` animate.
open class CATextLayer: CALayer {
    override class var initialDrawing: (any LayerDrawing)? { TextDrawing() }

    private var text: TextDrawing { drawing(TextDrawing.self) ?? TextDrawing() }

    private func change(_ key: String, _ body: (inout TextDrawing) -> Void) {
        changeAnimatable(key) { updateDrawing(TextDrawing(), body) }
    }

    /// A `String` or an `NSAttributedString`; nil by default.
    open var string: Any? {
        get { text.string }
        set { change("string") { $0.string = newValue } }
    }
    /// A `UIFont` or a font name; Helvetica by default.
    open var font: Any? {
        get { text.font }
        set { change("font") { $0.font = newValue } }
    }
    /// 36 by default. Animatable.
    open var fontSize: CGFloat {
        get { text.fontSize }
        set { change("fontSize") { $0.fontSize = newValue.isFinite && newValue >= 0 ? newValue : 36 } }
    }
    /// Opaque white by default. Animatable.
    open var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { change("foregroundColor") { $0.foregroundColor = newValue } }
    }
    /// Whether lines wrap at the bounds' width; false by default.
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { change("wrapped") { $0.isWrapped = newValue } }
    }
    /// `.none` by default.
    open var truncationMode: CATextLayerTruncationMode {
        get { text.truncationMode }
        set { change("truncationMode") { $0.truncationMode = newValue } }
    }
    /// `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { text.alignmentMode }
        set { change("alignmentMode") { $0.alignmentMode = newValue } }
    }
    /// Kept for source compatibility; glyph positions are never quantized here.
    open var allowsFontSubpixelQuantization = false
}

/// `CATextLayer.truncationMode` values.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// `CATextLayer.alignmentMode` values.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
