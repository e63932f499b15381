import CoreGraphics
import Foundation

/// A color for views; immutable and usable from any thread, as in UIKit.
///
/// A color is fixed, or dynamic (`init(dynamicProvider:)`, the semantic system colors): a
/// dynamic color has no value of its own and resolves in a trait collection, the current one
/// (`UITraitCollection.current`) wherever code reads `cgColor` or draws with it.
open class UIColor: NSObject, @unchecked Sendable {
    /// First, before any other stored property (see `FoundationTypeWord`).
    private let foundationType = FoundationTypeWord()
    /// A fixed color's value (a dynamic color's is unused).
    private let fixedCGColor: CGColor
    /// What a dynamic color resolves with; nil for a fixed color.
    let dynamic: DynamicColor?

    /// The Core Graphics color: a dynamic color resolved in `UITraitCollection.current`.
    public var cgColor: CGColor {
        guard let dynamic else { return fixedCGColor }
        return dynamic.resolve(in: UITraitCollection.current).fixedCGColor
    }

    public init(cgColor: CGColor) {
        fixedCGColor = cgColor
        dynamic = nil
        super.init()
    }

    /// A color whose value `dynamicProvider` gives for each trait collection, asked again
    /// whenever the color is resolved (the provider should be quick and side-effect free).
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixedCGColor = CGColor(gray: 0, alpha: 1)
        dynamic = DynamicColor(provider: dynamicProvider, name: nil)
        super.init()
    }

    /// A named dynamic color such as the system colors.
    init(dynamicName name: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        fixedCGColor = CGColor(gray: 0, alpha: 1)
        dynamic = DynamicColor(provider: provider, name: name)
        super.init()
    }

    /// The fixed color this one is in `traitCollection` (itself when it is fixed).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        dynamic?.resolve(in: traitCollection) ?? self
    }

    /// An sRGB color; components are stored as given (extended range allowed).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grayscale color.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A color from hue, saturation and brightness (all 0…1), stored as sRGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// `#colorLiteral(red:green:blue:alpha:)`, Xcode's color literal: an sRGB color.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    // MARK: Standard colors (UIKit's values)

    // Shared instances, as UIKit returns: reading `.red` allocates nothing.
    open class var black: UIColor { Standard.black }
    open class var darkGray: UIColor { Standard.darkGray }
    open class var lightGray: UIColor { Standard.lightGray }
    open class var white: UIColor { Standard.white }
    open class var gray: UIColor { Standard.gray }
    open class var red: UIColor { Standard.red }
    open class var green: UIColor { Standard.green }
    open class var blue: UIColor { Standard.blue }
    open class var cyan: UIColor { Standard.cyan }
    open class var yellow: UIColor { Standard.yellow }
    open class var magenta: UIColor { Standard.magenta }
    open class var orange: UIColor { Standard.orange }
    open class var purple: UIColor { Standard.purple }
    open class var brown: UIColor { Standard.brown }
    open class var clear: UIColor { Standard.clear }

    private enum Standard {
        static let black = UIColor(white: 0, alpha: 1)
        static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
        static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
        static let white = UIColor(white: 1, alpha: 1)
        static let gray = UIColor(white: 0.5, alpha: 1)
        static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
        static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
        static let clear = UIColor(white: 0, alpha: 0)
    }

    // MARK: Components

    /// The same color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if dynamic != nil {
            // Stays dynamic, as on iOS: each appearance gets the new alpha.
            return UIColor { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
        }
        return UIColor(cgColor: fixedCGColor.copy(alpha: alpha) ?? fixedCGColor)
    }

    /// Reads the sRGB components; returns false only for colors without components.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.components != nil else { return false }
        let c = cgColor.rgba
        red?.pointee = c.r; green?.pointee = c.g; blue?.pointee = c.b; alpha?.pointee = c.a
        return true
    }

    /// Reads the gray level; false for colors that are not grayscale, as UIKit answers.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let c = cgColor.components, c.count == 2 else { return false }
        white?.pointee = c[0]; alpha?.pointee = c[1]
        return true
    }

    /// Reads hue, saturation and brightness converted from the sRGB components.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard cgColor.components != nil else { return false }
        let c = cgColor.rgba
        let maxC = max(c.r, c.g, c.b), minC = min(c.r, c.g, c.b), delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.r { h = (c.g - c.b) / delta } else if maxC == c.g { h = 2 + (c.b - c.r) / delta } else { h = 4 + (c.r - c.g) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = c.a
        return true
    }

    /// Fixed colors are equal when their values are; a dynamic color only to itself, as on
    /// iOS (`UIColor.label == .label`, but two providers never compare equal).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if dynamic != nil || other.dynamic != nil { return other === self }
        return fixedCGColor == other.fixedCGColor
    }

    open override var hash: Int { dynamic != nil ? ObjectIdentifier(self).hashValue : fixedCGColor.hashValue }

    open override var description: String {
        if let dynamic {
            if let name = dynamic.name { return "<UIDynamicSystemColor: \(objectAddress(self)); name = \(name)>" }
            return "<UIDynamicProviderColor: \(objectAddress(self))>"
        }
        guard let c = fixedCGColor.components else { return "UIColor (no components)" }
        let f = { (v: CGFloat) in String(format: "%g", Double(v)) }
        if c.count == 2 { return "UIExtendedGrayColorSpace \(f(c[0])) \(f(c[1]))" }
        return "UIExtendedSRGBColorSpace " + c.map(f).joined(separator: " ")
    }

    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        // A hue that is not a number has no place on the wheel: red (0), rather than a crash.
        let hue = hue.isFinite ? hue : 0
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
