import Foundation
import UIKit

/// A color's components in 0…255, rounded: how tests compare colors decoded from text.
@MainActor func rgba(_ color: UIColor) -> [Int] {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
}

/// Loads the controls fixture (Nib/Fixtures/Controls.xib) and returns its root view.
@MainActor func loadControlsFixture() throws -> UIView? {
    try UINib(nibName: "Controls", bundle: .module).instantiateThrowing(withOwner: nil).first as? UIView
}

/// Names of the events the control tests listen for.
let controlEventNames: [(UIControl.Event, String)] = [
    (.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
]

/// Records, in order, the names of `events` the control sends (through `UIAction`s).
@MainActor func recordEvents(of control: UIControl, _ events: [(UIControl.Event, String)] = controlEventNames) -> () -> [String] {
    var log: [String] = []
    for (event, name) in events {
        control.addAction(UIAction(identifier: .init(name)) { _ in log.append(name) }, for: event)
    }
    return { log }
}
