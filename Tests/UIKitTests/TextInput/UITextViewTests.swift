import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension TextInput {
    /// UITextView as documented: a scroll view of multi-line text with an 8-point top and
    /// bottom inset and 5 points of line fragment padding; Return inserts a new line, arrows
    /// move by character and line, the content size follows the text, the caret is scrolled
    /// into view, and with scrolling off the intrinsic height follows the text.
    @Suite("UITextView", .serialized) @MainActor
    struct UITextViewTests {
        final class Recorder: UITextViewDelegate {
            var log: [String] = []
            var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
            var onDeinit: (() -> Void)?
            var view: UITextView?
            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
            func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
            func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
            func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                log.append("shouldChange(\(range.location),\(range.length),\(text))")
                return allowsChange(range, text)
            }
            func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
            isolated deinit { onDeinit?() }
        }

        private func scene(_ frame: CGRect = CGRect(x: 10, y: 10, width: 200, height: 100)) -> (UITestHost, UITextView) {
            let host = UITestHost(size: CGSize(width: 320, height: 240), scale: 1)
            let view = UITextView(frame: frame)
            view.font = UIFont.systemFont(ofSize: 17)
            host.window.addSubview(view)
            host.runLoopTurn()
            return (host, view)
        }

        @Test("Defaults: editable and selectable, inset 8 top and bottom, padding 5, empty text, scrolling on")
        func defaults() {
            let view = UITextView()
            #expect(view.isEditable && view.isSelectable && view.text == "" && view.isScrollEnabled)
            #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
            #expect(view.textContainer.lineFragmentPadding == 5 && view.textContainer.maximumNumberOfLines == 0)
            #expect(view.selectedRange == NSRange(location: 0, length: 0) && view.canBecomeFirstResponder)
            view.isEditable = false
            view.isSelectable = false
            #expect(!view.canBecomeFirstResponder)
        }

        @Test("A tap begins editing; typing and Return make lines; the delegate is asked for each change and told after it")
        func multiLineEditing() {
            let (host, view) = scene()
            let delegate = Recorder()
            view.delegate = delegate
            var changes = 0
            let token = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: view, queue: nil) { _ in
                MainActor.assumeIsolated { changes += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            host.tap(at: CGPoint(x: 60, y: 40))
            #expect(view.isFirstResponder && view.isEditing && delegate.log == ["shouldBegin", "didBegin"])
            host.typeText("one")
            host.pressKey(.keyboardReturnOrEnter)
            host.typeText("two")
            #expect(view.text == "one\ntwo" && changes == 3)
            #expect(delegate.log.contains("shouldChange(3,0,\n)") && delegate.log.last == "didChange")
            let first = view.caretRect(for: view.beginningOfDocument), last = view.caretRect(for: view.endOfDocument)
            #expect(last.minY > first.minY + 15)
            #expect(first.minX == 5 && first.minY == 8)                  // padding 5, top inset 8
            host.pressKey(.keyboardUpArrow)
            #expect(view.selectedRange == NSRange(location: 3, length: 0))
            host.pressKey(.keyboardDownArrow)
            #expect(view.selectedRange == NSRange(location: 7, length: 0))
            host.pressKey(.keyboardHome)
            #expect(view.selectedRange == NSRange(location: 4, length: 0))
            host.pressKey(.keyboardUpArrow, modifierFlags: .shift)
            #expect(view.selectedRange == NSRange(location: 0, length: 4))
            host.pressKey(.keyboardTab)
            #expect(view.text == "\ttwo")
            view.resignFirstResponder()
            #expect(delegate.log.suffix(2) == ["shouldEnd", "didEnd"])
        }

        @Test("textView(_:shouldChangeTextIn:replacementText:) can veto an edit, Return included")
        func veto() {
            let (host, view) = scene()
            let delegate = Recorder()
            delegate.allowsChange = { _, text in text != "\n" }
            view.delegate = delegate
            view.becomeFirstResponder()
            host.typeText("a")
            host.pressKey(.keyboardReturnOrEnter)
            #expect(view.text == "a")
        }

        @Test("The content size follows the text, and the caret is scrolled into view as lines are added")
        func contentSizeAndScrolling() {
            let (host, view) = scene()
            view.becomeFirstResponder()
            let empty = view.contentSize.height
            #expect(empty == (8 + UIFont.systemFont(ofSize: 17).lineHeight + 8).rounded(.up))
            for i in 0..<12 {
                host.typeText("line \(i)")
                host.pressKey(.keyboardReturnOrEnter)
            }
            host.runLoopTurn()
            #expect(view.contentSize.height > 12 * 17 && view.contentSize.width == 200)
            let caret = view.caretRect(for: view.endOfDocument)
            #expect(view.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
            #expect(view.contentOffset.y > 100)
            view.scrollRangeToVisible(NSRange(location: 0, length: 1))
            #expect(view.contentOffset.y == 0)
        }

        @Test("Long lines wrap at the width less the insets and padding")
        func wrapping() {
            let (_, view) = scene()
            view.text = String(repeating: "word ", count: 30)
            let layout = view.textLayout
            #expect((layout?.lines.count ?? 0) > 3)
            #expect((layout?.usedSize.width ?? 999) <= 190)
        }

        @Test("With isScrollEnabled false the intrinsic height follows the text at the width Auto Layout gives (self-sizing)")
        func selfSizing() {
            let host = UITestHost(size: CGSize(width: 320, height: 400), scale: 1)
            let view = UITextView()
            view.font = UIFont.systemFont(ofSize: 17)
            view.isScrollEnabled = false
            view.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 200),
                view.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
            ])
            view.text = "short"
            host.runLoopTurn()
            let oneLine = view.frame.height
            #expect(oneLine == (8 + UIFont.systemFont(ofSize: 17).lineHeight + 8).rounded(.up))
            view.becomeFirstResponder()
            host.typeText(String(repeating: " more words", count: 8))
            host.runLoopTurn()
            #expect(view.frame.width == 200 && view.frame.height > oneLine * 2)
            #expect(view.frame.height == view.contentSize.height)
            view.isScrollEnabled = true
            #expect(view.intrinsicContentSize.height == UIView.noIntrinsicMetric)
        }

        @Test("A read-only text view selects and copies but does not change; it sends no begin-editing")
        func readOnly() {
            let (host, view) = scene()
            let delegate = Recorder()
            view.delegate = delegate
            view.text = "fixed"
            view.isEditable = false
            #expect(view.becomeFirstResponder() && !view.isEditing && delegate.log.isEmpty)
            host.typeText("x")
            host.pressKey(.keyboardDeleteOrBackspace)
            host.pressKey(.keyboardA, characters: "a", modifierFlags: .command)
            host.pressKey(.keyboardC, characters: "c", modifierFlags: .command)
            #expect(view.text == "fixed" && UIPasteboard.general.string == "fixed" && view.selectedRange.length == 5)
            #expect(!view.canPerformAction(.paste, withSender: nil) && !view.canPerformAction(.cut, withSender: nil))
        }

        @Test("The delegate is weak: a text view and a delegate holding it deinitialize together (no retain cycle)")
        func delegateDeinit() {
            var deinits = 0
            let host = UITestHost(size: CGSize(width: 320, height: 240), scale: 1)
            weak var weakView: UITextView?
            do {
                let delegate = Recorder()
                delegate.onDeinit = { deinits += 1 }
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                view.delegate = delegate
                delegate.view = view
                weakView = view
                host.window.addSubview(view)
                view.becomeFirstResponder()
                host.typeText("abc")
                view.removeFromSuperview()
                delegate.view = nil
            }
            host.runLoopTurn()
            #expect(deinits == 1 && weakView == nil)
        }

        @Test("A focused text view with wrapped lines, an empty line and a tinted selection matches the reference", arguments: [UIUserInterfaceStyle.light, .dark])
        func reference(_ style: UIUserInterfaceStyle) {
            let host = UITestHost(size: CGSize(width: 300, height: 220), scale: 2, userInterfaceStyle: style)
            host.window.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : UIColor(white: 0.94, alpha: 1) }
            let view = UITextView(frame: CGRect(x: 10, y: 10, width: 280, height: 200))
            view.font = UIFont.systemFont(ofSize: 17)
            view.text = "A text view wraps long lines at its width, less the padding.\nReturn starts a new line.\n\nSelected words are tinted."
            host.window.addSubview(view)
            view.becomeFirstResponder()
            let start = (view.text as NSString).range(of: "Selected words")
            view.selectedRange = start
            host.runLoopTurn()
            let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "text-view-dark@2x" : "text-view@2x", filePath: UITextFieldDrawingTests.referenceAnchor)
            #expect(diff == nil, "\(diff?.message ?? "")")
        }
    }
}
