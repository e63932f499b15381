import Testing
import Foundation
import UIKit
import UIKitTesting

/// The text input tests (fields, text views, the pasteboard), together under one name so
/// `--filter TextInput` runs them all.
@Suite(.freshContext)
enum TextInput {}

/// A text field in a 320 × 120 window at scale 1, with a recorder of its editing events.
@MainActor func textFieldScene(frame: CGRect = CGRect(x: 10, y: 10, width: 200, height: 34),
                               style: UITextField.BorderStyle = .roundedRect) -> (UITestHost, UITextField, () -> [String]) {
    let host = UITestHost(size: CGSize(width: 320, height: 120), scale: 1)
    let field = UITextField(frame: frame)
    field.borderStyle = style
    host.window.addSubview(field)
    host.runLoopTurn()
    let events = recordEvents(of: field, [(.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end"),
                                          (.editingDidEndOnExit, "exit"), (.valueChanged, "valueChanged")])
    return (host, field, events)
}

/// A delegate that records what it is asked and told, and answers as configured.
@MainActor final class RecordingTextFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsReturn = true, allowsClear = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    var onDeinit: (() -> Void)?
    /// A strong reference back, as a view controller holding its field has.
    var field: UITextField?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(string))")
        return allowsChange(range, string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowsClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowsReturn }
    isolated deinit { onDeinit?() }
}

extension UITextField {
    /// The selection as (location, length), for compact expectations.
    @MainActor var selection: [Int] {
        guard let range = selectedTextRange else { return [] }
        return [offset(from: beginningOfDocument, to: range.start), offset(from: range.start, to: range.end)]
    }
}
