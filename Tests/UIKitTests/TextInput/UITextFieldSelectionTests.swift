import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension TextInput {
    /// Selection and the keyboard's editing commands in a field, as on iOS with a hardware
    /// keyboard: arrows move by character (never into a composed character), Shift extends,
    /// Command/Control or Home/End go to the ends, Command/Control-A/C/X/V select all, copy, cut
    /// and paste through `UIPasteboard.general`; secure entry refuses copy and cut.
    @Suite("UITextField selection and edit commands", .serialized) @MainActor
    struct UITextFieldSelectionTests {
        private func editing(_ text: String) -> (UITestHost, UITextField) {
            let (host, field, _) = textFieldScene()
            field.text = text
            field.becomeFirstResponder()
            return (host, field)
        }

        @Test("Shift-arrows extend the selection from the caret; a plain arrow collapses it to that side")
        func shiftArrows() {
            let (host, field) = editing("hello")
            host.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
            host.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
            #expect(field.selection == [3, 2])
            #expect(field.text(in: field.selectedTextRange!) == "lo")
            host.pressKey(.keyboardRightArrow, modifierFlags: .shift)
            #expect(field.selection == [4, 1])
            host.pressKey(.keyboardLeftArrow)
            #expect(field.selection == [4, 0])
            host.pressKey(.keyboardLeftArrow)
            #expect(field.selection == [3, 0])
            host.pressKey(.keyboardRightArrow, modifierFlags: [.shift, .command])
            #expect(field.selection == [3, 2])
            host.pressKey(.keyboardRightArrow)
            #expect(field.selection == [5, 0])
        }

        @Test("Home/End, Command-arrows and Control-arrows go to the line's ends; up and down go to the ends of a field")
        func lineEnds() {
            let (host, field) = editing("hello world")
            host.pressKey(.keyboardHome)
            #expect(field.selection == [0, 0])
            host.pressKey(.keyboardEnd)
            #expect(field.selection == [11, 0])
            host.pressKey(.keyboardLeftArrow, modifierFlags: .command)
            #expect(field.selection == [0, 0])
            host.pressKey(.keyboardRightArrow, modifierFlags: .control)
            #expect(field.selection == [11, 0])
            host.pressKey(.keyboardUpArrow)
            #expect(field.selection == [0, 0])
            host.pressKey(.keyboardDownArrow, modifierFlags: .shift)
            #expect(field.selection == [0, 11])
            host.pressKey(.keyboardLeftArrow, modifierFlags: .alternate)
            #expect(field.selection == [0, 0])
            host.pressKey(.keyboardRightArrow, modifierFlags: .alternate)
            #expect(field.selection == [5, 0])
        }

        @Test("Typing replaces the selection; Backspace deletes it, or the character before the caret")
        func typingOverSelection() {
            let (host, field) = editing("hello")
            host.pressKey(.keyboardLeftArrow, modifierFlags: [.shift])
            host.pressKey(.keyboardLeftArrow, modifierFlags: [.shift])
            host.typeText("p!")
            #expect(field.text == "help!" && field.selection == [5, 0])
            host.pressKey(.keyboardA, characters: "a", modifierFlags: .command)
            #expect(field.selection == [0, 5])
            host.pressKey(.keyboardDeleteOrBackspace)
            #expect(field.text == "")
            host.pressKey(.keyboardDeleteOrBackspace)
            #expect(field.text == "")
            host.typeText("ab")
            host.pressKey(.keyboardLeftArrow)
            host.pressKey(.keyboardDeleteForward)
            #expect(field.text == "a")
        }

        @Test("The caret moves over and Backspace deletes a composed character (emoji with modifier, accent) as one")
        func composedCharacters() {
            let (host, field) = editing("a👍🏽e\u{301}")
            #expect(field.selection == [7, 0])            // UTF-16 offsets, as NSRange counts
            host.pressKey(.keyboardLeftArrow)
            #expect(field.selection == [5, 0])
            host.pressKey(.keyboardLeftArrow)
            #expect(field.selection == [1, 0])
            host.pressKey(.keyboardRightArrow)
            host.pressKey(.keyboardDeleteOrBackspace)
            #expect(field.text == "ae\u{301}")
            field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 2)!,
                                                      to: field.position(from: field.beginningOfDocument, offset: 2)!)
            #expect(field.selection == [1, 0])            // inside "é": moved to its start
        }

        @Test("Copy, cut and paste go through UIPasteboard.general; paste replaces the selection")
        func copyPasteRoundTrip() {
            let (host, field) = editing("copy me")
            UIPasteboard.general.string = "old"
            let count = UIPasteboard.general.changeCount
            host.pressKey(.keyboardA, characters: "a", modifierFlags: .command)
            host.pressKey(.keyboardC, characters: "c", modifierFlags: .command)
            #expect(UIPasteboard.general.string == "copy me" && UIPasteboard.general.changeCount == count + 1)
            host.pressKey(.keyboardEnd)
            host.pressKey(.keyboardV, characters: "v", modifierFlags: .control)
            #expect(field.text == "copy mecopy me")
            host.pressKey(.keyboardHome)
            host.pressKey(.keyboardRightArrow, modifierFlags: [.shift, .alternate])
            host.pressKey(.keyboardX, characters: "x", modifierFlags: .command)
            #expect(field.text == " mecopy me" && UIPasteboard.general.string == "copy")
            #expect(field.canPerformAction(.paste, withSender: nil) && !field.canPerformAction(.copy, withSender: nil))
            field.resignFirstResponder()
            #expect(!field.canPerformAction(.paste, withSender: nil))
        }

        @Test("A paste goes through shouldChangeCharactersIn like typing, and the delegate can refuse it")
        func pasteAsksDelegate() {
            let (host, field) = editing("")
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsChange = { _, string in string.count <= 3 }
            field.delegate = delegate
            UIPasteboard.general.string = "too long"
            host.pressKey(.keyboardV, characters: "v", modifierFlags: .command)
            #expect(field.text == "" && delegate.log == ["shouldChange(0,0,too long)"])
        }

        @Test("Secure entry draws one bullet per character, refuses copy and cut, and starts afresh when typing after refocus")
        func secureEntry() {
            let (host, field) = editing("")
            field.isSecureTextEntry = true
            host.typeText("pw1")
            #expect(field.text == "pw1" && field.shownText.string == "•••")
            host.pressKey(.keyboardA, characters: "a", modifierFlags: .command)
            UIPasteboard.general.string = "keep"
            host.pressKey(.keyboardC, characters: "c", modifierFlags: .command)
            host.pressKey(.keyboardX, characters: "x", modifierFlags: .command)
            #expect(UIPasteboard.general.string == "keep" && field.text == "pw1")
            #expect(!field.canPerformAction(.copy, withSender: nil) && !field.canPerformAction(.cut, withSender: nil))
            field.resignFirstResponder()
            field.becomeFirstResponder()
            host.typeText("x")
            #expect(field.text == "x")
        }

        @Test("UITextInput: positions, offsets, ranges, text(in:) and replace; out-of-range positions are nil, ranges clamp")
        func textInputPositions() {
            let (_, field) = editing("hello")
            let start = field.beginningOfDocument, end = field.endOfDocument
            #expect(field.offset(from: start, to: end) == 5)
            #expect(field.position(from: start, offset: 6) == nil && field.position(from: start, offset: -1) == nil)
            let two = field.position(from: start, offset: 2)!
            #expect(field.compare(two, to: end) == .orderedAscending && field.compare(end, to: two) == .orderedDescending)
            let range = field.textRange(from: end, to: two)!
            #expect(field.text(in: range) == "llo" && !range.isEmpty)
            field.replace(range, withText: "y!")
            #expect(field.text == "hey!")
            #expect(field.position(from: start, in: .right, offset: 2).map { field.offset(from: start, to: $0) } == 2)
            field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: 2)!)
            #expect(field.selection == [0, 2])
            let caret = field.caretRect(for: field.position(from: start, offset: 2)!)
            #expect(caret.width == 2 && caret.height > 15)
            let back = field.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))!
            #expect(field.offset(from: start, to: back) == 2)
            #expect(field.firstRect(for: field.selectedTextRange!).width > 5)
            #expect(field.closestPosition(to: CGPoint(x: CGFloat.nan, y: 3)) != nil)
        }

        @Test("textFieldDidChangeSelection follows caret moves and edits")
        func selectionNotifications() {
            final class Counter: UITextFieldDelegate {
                var count = 0
                func textFieldDidChangeSelection(_ textField: UITextField) { count += 1 }
            }
            let (host, field) = editing("ab")
            let counter = Counter()
            field.delegate = counter
            host.pressKey(.keyboardLeftArrow)
            host.typeText("x")
            #expect(counter.count == 2)
        }

        @Test("The clear button shows per clearButtonMode only while the field has text; a tap asks textFieldShouldClear and empties it")
        func clearButton() {
            let (host, field, events) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            field.clearButtonMode = .whileEditing
            field.text = "abc"
            host.runLoopTurn()
            #expect(field.clearButton.isHidden)
            field.becomeFirstResponder()
            host.runLoopTurn()
            #expect(!field.clearButton.isHidden)
            let rect = field.clearButtonRect(forBounds: field.bounds)
            #expect(rect.maxX <= field.bounds.maxX && field.editingRect(forBounds: field.bounds).maxX <= rect.minX)
            let center = CGPoint(x: 10 + rect.midX, y: 10 + rect.midY)
            delegate.allowsClear = false
            host.tap(at: center)
            #expect(field.text == "abc")
            delegate.allowsClear = true
            host.tap(at: center)
            #expect(field.text == "" && field.isEditing && events().last == "changed")
            #expect(delegate.log.filter { $0 == "shouldClear" }.count == 2)
            host.runLoopTurn()
            #expect(field.clearButton.isHidden)
            field.clearButtonMode = .unlessEditing
            field.text = "z"
            host.runLoopTurn()
            #expect(field.clearButton.isHidden)
            field.resignFirstResponder()
            host.runLoopTurn()
            #expect(!field.clearButton.isHidden)
        }

        @Test("Text wider than the field scrolls sideways so the caret stays inside the editing rectangle")
        func horizontalScroll() {
            let (host, field) = editing("")
            host.typeText(String(repeating: "wide text ", count: 8))
            host.runLoopTurn()
            let editing = field.editingRect(forBounds: field.bounds)
            let caret = field.caretRect(for: field.endOfDocument)
            #expect(caret.maxX <= editing.maxX + 0.5 && caret.minX >= editing.minX)
            #expect(field.scrollOffset > 100)
            host.pressKey(.keyboardHome)
            let start = field.caretRect(for: field.beginningOfDocument)
            #expect(start.minX >= editing.minX - 0.5 && start.minX < editing.minX + 5 && field.scrollOffset == 0)
        }

        @Test("The caret is a 2-point bar in the tint color, solid for 0.5 s after a change, then blinks 0.5 s on / 0.5 s off on the media clock")
        func caretBlinks() {
            let (host, field) = editing("abc")
            host.runLoopTurn()
            let caret = field.caretView
            #expect(!caret.isHidden && caret.frame.width == 2 && caret.backgroundColor == UIColor.systemBlue)
            func opacity() -> Float { caret.layer.presentation()?.opacity ?? -1 }
            host.advanceTime(by: 0.4)
            #expect(opacity() == 1)
            host.advanceTime(by: 0.2)          // 0.6 s: first half of the first blink
            #expect(opacity() == 1)
            host.advanceTime(by: 0.5)          // 1.1 s: off
            #expect(opacity() == 0)
            host.advanceTime(by: 0.5)          // 1.6 s: on again
            #expect(opacity() == 1)
            host.advanceTime(by: 0.5)          // 2.1 s: off
            #expect(opacity() == 0)
            host.typeText("d")                 // typing shows it solid again
            host.advanceTime(by: 0.3)
            #expect(opacity() == 1)
            host.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
            #expect(caret.isHidden)            // a selection hides the caret
            field.resignFirstResponder()
            host.pressKey(.keyboardRightArrow)
            #expect(caret.isHidden)
        }

        @Test("Keys a field does not use go up the responder chain; keys while not editing are not edits")
        func unusedKeysGoUp() {
            final class Catcher: UIView {
                var keys: [Int] = []
                override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                    keys += presses.compactMap { $0.key?.keyCode.rawValue }
                }
            }
            let host = UITestHost(size: CGSize(width: 320, height: 120), scale: 1)
            let container = Catcher(frame: host.window.bounds)
            host.window.addSubview(container)
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
            container.addSubview(field)
            field.becomeFirstResponder()
            host.pressKey(.keyboardTab)
            host.pressKey(.keyboardF1)
            host.pressKey(.keyboardLeftArrow)
            #expect(container.keys == [UIKeyboardHIDUsage.keyboardTab.rawValue, UIKeyboardHIDUsage.keyboardF1.rawValue])
        }
    }
}
