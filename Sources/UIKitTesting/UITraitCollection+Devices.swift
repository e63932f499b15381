import UIKit

/// The traits of the devices `ViewImageConfig` names, as swift-snapshot-testing gives them on
/// iOS: a phone is compact wide and regular tall in portrait and compact tall in landscape
/// (the Plus and Max models regular wide there); an iPad is regular both ways, compact wide in
/// a narrow Split View. The display scale is left to the screen.
extension UITraitCollection {
    private static func phone(_ orientation: ViewImageConfig.Orientation, wideInLandscape: Bool = false,
                              forceTouch: UIForceTouchCapability = .available) -> UITraitCollection {
        let landscape = orientation == .landscape
        return UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: forceTouch),
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: landscape && wideInLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: landscape ? .compact : .regular),
        ])
    }

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true, forceTouch: .unavailable)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection { phone(orientation) }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(orientation, wideInLandscape: true)
    }

    private static let iPad = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])
    private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    public static let iPadMini = iPad
    public static let iPadMini_Compact_SplitView = iPadCompactSplitView
    public static let iPad9_7 = iPad
    public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
    public static let iPad10_2 = iPad
    public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro10_5 = iPad
    public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro11 = iPad
    public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
    public static let iPadPro12_9 = iPad
    public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
