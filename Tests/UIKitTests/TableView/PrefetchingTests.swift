import Foundation
import Testing
import UIKit
import UIKitTesting

/// Prefetching data sources (Apple: "the table view calls this method as the user scrolls,
/// providing the index paths for cells it is likely to display in the near future";
/// cancellation for "rows that no longer need data"): rows one screen ahead of the bounds
/// in the scrolling direction, never rows already shown.
@Suite("Prefetching data sources", .freshContext) @MainActor
struct PrefetchingTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
        var prefetched: [[IndexPath]] = []
        var cancelled: [[IndexPath]] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
    }

    @Test("A table asks for the next screen of rows ahead of the scroll, and cancels them when the scroll turns back")
    func table() {
        let host = UITestHost(size: CGSize(width: 320, height: 440), scale: 1)
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.rowHeight = 44
        let rows = Rows()
        table.dataSource = rows
        table.prefetchDataSource = rows
        host.window.addSubview(table)
        host.runLoopTurn()
        #expect(rows.prefetched.flatMap { $0 } == (10..<20).map { IndexPath(row: $0, section: 0) })
        table.contentOffset = CGPoint(x: 0, y: 220)        // rows 5…14 shown
        host.runLoopTurn()
        #expect(rows.prefetched.last == (20..<25).map { IndexPath(row: $0, section: 0) })
        #expect(rows.cancelled.isEmpty)
        table.contentOffset = CGPoint(x: 0, y: 110)        // back up: rows 2…12 shown
        host.runLoopTurn()
        // The rows below were asked for but are no longer coming; rows above are next.
        #expect(rows.cancelled.flatMap { $0 } == (15..<25).map { IndexPath(row: $0, section: 0) }, "13 and 14 were shown, not pending")
        #expect(rows.prefetched.last == [0, 1].map { IndexPath(row: $0, section: 0) })
        let asked = Set(rows.prefetched.flatMap { $0 })
        #expect(asked.count == rows.prefetched.flatMap { $0 }.count, "no row is asked for twice while it is pending")
    }

    final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
        var prefetched: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 200 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { prefetched += indexPaths }
    }

    @Test("A collection view asks for the items of the next screen, none that are shown; isPrefetchingEnabled turns it off")
    func collection() {
        let host = UITestHost(size: CGSize(width: 300, height: 300), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let cv = UICollectionView(frame: host.window.bounds, collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let items = Items()
        cv.dataSource = items
        cv.prefetchDataSource = items
        host.window.addSubview(cv)
        host.runLoopTurn()
        #expect(items.prefetched == (9..<18).map { IndexPath(item: $0, section: 0) })
        #expect(Set(items.prefetched).isDisjoint(with: cv.indexPathsForVisibleItems))
        cv.isPrefetchingEnabled = false
        cv.contentOffset = CGPoint(x: 0, y: 300)
        host.runLoopTurn()
        #expect(items.prefetched.count == 9)
    }
}
