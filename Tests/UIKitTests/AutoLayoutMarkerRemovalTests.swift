import Foundation
import Testing
import UIKit
import UIKitTesting

/// Removing a constraint whose marker sits in several rows that still refer to basic
/// variables: reducing the row chosen for the pivot can cancel the marker out of it, and
/// then another row must take the pivot.
@Suite("Auto Layout: removing constraints from partly reduced rows", .serialized, .freshContext) @MainActor
struct AutoLayoutMarkerRemovalTests {
    @Test("A row of three views filling a container, deactivated constraint by constraint in the order made, then made again")
    func removeRowOfViews() {
        let host = UITestHost(size: CGSize(width: 400, height: 300), scale: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        host.window.addSubview(container)
        let views = threeBoxes()
        for (view, hugging) in zip(views, [251, 251, 250] as [Float]) {
            view.translatesAutoresizingMaskIntoConstraints = false
            view.setContentHuggingPriority(UILayoutPriority(hugging), for: .horizontal)
            container.addSubview(view)
        }
        func row() -> [NSLayoutConstraint] {
            var constraints = [container.leadingAnchor.constraint(equalTo: views[0].leadingAnchor),
                               views[2].trailingAnchor.constraint(equalTo: container.trailingAnchor),
                               views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor, constant: 10),
                               views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor, constant: 10)]
            for view in views {
                constraints += [container.topAnchor.constraint(equalTo: view.topAnchor),
                                view.bottomAnchor.constraint(equalTo: container.bottomAnchor)]
            }
            return constraints
        }
        for _ in 0..<2 {
            let constraints = row()
            NSLayoutConstraint.activate(constraints)
            host.runLoopTurn()
            #expect(views.map(\.frame.minX) == [0, 50, 120] && views[2].frame.width == 180)
            for c in constraints {
                c.isActive = false
                container.layoutIfNeeded()
            }
        }
    }
}
