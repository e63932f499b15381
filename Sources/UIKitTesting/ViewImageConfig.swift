import CoreGraphics
import UIKit

/// A device to snapshot on, as swift-snapshot-testing describes one on iOS: the screen's size
/// in points, the safe area its status bar, notch and home indicator leave, and its traits.
/// `assertSnapshot(of: controller, as: .image(on: .iPhoneSe))` lays the controller out as
/// that phone would.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// An iPad's orientation and, in multitasking, the share of the screen the app has.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

// MARK: Phones

extension ViewImageConfig {
    /// A phone's portrait size and its safe areas; landscape swaps the size.
    private static func phone(width: CGFloat, height: CGFloat, portrait: UIEdgeInsets, landscape: UIEdgeInsets,
                              _ orientation: Orientation, traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait: ViewImageConfig(safeArea: portrait, size: CGSize(width: width, height: height), traits: traits)
        case .landscape: ViewImageConfig(safeArea: landscape, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    private static let islandPortrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let islandLandscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    public static let iPhoneSe = iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 320, height: 568, portrait: statusBar, landscape: .zero, orientation, traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 667, portrait: statusBar, landscape: .zero, orientation, traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 736, portrait: statusBar, landscape: .zero, orientation, traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 812, portrait: notchPortrait, landscape: notchLandscape, orientation, traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 896, portrait: notchPortrait, landscape: notchLandscape, orientation, traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 414, height: 896, portrait: notchPortrait, landscape: notchLandscape, orientation, traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 390, height: 844, portrait: islandPortrait, landscape: islandLandscape, orientation, traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone12(orientation) }

    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 428, height: 926, portrait: islandPortrait, landscape: islandLandscape, orientation, traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 390, height: 844, portrait: islandPortrait, landscape: islandLandscape, orientation, traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 375, height: 812, portrait: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscape: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50), orientation, traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { iPhone13(orientation) }

    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(width: 428, height: 926, portrait: islandPortrait, landscape: islandLandscape, orientation, traits: .iPhone13ProMax(orientation))
    }
}
