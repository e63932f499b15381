import Testing
import UIKit
import UIKitTesting
import Foundation

/// Makes the draft controller at launch from its restoration path, for an app that does not
/// make it itself.
final class DraftRestorer: UIViewControllerRestoration {
    nonisolated(unsafe) static var made: [(path: [String], controller: DraftViewController)] = []
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        let controller = DraftViewController()
        controller.restorationIdentifier = identifierComponents.last
        made.append((identifierComponents, controller))
        return controller
    }
}

@Suite("Restoration identifiers", .serialized, .freshContext) @MainActor
struct RestorationIdentifierTests {
    @Test("restorationIdentifier is kept per view and per controller, and read from a nib's attribute")
    func identifiers() throws {
        let a = UIView(), b = UIView()
        a.restorationIdentifier = "a"
        #expect(a.restorationIdentifier == "a" && b.restorationIdentifier == nil)
        a.restorationIdentifier = nil
        #expect(a.restorationIdentifier == nil)
        let xml = NibXML.document(objects: """
            <view restorationIdentifier="card" id="v1">
                <rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews><label text="Hi" restorationIdentifier="title" id="l1"/></subviews>
            </view>
            <viewController restorationIdentifier="main" id="c1"/>
            """)
        let objects = UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil)
        let view = try #require(objects.first as? UIView)
        #expect(view.restorationIdentifier == "card")
        #expect(view.subviews.first?.restorationIdentifier == "title")
        #expect((objects.last as? UIViewController)?.restorationIdentifier == "main")
    }

    @Test("A controller with a restorationClass is made again by that class at the next launch, with its state")
    func restorationClass() throws {
        let runs = StateRestorationTests()
        try runs.withStateDirectory { _ in try restoredByClass(runs) }
    }

    private func restoredByClass(_ runs: StateRestorationTests) throws {
        DraftRestorer.made = []
        _ = runs.run { controller in
            controller.restorationClass = DraftRestorer.self
            controller.draft = "kept by the class"
        }
        #expect(DraftRestorer.made.isEmpty)
        let second = try #require(runs.run())
        let made = try #require(DraftRestorer.made.first)
        #expect(made.path == ["draft"])
        #expect(made.controller.draft == "kept by the class")
        #expect(made.controller !== second)
        #expect(second.draft == "", "the window's own controller is not the one restored")
    }
}
