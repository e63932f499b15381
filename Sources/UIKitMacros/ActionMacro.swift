import Foundation
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Action`: adds, beside the method, a stored `UINibAction` that a nib finds by the
/// method's Objective-C selector and that calls the method on the target.
public struct ActionMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            throw ActionDiagnostic.error(node, "@Action applies to methods")
        }
        let owner = try enclosingClass(of: node, in: context, macro: "@Action")
        try checkPlainInstanceMethod(function, "an @Action method", calledBy: "controls call it synchronously")
        let parameters = Array(function.signature.parameterClause.parameters)
        guard parameters.count <= 2 else {
            throw ActionDiagnostic.error(function.name, "an @Action method takes no argument, the sender, or the sender and the event")
        }
        let name = function.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let selector = Self.selector(name: name, parameters: parameters)

        var statements: [String] = []
        var arguments: [String] = []
        if let sender = parameters.first {
            let (check, argument) = conversion(of: "sender", to: sender.type, nonOptional: "sender")
            if let check { statements.append(check) }
            arguments.append(label(of: sender) + argument)
        }
        if parameters.count == 2 {
            let (check, argument) = eventConversion(to: parameters[1].type)
            if let check { statements.append(check) }
            arguments.append(label(of: parameters[1]) + argument)
        }
        let call = "target.\(function.name.text)(\(arguments.joined(separator: ", ")))"
        statements.append(function.signature.returnClause == nil ? call : "_ = \(call)")
        statements.append("return true")
        let storage = "__nibAction_\(owner)_" + selector.replacingOccurrences(of: ":", with: "_")
        let body = statements.map { "    " + $0 }.joined(separator: "\n")
        return ["""
            let \(raw: storage) = UIKit.UINibAction(selector: \(literal: selector)) { (target: \(raw: owner), sender: Any?, event: UIKit.UIEvent?) -> Bool in
            \(raw: body)
            }
            """]
    }

    /// The Objective-C selector Swift gives the method: `name`, `name:`,
    /// `nameWithLabel:` for a labelled first parameter, then one `label:` per parameter.
    static func selector(name: String, parameters: [FunctionParameterSyntax]) -> String {
        guard let first = parameters.first else { return name }
        var selector = name
        let firstLabel = first.firstName.text
        if firstLabel != "_" { selector += "With" + firstLabel.prefix(1).uppercased() + firstLabel.dropFirst() }
        selector += ":"
        for parameter in parameters.dropFirst() {
            let label = parameter.firstName.text
            selector += (label == "_" ? "" : label) + ":"
        }
        return selector
    }

    private static func label(of parameter: FunctionParameterSyntax) -> String {
        parameter.firstName.text == "_" ? "" : "\(parameter.firstName.text): "
    }

    /// How an argument of type `Any?` becomes the parameter's type: a `guard` when it must
    /// be present and of that type, or a cast when the parameter is optional.
    private static func conversion(of argument: String, to type: TypeSyntax, nonOptional: String) -> (String?, String) {
        let text = type.trimmedDescription
        if ["Any?", "Optional<Any>", "Any!"].contains(text) { return (nil, argument) }
        if ["AnyObject?", "Optional<AnyObject>", "AnyObject!"].contains(text) {
            return (nil, "\(argument).map { $0 as AnyObject }")
        }
        if text == "AnyObject" {
            return ("guard let \(nonOptional) = \(argument).map({ $0 as AnyObject }) else { return false }", nonOptional)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return (nil, "\(argument) as? \(optional.wrappedType.trimmedDescription)")
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return (nil, "\(argument) as? \(optional.wrappedType.trimmedDescription)")
        }
        if text == "Any" {
            return ("guard let \(nonOptional) = \(argument) else { return false }", nonOptional)
        }
        return ("guard let \(nonOptional) = \(argument) as? \(text) else { return false }", nonOptional)
    }

    /// The event is a `UIEvent?` already: it needs unwrapping at most.
    private static func eventConversion(to type: TypeSyntax) -> (String?, String) {
        switch type.trimmedDescription {
        case "UIEvent", "UIKit.UIEvent": ("guard let event = event else { return false }", "event")
        case "UIEvent?", "UIEvent!", "UIKit.UIEvent?", "UIKit.UIEvent!": (nil, "event")
        default: conversion(of: "event", to: type, nonOptional: "event")
        }
    }

    /// Rejects what a nib cannot call: async or throwing, static, or generic methods.
    static func checkPlainInstanceMethod(_ function: FunctionDeclSyntax, _ what: String, calledBy reason: String) throws {
        let effects = function.signature.effectSpecifiers
        if effects?.asyncSpecifier != nil || effects?.throwsClause != nil {
            throw ActionDiagnostic.error(function.name, "\(what) cannot be async or throw: \(reason)")
        }
        if function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
            throw ActionDiagnostic.error(function.name, "\(what) must be an instance method")
        }
        if function.genericParameterClause != nil {
            throw ActionDiagnostic.error(function.name, "\(what) cannot be generic")
        }
    }

    /// The name of the class whose body holds the method.
    static func enclosingClass(of node: AttributeSyntax, in context: some MacroExpansionContext, macro: String) throws -> String {
        for declaration in context.lexicalContext {
            if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
            if declaration.is(ExtensionDeclSyntax.self) {
                throw ActionDiagnostic.error(node, "\(macro) must be on a method in the class body: an extension cannot store the entry a nib finds the action by")
            }
            if declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
                || declaration.is(ProtocolDeclSyntax.self) {
                throw ActionDiagnostic.error(node, "\(macro) applies to methods of classes: a nib's action target is an object")
            }
            if declaration.is(FunctionDeclSyntax.self) || declaration.is(ClosureExprSyntax.self) {
                break
            }
        }
        throw ActionDiagnostic.error(node, "\(macro) applies to methods of classes")
    }
}

/// An error at the place in the source that caused it.
struct ActionDiagnostic: DiagnosticMessage {
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "UIKitMacros", id: "Action") }
    var severity: DiagnosticSeverity { .error }

    static func error(_ node: some SyntaxProtocol, _ message: String) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: Syntax(node), message: ActionDiagnostic(message: message))])
    }
}
