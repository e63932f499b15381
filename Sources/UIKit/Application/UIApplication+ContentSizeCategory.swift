import Foundation
internal import RuntimeSupport

/// The user's preferred text size (Dynamic Type), the root of every screen's
/// `preferredContentSizeCategory`.
extension UIApplication {
    /// The text size the user chose: Large unless the platform (the test host,
    /// `OPENUIKIT_CONTENT_SIZE_CATEGORY` in the environment) says otherwise.
    public var preferredContentSizeCategory: UIContentSizeCategory { platformContentSizeCategory }

    /// Changes the text size as the user does in Settings: every screen's traits change (views
    /// that adjust their fonts resize them, `traitCollectionDidChange(_:)` is called), then
    /// `UIContentSizeCategory.didChangeNotification` is posted with the new value.
    package func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
        MainThreadChecker.check("UIApplication.preferredContentSizeCategory")
        let category = category == .unspecified ? UIContentSizeCategory.large : category
        guard category != platformContentSizeCategory else { return }
        platformContentSizeCategory = category
        for screen in UIScreen.screens { screen.traitsDidChange() }
        NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
    }

    /// The category the application starts with: `OPENUIKIT_CONTENT_SIZE_CATEGORY` names one
    /// as Swift does ("extraExtraExtraLarge", "accessibilityMedium"), by its short name
    /// ("xxxL", "AX1") or its raw value ("UICTContentSizeCategoryXXXL"); Large otherwise.
    static let requestedContentSizeCategory: UIContentSizeCategory = {
        guard let value = ProcessInfo.processInfo.environment["OPENUIKIT_CONTENT_SIZE_CATEGORY"], !value.isEmpty else {
            return .large
        }
        guard let category = UIContentSizeCategory(named: value) else {
            RuntimeIssue.report("OPENUIKIT_CONTENT_SIZE_CATEGORY=\(value) names no content size category; using Large")
            return .large
        }
        return category
    }()
}

extension UIContentSizeCategory {
    /// The category `name` stands for: its Swift name, short name or raw value, any case.
    init?(named name: String) {
        let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        let names: [(UIContentSizeCategory, [String])] = [
            (.extraSmall, ["extrasmall", "xs", "xsmall"]), (.small, ["small", "s"]), (.medium, ["medium", "m"]),
            (.large, ["large", "l"]), (.extraLarge, ["extralarge", "xl", "xlarge"]),
            (.extraExtraLarge, ["extraextralarge", "xxl", "xxlarge"]),
            (.extraExtraExtraLarge, ["extraextraextralarge", "xxxl", "xxxlarge"]),
            (.accessibilityMedium, ["accessibilitymedium", "ax1", "accessibilitym"]),
            (.accessibilityLarge, ["accessibilitylarge", "ax2", "accessibilityl"]),
            (.accessibilityExtraLarge, ["accessibilityextralarge", "ax3", "accessibilityxl"]),
            (.accessibilityExtraExtraLarge, ["accessibilityextraextralarge", "ax4", "accessibilityxxl"]),
            (.accessibilityExtraExtraExtraLarge, ["accessibilityextraextraextralarge", "ax5", "accessibilityxxxl"]),
        ]
        for (category, aliases) in names where aliases.contains(key) || category.rawValue.lowercased() == name.lowercased() {
            self = category
            return
        }
        return nil
    }
}
