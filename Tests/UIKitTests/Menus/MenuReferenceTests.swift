import Testing
import UIKit
import UIKitTesting

/// A menu as iOS draws it: the rounded material card below its button, a checkmark beside the
/// selected action, a wider band between sections, a submenu's chevron, a destructive row in red.
@Suite("Menus (reference images)", .serialized, .freshContext) @MainActor
struct MenuReferenceTests {
    @Test("A sort button's menu open below it: two sections, a checkmark, a submenu row, a red Delete")
    func openMenu() {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        host.window.rootViewController = UIViewController()
        host.window.rootViewController!.view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 80, height: 44)
        button.menu = UIMenu(children: [
            UIMenu(options: [.displayInline, .singleSelection], children: [
                UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in }, UIAction(title: "Size") { _ in },
            ]),
            UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }]),
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        button.showsMenuAsPrimaryAction = true
        host.window.rootViewController!.view.addSubview(button)
        host.runLoopTurn()
        host.tap(at: CGPoint(x: 60, y: 62))
        host.advanceInFrames(0.5)
        let diff = ReferenceImage.compare(host.renderScreen(), named: "menu-open")
        #expect(diff == nil, "\(diff!)")
    }
}
