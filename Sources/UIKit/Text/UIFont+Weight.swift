import CoreGraphics
import Foundation

extension UIFont {
    /// A font weight on UIKit's scale: -1 (lightest) … 0 (regular) … 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        // UIKit's values (UIFontWeight… constants, stored as Float there).
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The weight on the OpenType/CSS scale fontconfig matches: UIKit's named weights map
        /// to 100 (ultraLight) … 400 (regular) … 700 (bold) … 900 (black); values between
        /// them are interpolated, values beyond them clamped.
        var openTypeWeight: Int {
            let anchors = Weight.anchors
            let v = rawValue.isNaN ? 0 : rawValue
            if v <= anchors[0].0 { return Int(anchors[0].1) }
            for (a, b) in zip(anchors, anchors.dropFirst()) where v <= b.0 {
                let t = (v - a.0) / (b.0 - a.0)
                return Int((a.1 + t * (b.1 - a.1)).rounded())
            }
            return Int(anchors[anchors.count - 1].1)
        }

        /// UIKit's named weights and their OpenType weights.
        private static let anchors: [(CGFloat, CGFloat)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                                            (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]

        /// The UIKit weight of an OpenType weight (the inverse of `openTypeWeight`).
        init(openTypeWeight: Int) {
            let w = CGFloat(openTypeWeight)
            let anchors = Weight.anchors
            if w <= anchors[0].1 { self.init(rawValue: anchors[0].0); return }
            for (a, b) in zip(anchors, anchors.dropFirst()) where w <= b.1 {
                self.init(rawValue: a.0 + (w - a.1) / (b.1 - a.1) * (b.0 - a.0))
                return
            }
            self.init(rawValue: anchors[anchors.count - 1].0)
        }
    }
}
