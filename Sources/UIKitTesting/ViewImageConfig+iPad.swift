import CoreGraphics
import UIKit

// MARK: iPads, whole screen or a share of it in Split View

extension ViewImageConfig {
    /// An iPad's landscape size (portrait swaps it), the widths its app gets in Split View, and
    /// whether a landscape half is still regular (only the 12.9-inch is wide enough).
    private struct Tablet {
        var long: CGFloat, short: CGFloat
        var landscapeThird: CGFloat, landscapeHalf: CGFloat, landscapeTwoThirds: CGFloat
        var portraitThird: CGFloat, portraitTwoThirds: CGFloat
        var halfIsRegular = false
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)

        func config(_ orientation: TabletOrientation) -> ViewImageConfig {
            let width: CGFloat, height: CGFloat, regular: Bool
            switch orientation {
            case .landscape(let split):
                height = short
                switch split {
                case .oneThird: (width, regular) = (landscapeThird, false)
                case .oneHalf: (width, regular) = (landscapeHalf, halfIsRegular)
                case .twoThirds: (width, regular) = (landscapeTwoThirds, true)
                case .full: (width, regular) = (long, true)
                }
            case .portrait(let split):
                height = long
                switch split {
                case .oneThird: (width, regular) = (portraitThird, false)
                case .twoThirds: (width, regular) = (portraitTwoThirds, false)
                case .full: (width, regular) = (short, true)
                }
            }
            return ViewImageConfig(safeArea: safeArea, size: CGSize(width: width, height: height),
                                   traits: regular ? .iPadMini : .iPadMini_Compact_SplitView)
        }
    }

    private static func whole(_ orientation: Orientation) -> TabletOrientation {
        orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
    }

    private static let mini = Tablet(long: 1024, short: 768, landscapeThird: 320, landscapeHalf: 507, landscapeTwoThirds: 694,
                                     portraitThird: 320, portraitTwoThirds: 438)
    private static let tenPointTwo = Tablet(long: 1080, short: 810, landscapeThird: 320, landscapeHalf: 535, landscapeTwoThirds: 750,
                                            portraitThird: 320, portraitTwoThirds: 480)
    private static let tenPointFive = Tablet(long: 1112, short: 834, landscapeThird: 320, landscapeHalf: 551, landscapeTwoThirds: 782,
                                             portraitThird: 320, portraitTwoThirds: 504)
    private static let eleven = Tablet(long: 1194, short: 834, landscapeThird: 375, landscapeHalf: 592, landscapeTwoThirds: 809,
                                       portraitThird: 320, portraitTwoThirds: 504,
                                       safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    private static let twelvePointNine = Tablet(long: 1366, short: 1024, landscapeThird: 375, landscapeHalf: 678, landscapeTwoThirds: 981,
                                                portraitThird: 375, portraitTwoThirds: 639, halfIsRegular: true)

    public static let iPadMini = iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(whole(orientation)) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { mini.config(orientation) }

    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }

    public static let iPad10_2 = iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(whole(orientation)) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tenPointTwo.config(orientation) }

    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(whole(orientation)) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tenPointFive.config(orientation) }

    public static let iPadPro11 = iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(whole(orientation)) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { eleven.config(orientation) }

    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(whole(orientation)) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { twelvePointNine.config(orientation) }
}
