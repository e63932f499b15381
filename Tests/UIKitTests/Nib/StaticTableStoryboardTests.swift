import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Static table views (`dataMode="static"`): the table serves exactly the storyboard's
/// sections and cells (the cell objects themselves), with their titles and heights, and the
/// scene's outlets, actions and segues reach into the cells, as on iOS.
@Suite(.freshContext) @MainActor struct StaticTableStoryboardTests {
    static func settings() throws -> StaticSettingsController {
        try StoryboardFixture.make("StaticTables", "Settings")
    }

    static func settings(in host: UITestHost) throws -> StaticSettingsController {
        StoryboardFixture.show(try settings(), in: host)
    }

    @Test("A static table serves exactly the storyboard's sections, rows and section titles")
    func sectionsRowsAndTitles() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings(in: host)
        let table = try #require(controller.tableView)
        #expect(table.dataSource === controller)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 1) == 1)
        #expect(controller.tableView(table, titleForHeaderInSection: 0) == "Account")
        #expect(controller.tableView(table, titleForFooterInSection: 0) == "Shown to your contacts")
        #expect(controller.tableView(table, titleForHeaderInSection: 1) == "About")
        #expect(controller.tableView(table, titleForFooterInSection: 1) == nil)
    }

    @Test("The cells shown are the storyboard's own objects, never copies: outlets to them and to views inside them are the cells on screen")
    func cellsAreTheStoryboardsObjects() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings(in: host)
        let table = try #require(controller.tableView)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first === controller.nameCell)
        #expect(first.textLabel?.text == "Name")
        #expect(first.detailTextLabel?.text == "Ada")
        #expect(first.detailTextLabel === controller.nameDetailLabel)
        #expect(first.selectionStyle == UITableViewCell.SelectionStyle.none)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(controller.wifiSwitch.isDescendant(of: wifi))
        #expect(controller.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0)) === wifi)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == .disclosureIndicator)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType == .detailButton)
    }

    @Test("Rows are the table's rowHeight unless the cell has a custom height; the cell's constraints lay out its content")
    func rowHeights() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings(in: host)
        let table = try #require(controller.tableView)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(wifi.frame.height == 60)
        #expect(controller.wifiSwitch.frame.midY == wifi.contentView.bounds.midY)
        #expect(controller.wifiSwitch.frame.maxX == wifi.contentView.bounds.maxX - 20)
    }

    @Test("A subclass that returns 0 from heightForRowAt hides the row and gets the static height from super for the others")
    func hidingARowThroughSuper() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings()
        controller.hiddenRows = [IndexPath(row: 1, section: 0)]
        StoryboardFixture.show(controller, in: host)
        let table = try #require(controller.tableView)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == first.maxY)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 44)
    }

    @Test("A subclass can serve fewer rows than the storyboard by overriding numberOfRowsInSection and calling super")
    func droppingRowsThroughSuper() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings()
        controller.rowLimits = [0: 1]
        StoryboardFixture.show(controller, in: host)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 1)
        #expect(controller.tableView.numberOfRows(inSection: 1) == 1)
        #expect(controller.tableView.visibleCells.count == 2)
    }

    @Test("An action from a control inside a static cell reaches the scene's controller")
    func actionFromInsideACell() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings(in: host)
        let toggle = try #require(controller.wifiSwitch)
        host.tap(at: toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil))
        host.runLoopTurn()
        #expect(controller.log.contains("wifiChanged(false)"))
    }

    @Test("Selecting a static cell with a segue asks shouldPerformSegue with the cell as sender, prepares and performs it before didSelectRowAt, as iOS orders them")
    func selectionSegue() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings(in: host)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: 100, y: cell.bounds.midY), to: nil))
        host.runLoopTurn()
        #expect(controller.log == ["shouldPerformSegue(showPrivacy, sender: cell)", "prepare(showPrivacy)", "didSelect(0,2)"])
        #expect(controller.presentedViewController is StaticDetailController)
    }

    @Test("A tap on a static cell's detail button runs its accessoryAction segue and tells the delegate; the row is not selected")
    func accessoryActionSegue() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = try Self.settings(in: host)
        let table = try #require(controller.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        let accessory = try #require(cell.subviews.first { $0.bounds.size == CGSize(width: 22, height: 22) })
        host.tap(at: accessory.convert(CGPoint(x: 11, y: 11), to: nil))
        host.runLoopTurn()
        #expect(controller.log == ["shouldPerformSegue(showVersion, sender: cell)", "prepare(showVersion)", "accessoryTapped(1,0)"])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(controller.presentedViewController is StaticDetailController)
    }

    @Test("A static table in an ordinary scene is its own data source: its cells, custom heights and outlets work without a table view controller")
    func staticTableInAnyScene() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let controller = StoryboardFixture.show(try StoryboardFixture.make("StaticTables", "Plain", as: StaticPlainController.self), in: host)
        let table = try #require(controller.table)
        #expect(table.dataSource != nil)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === controller.secondCell)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.size == CGSize(width: 390, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: first.maxY, width: 390, height: 80))
    }

    @Test("Loading and showing a static table reports no layout feedback loop and no unconnected outlet")
    func noRuntimeIssues() throws {
        let issues = try RuntimeIssue.capture {
            let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
            _ = try Self.settings(in: host)
            host.runLoopTurn()
        }
        #expect(issues.isEmpty, "\(issues)")
    }
}
