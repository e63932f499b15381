import Foundation
package struct IBValueContext {
    package let file: String
    package let resources: IBResources
    package let bundle: Bundle?
    package init(file: String, resources: IBResources, bundle: Bundle?) { self.file = file; self.resources = resources; self.bundle = bundle }
}
package struct IBResources {
    package init(document root: IBElement) {}
    package static let empty = IBResources(document: IBElement(name: "", attributes: [:], line: 0))
}
@MainActor package enum IBValue {
    package static func color(_ element: IBElement, in context: IBValueContext) throws -> UIColor? { .red }
    package static func font(_ element: IBElement, in context: IBValueContext) throws -> UIFont { .systemFont(ofSize: 17) }
    package static func rect(_ e: IBElement, file: String) throws -> CGRect { CGRect(x: Double(e["x"] ?? "0")!, y: Double(e["y"] ?? "0")!, width: Double(e["width"] ?? "0")!, height: Double(e["height"] ?? "0")!) }
    package static func size(_ e: IBElement, file: String) throws -> CGSize { .zero }
    package static func point(_ e: IBElement, file: String) throws -> CGPoint { .zero }
    package static func insets(_ e: IBElement, file: String) throws -> UIEdgeInsets { .zero }
    package static func directionalInsets(_ e: IBElement, file: String) throws -> NSDirectionalEdgeInsets { .zero }
    package static func autoresizingMask(_ e: IBElement) -> UIView.AutoresizingMask { [] }
    package static func number(_ name: String, of e: IBElement, file: String, default: Double?) throws -> Double { Double(e[name] ?? "") ?? `default` ?? 0 }
    package static func bool(_ name: String, of e: IBElement, default: Bool) -> Bool { e[name].map { $0 == "YES" } ?? `default` }
    package static func image(named name: String, in context: IBValueContext) -> UIImage? { nil }
    package static func contentMode(_ s: String) -> UIView.ContentMode? { .scaleToFill }
    package static func textAlignment(_ s: String) -> NSTextAlignment? { .natural }
    package static func lineBreakMode(_ s: String) -> NSLineBreakMode? { .byTruncatingTail }
    package static func contentHorizontalAlignment(_ s: String) -> UIControl.ContentHorizontalAlignment? { .center }
    package static func contentVerticalAlignment(_ s: String) -> UIControl.ContentVerticalAlignment? { .center }
    package static func buttonType(_ s: String) -> UIButton.ButtonType? { .system }
    package static func controlState(_ key: String) -> UIControl.State? { .normal }
    package static func semanticContentAttribute(_ s: String) -> UISemanticContentAttribute? { .unspecified }
    package static func layoutAttribute(_ s: String) -> NSLayoutConstraint.Attribute? { .width }
    package static func layoutRelation(_ s: String) -> NSLayoutConstraint.Relation? { .equal }
    package static func multiplier(_ s: String) -> CGFloat? { 1 }
}
package enum NibKeyValueCoding {
    package enum SetResult { case set, noSuchKey, typeMismatch(expected: String) }
    package static func setWrappedValue(_ value: Any?, forKey key: String, on object: AnyObject) -> SetResult { .noSuchKey }
    package static func action(forSelector selector: String, on target: AnyObject) -> UINibAction? { nil }
}
public struct UINibAction {
    package func send(to target: AnyObject, sender: Any?, event: UIEvent?) -> Bool { true }
}
