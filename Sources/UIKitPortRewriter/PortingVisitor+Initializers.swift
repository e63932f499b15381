import SwiftSyntax

extension PortingVisitor {
    /// A subclass's override of an initializer UIKit here makes `required` says `required`
    /// (which implies `override`);
    /// a subclass with initializers of its own and none of those gets one that stops as
    /// iOS would if the table or collection view made it by that initializer.
    func markRequiredInitializers(of node: ClassDeclSyntax) {
        guard let required = module.requiredInitializer(of: node.name.text) else { return }
        var provided = false
        var designated = false
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
            let modifiers = initializer.modifiers.map(\.name.tokenKind)
            if !modifiers.contains(.keyword(.convenience)) { designated = true }
            guard Self.signature(of: initializer) == required else { continue }
            provided = true
            guard !modifiers.contains(.keyword(.required)) else { continue }
            if let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
                edit(SourceEdit(replacing: override, with: "required"))
            } else {
                edit(SourceEdit(inserting: "required ", at: initializer.initKeyword.positionAfterSkippingLeadingTrivia))
            }
        }
        guard designated, !provided, let declaration = ModuleFacts.requiredDeclarations[required] else { return }
        let stub = " required \(declaration) { fatalError(\"use of unimplemented initializer '\(required)' for class '\(node.name.text)'\") } "
        edit(SourceEdit(inserting: stub, at: node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia))
    }

    /// An app or scene delegate is made `final` (when nothing here subclasses it): UIKit makes
    /// it from its class, so its protocol requires `init()`, which a non-final class could only
    /// satisfy with a `required` initializer.
    func markFinalDelegate(_ node: ClassDeclSyntax) {
        let delegates: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate"]
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains(where: delegates.contains), !module.hasSubclass(node.name.text),
              !node.modifiers.contains(where: { [.keyword(.final), .keyword(.open)].contains($0.name.tokenKind) }) else { return }
        edit(SourceEdit(inserting: "final ", at: node.classKeyword.positionAfterSkippingLeadingTrivia))
    }

    /// `init(style:reuseIdentifier:)` for `init(style: …, reuseIdentifier: …)`.
    static func signature(of initializer: InitializerDeclSyntax) -> String {
        "init(" + initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    /// An `@objc optional` requirement becomes a plain one with a default in an extension of
    /// the protocol: nothing for a method without a result, nil for an optional result.
    func addDefault(for member: DeclSyntax, in protocolDecl: ProtocolDeclSyntax) {
        let access = protocolDecl.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let body: String
        if let function = member.as(FunctionDeclSyntax.self) {
            guard let value = Self.defaultValue(for: function.signature.returnClause?.type) else {
                return note(member, "optional requirement \(function.name.text) returns \(function.signature.returnClause?.type.trimmedDescription ?? ""): give it a default in an extension of \(protocolDecl.name.text)")
            }
            let signature = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil).trimmedDescription
            body = "    \(access)\(signature) {\(value.map { " \($0) " } ?? "")}"
        } else if let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let type = binding.typeAnnotation?.type, Self.isOptional(type) {
            body = "    \(access)var \(binding.pattern.trimmedDescription): \(type.trimmedDescription) { nil }"
        } else {
            return note(member, "optional requirement needs a default in an extension of \(protocolDecl.name.text)")
        }
        defaults.append("extension \(protocolDecl.name.text) {\n\(body)\n}")
    }

    /// nil (no value: an empty body) for no result, "nil" for an optional one, none otherwise.
    private static func defaultValue(for type: TypeSyntax?) -> String?? {
        guard let type else { return .some(nil) }
        if ["Void", "()"].contains(type.trimmedDescription) { return .some(nil) }
        return isOptional(type) ? "nil" : nil
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}
