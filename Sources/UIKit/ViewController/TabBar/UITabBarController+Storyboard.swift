import Foundation

/// A storyboard's `<tabBarController>` scene: its `viewControllers` relationship segues give
/// the tabs, in document order, before the controller wakes.
extension UITabBarController: StoryboardRelationshipContainer {
    package func setStoryboardRelationship(_ relationship: String, controllers: [UIViewController]) throws {
        guard relationship == "viewControllers" else {
            throw NibLoadingError(file: "storyboard", element: "tabBarController", reason: .invalidValue,
                                  "a tab bar controller has no \"\(relationship)\" relationship; its tabs are its \"viewControllers\"")
        }
        setViewControllers(controllers, animated: false)
    }
}
