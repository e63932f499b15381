import Foundation

/// The standard editing commands (Copy, Cut, Paste, Select All…). Linux Swift has no
/// selectors, so a command is named by this value where iOS code passes `#selector(copy(_:))`
/// to `canPerformAction(_:withSender:)`.
public struct UIEditAction: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let cut = UIEditAction(rawValue: "cut:")
    public static let copy = UIEditAction(rawValue: "copy:")
    public static let paste = UIEditAction(rawValue: "paste:")
    public static let delete = UIEditAction(rawValue: "delete:")
    public static let select = UIEditAction(rawValue: "select:")
    public static let selectAll = UIEditAction(rawValue: "selectAll:")

    public var description: String { rawValue }
}

/// The methods behind the standard editing commands; responders that edit override them.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func delete(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {
    /// The responder that carries out `action`: this one if it can, else the first up the
    /// chain that can; nil when none can.
    public func target(forAction action: UIEditAction, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }
}
