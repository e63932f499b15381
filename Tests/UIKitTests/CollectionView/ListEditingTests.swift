import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Editing and swipe actions in list collection views: the editing accessories show only
/// while editing, the cells' configuration state says so, the delete accessory reveals the
/// trailing actions, and rows swipe open on their section's providers.
@Suite("List editing and swipe actions", .serialized, .freshContext) @MainActor
struct ListEditingTests {
    private let host = UITestHost(size: CGSize(width: 320, height: 300), scale: 2)

    private func makeList(_ rows: [String], accessories: [UICellAccessory], configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in })
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configure(&configuration)
        let collectionView = UICollectionView(frame: host.window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(rows, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        host.window.addSubview(collectionView)
        host.runLoopTurn()
        return (collectionView, dataSource)
    }

    private func cell(_ collectionView: UICollectionView, _ item: Int) -> UICollectionViewListCell {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell
    }

    @Test("UICellAccessory.delete / .insert / .multiselect show only while the collection view is editing (displayedState .whenEditing); the content moves aside for them; configurationState.isEditing follows")
    func accessoriesWhileEditing() {
        let (collectionView, _) = makeList(["A", "B"], accessories: [.delete(), .disclosureIndicator(displayed: .whenNotEditing)])
        let row = cell(collectionView, 0)
        let control = row.subviews.compactMap { $0 as? EditingControlView }.first
        #expect(control?.kind == .delete)
        #expect(control?.isHidden == true)
        #expect(row.contentView.frame.minX == 0)
        #expect(!row.configurationState.isEditing)
        collectionView.setEditing(true, animated: false)
        #expect(collectionView.isEditing)
        #expect(control?.isHidden == false)
        #expect(row.contentView.frame.minX > 22)
        #expect(row.configurationState.isEditing)
        #expect(row.subviews.compactMap { $0 as? TableCellAccessoryView }.allSatisfy { $0.isHidden })
        collectionView.isEditing = false
        #expect(control?.isHidden == true)
        #expect(row.contentView.frame.minX == 0)
    }

    @Test("A tap on the insert accessory runs its handler; the multiselect circle fills for a selected row while editing with allowsMultipleSelectionDuringEditing")
    func insertAndMultiselect() {
        var taps = 0
        let (collectionView, _) = makeList(["A", "B"], accessories: [.insert(actionHandler: { taps += 1 }), .multiselect()])
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.setEditing(true, animated: false)
        host.runLoopTurn()
        let row = cell(collectionView, 1)
        let controls = row.subviews.compactMap { $0 as? EditingControlView }
        let insert = controls.first { $0.kind == .insert }!, circle = controls.first { $0.kind == .multiselect }!
        host.tap(at: row.convert(CGPoint(x: insert.frame.midX, y: insert.frame.midY), to: nil))
        #expect(taps == 1)
        host.tap(at: CGPoint(x: 250, y: row.frame.midY))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        host.runLoopTurn()
        #expect(circle.isChecked)
    }

    @Test("A list row swipes open on its section's trailing provider; its delete accessory reveals the same actions; an action's handler runs on a tap")
    func swipeProviders() {
        var log: [String] = []
        let (collectionView, _) = makeList(["A", "B", "C"], accessories: [.delete()]) { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { path in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    log.append("Delete \(path.item)"); done(true)
                }])
            }
        }
        let row = cell(collectionView, 1)
        host.touchDown(at: CGPoint(x: 250, y: row.frame.midY))
        for i in 1...10 {
            host.advanceTime(by: 1.0 / 60)
            host.touchMove(to: CGPoint(x: 250 - CGFloat(i) * 12, y: row.frame.midY))
        }
        #expect(row.frame.minX < -60)
        #expect(row.configurationState.isSwiped)
        host.touchUp()
        host.advanceInFrames(0.5)
        let width = collectionView.rowSwipe.buttons!.naturalWidth
        #expect(row.frame.minX == -width)
        host.tap(at: CGPoint(x: 320 - width / 2, y: row.frame.midY))
        #expect(log == ["Delete 1"])
        host.advanceInFrames(0.5)
        #expect(row.frame.minX == 0)
        #expect(!row.configurationState.isSwiped)
        collectionView.setEditing(true, animated: false)
        host.runLoopTurn()
        let control = row.subviews.compactMap { $0 as? EditingControlView }.first!
        host.tap(at: row.convert(CGPoint(x: control.frame.midX, y: control.frame.midY), to: nil))
        host.advanceInFrames(0.5)
        #expect(collectionView.rowSwipe.indexPath == IndexPath(item: 1, section: 0))
        #expect(row.frame.minX == -width)
    }
}
