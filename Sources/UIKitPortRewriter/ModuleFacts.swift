import SwiftSyntax

/// What one file's rewrite needs to know of the others: each class's superclass, and the
/// names of `@objc optional` protocol requirements (whose call sites drop their `?`).
struct ModuleFacts {
    private(set) var superclass: [String: String] = [:]
    private(set) var classes: Set<String> = []
    private(set) var optionalRequirements: Set<String> = []

    /// The initializers UIKit here makes `required` (so that a registered class can be made
    /// from its type) where Apple's are not, by the class that declares them.
    static let requiredInitializers: [String: String] = [
        "UICollectionReusableView": "init(frame:)",
        "UICollectionViewCell": "init(frame:)",
        "UICollectionViewListCell": "init(frame:)",
        "UINavigationBar": "init(frame:)",
        "UIToolbar": "init(frame:)",
        "UITableViewCell": "init(style:reuseIdentifier:)",
        "UITableViewHeaderFooterView": "init(reuseIdentifier:)",
        "UIStoryboardSegue": "init(identifier:source:destination:)",
        "UICollectionViewLayout": "init()",
        "UICollectionViewFlowLayout": "init()",
    ]

    /// The declaration a stub of each required initializer has, for a subclass that does not
    /// provide it (iOS would stop there too, with Swift's "use of unimplemented initializer").
    static let requiredDeclarations: [String: String] = [
        "init(frame:)": "init(frame: CGRect)",
        "init(style:reuseIdentifier:)": "init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
        "init(reuseIdentifier:)": "init(reuseIdentifier: String?)",
        "init(identifier:source:destination:)": "init(identifier: String?, source: UIViewController, destination: UIViewController)",
        "init()": "init()",
    ]

    init(_ trees: [SourceFileSyntax]) {
        for tree in trees {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            superclass.merge(collector.superclass) { first, _ in first }
            classes.formUnion(collector.classes)
            optionalRequirements.formUnion(collector.optionalRequirements)
        }
    }

    func isClass(_ name: String) -> Bool { classes.contains(name) }

    /// Whether a class of the module inherits from `name`.
    func hasSubclass(_ name: String) -> Bool { superclass.values.contains(name) }

    /// The initializer `className` must mark `required`, found up its superclasses.
    func requiredInitializer(of className: String) -> String? {
        var name = className
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if let signature = Self.requiredInitializers[name] { return signature }
            guard let parent = superclass[name] else { return nil }
            name = parent
        }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        var superclass: [String: String] = [:]
        var optionalRequirements: Set<String> = []
        var classes: Set<String> = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            classes.insert(node.name.text)
            if let first = node.inheritanceClause?.inheritedTypes.first {
                superclass[node.name.text] = Self.typeName(first.type)
            }
            return .visitChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.tokenKind == .keyword(.optional) else { return .skipChildren }
            if let function = node.parent?.parent?.as(FunctionDeclSyntax.self) {
                optionalRequirements.insert(function.name.text)
            } else if let variable = node.parent?.parent?.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self) { optionalRequirements.insert(name.identifier.text) }
                }
            }
            return .skipChildren
        }

        /// `UIKit.UITableViewCell` and `Base<T>` name `UITableViewCell` and `Base`.
        static func typeName(_ type: TypeSyntax) -> String {
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
            if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
            return type.trimmedDescription
        }
    }
}
