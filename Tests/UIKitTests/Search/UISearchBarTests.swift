import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UISearchBar as UIKit documents it: its metrics, the delegate's calls for the user's
/// editing (and none for changes made in code), the Cancel, bookmark and scope buttons, and
/// the text input traits that are its field's.
@Suite("UISearchBar", .serialized, .freshContext) @MainActor
struct UISearchBarTests {
    private func scene(_ configure: (UISearchBar) -> Void = { _ in }) -> (UITestHost, UISearchBar, RecordingSearchBarDelegate) {
        let host = UITestHost(size: CGSize(width: 320, height: 480), scale: 2)
        let bar = UISearchBar()
        configure(bar)
        bar.frame = CGRect(x: 0, y: 20, width: 320, height: bar.sizeThatFits(CGSize(width: 320, height: 0)).height)
        host.window.addSubview(bar)
        let delegate = RecordingSearchBarDelegate()
        bar.delegate = delegate
        host.runLoopTurn()
        return (host, bar, delegate)
    }

    @Test("Defaults: empty text, no placeholder, .default style, no Cancel or scope bar, selected scope 0, Return reads Search")
    func defaults() {
        let bar = UISearchBar()
        #expect(bar.text == "" && bar.placeholder == nil && bar.prompt == nil)
        #expect(bar.searchBarStyle == .default && bar.barStyle == .default && bar.isTranslucent)
        #expect(!bar.showsCancelButton && !bar.showsScopeBar && !bar.showsBookmarkButton && bar.selectedScopeButtonIndex == 0)
        #expect(bar.searchTextField.returnKeyType == .search && bar.searchTextField.enablesReturnKeyAutomatically)
        #expect(bar.searchTextField.clearButtonMode == .whileEditing && bar.searchTextField.font?.pointSize == 17)
        #expect(bar.barPosition == .any)
    }

