import SwiftSyntax

/// Finds, in one file, what needs the Objective-C runtime and records the edit that spells it
/// the Swift-native way, or a note where there is none.
final class PortingVisitor: SyntaxVisitor {
    let path: String
    let source: String
    let converter: SourceLocationConverter
    let module: ModuleFacts
    var edits: [SourceEdit] = []
    /// Members of extensions that go into their class's body (`moveMembers(of:)`).
    var moves: [MovedMember] = []
    /// Where each class declared here ends: the closing brace's offset and line.
    var classBodyEnds: [String: (offset: Int, line: Int)] = [:]
    private(set) var notes: [PortingNote] = []
    /// Default implementations of `@objc optional` requirements, appended after the file.
    var defaults: [String] = []
    var needsActionsImport = false
    private var imports: [ImportDeclSyntax] = []

    init(path: String, source: String, tree: SourceFileSyntax, module: ModuleFacts) {
        self.path = path
        self.source = source
        self.module = module
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func edit(_ edit: SourceEdit) { edits.append(edit) }

    func note(_ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        notes.append(PortingNote(file: path, line: location.line, column: location.column, message: message))
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        let declaration = node.parent?.parent
        switch name {
        case "IBOutlet":
            if let weak = declaration?.asProtocol(WithModifiersSyntax.self)?.modifiers.first(where: { $0.name.tokenKind == .keyword(.weak) }) {
                edit(SourceEdit(replacing: node, with: "@WeakOutlet"))
                edit(SourceEdit(deleting: weak))
            } else {
                edit(SourceEdit(replacing: node, with: "@Outlet"))
            }
        case "IBAction", "IBSegueAction":
            edit(SourceEdit(replacing: node, with: name == "IBAction" ? "@Action" : "@SegueAction"))
            needsActionsImport = true
            if let ext = node.ancestor(ExtensionDeclSyntax.self), ext.genericWhereClause != nil || !module.isClass(ext.extendedType.trimmedDescription) {
                note(node, "@\(name) in an extension of a class declared elsewhere: a nib finds an action only on a method in the class body; move it there")
            }
        case "IBInspectable":
            edit(SourceEdit(replacing: node, with: "@Inspectable"))
        case "IBDesignable", "objc", "objcMembers", "nonobjc", "GKInspectable":
            edit(SourceEdit(deleting: node))
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.dynamic):
            edit(SourceEdit(deleting: node))
        case .keyword(.optional):
            edit(SourceEdit(deleting: node))
            if let protocolDecl = node.ancestor(ProtocolDeclSyntax.self), let member = node.parent?.parent?.as(DeclSyntax.self) {
                addDefault(for: member, in: protocolDecl)
            }
        default:
            break
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        markRequiredInitializers(of: node)
        markFinalDelegate(node)
        noteClassBody(node)
        return .visitChildren
    }

    /// After its members' own edits are recorded, an extension gives up what must move.
    override func visitPost(_ node: ExtensionDeclSyntax) {
        moveMembers(of: node)
    }

    // MARK: Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let argument = node.arguments.first, node.arguments.count == 1 else { return .skipChildren }
        if let label = argument.label?.text {
            note(node, "#selector(\(label): …) names a property accessor, which has no Swift-native form here: observe the property another way")
            return .skipChildren
        }
        if let reference = methodReference(argument.expression, at: node) {
            edit(SourceEdit(replacing: node, with: reference))
        }
        return .skipChildren
    }

    /// `Type.method(_:)` for the method a selector names: unqualified and `self.` names are
    /// the enclosing type's.
    private func methodReference(_ expression: ExprSyntax, at node: MacroExpansionExprSyntax) -> String? {
        let unqualified: String
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            unqualified = name.trimmedDescription
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard base.trimmedDescription == "self" else { return expression.trimmedDescription }
            unqualified = member.declName.trimmedDescription
        } else {
            note(node, "#selector(\(expression.trimmedDescription)) is not a method name: pass a method reference (`Type.method(_:)`) or a closure")
            return nil
        }
        guard let owner = enclosingTypeName(of: node) else {
            note(node, "#selector(\(unqualified)) outside a type: name the type (`Type.\(unqualified)`)")
            return nil
        }
        return owner + "." + unqualified
    }

    private func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let decl = syntax.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = syntax.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            current = syntax.parent
        }
        return nil
    }

    // MARK: Calls through optional requirements

    /// `delegate?.tableView?(…)` calls a requirement that has a default here: the `?` goes.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        let (inner, mark): (ExprSyntax?, TokenSyntax?) =
            if let chain = called.as(OptionalChainingExprSyntax.self) { (chain.expression, chain.questionMark) }
            else if let unwrap = called.as(ForceUnwrapExprSyntax.self) { (unwrap.expression, unwrap.exclamationMark) }
            else { (nil, nil) }
        if let member = inner?.as(MemberAccessExprSyntax.self), let mark,
           module.optionalRequirements.contains(member.declName.baseName.text) {
            edit(SourceEdit(replacing: mark, with: ""))
        }
        return .visitChildren
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        imports.append(node)
        return .skipChildren
    }

    /// `@Action` and `@SegueAction` come from `UIKitActions`: it joins the last import's line.
    func importEdits() -> [SourceEdit] {
        guard needsActionsImport, !imports.contains(where: { $0.path.trimmedDescription == "UIKitActions" }) else { return [] }
        guard let last = imports.last else {
            return [SourceEdit(inserting: "import UIKitActions; ", at: AbsolutePosition(utf8Offset: 0))]
        }
        return [SourceEdit(inserting: "; import UIKitActions", at: last.endPositionBeforeTrailingTrivia)]
    }
}

extension SyntaxProtocol {
    /// The nearest enclosing node of `type`.
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let syntax = current {
            if let found = syntax.as(type) { return found }
            current = syntax.parent
        }
        return nil
    }
}
