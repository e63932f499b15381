import CoreGraphics
import Foundation

extension UIImage {
    /// How a bitmap is turned or mirrored to be shown; raw values are UIKit's. The name
    /// says what was done to the stored pixels to show them: `.right` is a bitmap shown
    /// turned a quarter turn clockwise (a portrait photo from a landscape sensor, EXIF 6).
    public enum Orientation: Int, Sendable, CaseIterable {
        /// Shown as stored.
        case up = 0
        /// Turned half a turn.
        case down = 1
        /// Turned a quarter turn counterclockwise.
        case left = 2
        /// Turned a quarter turn clockwise.
        case right = 3
        /// Mirrored left to right.
        case upMirrored = 4
        /// Mirrored top to bottom (half a turn, then mirrored left to right).
        case downMirrored = 5
        /// Mirrored across the main diagonal: a quarter turn counterclockwise of the
        /// left-to-right mirror image (EXIF 5).
        case leftMirrored = 6
        /// Mirrored across the other diagonal: a quarter turn clockwise of the left-to-right
        /// mirror image (EXIF 7).
        case rightMirrored = 7
    }
}

extension UIImage.Orientation {
    /// True when showing the image exchanges its width and height.
    var isQuarterTurn: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: true
        case .up, .down, .upMirrored, .downMirrored: false
        }
    }

    /// The map from the stored bitmap, laid out top-left-origin (y down) over
    /// `width`×`height` of display space with its axes exchanged for quarter turns, to the
    /// `width`×`height` rectangle it is shown in (also y down).
    func displayTransform(width w: CGFloat, height h: CGFloat) -> CGAffineTransform {
        switch self {
        case .up: .identity
        case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        // (x, y) → (w − y, x): the stored top-left corner lands top right.
        case .right: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)
        // (x, y) → (y, h − x): the stored top-left corner lands bottom left.
        case .left: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)
        // (x, y) → (y, x).
        case .leftMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        // (x, y) → (w − y, h − x).
        case .rightMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: w, ty: h)
        }
    }
}
