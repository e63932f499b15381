import CoreGraphics

/// San Francisco's tracking: Core Text widens or tightens the system font by an amount that
/// depends on the point size (the font's own tracking table), so iOS measures "Hello" at
/// 17 pt narrower than the outlines' advances alone. Apple publishes the table in the Human
/// Interface Guidelines (Typography › Tracking values, SF Pro, in 1/1000 em); the system
/// font's stand-in gets the same adjustment, which is what brings its widths to iOS's.
package enum SystemFontTracking {
    /// (point size, tracking in 1/1000 em), as published; sizes between rows interpolate.
    private static let table: [(size: CGFloat, perMille: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
        (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
        (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7),
        (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
        (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// The space added after each character of the system font at `size`, in points
    /// (negative tightens). Below 6 pt the 6 pt value holds; from 80 pt up there is none.
    package static func tracking(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return 0 }
        let perMille: CGFloat
        if upper == 0 || table[upper].size == size {
            perMille = table[upper].perMille
        } else {
            let a = table[upper - 1], b = table[upper]
            perMille = a.perMille + (b.perMille - a.perMille) * (size - a.size) / (b.size - a.size)
        }
        return perMille / 1000 * size
    }
}
