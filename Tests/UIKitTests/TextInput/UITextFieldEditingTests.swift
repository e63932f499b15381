import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension TextInput {
    /// UITextField editing as UIKit documents it: a tap begins editing (delegate asked first),
    /// typed text goes in at the caret through `textField(_:shouldChangeCharactersIn:…)`, each
    /// user edit sends `.editingChanged` while setting `text` sends nothing, Return asks
    /// `textFieldShouldReturn` and sends `.editingDidEndOnExit`, and resigning ends editing.
    @Suite("UITextField editing", .serialized) @MainActor
    struct UITextFieldEditingTests {
        @Test("Defaults: empty text, system font 17, no border, clear button never, takes first responder only while enabled")
        func defaults() {
            let field = UITextField()
            #expect(field.text == "" && field.placeholder == nil && field.attributedText?.length == 0)
            #expect(field.font?.pointSize == 17 && field.textColor == .label && field.textAlignment == .natural)
            #expect(field.borderStyle == .none && field.clearButtonMode == .never && !field.clearsOnBeginEditing)
            #expect(field.leftViewMode == .never && field.rightViewMode == .never && !field.isSecureTextEntry)
            #expect(field.keyboardType == .default && field.returnKeyType == .default && field.autocapitalizationType == .sentences)
            #expect(field.canBecomeFirstResponder)
            field.isEnabled = false
            #expect(!field.canBecomeFirstResponder)
            field.text = nil
            #expect(field.text == "")
        }

        @Test("A tap begins editing: shouldBegin, didBegin, .editingDidBegin, the begin notification, in that order")
        func tapBeginsEditing() {
            let (host, field, events) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            var order: [String] = []
            delegate.onDeinit = nil
            field.addAction(UIAction { _ in order.append("action:\(delegate.log.last ?? "")") }, for: .editingDidBegin)
            let token = NotificationCenter.default.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { order.append("notification") }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            host.tap(at: CGPoint(x: 100, y: 27))
            #expect(field.isFirstResponder && field.isEditing)
            #expect(delegate.log == ["shouldBegin", "didBegin"])
            #expect(order == ["action:didBegin", "notification"])
            #expect(events() == ["begin"])
        }

        @Test("textFieldShouldBeginEditing returning false keeps the field from becoming first responder")
        func beginVeto() {
            let (host, field, events) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsBegin = false
            field.delegate = delegate
            host.tap(at: CGPoint(x: 100, y: 27))
            #expect(!field.isFirstResponder && !field.isEditing && events().isEmpty)
        }

        @Test("Typing inserts at the caret, each user edit sends .editingChanged and the change notification; setting text sends neither")
        func typingSendsEditingChanged() {
            let (host, field, events) = textFieldScene()
            var notifications = 0
            let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { notifications += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            field.text = "set"
            #expect(events().isEmpty && notifications == 0)
            #expect(field.becomeFirstResponder())
            host.typeText("ab")
            host.typeText("c")
            #expect(field.text == "setabc")
            #expect(events() == ["begin", "changed", "changed"] && notifications == 2)
            host.pressKey(.keyboardDeleteOrBackspace)
            #expect(field.text == "setab" && events().last == "changed" && notifications == 3)
            field.text = "x"
            #expect(notifications == 3 && events().count == 4)
        }

        @Test("shouldChangeCharactersIn gets the UTF-16 range and the string, and a false answer vetoes the edit (digits only)")
        func delegateVeto() {
            let (host, field, events) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsChange = { _, string in string.allSatisfy(\.isNumber) }
            field.delegate = delegate
            field.becomeFirstResponder()
            host.typeText("12")
            host.typeText("x")
            host.typeText("3")
            #expect(field.text == "123")
            #expect(delegate.log.filter { $0.hasPrefix("shouldChange") } == ["shouldChange(0,0,12)", "shouldChange(2,0,x)", "shouldChange(2,0,3)"])
            host.pressKey(.keyboardDeleteOrBackspace)
            #expect(delegate.log.last == "shouldChange(2,1,)" && field.text == "12")
            #expect(events().filter { $0 == "changed" }.count == 3)
        }

        @Test("Return asks textFieldShouldReturn and sends .editingDidEndOnExit, which ends editing when something handles it")
        func returnKey() {
            let (host, field, events) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            field.becomeFirstResponder()
            host.typeText("hi")
            delegate.allowsReturn = false
            host.pressKey(.keyboardReturnOrEnter)
            #expect(field.text == "hi" && field.isFirstResponder && !events().contains("exit"))
            delegate.allowsReturn = true
            host.pressKey(.keyboardReturnOrEnter)
            #expect(field.text == "hi" && events().last == "end" && events().contains("exit"))
            #expect(!field.isFirstResponder)
            #expect(delegate.log.suffix(3) == ["shouldReturn", "shouldEnd", "didEnd(committed)"])
        }

        @Test("Return with no .editingDidEndOnExit handler leaves the field editing (the delegate resigns it if it wants)")
        func returnWithoutHandlerStays() {
            let host = UITestHost(size: CGSize(width: 320, height: 120), scale: 1)
            let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
            host.window.addSubview(field)
            field.becomeFirstResponder()
            host.pressKey(.keyboardReturnOrEnter)
            #expect(field.isFirstResponder && field.text == "")
        }

        @Test("Resigning asks textFieldShouldEndEditing; a veto keeps editing; then didEnd, .editingDidEnd, the end notification")
        func endEditingFlow() {
            let (host, field, events) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            field.becomeFirstResponder()
            delegate.allowsEnd = false
            #expect(!field.resignFirstResponder() && field.isEditing)
            delegate.allowsEnd = true
            var ended = false
            let token = NotificationCenter.default.addObserver(forName: UITextField.textDidEndEditingNotification, object: field, queue: nil) { _ in
                MainActor.assumeIsolated { ended = true }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            #expect(field.resignFirstResponder())
            #expect(!field.isEditing && ended && events() == ["begin", "end"])
            #expect(delegate.log == ["shouldBegin", "didBegin", "shouldEnd", "shouldEnd", "didEnd(committed)"])
            _ = host
        }

        @Test("endEditing(false) asks the delegate and respects its veto; endEditing(true) ends editing without asking")
        func endEditingForce() {
            let (host, field, _) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            delegate.allowsEnd = false
            field.delegate = delegate
            field.becomeFirstResponder()
            #expect(!host.window.endEditing(false) && field.isFirstResponder)
            delegate.log.removeAll()
            #expect(host.window.endEditing(true) && !field.isFirstResponder && !field.isEditing)
            #expect(delegate.log == ["didEnd(committed)"])
            #expect(host.window.endEditing(false))
        }

        @Test("A tap places the caret at the tapped character; a second tap moves it")
        func tapPlacesCaret() {
            let (host, field, _) = textFieldScene(style: .none)
            field.text = "abcdefgh"
            host.runLoopTurn()
            let between = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 3)!)
            host.tap(at: CGPoint(x: 10 + between.minX + 1, y: 27))
            #expect(field.isEditing && field.selection == [3, 0])
            let end = field.caretRect(for: field.endOfDocument)
            host.tap(at: CGPoint(x: 10 + end.minX + 20, y: 27))
            #expect(field.selection == [8, 0])
            host.tap(at: CGPoint(x: 11, y: 27))
            #expect(field.selection == [0, 0])
        }

        @Test("Editing begins with the caret at the end; clearsOnBeginEditing empties the field first")
        func caretAtEndAndClearsOnBegin() {
            let (host, field, _) = textFieldScene()
            field.text = "hello"
            field.becomeFirstResponder()
            #expect(field.selection == [5, 0])
            field.resignFirstResponder()
            field.clearsOnBeginEditing = true
            field.becomeFirstResponder()
            #expect(field.text == "" && field.selection == [0, 0])
            _ = host
        }

        @Test("Disabling an editing field ends editing; a disabled field ignores taps")
        func disablingEndsEditing() {
            let (host, field, _) = textFieldScene()
            field.becomeFirstResponder()
            field.isEnabled = false
            #expect(!field.isEditing && !field.isFirstResponder)
            host.tap(at: CGPoint(x: 100, y: 27))
            #expect(!field.isEditing)
        }

        @Test("Removing an editing field from its window resigns it without asking the delegate; editing ends")
        func removalEndsEditing() {
            let (host, field, events) = textFieldScene()
            let delegate = RecordingTextFieldDelegate()
            field.delegate = delegate
            field.becomeFirstResponder()
            #expect(field.isEditing)
            field.removeFromSuperview()
            #expect(!field.isEditing && delegate.log.last == "didEnd(committed)" && !delegate.log.contains("shouldEnd") && events().last == "end")
            #expect(host.window.endEditing(false))
        }

        @Test("The delegate is weak and a field with a delegate that holds it strongly deinitializes with it (no retain cycle)")
        func delegateDeinit() {
            var deinits = 0
            do {
                let host = UITestHost(size: CGSize(width: 320, height: 120), scale: 1)
                var delegate: RecordingTextFieldDelegate? = RecordingTextFieldDelegate()
                delegate?.onDeinit = { deinits += 1 }
                weak var weakField: UITextField?
                do {
                    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
                    field.delegate = delegate
                    delegate?.field = field
                    weakField = field
                    host.window.addSubview(field)
                    field.becomeFirstResponder()
                    host.typeText("abc")
                    field.resignFirstResponder()
                    field.removeFromSuperview()
                }
                #expect(weakField != nil)            // the delegate holds it
                delegate = nil
                host.runLoopTurn()
                #expect(deinits == 1 && weakField == nil)
            }
        }

        @Test("Text goes to the first responder only: typing at, inserting into or deleting from a field that is not editing changes nothing")
        func typingWithoutFocus() {
            let (host, field, events) = textFieldScene()
            host.typeText("abc")
            field.insertText("x")
            field.deleteBackward()
            #expect(field.text == "" && events().isEmpty)
        }
    }
}
