import Foundation
import RuntimeSupport
import Testing
import UIKit
import UIKitTesting

/// Search tokens (UISearchTextField, iOS 13): tokens come before the text and have text
/// positions; `text` and `textualRange` are the text alone; a caret never lands before a
/// token; Backspace at the start of the text selects the token before it, then deletes it.
@Suite("Search tokens", .freshContext) @MainActor
struct SearchTokenTests {
    /// A search bar in a window, its field editing with `text`.
    private func editingField(text: String = "") -> (UITestHost, UISearchBar, UISearchTextField) {
        let host = UITestHost(size: CGSize(width: 390, height: 200), scale: 1)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 40, width: 390, height: 56))
        host.window.addSubview(bar)
        host.runLoopTurn()
        let field = bar.searchTextField
        field.text = text
        field.becomeFirstResponder()
        host.runLoopTurn()
        return (host, bar, field)
    }

    private func range(_ field: UISearchTextField, _ textRange: UITextRange?) -> [Int] {
        guard let textRange else { return [] }
        return [field.offset(from: field.beginningOfDocument, to: textRange.start), field.offset(from: field.beginningOfDocument, to: textRange.end)]
    }

    @Test("The search bar's field is a UISearchTextField; tokens go before the text, and text, the search bar's text and textualRange leave them out")
    func tokensBeforeText() {
        let (host, bar, field) = editingField(text: "rose")
        defer { withExtendedLifetime(host) {} }
        let red = UISearchToken(icon: UIImage(systemName: "circle.fill"), text: "Red")
        red.representedObject = "color:red"
        let flowers = UISearchToken(icon: nil, text: "Flowers")
        field.insertToken(flowers, at: 0)
        field.insertToken(red, at: 0)
        #expect(field.tokens == [red, flowers])
        #expect(field.text == "rose" && bar.text == "rose")
        #expect(range(field, field.textualRange) == [2, 6])
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 6, "each token is one position")
        #expect(field.offset(from: field.beginningOfDocument, to: field.positionOfToken(at: 1)) == 1)
        #expect(field.tokens(in: field.textRange(from: field.beginningOfDocument, to: field.positionOfToken(at: 1))!) == [red])
        field.text = "tulip"
        #expect(field.tokens == [red, flowers], "setting the text keeps the tokens")
        #expect(field.text == "tulip")
        field.removeToken(at: 0)
        #expect(field.tokens == [flowers])
        #expect(field.tokens.first?.representedObject == nil && red.representedObject as? String == "color:red")
        field.tokens = []
        #expect(field.text == "tulip" && range(field, field.textualRange) == [0, 5])
    }

    @Test("replaceTextualPortion(of:with:at:) removes the text in the range, inserts the token there and selects it")
    func replaceTextualPortion() {
        let (host, _, field) = editingField(text: "red flowers")
        defer { withExtendedLifetime(host) {} }
        let start = field.beginningOfDocument
        let word = field.textRange(from: start, to: field.position(from: start, offset: 3)!)!
        let token = UISearchToken(icon: nil, text: "Red")
        field.replaceTextualPortion(of: word, with: token, at: 0)
        #expect(field.tokens == [token])
        #expect(field.text == " flowers")
        #expect(range(field, field.selectedTextRange) == [0, 1], "the new token is selected")
    }

    @Test("Backspace at the start of the text selects the token before it; the next Backspace deletes it")
    func backspaceSelectsThenDeletes() {
        let (host, _, field) = editingField(text: "ab")
        defer { withExtendedLifetime(host) {} }
        let one = UISearchToken(icon: nil, text: "One"), two = UISearchToken(icon: nil, text: "Two")
        field.tokens = [one, two]
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "")
        #expect(field.tokens.count == 2, "the text goes first, character by character")
        field.deleteBackward()
        #expect(field.tokens.count == 2)
        #expect(range(field, field.selectedTextRange) == [1, 2], "the last token is selected")
        field.deleteBackward()
        #expect(field.tokens == [one])
        #expect(range(field, field.selectedTextRange) == [1, 1])
    }

    @Test("With allowsDeletingTokens false, Backspace selects a token but does not delete it, and typing over it keeps it")
    func tokensThatCannotBeDeleted() {
        let (host, _, field) = editingField()
        defer { withExtendedLifetime(host) {} }
        field.allowsDeletingTokens = false
        field.tokens = [UISearchToken(icon: nil, text: "Kept")]
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.tokens.count == 1)
        #expect(range(field, field.selectedTextRange) == [0, 1])
        field.insertText("x")
        #expect(field.tokens.count == 1 && field.text == "x")
    }

    @Test("A caret asked for before a token selects the token; typing over a token with tokens after it puts the text after them")
    func caretBeforeTokenAndTypingOverIt() {
        let (host, _, field) = editingField(text: "z")
        defer { withExtendedLifetime(host) {} }
        let a = UISearchToken(icon: nil, text: "A"), b = UISearchToken(icon: nil, text: "B")
        field.tokens = [a, b]
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(range(field, field.selectedTextRange) == [0, 1])
        field.insertText("y")
        #expect(field.tokens == [b], "the selected token is replaced")
        #expect(field.text == "yz", "the typed text follows the remaining tokens")
    }

    @Test("Bad token indexes are reported and change nothing (iOS raises)")
    func badIndexes() {
        let (host, _, field) = editingField()
        defer { withExtendedLifetime(host) {} }
        let issues = RuntimeIssue.capture {
            field.removeToken(at: 0)
            field.insertToken(UISearchToken(icon: nil, text: "T"), at: 3)
        }
        #expect(issues.count == 2)
        #expect(field.tokens.isEmpty)
    }

    @Test("Reference: a search field with an icon token, a selected token and text, in the default gray and the tint")
    func tokenReference() {
        let host = UITestHost(size: CGSize(width: 320, height: 80), scale: 2)
        host.window.backgroundColor = .systemBackground
        let bar = UISearchBar(frame: CGRect(x: 0, y: 12, width: 320, height: 56))
        host.window.addSubview(bar)
        host.runLoopTurn()
        let field = bar.searchTextField
        field.text = "roses"
        field.tokens = [UISearchToken(icon: UIImage(systemName: "tag"), text: "Garden"), UISearchToken(icon: nil, text: "Red")]
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.positionOfToken(at: 1), to: field.position(from: field.positionOfToken(at: 1), offset: 1)!)
        host.runLoopTurn()
        let diff = ReferenceImage.compare(host.renderScreen(), named: "search-tokens")
        #expect(diff == nil, "\(diff!)")
    }
}
