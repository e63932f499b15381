// The catalog's tabs: a tab bar controller presented full screen, as an app's root would be.
import Foundation
import UIKit

/// A tab bar controller of three tabs, each a navigation controller with a Done button that
/// dismisses the tabs; the Messages tab carries a badge.
final class CatalogTabBarController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [
            tab("Home", symbol: "house", text: "The first tab."),
            tab("Messages", symbol: "message", text: "Three unread: the badge says so."),
            tab("Settings", symbol: "gearshape", text: "The last tab."),
        ]
        viewControllers?[1].tabBarItem.badgeValue = "3"
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { nil }

    private func tab(_ title: String, symbol: String, text: String) -> UIViewController {
        let screen = CatalogDetailController(title: title, symbol: symbol + ".fill", color: .systemBlue, text: text)
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            self?.dismiss(animated: true)
        })
        let navigation = UINavigationController(rootViewController: screen)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: UIImage(systemName: symbol + ".fill"))
        return navigation
    }
}

/// The catalog's screen for tabs: a button that presents them.
final class TabsController: CatalogScreen, CatalogGalleryStates {
    init() {
        weak var presenter: UIViewController?
        super.init(title: "Tabs", rows: [
            ("A UITabBarController of three tabs, presented full screen", UIButton(configuration: .filled(), primaryAction: UIAction(title: "Show the tabs") { _ in
                presenter?.present(CatalogTabBarController(), animated: true)
            })),
        ])
        presenter = self
    }

    required init?(coder: NSCoder) { nil }

    /// The tabs as they open, then with the Messages tab chosen.
    var galleryStates: [(name: String, show: () -> Void)] {
        [("presented", { self.present(CatalogTabBarController(), animated: true) }),
         ("messages", { (self.presentedViewController as? UITabBarController)?.selectedIndex = 1 })]
    }
}
