import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The macros UIKit declares for code ported from iOS.
@main
struct UIKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [ActionMacro.self, SegueActionMacro.self]
}
