import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import UIKitMacros
import XCTest

private let macros: [String: Macro.Type] = ["SegueAction": SegueActionMacro.self]

/// `@SegueAction` stands in for `@IBSegueAction`: each method gets an entry a storyboard
/// segue finds by the Objective-C selector Swift gives the method.
final class SegueActionMacroTests: XCTestCase {
    /// Rule: the coder, sender and identifier form is `name:sender:segueIdentifier:`; the
    /// entry passes them in order with the method's labels.
    func testFullForm() {
        assertMacroExpansion("""
            final class Source {
                @SegueAction func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> Detail? {
                    Detail(coder: coder)
                }
            }
            """, expandedSource: """
            final class Source {
                func makeDetail(_ coder: NSCoder, sender: Any?, segueIdentifier: String?) -> Detail? {
                    Detail(coder: coder)
                }

                let __nibSegueAction_Source_makeDetail_sender_segueIdentifier_ = UIKit.UINibSegueAction(selector: "makeDetail:sender:segueIdentifier:") { (target: Source, coder: Foundation.NSCoder, sender: Any?, identifier: String?) -> UIKit.UIViewController? in
                    target.makeDetail(coder, sender: sender, segueIdentifier: identifier)
                }
            }
            """, macros: macros)
    }

    /// Rule: a labelled coder alone is `nameWithCoder:`.
    func testCoderOnly() {
        assertMacroExpansion("""
            class Source {
                @SegueAction func make(coder: NSCoder) -> UIViewController? { nil }
            }
            """, expandedSource: """
            class Source {
                func make(coder: NSCoder) -> UIViewController? { nil }

                let __nibSegueAction_Source_makeWithCoder_ = UIKit.UINibSegueAction(selector: "makeWithCoder:") { (target: Source, coder: Foundation.NSCoder, sender: Any?, identifier: String?) -> UIKit.UIViewController? in
                    target.make(coder: coder)
                }
            }
            """, macros: macros)
    }

    /// Rule: without a result there is no destination to make, and an extension cannot store
    /// the entry: both are errors that say so.
    func testErrors() {
        assertMacroExpansion("""
            class Source {
                @SegueAction func make(_ coder: NSCoder) {}
            }
            """, expandedSource: """
            class Source {
                func make(_ coder: NSCoder) {}
            }
            """, diagnostics: [
                DiagnosticSpec(message: "a @SegueAction method returns the destination view controller (or nil for the storyboard's own)",
                               line: 2, column: 23),
            ], macros: macros)
        assertMacroExpansion("""
            extension Source {
                @SegueAction func make(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """, expandedSource: """
            extension Source {
                func make(_ coder: NSCoder) -> UIViewController? { nil }
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@SegueAction must be on a method in the class body: an extension cannot store the entry a nib finds the action by",
                               line: 2, column: 5),
            ], macros: macros)
    }
}
