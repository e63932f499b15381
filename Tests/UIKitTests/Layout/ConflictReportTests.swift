import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import RuntimeSupport

/// UIKit's unsatisfiable-constraints log lists every constraint of the conflict, the
/// system's own included (a cell's encapsulated height, an autoresizing mask's), so that the
/// reader sees why the ones they wrote cannot all hold.
@Suite("Constraint conflict report", .freshContext) @MainActor
struct ConflictReportTests {
    final class FieldCell: UITableViewCell {
        let field = UITextField()
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            field.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(field)
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: contentView.topAnchor),
                field.heightAnchor.constraint(equalToConstant: 45),
                field.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                field.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    final class Rows: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 52 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            FieldCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test("A 45-point field pinned top and bottom in a 52-point row: the report lists the content view's height that it conflicts with, not only the field's three constraints")
    func listsTheHeightItConflictsWith() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let reports = RuntimeIssue.capture {
            host.window.rootViewController = Rows(style: .plain)
            host.runLoopTurn()
        }
        let report = reports.first { $0.contains("Unable to simultaneously satisfy") } ?? ""
        #expect(report.contains("h=--& v=--& UIView") && report.contains(".height == 51"), "\(report)")
    }

    @Test("A frame change that the constraints inside cannot follow: UIKit keeps the frame, logs the conflict with the changed autoresizing height in it, and breaks one of the app's constraints (still active, not enforced)")
    func listsTheChangedPin() {
        let host = UITestHost(size: CGSize(width: 390, height: 844), scale: 1)
        let content = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 45))
        let field = UITextField()
        field.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(field)
        host.window.addSubview(content)
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: content.topAnchor),
            field.heightAnchor.constraint(equalToConstant: 45),
            field.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            field.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
        host.runLoopTurn()
        let reports = RuntimeIssue.capture {
            content.frame.size.height = 52
            host.runLoopTurn()
        }
        let report = reports.first { $0.contains("Unable to simultaneously satisfy") } ?? ""
        #expect(report.contains("h=--& v=--& UIView") && report.contains(".height == 52"), "\(report)")
        #expect(content.frame.height == 52)
        let broken = content.constraints.filter { !$0.isActive || $0.isBroken }
        #expect(broken.count == 1 && broken[0].isActive, "one of the app's constraints is broken and stays active")
        #expect(field.frame.height == 45 && (field.frame.minY == 0 || field.frame.maxY == 52), "\(field.frame)")
    }
}
