import Foundation
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@SegueAction`: adds, beside the method, a stored `UINibSegueAction` that a storyboard's
/// segue finds by the method's Objective-C selector (its `destinationCreationSelector`) and
/// that makes the segue's destination with the method.
public struct SegueActionMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            throw ActionDiagnostic.error(node, "@SegueAction applies to methods")
        }
        let owner = try ActionMacro.enclosingClass(of: node, in: context, macro: "@SegueAction")
        try ActionMacro.checkPlainInstanceMethod(function, "a @SegueAction method", calledBy: "the segue makes its destination synchronously")
        let parameters = Array(function.signature.parameterClause.parameters)
        guard (1...3).contains(parameters.count) else {
            throw ActionDiagnostic.error(function.name, "a @SegueAction method takes the coder, then optionally the sender and the segue's identifier")
        }
        guard function.signature.returnClause != nil else {
            throw ActionDiagnostic.error(function.name, "a @SegueAction method returns the destination view controller (or nil for the storyboard's own)")
        }
        let name = function.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let selector = ActionMacro.selector(name: name, parameters: parameters)
        let values = ["coder", "sender", "identifier"]
        let arguments = zip(parameters, values).map { parameter, value in
            (parameter.firstName.text == "_" ? "" : "\(parameter.firstName.text): ") + value
        }
        let storage = "__nibSegueAction_\(owner)_" + selector.replacingOccurrences(of: ":", with: "_")
        return ["""
            let \(raw: storage) = UIKit.UINibSegueAction(selector: \(literal: selector)) { (target: \(raw: owner), coder: Foundation.NSCoder, sender: Any?, identifier: String?) -> UIKit.UIViewController? in
                target.\(raw: function.name.text)(\(raw: arguments.joined(separator: ", ")))
            }
            """]
    }
}
