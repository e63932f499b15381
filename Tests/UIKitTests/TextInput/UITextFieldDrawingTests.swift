import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import RuntimeSupport

extension TextInput {
    /// How fields look and measure: the four border styles (none; a line; a bezel; a white
    /// rounded rectangle with a 5-point corner and a light hairline), the placeholder in the
    /// placeholder grey, the clear button, a left view, the caret and the selection in the tint.
    @Suite("UITextField drawing and geometry", .serialized) @MainActor
    struct UITextFieldDrawingTests {
        @Test("Geometry: the text sits inside the border's padding and between the overlays that show")
        func geometry() {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
            let bounds = field.bounds
            #expect(field.textRect(forBounds: bounds) == bounds)                     // .none: no padding
            field.borderStyle = .roundedRect
            #expect(field.textRect(forBounds: bounds) == bounds.insetBy(dx: 7, dy: 0))
            #expect(field.borderRect(forBounds: bounds) == bounds)
            #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
            field.leftView = icon
            field.leftViewMode = .always
            #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 24, height: 20))
            #expect(field.textRect(forBounds: bounds).minX == 24)
            field.clearButtonMode = .whileEditing
            field.text = "x"
            let clear = field.clearButtonRect(forBounds: bounds)
            #expect(clear.size == CGSize(width: 19, height: 19) && clear.maxX == 194 && clear.midY == 17)
            #expect(field.textRect(forBounds: bounds).maxX == 193)                   // not editing: no clear button
            #expect(field.editingRect(forBounds: bounds).maxX == clear.minX - 4)
            #expect(field.textRect(forBounds: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)) == .zero)
        }

        @Test("intrinsicContentSize: the text's or placeholder's width plus padding; the line height plus the border's padding")
        func intrinsicSize() {
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.font = UIFont.systemFont(ofSize: 14)
            let lineHeight = UIFont.systemFont(ofSize: 14).lineHeight
            let scale = UIScreen.main.scale
            func pixelCeil(_ value: CGFloat) -> CGFloat { (value * scale).rounded(.up) / scale }
            #expect(field.intrinsicContentSize.height == pixelCeil(lineHeight + 13))
            #expect(field.intrinsicContentSize.width == 14)
            field.placeholder = "Placeholder"
            let placeholderWidth = ("Placeholder" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)]).width
            #expect(abs(field.intrinsicContentSize.width - (placeholderWidth + 14)) < 1)
            field.borderStyle = .none
            #expect(field.intrinsicContentSize.height == pixelCeil(lineHeight))
        }

        @Test("Under Auto Layout a field without a height constraint takes its intrinsic height, and layout settles while editing")
        func autoLayoutHeight() {
            let host = UITestHost(size: CGSize(width: 320, height: 120), scale: 1)
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.translatesAutoresizingMaskIntoConstraints = false
            host.window.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: host.window.leadingAnchor, constant: 10),
                field.trailingAnchor.constraint(equalTo: host.window.trailingAnchor, constant: -10),
                field.topAnchor.constraint(equalTo: host.window.topAnchor, constant: 10),
            ])
            field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            field.leftViewMode = .always
            field.clearButtonMode = .always
            field.text = "text"
            field.becomeFirstResponder()
            let issues = RuntimeIssue.capture {
                host.runLoopTurn()
                host.typeText("more")
                host.runLoopTurn()
            }
            #expect(issues.isEmpty, "\(issues)")                  // layout settles: no feedback loop
            #expect(field.frame.width == 300 && field.frame.height == field.intrinsicContentSize.height)
        }

        @Test("Fields in the four border styles with placeholder, text, clear button, left view, caret and selection match the references", arguments: [UIUserInterfaceStyle.light, .dark])
        func reference(_ style: UIUserInterfaceStyle) {
            let host = UITestHost(size: CGSize(width: 300, height: 290), scale: 2, userInterfaceStyle: style)
            host.window.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : UIColor(white: 0.94, alpha: 1) }
            let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
            var fields: [UITextField] = []
            for (i, style) in styles.enumerated() {
                let field = UITextField(frame: CGRect(x: 10, y: 10 + CGFloat(i) * 44, width: 280, height: 34))
                field.borderStyle = style
                field.placeholder = "Placeholder \(i)"
                host.window.addSubview(field)
                fields.append(field)
            }
            fields[1].text = "Line style text"
            fields[2].text = "Bezel, centred"
            fields[2].textAlignment = .center
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            icon.backgroundColor = .systemOrange
            fields[3].leftView = icon
            fields[3].leftViewMode = .always
            fields[3].clearButtonMode = .always
            fields[3].text = "Rounded with clear button"

            let editing = UITextField(frame: CGRect(x: 10, y: 186, width: 280, height: 34))
            editing.borderStyle = .roundedRect
            host.window.addSubview(editing)
            editing.becomeFirstResponder()
            host.typeText("Caret after this")
            host.runLoopTurn()
            let caretImage = host.render(editing)
            let caretDiff = ReferenceImage.compare(caretImage, named: style == .dark ? "text-field-caret-dark@2x" : "text-field-caret@2x", filePath: Self.referenceAnchor)
            #expect(caretDiff == nil, "\(caretDiff?.message ?? "")")

            let selecting = UITextField(frame: CGRect(x: 10, y: 230, width: 280, height: 34))
            selecting.borderStyle = .roundedRect
            selecting.text = "Selected word here"
            host.window.addSubview(selecting)
            selecting.becomeFirstResponder()
            selecting.selectedTextRange = selecting.textRange(from: selecting.position(from: selecting.beginningOfDocument, offset: 9)!,
                                                              to: selecting.position(from: selecting.beginningOfDocument, offset: 13)!)
            host.runLoopTurn()
            let diff = ReferenceImage.compare(host.renderScreen(), named: style == .dark ? "text-fields-dark@2x" : "text-fields@2x", filePath: Self.referenceAnchor)
            #expect(diff == nil, "\(diff?.message ?? "")")
        }

        /// References live in the test target's shared `__References__` folder.
        static let referenceAnchor = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("UITextFieldDrawingTests.swift").path
    }
}
