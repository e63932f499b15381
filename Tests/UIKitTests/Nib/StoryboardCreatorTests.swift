import Testing
import UIKit

/// `instantiateViewController(identifier:creator:)` and `instantiateInitialViewController(creator:)`
/// (iOS 13): the creator gets the scene's coder; nil from it falls back to `init(coder:)`;
/// a controller of another class than the scene's is an error.
@Suite(.freshContext) @MainActor struct StoryboardCreatorTests {
    @Test("The creator's controller is the one returned, for a scene by identifier and for the initial one, with the storyboard set and its scene's view")
    func creatorMakesIt() throws {
        let storyboard = UIStoryboard(name: "References", bundle: .module)
        var coders = 0
        let made: ReferenceLocalController = storyboard.instantiateViewController(identifier: "LocalTarget") { coder in
            coders += 1
            return ReferenceLocalController(coder: coder)
        }
        #expect(coders == 1)
        #expect(made.storyboard === storyboard)
        #expect(made.view.bounds.width > 0)
        var created: ReferenceHomeController?
        let initial: ReferenceHomeController? = storyboard.instantiateInitialViewController { coder in
            coders += 1
            created = ReferenceHomeController(coder: coder)
            return created
        }
        #expect(coders == 2)
        #expect(initial != nil && initial === created)
        #expect(initial?.storyboard === storyboard)
    }

    @Test("A creator that returns nil leaves it to the scene class's init(coder:)")
    func nilFallsBack() throws {
        let storyboard = UIStoryboard(name: "References", bundle: .module)
        let made: ReferenceLocalController = storyboard.instantiateViewController(identifier: "LocalTarget") { _ in nil }
        #expect(made.storyboard === storyboard)
        let initial: ReferenceHomeController? = storyboard.instantiateInitialViewController { _ in nil }
        #expect(initial != nil)
    }

    @Test("No creator at all: the generic form infers the class from the call site, as Apple's default argument allows")
    func defaultCreator() throws {
        let storyboard = UIStoryboard(name: "References", bundle: .module)
        let made: ReferenceLocalController = storyboard.instantiateViewController(identifier: "LocalTarget")
        #expect(made.storyboard === storyboard)
        let initial: ReferenceHomeController? = storyboard.instantiateInitialViewController()
        #expect(initial != nil)
        #expect(storyboard.instantiateInitialViewController() is ReferenceHomeController)
    }

    @Test("A creator returning a controller that is not of the scene's class is an error naming both classes")
    func wrongClass() throws {
        let storyboard = UIStoryboard(name: "References", bundle: .module)
        let error = #expect(throws: NibLoadingError.self) {
            try UINib.throwingErrors {
                let _: UIViewController = storyboard.instantiateViewController(identifier: "LocalTarget") { coder in
                    ReferenceRemoteController(coder: coder)
                }
            }
        }
        #expect(error?.message.contains("Custom instantiated ReferenceRemoteController must be a kind of class") == true)
        #expect(error?.message.contains("ReferenceLocalController") == true)
    }
}
