import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import UIKitMacros
import XCTest

private let macros: [String: Macro.Type] = ["Action": ActionMacro.self]

/// `@Action` stands in for `@IBAction`: each method gets an entry a nib finds by the
/// Objective-C selector Swift gives the method.
final class ActionMacroTests: XCTestCase {
    /// Rule: an action taking the sender is `name:`; the entry casts the sender to the
    /// parameter's type and reports a mismatch instead of crashing.
    func testSenderAction() {
        assertMacroExpansion("""
            final class Owner {
                @Action func doneTapped(_ sender: UIButton) {
                }
            }
            """, expandedSource: """
            final class Owner {
                func doneTapped(_ sender: UIButton) {
                }

                let __nibAction_Owner_doneTapped_ = UIKit.UINibAction(selector: "doneTapped:") { (target: Owner, sender: Any?, event: UIKit.UIEvent?) -> Bool in
                    guard let sender = sender as? UIButton else {
                        return false
                    }
                    target.doneTapped(sender)
                    return true
                }
            }
            """, macros: macros)
    }

    /// Rule: no argument is `name`; a result is discarded.
    func testNoArgumentAction() {
        assertMacroExpansion("""
            class Owner {
                @Action func refresh() -> Bool { true }
            }
            """, expandedSource: """
            class Owner {
                func refresh() -> Bool { true }

                let __nibAction_Owner_refresh = UIKit.UINibAction(selector: "refresh") { (target: Owner, sender: Any?, event: UIKit.UIEvent?) -> Bool in
                    _ = target.refresh()
                    return true
                }
            }
            """, macros: macros)
    }

    /// Rule: Swift names `tapped(_:forEvent:)` `tapped:forEvent:` and `save(sender:)`
    /// `saveWithSender:`; an optional or `Any` sender is passed as it is.
    func testSelectorNaming() {
        assertMacroExpansion("""
            class Owner {
                @Action func tapped(_ sender: Any, forEvent event: UIEvent) {}
                @Action func save(sender: AnyObject?) {}
            }
            """, expandedSource: """
            class Owner {
                func tapped(_ sender: Any, forEvent event: UIEvent) {}

                let __nibAction_Owner_tapped_forEvent_ = UIKit.UINibAction(selector: "tapped:forEvent:") { (target: Owner, sender: Any?, event: UIKit.UIEvent?) -> Bool in
                    guard let sender = sender else {
                        return false
                    }
                    guard let event = event else {
                        return false
                    }
                    target.tapped(sender, forEvent: event)
                    return true
                }
                func save(sender: AnyObject?) {}

                let __nibAction_Owner_saveWithSender_ = UIKit.UINibAction(selector: "saveWithSender:") { (target: Owner, sender: Any?, event: UIKit.UIEvent?) -> Bool in
                    target.save(sender: sender.map {
                            $0 as AnyObject
                        })
                    return true
                }
            }
            """, macros: macros)
    }

    /// Rule: the entry is stored, and an extension cannot store one.
    func testExtensionIsDiagnosed() {
        assertMacroExpansion("""
            extension Owner {
                @Action func tapped(_ sender: Any) {}
            }
            """, expandedSource: """
            extension Owner {
                func tapped(_ sender: Any) {}
            }
            """, diagnostics: [
                DiagnosticSpec(message: "@Action must be on a method in the class body: an extension cannot store the entry a nib finds the action by",
                               line: 2, column: 5),
            ], macros: macros)
    }

    /// Rule: controls call actions synchronously, and a struct is no action target.
    func testUnsupportedShapesAreDiagnosed() {
        assertMacroExpansion("""
            class Owner {
                @Action func load() async {}
            }
            struct Model {
                @Action func tapped() {}
            }
            """, expandedSource: """
            class Owner {
                func load() async {}
            }
            struct Model {
                func tapped() {}
            }
            """, diagnostics: [
                DiagnosticSpec(message: "an @Action method cannot be async or throw: controls call it synchronously", line: 2, column: 18),
                DiagnosticSpec(message: "@Action applies to methods of classes: a nib's action target is an object", line: 5, column: 5),
            ], macros: macros)
    }
}
