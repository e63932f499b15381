/// How colors outside a destination's gamut are mapped; recorded on images as Core Graphics
/// does (drawing here is all sRGB, so no mapping is needed).
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
