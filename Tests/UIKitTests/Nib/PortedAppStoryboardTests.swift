import Foundation
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// What storyboard apps rely on, found by running real ones (PortedApp.storyboard repeats
/// their patterns): outlets to objects outside the view, delegate outlets, a first responder
/// chosen before the view is on screen, plain tables without headers, the edge swipe over a
/// list, and bar buttons as VoiceOver names them.
@Suite("Storyboard app patterns", .freshContext) @MainActor
struct PortedAppStoryboardTests {
    private func launch() throws -> (UITestHost, UINavigationController) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let storyboard = UIStoryboard(name: "PortedApp", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        host.window.rootViewController = navigation
        host.runLoopTurn()
        return (host, navigation)
    }

    private func pushDetail(_ host: UITestHost, _ navigation: UINavigationController) throws -> PortedDetailController {
        navigation.topViewController?.performSegue(withIdentifier: "AddItem", sender: nil)
        host.advanceInFrames(1)
        return try #require(navigation.topViewController as? PortedDetailController)
    }

    @Test("An outlet of the view's scene reaches the controller's own navigation item's bar button item")
    func outletToNavigationItemButton() throws {
        let (host, navigation) = try launch()
        let detail = try pushDetail(host, navigation)
        #expect(detail.doneBarButton != nil)
        #expect(detail.doneBarButton === detail.navigationItem.rightBarButtonItem)
        #expect(detail.doneBarButton.isEnabled == false)
    }

    @Test("The scene's top-level objects outside the view stay alive with the controller, so weak outlets to them hold")
    func topLevelObjectsKeptAlive() throws {
        let (host, navigation) = try launch()
        let detail = try pushDetail(host, navigation)
        host.advanceInFrames(1)
        #expect(detail.pickerCell != nil)
        #expect(detail.pickerCell.bounds.height == 217)
    }

    @Test("A text field's delegate outlet is set; one to an object that does not adopt the protocol is reported and left unset")
    func delegateOutlets() throws {
        let (host, navigation) = try launch()
        var detail: PortedDetailController?
        let issues = try RuntimeIssue.capture { detail = try pushDetail(host, navigation) }
        let controller = try #require(detail)
        #expect(controller.textField.delegate === controller)
        let notes = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.subviews.first as? UITextField)
        #expect(notes.delegate == nil)
        #expect(issues.contains { $0.contains("delegate outlet of UITextField") && $0.contains("UITextFieldDelegate") })
    }

    @Test("A field told to become first responder in viewWillAppear, before its view is in the window, becomes it when the view arrives")
    func firstResponderWhenInWindow() throws {
        let (host, navigation) = try launch()
        let detail = try pushDetail(host, navigation)
        #expect(detail.textField.isFirstResponder)
        host.typeText("Milk")
        #expect(detail.textField.text == "Milk")
    }

    @Test("A stack view subclass with iOS's non-failable init(coder:) loads from the storyboard")
    func stackViewCoderInit() throws {
        let (host, navigation) = try launch()
        let detail = try pushDetail(host, navigation)
        #expect(detail.rating.decoded)
    }

    @Test("A view placed by its frame with no constraints (fixedFrame) keeps that frame, though the file says translatesAutoresizingMaskIntoConstraints NO")
    func fixedFrameViewKeepsItsFrame() throws {
        let (host, navigation) = try launch()
        let detail = try pushDetail(host, navigation)
        #expect(detail.rating.translatesAutoresizingMaskIntoConstraints)
        #expect(detail.rating.frame.origin == CGPoint(x: 330, y: 12))
    }

    @Test("A plain table from a storyboard (section header height 28) shows no header for a section without title or view")
    func plainTableHasNoEmptyHeaders() throws {
        let (_, navigation) = try launch()
        let list = try #require(navigation.topViewController as? UITableViewController)
        #expect(list.tableView.rectForHeader(inSection: 0).height == 0)
        #expect(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
    }

    @Test("A section title is never cut by a storyboard's small section header height: the header gets the room the title needs")
    func titledHeaderKeepsItsRoom() throws {
        let (host, navigation) = try launch()
        let detail = try pushDetail(host, navigation)
        let table = detail.tableView!
        #expect(table.sectionHeaderHeight == 10)
        #expect(table.rectForHeader(inSection: 0).height > 10)
        let header = try #require(table.headerView(forSection: 0))
        let label = try #require(header.textLabel)
        #expect(header.bounds.contains(label.convert(label.bounds, to: header)), "the title shows whole")
    }

    @Test("tableView(_:indentationLevelForRowAt:) sets the cell's level; a cell's own level stays when the delegate answers 0")
    func indentationLevel() throws {
        let (host, navigation) = try launch()
        let list = try #require(navigation.topViewController as? PortedListController)
        list.indentation = 2
        list.tableView.reloadData()
        host.runLoopTurn()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.indentationLevel == 2)
        list.indentation = 0
        list.cellIndentation = 1
        list.tableView.reloadData()
        host.runLoopTurn()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.indentationLevel == 1)
    }

    @Test("Bar buttons are buttons to VoiceOver, named as iOS names system items; the back button by its title")
    func barButtonAccessibility() throws {
        let (host, navigation) = try launch()
        #expect(host.accessibilityElement(label: "Add") != nil)
        let item = try #require(navigation.topViewController?.navigationItem.rightBarButtonItem)
        item.accessibilityLabel = "New List"
        host.runLoopTurn()
        #expect(host.accessibilityElement(label: "New List")?.accessibilityTraits.contains(.button) == true)
        _ = try pushDetail(host, navigation)
        #expect(host.accessibilityElement(label: "Lists")?.accessibilityTraits == .button, "the back button")
        #expect(host.accessibilityElement(label: "Done")?.accessibilityTraits.contains(.notEnabled) == true)
    }

    @Test("The edge swipe pops even when a table view fills the screen: the table's pan waits for the swipe to fail")
    func edgeSwipeOverTable() throws {
        let (host, navigation) = try launch()
        _ = try pushDetail(host, navigation)
        host.touchDown(at: CGPoint(x: 4, y: 400))
        for step in 1...12 {
            host.touchMove(to: CGPoint(x: 4 + 296 * CGFloat(step) / 12, y: 400))
            host.advanceTime(by: 1.0 / 60)
        }
        host.touchUp()
        host.advanceInFrames(1)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Elsewhere a vertical drag over the table still scrolls it")
    func tableStillScrolls() throws {
        let (host, navigation) = try launch()
        let list = try #require(navigation.topViewController as? PortedListController)
        list.rows = (0..<60).map { "Row \($0)" }
        list.tableView.reloadData()
        host.runLoopTurn()
        let before = list.tableView.contentOffset.y
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300))
        host.advanceInFrames(1)
        #expect(list.tableView.contentOffset.y > before + 100)
    }
}
