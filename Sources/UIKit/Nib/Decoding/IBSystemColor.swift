import Foundation

/// UIKit's system colors by the names Interface Builder writes (`systemBlueColor`,
/// `darkTextColor` …): the adaptable ones as the shared dynamic colors, the fixed ones by value.
@MainActor
enum IBSystemColor {
    nonisolated static func named(_ name: String) -> UIColor? {
        if let adaptable = SystemColor.named(name) { return adaptable }
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
        "groupTableViewBackgroundColor": (242, 242, 247, 1), "tableCellGroupedBackgroundColor": (255, 255, 255, 1),
        "viewFlipsideBackgroundColor": (31, 33, 36, 1), "scrollViewTexturedBackgroundColor": (111, 113, 121, 1),
        "underPageBackgroundColor": (181, 183, 189, 1),
    ]
}
