import Foundation

/// UIKit's system colors by the names Interface Builder writes (`systemBlueColor`,
/// `darkTextColor` …), in their light appearance, for documents whose `<resources>` do not
/// carry the value (older files and `cocoaTouchSystemColor`).
@MainActor
enum IBSystemColor {
    nonisolated static func named(_ name: String) -> UIColor? {
        guard let (red, green, blue, alpha) = values[name] else { return nil }
        return UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    private nonisolated static let values: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
        // Fixed colors (UIColor's class properties).
        "blackColor": (0, 0, 0, 1), "darkGrayColor": (85, 85, 85, 1), "lightGrayColor": (170, 170, 170, 1),
        "whiteColor": (255, 255, 255, 1), "grayColor": (127.5, 127.5, 127.5, 1), "redColor": (255, 0, 0, 1),
        "greenColor": (0, 255, 0, 1), "blueColor": (0, 0, 255, 1), "cyanColor": (0, 255, 255, 1),
        "yellowColor": (255, 255, 0, 1), "magentaColor": (255, 0, 255, 1), "orangeColor": (255, 127.5, 0, 1),
        "purpleColor": (127.5, 0, 127.5, 1), "brownColor": (153, 102, 51, 1), "clearColor": (0, 0, 0, 0),
        "darkTextColor": (0, 0, 0, 1), "lightTextColor": (255, 255, 255, 0.6),
        "groupTableViewBackgroundColor": (242, 242, 247, 1), "tableCellGroupedBackgroundColor": (255, 255, 255, 1),
        "viewFlipsideBackgroundColor": (31, 33, 36, 1), "scrollViewTexturedBackgroundColor": (111, 113, 121, 1),
        "underPageBackgroundColor": (181, 183, 189, 1),
        // Adaptable colors, light appearance.
        "systemBlueColor": (0, 122, 255, 1), "systemRedColor": (255, 59, 48, 1), "systemGreenColor": (52, 199, 89, 1),
        "systemOrangeColor": (255, 149, 0, 1), "systemYellowColor": (255, 204, 0, 1), "systemPinkColor": (255, 45, 85, 1),
        "systemPurpleColor": (175, 82, 222, 1), "systemTealColor": (48, 176, 199, 1), "systemIndigoColor": (88, 86, 214, 1),
        "systemMintColor": (0, 199, 190, 1), "systemCyanColor": (50, 173, 230, 1), "systemBrownColor": (162, 132, 94, 1),
        "systemGrayColor": (142, 142, 147, 1), "systemGray2Color": (174, 174, 178, 1), "systemGray3Color": (199, 199, 204, 1),
        "systemGray4Color": (209, 209, 214, 1), "systemGray5Color": (229, 229, 234, 1), "systemGray6Color": (242, 242, 247, 1),
        "labelColor": (0, 0, 0, 1), "secondaryLabelColor": (60, 60, 67, 0.6), "tertiaryLabelColor": (60, 60, 67, 0.3),
        "quaternaryLabelColor": (60, 60, 67, 0.18), "placeholderTextColor": (60, 60, 67, 0.3), "linkColor": (0, 122, 255, 1),
        "separatorColor": (60, 60, 67, 0.29), "opaqueSeparatorColor": (198, 198, 200, 1),
        "systemBackgroundColor": (255, 255, 255, 1), "secondarySystemBackgroundColor": (242, 242, 247, 1),
        "tertiarySystemBackgroundColor": (255, 255, 255, 1), "systemGroupedBackgroundColor": (242, 242, 247, 1),
        "secondarySystemGroupedBackgroundColor": (255, 255, 255, 1), "tertiarySystemGroupedBackgroundColor": (242, 242, 247, 1),
        "systemFillColor": (120, 120, 128, 0.2), "secondarySystemFillColor": (120, 120, 128, 0.16),
        "tertiarySystemFillColor": (118, 118, 128, 0.12), "quaternarySystemFillColor": (116, 116, 128, 0.08),
        "tintColor": (0, 122, 255, 1),
    ]
}
