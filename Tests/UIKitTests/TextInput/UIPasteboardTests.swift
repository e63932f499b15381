import Foundation
import Testing
import UIKit

extension TextInput {
    /// UIPasteboard as documented: items are dictionaries of representations by type; `string`,
    /// `url` and `image` read and write them; every write counts up `changeCount` and posts the
    /// changed notification; named pasteboards are separate from the general one.
    @Suite("UIPasteboard", .serialized) @MainActor
    struct UIPasteboardTests {
        @Test("string/strings round trip; hasStrings; each write counts up changeCount and posts changedNotification")
        func strings() {
            let board = UIPasteboard.general
            var posted = 0
            let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { _ in
                MainActor.assumeIsolated { posted += 1 }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            let start = board.changeCount
            board.string = "one"
            #expect(board.string == "one" && board.hasStrings && board.numberOfItems == 1)
            board.strings = ["a", "b"]
            #expect(board.strings == ["a", "b"] && board.string == "a" && board.numberOfItems == 2)
            board.string = nil
            #expect(board.string == nil && !board.hasStrings && board.items.isEmpty)
            #expect(board.changeCount == start + 3 && posted == 3)
        }

        @Test("A URL is also readable as its string; an image is kept as an image item")
        func urlAndImage() {
            let board = UIPasteboard.general
            board.url = URL(string: "https://example.com/a")
            #expect(board.url?.absoluteString == "https://example.com/a" && board.hasURLs && board.string == "https://example.com/a")
            let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
            board.image = image
            #expect(board.image === image && board.hasImages && !board.hasStrings && !board.hasURLs)
            board.items = [["public.utf8-plain-text": "x", "com.example.custom": 5]]
            #expect(board.contains(pasteboardTypes: ["com.example.custom"]) && board.value(forPasteboardType: "com.example.custom") as? Int == 5)
            #expect(Set(board.types) == ["public.utf8-plain-text", "com.example.custom"])
        }

        @Test("Named pasteboards are separate from the general one and from each other; general cannot be made by name")
        func named() {
            let name = UIPasteboard.Name("test.named")
            #expect(UIPasteboard.named(name, create: false) == nil)
            let board = UIPasteboard.named(name, create: true)
            #expect(board != nil && UIPasteboard.named(name, create: false) === board)
            UIPasteboard.general.string = "general"
            board?.string = "mine"
            #expect(UIPasteboard.general.string == "general" && board?.string == "mine")
            #expect(UIPasteboard.named(.general, create: false) === UIPasteboard.general)
            UIPasteboard.remove(withName: name)
            #expect(UIPasteboard.named(name, create: false) == nil)
            #expect(UIPasteboard.withUniqueName() !== UIPasteboard.withUniqueName())
        }
    }
}
