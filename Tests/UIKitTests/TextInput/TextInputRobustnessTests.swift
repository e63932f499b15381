import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension TextInput {
    /// Bad input gets the documented fallback, never a crash: out-of-range ranges clamp to the
    /// text, NaN geometry lays out and draws nothing, a nil font or color restores the default;
    /// styled runs keep their look as the user types into them.
    @Suite("Text input robustness", .serialized) @MainActor
    struct TextInputRobustnessTests {
        @Test("Out-of-range selections clamp to the text; a foreign UITextRange is ignored")
        func clamping() {
            let host = UITestHost(size: CGSize(width: 320, height: 240), scale: 1)
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            host.window.addSubview(view)
            view.text = "abc"
            view.selectedRange = NSRange(location: 10, length: 5)
            #expect(view.selectedRange == NSRange(location: 3, length: 0))
            view.selectedRange = NSRange(location: 1, length: Int.max)
            #expect(view.selectedRange == NSRange(location: 1, length: 2))
            view.selectedTextRange = UITextRange()
            #expect(view.selectedRange == NSRange(location: 1, length: 2))
            #expect(view.text(in: UITextRange()) == nil && view.firstRect(for: UITextRange()).isNull)
            view.scrollRangeToVisible(NSRange(location: -5, length: 2))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            field.text = "xy"
            #expect(field.textRange(from: UITextPosition(), to: field.endOfDocument) == nil)
            #expect(field.position(from: field.endOfDocument, offset: Int.max) == nil)
        }

        @Test("NaN and infinite frames lay out and draw without crashing; nil font and color restore the defaults")
        func badGeometry() {
            let host = UITestHost(size: CGSize(width: 320, height: 240), scale: 1)
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 30))
            field.borderStyle = .roundedRect
            field.text = "text"
            field.clearButtonMode = .always
            let view = UITextView(frame: CGRect(x: 0, y: 40, width: CGFloat.infinity, height: CGFloat.nan))
            view.text = "text"
            host.window.addSubview(field)
            host.window.addSubview(view)
            field.becomeFirstResponder()
            host.typeText("more")
            _ = host.renderScreen()
            field.font = nil
            field.textColor = nil
            #expect(field.font?.pointSize == 17 && field.textColor == .label)
            #expect(field.text == "textmore")
        }

        @Test("Typing into attributed text takes the attributes of the character before the caret")
        func typingAttributes() {
            let host = UITestHost(size: CGSize(width: 320, height: 240), scale: 1)
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
            host.window.addSubview(field)
            let styled = NSMutableAttributedString(string: "red", attributes: [.foregroundColor: UIColor.red])
            field.attributedText = styled
            field.becomeFirstResponder()
            host.typeText("!")
            let color = field.attributedText?.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor
            #expect(field.text == "red!" && color == .red)
            #expect(field.typingAttributes?[.foregroundColor] as? UIColor == .red)
            field.resignFirstResponder()
            #expect(field.typingAttributes == nil)
        }

        @Test("Text set through the API sends no textViewDidChange; a text view's typing attributes start from its font")
        func textViewProgrammaticChanges() {
            final class Counter: UITextViewDelegate {
                var changes = 0
                func textViewDidChange(_ textView: UITextView) { changes += 1 }
            }
            let host = UITestHost(size: CGSize(width: 320, height: 240), scale: 1)
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let counter = Counter()
            view.delegate = counter
            host.window.addSubview(view)
            view.font = UIFont.systemFont(ofSize: 20)
            view.text = "abc"
            view.attributedText = NSAttributedString(string: "x")
            #expect(counter.changes == 0)
            view.text = ""
            #expect((view.typingAttributes[.font] as? UIFont)?.pointSize == 20)
        }
    }
}
