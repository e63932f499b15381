import Testing
import UIKit
import UIKitTesting

/// iOS sources compiled byte for byte (Tests/PortedSourcesTests/iOS, ported by the
/// `PortIOSSources` plugin): outlets, actions and selectors wired the iOS way work, cells
/// overriding their designated initializers register by class, and an `@objc optional`
/// requirement need not be implemented.
@Suite("iOS sources built as they are", .freshContext) @MainActor
struct PortedSourcesTests {
    final class Listener: CounterViewControllerDelegate {
        var changes = 0
        func counterDidChange(_ controller: CounterViewController) { changes += 1 }
    }

    @Test("#selector target-action on a button, a tap recognizer and a bar button item reach the @IBAction and @objc methods; the delegate without the optional requirement is still called for the other")
    func selectorsAndOutlets() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let counter = CounterViewController()
        let listener = Listener()
        counter.delegate = listener
        host.window.rootViewController = UINavigationController(rootViewController: counter)
        host.runLoopTurn()
        let plus = try #require(counter.buttons.first)
        plus.sendActions(for: .touchUpInside)
        plus.sendActions(for: .touchUpInside)
        #expect(counter.count == 2 && counter.countLabel.text == "2" && listener.changes == 2)
        host.tap(at: CGPoint(x: 250, y: 300))
        #expect(counter.count == 0 && counter.countLabel.text == "0", "the tap recognizer's #selector(self.reset)")
        plus.sendActions(for: .touchUpInside)
        #expect(counter.count == 1)
        host.tap(at: CGPoint(x: 296, y: 22))
        #expect(counter.count == 0, "the refresh bar button item's #selector(reset)")
    }

    @Test("Cells overriding init(frame:) and init(style:reuseIdentifier:) are made by their registered class; @IBInspectable and @IBDesignable compile")
    func cellsAndDesignables() throws {
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "row") as? SubtitleCell)
        let item = try #require(collection.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 0, section: 0)) as? BadgeCell)
        #expect(item.badge.superview === item.contentView)
        #expect(cell.detailTextLabel != nil, "the subtitle style the override passes up")
        let rounded = RoundedView()
        rounded.cornerRadius = 6
        #expect(rounded.layer.cornerRadius == 6)
        let badge = BadgeCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(badge.badge.superview === badge.contentView, "the override ran")
    }
}
