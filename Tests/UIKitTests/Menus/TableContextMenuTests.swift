import Testing
import UIKit
import UIKitTesting

/// Context menus on table rows (UITableViewDelegate, iOS 13): a long press on a row asks the
/// delegate for a configuration with the row and the point; a configuration lifts the row's
/// cell over the dimmed window with the menu beside it, nil shows nothing and leaves the touch
/// to select the row.
@Suite("Table context menus", .freshContext) @MainActor
struct TableContextMenuTests {
    @MainActor final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var menuRows: Set<Int> = [1]
        var highlightView: UIView?
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration \(indexPath.row) at \(Int(point.y))")
            guard menuRows.contains(indexPath.row) else { return nil }
            return UIContextMenuConfiguration(identifier: NSString(string: "row \(indexPath.row)"), previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Reply") { _ in self?.log.append("reply") },
                                  UIAction(title: "Delete", attributes: .destructive) { _ in }])
            }
        }
        func tableView(_ tableView: UITableView,
                       previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            log.append("highlight preview")
            return highlightView.map { UITargetedPreview(view: $0) }
        }
        func tableView(_ tableView: UITableView,
                       previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
            log.append("dismissal preview")
            return nil
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) { log.append("willDisplay \(configuration.identifier)") }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: (any UIContextMenuInteractionAnimating)?) { log.append("willEnd") }
        func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                       animator: any UIContextMenuInteractionCommitAnimating) {
            log.append("preview action")
            animator.addCompletion { [weak self] in self?.log.append("preview done") }
        }
    }

    private func setUp(_ rows: Rows, scale: CGFloat = 1) -> (UITestHost, UITableView) {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: scale)
        host.window.rootViewController = UIViewController()
        let table = UITableView(frame: host.window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        host.window.rootViewController!.view.addSubview(table)
        host.runLoopTurn()
        return (host, table)
    }

    private func labels(_ host: UITestHost) -> [String] { host.accessibilityTree().compactMap(\.label) }

    /// The middle of `row`, in the window.
    private func point(ofRow row: Int, in table: UITableView) -> CGPoint {
        let rect = table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: nil)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// A long press on `row`, and the menu's appearing animation.
    private func hold(row: Int, _ host: UITestHost, _ table: UITableView) {
        host.longPress(at: point(ofRow: row, in: table))
        host.advanceInFrames(0.4)
    }

    @Test("A long press on a row with a configuration shows the menu below the row, tells willDisplay, and does not select the row")
    func longPressShowsMenu() throws {
        let rows = Rows()
        let (host, table) = setUp(rows)
        defer { withExtendedLifetime(host) {} }
        let press = point(ofRow: 1, in: table)
        hold(row: 1, host, table)
        let y = Int(table.convert(press, from: nil).y)
        #expect(rows.log == ["configuration 1 at \(y)", "highlight preview", "willDisplay row 1"])
        #expect(labels(host).contains("Reply"))
        let reply = try #require(host.accessibilityElement(label: "Reply") as? UIView)
        let rowRect = table.convert(table.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil)
        #expect(reply.convert(reply.bounds, to: nil).minY >= rowRect.maxY, "the menu sits below the lifted row")
        #expect(table.indexPathForSelectedRow == nil, "the press that opened the menu selects nothing")
    }

    @Test("Returning nil shows no menu, and the long press still selects the row when the finger lifts")
    func nilConfigurationSelects() {
        let rows = Rows()
        let (host, table) = setUp(rows)
        defer { withExtendedLifetime(host) {} }
        hold(row: 3, host, table)
        #expect(!labels(host).contains("Reply"))
        #expect(rows.log.first?.hasPrefix("configuration 3") == true && rows.log.last == "select 3")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test("Choosing an action ends the menu (willEnd, asking where the preview goes back) and runs the action")
    func chooseAction() {
        let rows = Rows()
        let (host, table) = setUp(rows)
        defer { withExtendedLifetime(host) {} }
        hold(row: 1, host, table)
        host.activateAccessibilityElement(label: "Reply")
        #expect(Array(rows.log.suffix(3)) == ["dismissal preview", "willEnd", "reply"])
        host.advanceInFrames(0.4)
        #expect(!labels(host).contains("Reply"))
    }

    @Test("A tap on the lifted row tells willPerformPreviewActionForMenuWith, whose completion runs after")
    func tapPreview() {
        let rows = Rows()
        let (host, table) = setUp(rows)
        defer { withExtendedLifetime(host) {} }
        hold(row: 1, host, table)
        host.tap(at: point(ofRow: 1, in: table))
        host.advanceInFrames(0.5)
        #expect(rows.log.contains("preview action") && rows.log.last == "preview done")
    }

    @Test("previewForHighlightingContextMenuWithConfiguration names the view lifted: the menu goes below it")
    func highlightPreviewView() throws {
        let rows = Rows()
        let (host, table) = setUp(rows)
        defer { withExtendedLifetime(host) {} }
        let badge = UIView(frame: CGRect(x: 20, y: 600, width: 100, height: 40))
        host.window.rootViewController!.view.addSubview(badge)
        rows.highlightView = badge
        host.runLoopTurn()
        hold(row: 1, host, table)
        let reply = try #require(host.accessibilityElement(label: "Reply") as? UIView)
        #expect(reply.convert(reply.bounds, to: nil).minY >= 640)
    }

    @Test("Reference: a mail row's context menu, the row lifted over the dimmed list")
    func reference() {
        let rows = Rows()
        let (host, table) = setUp(rows, scale: 2)
        defer { withExtendedLifetime(host) {} }
        host.longPress(at: point(ofRow: 1, in: table))
        host.advanceInFrames(0.6)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "table-row-context-menu")
        #expect(diff == nil, "\(diff!)")
    }
}
