import Testing
import UIKit
import UIKitTesting
import RuntimeSupport

/// A view that keeps one subview in front of the others each time it is laid out, as a
/// table keeps its section headers over its cells.
private final class FrontKeeper: UIView {
    let front = UIView()
    var layouts = 0
    override func layoutSubviews() {
        layouts += 1
        bringSubviewToFront(front)
    }
}

/// Moving a subview (or sublayer) to where it already is changes nothing, so it marks
/// nothing for layout: Core Animation marks a layer for layout when its sublayers change,
/// and a move that changes no order is no change. Otherwise a `layoutSubviews` that keeps
/// a view in front would lay out again on every pass (a layout feedback loop).
@Suite(.freshContext) @MainActor struct SubviewReorderLayoutTests {
    @Test("bringSubviewToFront of the frontmost subview does not mark the superview; a real move does")
    func noOpMoveMarksNothing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layoutIfNeeded()
        parent.bringSubviewToFront(b)
        #expect(!parent.layer.needsLayout())
        parent.sendSubviewToBack(a)
        #expect(!parent.layer.needsLayout())
        parent.bringSubviewToFront(a)
        #expect(parent.layer.needsLayout())
        #expect(parent.subviews == [b, a])
        #expect(parent.layer.sublayers?.map { $0 } == [b.layer, a.layer])
    }

    @Test("insertSublayer at the index a sublayer already has does not mark the layer for layout")
    func noOpSublayerInsert() {
        let layer = CALayer()
        let a = CALayer(), b = CALayer()
        layer.addSublayer(a)
        layer.addSublayer(b)
        layer.layoutIfNeeded()
        layer.insertSublayer(a, at: 0)
        layer.insertSublayer(b, above: a)
        layer.addSublayer(b)
        #expect(!layer.needsLayout())
        layer.insertSublayer(b, below: a)
        #expect(layer.needsLayout())
        #expect(layer.sublayers?.map { $0 } == [b, a])
    }

    @Test("A layoutSubviews that keeps a subview in front is laid out once per pass, with no feedback loop reported")
    func keepingAViewInFrontConverges() throws {
        let host = UITestHost(size: CGSize(width: 200, height: 200), scale: 1)
        let keeper = FrontKeeper(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        keeper.addSubview(keeper.front)
        keeper.addSubview(UIView())
        host.window.addSubview(keeper)
        let issues = RuntimeIssue.capture { host.runLoopTurn() }
        #expect(issues.isEmpty, "\(issues)")
        #expect(keeper.layouts <= 2)
        keeper.layouts = 0
        keeper.setNeedsLayout()
        host.runLoopTurn()
        #expect(keeper.layouts == 1)
        #expect(keeper.subviews.last === keeper.front)
    }
}

/// Three titled sections of twenty rows.
private final class SectionsSource: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

/// A table keeps its section headers over its rows and its scroll indicators over both:
/// laid out again with nothing changed, the order stays and nothing asks for layout again.
@Suite(.freshContext) @MainActor struct TableFrontViewsTests {
    @Test("Several section headers and both scroll indicators are kept in front without a layout feedback loop")
    func headersAndIndicators() throws {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 1)
        let source = SectionsSource()
        let table = UITableView(frame: host.window.bounds, style: .grouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        host.window.addSubview(table)
        let issues = RuntimeIssue.capture {
            host.runLoopTurn()
            table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
            table.flashScrollIndicators()
            host.runLoopTurn()
            host.runLoopTurn()
        }
        #expect(issues.isEmpty, "\(issues)")
        let headers = (0..<3).compactMap { table.headerView(forSection: $0) }
        let cells = table.subviews.filter { $0 is UITableViewCell }
        #expect(!headers.isEmpty && !cells.isEmpty)
        let index = { (v: UIView) in table.subviews.firstIndex { $0 === v } ?? -1 }
        #expect(headers.map(index).min()! > cells.map(index).max()!)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(!table.layer.needsLayout())
    }
}
