import Testing
import UIKit
import UIKitTesting

/// The fixture storyboards' controllers, made and shown for a test.
@MainActor enum StoryboardFixture {
    /// The controller with `identifier` (nil: the initial one) of the fixture storyboard
    /// `name`, as a `Controller`.
    static func make<Controller: UIViewController>(_ name: String, _ identifier: String? = nil,
                                                   as type: Controller.Type = Controller.self) throws -> Controller {
        let storyboard = UIStoryboard(name: name, bundle: .module)
        let made = identifier.map { storyboard.instantiateViewController(withIdentifier: $0) } ?? storyboard.instantiateInitialViewController()
        return try #require(made as? Controller)
    }

    /// `controller` as the root of `host`'s window, after one run-loop turn.
    @discardableResult
    static func show<Controller: UIViewController>(_ controller: Controller, in host: UITestHost) -> Controller {
        host.window.rootViewController = controller
        host.runLoopTurn()
        return controller
    }

    /// The loading error `body` raises.
    static func error(_ body: () -> Void) -> NibLoadingError? {
        #expect(throws: NibLoadingError.self) { try UINib.throwingErrors(body) }
    }
}