    @Test("Sizes: 56 points standalone, +30 with a prompt, +44 with a scope bar; the field is 36 tall, 8 from the sides")
    func sizes() {
        let bar = UISearchBar()
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        bar.prompt = "Find a city"
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 86)
        bar.prompt = nil
        bar.scopeButtonTitles = ["All", "Cities"]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56, "titles alone do not show the scope bar")
        bar.showsScopeBar = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 100)
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 100)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        #expect(bar.scopeControl?.frame == CGRect(x: 8, y: 62, width: 304, height: 32))
    }

    @Test("The Cancel button takes its place at the trailing edge and the field shrinks to leave 8 points before it")
    func cancelButtonLayout() {
        let (_, bar, _) = scene { $0.showsCancelButton = true }
        bar.layoutIfNeeded()
        let cancel = bar.cancelButton
        #expect(!cancel.isHidden && cancel.frame.maxX == 312)
        #expect(bar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        bar.setShowsCancelButton(false, animated: false)
        bar.layoutIfNeeded()
        #expect(cancel.isHidden && bar.searchTextField.frame.width == 304)
    }

    @Test("Tapping the field: shouldBegin then didBegin; typing asks shouldChangeTextIn then tells textDidChange; Search key; resign: shouldEnd, didEnd")
    func delegateOrder() {
        let (host, bar, delegate) = scene()
        host.tap(at: centre(of: bar.searchTextField))
        #expect(bar.searchTextField.isFirstResponder)
        host.typeText("a")
        host.typeText("b")
        host.typeText("\n")
        _ = bar.resignFirstResponder()
        #expect(delegate.log == ["shouldBegin", "didBegin", "shouldChange:0,0,a", "textDidChange:a", "shouldChange:1,0,b", "textDidChange:ab",
                                 "search", "shouldEnd", "didEnd"])
        #expect(bar.text == "ab")
    }

    @Test("searchBarShouldBeginEditing false keeps the field from editing; shouldChangeTextIn false drops the keystroke")
    func vetoes() {
        let (host, bar, delegate) = scene()
        delegate.allowsBegin = false
        host.tap(at: centre(of: bar.searchTextField))
        #expect(!bar.searchTextField.isEditing)
        delegate.allowsBegin = true
        delegate.allowsChange = false
        host.tap(at: centre(of: bar.searchTextField))
        host.typeText("x")
        #expect(bar.text == "" && !delegate.log.contains { $0.hasPrefix("textDidChange") })
    }

    @Test("Setting text in code calls no delegate method; the clear button is a user edit and reports the empty text")
    func codeChangesAreSilent() {
        let (host, bar, delegate) = scene()
        bar.text = "Paris"
        #expect(delegate.log.isEmpty && bar.searchTextField.text == "Paris")
        host.tap(at: centre(of: bar.searchTextField))
        host.runLoopTurn()
        let clear = bar.searchTextField.clearButton
        #expect(!clear.isHidden)
        host.tap(at: centre(of: clear))
        #expect(bar.text == "" && delegate.log.last == "textDidChange:")
    }

    @Test("The Cancel button tells searchBarCancelButtonClicked (a bar without a search controller does nothing else)")
    func cancelTap() {
        let (host, bar, delegate) = scene { $0.showsCancelButton = true }
        bar.text = "kept"
        host.tap(at: centre(of: bar.cancelButton))
        #expect(delegate.log == ["cancel"] && bar.text == "kept")
    }

    @Test("The bookmark button shows in the empty field and tells searchBarBookmarkButtonClicked; text replaces it with the clear button")
    func bookmarkButton() {
        let (host, bar, delegate) = scene { $0.showsBookmarkButton = true }
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.rightView === bar.bookmarkButton)
        host.tap(at: centre(of: bar.bookmarkButton))
        #expect(delegate.log.contains("bookmark"))
        host.tap(at: centre(of: bar.searchTextField))
        host.typeText("a")
        #expect(bar.searchTextField.rightView == nil)
    }

    @Test("Picking a scope button tells selectedScopeButtonIndexDidChange; setting the index in code does not; an index out of range is ignored")
    func scopeBar() {
        let (host, bar, delegate) = scene {
            $0.scopeButtonTitles = ["All", "Cities", "Countries"]
            $0.showsScopeBar = true
        }
        bar.layoutIfNeeded()
        let control = try! #require(bar.scopeControl)
        let third = control.convert(CGPoint(x: control.bounds.width * 5 / 6, y: control.bounds.midY), to: nil)
        host.tap(at: third)
        #expect(bar.selectedScopeButtonIndex == 2 && delegate.log == ["scope:2"])
        bar.selectedScopeButtonIndex = 1
        #expect(control.selectedSegmentIndex == 1 && delegate.log == ["scope:2"])
        bar.selectedScopeButtonIndex = 7
        bar.selectedScopeButtonIndex = -1
        #expect(bar.selectedScopeButtonIndex == 1)
        bar.scopeButtonTitles = ["Only"]
        #expect(bar.selectedScopeButtonIndex == 0, "fewer titles bring the selection back to the first")
    }

    @Test("The text input traits set on the bar are its field's")
    func traitsForwarded() {
        let bar = UISearchBar()
        bar.keyboardType = .emailAddress
        bar.autocapitalizationType = .none
        bar.autocorrectionType = .no
        bar.returnKeyType = .go
        #expect(bar.searchTextField.keyboardType == .emailAddress && bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.searchTextField.autocorrectionType == .no && bar.searchTextField.returnKeyType == .go)
    }

    @Test("A placeholder draws in the secondary label color; icon images replace the glyphs, per state, and nil puts the glyph back")
    func placeholderAndIcons() {
        let bar = UISearchBar()
        bar.placeholder = "Search"
        let color = bar.searchTextField.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(color == .secondaryLabel && bar.placeholder == "Search")
        let normal = UIImage(), pressed = UIImage(), clear = UIImage()
        bar.setImage(normal, for: .bookmark, state: .normal)
        bar.setImage(pressed, for: .bookmark, state: .highlighted)
        bar.setImage(clear, for: .clear, state: .normal)
        #expect(bar.image(for: .bookmark, state: .normal) === normal && bar.image(for: .bookmark, state: .highlighted) === pressed)
        #expect(SearchFieldGlyphView.image(in: bar.bookmarkButton.images, highlighted: true, selected: false) === pressed)
        #expect(SearchFieldGlyphView.image(in: bar.bookmarkButton.images, highlighted: false, selected: true) === normal)
        #expect(bar.searchTextField.clearButton.images[UIControl.State.normal.rawValue] === clear)
        bar.setImage(normal, for: .search, state: .normal)
        #expect(bar.searchTextField.magnifier.images.count == 1)
        bar.setImage(nil, for: .search, state: .normal)
        #expect(bar.searchTextField.magnifier.images.isEmpty && bar.image(for: .search, state: .normal) == nil)
    }

    @Test("searchTextPositionAdjustment moves the text; a scope bar background image shows behind the scope bar")
    func adjustmentsAndScopeBackground() {
        let (_, bar, _) = scene {
            $0.scopeButtonTitles = ["A", "B"]
            $0.showsScopeBar = true
        }
        let field = bar.searchTextField
        let before = field.textRect(forBounds: field.bounds)
        bar.searchTextPositionAdjustment = UIOffset(horizontal: 5, vertical: 1)
        #expect(field.textRect(forBounds: field.bounds).origin == CGPoint(x: before.minX + 5, y: before.minY + 1))
        bar.scopeBarBackgroundImage = UIImage()
        bar.layoutIfNeeded()
        #expect(!bar.scopeBackground.isHidden && bar.scopeBackground.frame == CGRect(x: 0, y: 56, width: 320, height: 44))
    }

    @Test("Styles: .minimal shows no bar background, .default shows the bar material, an opaque barTintColor fills the bar")
    func backgroundStyles() {
        func corner(_ configure: (UISearchBar) -> Void) -> [Int] {
            let host = UITestHost(size: CGSize(width: 100, height: 60), scale: 1)
            host.window.backgroundColor = .red
            let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 100, height: 56))
            configure(bar)
            host.window.addSubview(bar)
            host.runLoopTurn()
            let p = host.renderScreen().pixel(x: 2, y: 2)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        #expect(corner { $0.searchBarStyle = .minimal } == [255, 0, 0])
        #expect(corner { _ in } != [255, 0, 0])
        #expect(corner {
            $0.barTintColor = .blue
            $0.isTranslucent = false
        } == [0, 0, 255])
    }
}
