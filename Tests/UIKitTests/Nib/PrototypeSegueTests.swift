import Testing
import UIKit
import UIKitTesting

/// The list of PrototypeSegues.storyboard: three rows dequeued from the "Row" prototype, whose
/// segues it logs with the row of the cell that sent them.
final class PrototypeListController: UITableViewController {
    var log: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect(\(indexPath.row))") }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryTapped(\(indexPath.row))")
    }
    private func row(of sender: Any?) -> String {
        guard let cell = sender as? UITableViewCell, let path = tableView.indexPath(for: cell) else { return "not a shown cell" }
        return "row \(path.row)"
    }
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should(\(identifier), \(row(of: sender)))")
        return true
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare(\(segue.identifier ?? "-"), \(row(of: sender)))")
        (segue.destination as? PrototypeDetailController)?.shown = (sender as? UITableViewCell)?.textLabel?.text
    }
}

/// The grid of PrototypeSegues.storyboard: four items from the "Tile" prototype.
final class PrototypeGridController: UICollectionViewController {
    var senders: [Int] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let cell = sender as? UICollectionViewCell, let path = collectionView.indexPath(for: cell) { senders.append(path.item) }
    }
}

final class PrototypeDetailController: UIViewController {
    var shown: String?
}

/// Segues drawn from prototype cells (Apple: a segue from a prototype runs for every cell made
/// from it, with that cell as the sender): selecting a row runs its selection segue after
/// `shouldPerformSegue` and `prepare(for:sender:)` and before `didSelectRowAt`; its detail
/// button runs the accessory-action segue instead of selecting; a collection view item runs
/// its item's segue.
@Suite("Segues from prototype cells", .freshContext) @MainActor
struct PrototypeSegueTests {
    @Test("Tapping the second row pushes the detail with that row's cell as sender: should, prepare, then didSelect")
    func rowSelection() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = StoryboardFixture.show(try StoryboardFixture.make("PrototypeSegues", as: UINavigationController.self), in: host)
        let list = try #require(navigation.topViewController as? PrototypeListController)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: 100, y: cell.bounds.midY), to: nil))
        host.advanceTime(by: 0.6)
        #expect(list.log == ["should(showRow, row 1)", "prepare(showRow, row 1)", "didSelect(1)"])
        let detail = try #require(navigation.topViewController as? PrototypeDetailController)
        #expect(detail.shown == "Row 1")
    }

    @Test("Tapping a row's detail button runs the accessory-action segue with that cell as sender and tells the delegate; the row is not selected")
    func accessoryAction() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let navigation = StoryboardFixture.show(try StoryboardFixture.make("PrototypeSegues", as: UINavigationController.self), in: host)
        let list = try #require(navigation.topViewController as? PrototypeListController)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        // The detail-disclosure accessory: the info button (22 points) then the chevron.
        let accessory = try #require(cell.subviews.first { $0.bounds.size == CGSize(width: 43, height: 22) })
        host.tap(at: accessory.convert(CGPoint(x: 11, y: 11), to: nil))
        host.runLoopTurn()
        #expect(list.log == ["should(showInfo, row 2)", "prepare(showInfo, row 2)", "accessoryTapped(2)"])
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect((list.presentedViewController as? PrototypeDetailController)?.shown == "Row 2")
    }

    @Test("Tapping a collection view item made from a prototype with a segue presents the destination, the item's cell the sender")
    func collectionItem() throws {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let grid = StoryboardFixture.show(try StoryboardFixture.make("PrototypeSegues", "Grid", as: PrototypeGridController.self), in: host)
        let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        host.tap(at: cell.convert(CGPoint(x: 50, y: 50), to: nil))
        host.runLoopTurn()
        #expect(grid.senders == [3])
        #expect(grid.presentedViewController is PrototypeDetailController)
    }
}
