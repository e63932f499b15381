import Foundation
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// The static tables of the conformance corpus laid out as Interface Builder laid them out:
/// Xcode stores each cell's frame as iOS computes it, so every cell's x, width, height and
/// place within its section must be the stored one. Where a section starts is compared from
/// its first cell: section header heights and the plain style's header top padding
/// (iOS 15) differ between the iOS versions that saved these files (0, 22 or 28 points above
/// the first untitled section of the same kind of table).
@Suite(.freshContext) @MainActor struct StaticTableCorpusTests {
    struct StoredCell {
        let frame: CGRect
        /// A height the cell or table fixes (not self-sized).
        let fixedHeight: Bool
    }

    struct StoredTable {
        let controllerID: String
        let sections: [[StoredCell]]
        let width: CGFloat
    }

    static func storedTables(in url: URL) throws -> [StoredTable] {
        let document = try NibResource.document(at: url)
        var tables: [StoredTable] = []
        for scene in document.scenes {
            for controller in scene.child("objects")?.children ?? [] where controller.name.hasSuffix("Controller") {
                guard let id = controller.id else { continue }
                var stack = [controller]
                while let element = stack.popLast() {
                    stack.append(contentsOf: element.children.reversed())
                    guard element.name == "tableView", element["dataMode"] == "static",
                          let frame = element.child("rect", key: "frame") else { continue }
                    let tableFixed = Double(element["rowHeight"] ?? "-1").map { $0 >= 0 } ?? false
                    let sections = element.child("sections")?.children(named: "tableViewSection") ?? []
                    let stored = sections.map { section in
                        (section.child("cells")?.children(named: "tableViewCell") ?? []).compactMap { cell -> StoredCell? in
                            guard let rect = cell.child("rect", key: "frame") else { return nil }
                            let own = cell["rowHeight"].flatMap(Double.init)
                            return StoredCell(frame: Self.rect(rect), fixedHeight: own.map { $0 >= 0 } ?? tableFixed)
                        }
                    }
                    tables.append(StoredTable(controllerID: id, sections: stored, width: Self.rect(frame).width))
                }
            }
        }
        return tables
    }

    static func rect(_ e: IBElement) -> CGRect {
        func n(_ k: String) -> CGFloat { CGFloat(Double(e[k] ?? "0") ?? 0) }
        return CGRect(x: n("x"), y: n("y"), width: n("width"), height: n("height"))
    }

    static func tables(in view: UIView) -> [UITableView] {
        var found: [UITableView] = []
        var stack = [view]
        while let v = stack.popLast() {
            if let table = v as? UITableView, table.numberOfSections > 0 || table.dataSource != nil { found.append(table) }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return found
    }

    static var staticStoryboards: [URL] {
        ConformanceCorpusTests.files().filter {
            $0.pathExtension == "storyboard" && ((try? String(contentsOf: $0, encoding: .utf8))?.contains("dataMode=\"static\"") ?? false)
        }
    }

    @Test("Every static cell of the corpus has the height, width and place in its section that Interface Builder stored",
          .enabled(if: ConformanceCorpusTests.corpusIsPresent))
    func cellFramesMatchInterfaceBuilder() throws {
        var compared = 0, mismatches: [String] = []
        for url in Self.staticStoryboards {
            let storyboard = try UIStoryboard(contentsOf: url, options: [.interfaceBuilderCanvas: true])
            for stored in try Self.storedTables(in: url) {
                let host = UITestHost(size: CGSize(width: stored.width, height: 2000), scale: 1)
                var loaded: UIViewController?
                _ = try? RuntimeIssue.capture {
                    try UINib.throwingErrors {
                        loaded = storyboard.instantiateViewController(elementID: stored.controllerID)
                        host.window.rootViewController = loaded
                        host.runLoopTurn()
                    }
                }
                guard let controller = loaded, controller.isViewLoaded,
                      let table = Self.tables(in: controller.view).first(where: { $0.numberOfSections == stored.sections.count }) else {
                    mismatches.append("\(url.lastPathComponent) \(stored.controllerID): the static table did not load")
                    continue
                }
                for (s, cells) in stored.sections.enumerated() where table.numberOfRows(inSection: s) == cells.count {
                    guard let firstStored = cells.first?.frame else { continue }
                    let firstActual = table.rectForRow(at: IndexPath(row: 0, section: s))
                    for (r, cell) in cells.enumerated() where cell.fixedHeight {
                        let actual = table.rectForRow(at: IndexPath(row: r, section: s))
                        var expected = cell.frame
                        expected.origin.y = firstActual.minY + cell.frame.minY - firstStored.minY
                        compared += 1
                        if actual != expected {
                            mismatches.append("\(url.lastPathComponent) \(stored.controllerID) row \(s).\(r): \(actual) ≠ stored \(expected)")
                        }
                    }
                }
            }
        }
        #expect(compared > 50, "only \(compared) cells compared")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) cells differ:\n\(mismatches.joined(separator: "\n"))")
    }
}
