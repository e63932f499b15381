import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting

extension TextInput {
    /// `<textField>` elements from Interface Builder: text, placeholder, border style, clear
    /// button mode, font, color, alignment, font sizing and the `<textInputTraits>` child.
    @Suite("Text input from nibs", .serialized) @MainActor
    struct TextInputNibTests {
        private func load() throws -> UIView {
            let views = try UINib(nibName: "TextInput", bundle: .module).instantiateThrowing(withOwner: nil)
            return try #require(views.first as? UIView)
        }

        @Test("A text field decodes its placeholder, rounded border, clear button mode, font and input traits")
        func emailField() throws {
            let root = try load()
            let field = try #require(root.viewWithTag(1) as? UITextField)
            #expect(field.placeholder == "Email" && field.text == "")
            #expect(field.borderStyle == .roundedRect && field.clearButtonMode == .whileEditing)
            #expect(field.font?.pointSize == 14 && field.textAlignment == .natural && field.minimumFontSize == 17)
            #expect(field.autocapitalizationType == .none && field.autocorrectionType == .no)
            #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next && field.textContentType == .emailAddress)
            #expect(!field.isSecureTextEntry)
        }

        @Test("A text field decodes its text, color, bold font, alignment, clearsOnBeginEditing and secure entry")
        func secureField() throws {
            let root = try load()
            let field = try #require(root.viewWithTag(2) as? UITextField)
            #expect(field.text == "secret" && field.borderStyle == .line && field.textAlignment == .center)
            #expect(field.textColor.map(rgba) == [255, 0, 0, 255])
            #expect(field.font?.pointSize == 20 && field.font?.fontName.contains("Bold") == true)
            #expect(field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 9)
            #expect(field.isSecureTextEntry && field.returnKeyType == .done && field.enablesReturnKeyAutomatically)
        }
    
        @Test("A text view decodes its text, font, alignment, editable=NO, selectable=NO, attributed text and input traits")
        func textViews() throws {
            let root = try load()
            let notes = try #require(root.viewWithTag(3) as? UITextView)
            #expect(notes.text == "Read-only notes" && !notes.isEditable && notes.isSelectable)
            #expect(notes.font?.pointSize == 16 && notes.textAlignment == .right && notes.autocapitalizationType == .sentences)
            let styled = try #require(root.viewWithTag(4) as? UITextView)
            #expect(styled.text == "Bold plain" && styled.isEditable && !styled.isSelectable && styled.keyboardType == .URL)
            let boldFont = styled.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
            let plainFont = styled.attributedText.attribute(.font, at: 6, effectiveRange: nil) as? UIFont
            #expect(boldFont?.fontName.contains("Bold") == true && plainFont?.fontName.contains("Bold") == false)
        }
    }
}
