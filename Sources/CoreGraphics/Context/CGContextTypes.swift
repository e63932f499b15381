/// How drawing combines with what is already there; raw values are Core Graphics'.
public enum CGBlendMode: Int32, Sendable, CaseIterable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn,
         softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity,
         clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn,
         destinationOut, destinationAtop, xor, plusDarker, plusLighter
}

/// The shape at the ends of stroked open lines; raw values are Core Graphics'.
public enum CGLineCap: Int32, Sendable {
    case butt = 0, round, square
}

/// The shape where stroked segments meet; raw values are Core Graphics'.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0, round, bevel
}

/// What `drawPath(using:)` does with the current path; raw values are Core Graphics'.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// How smoothly scaled images are sampled; raw values are Core Graphics'.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}

/// Whether a gradient extends past its ends; raw values are Core Graphics'.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
