import Foundation

/// A menu element that sends an action up the responder chain from where the menu is shown,
/// as iOS sends a command's selector: to the first responder that can perform it.
///
/// iOS names the action by selector. Here it is either a standard edit action
/// (`UICommand(title: "Copy", action: .copy)`, performed by the responder that answers
/// `canPerformAction(.copy, withSender:)`), or an unapplied method of a responder class
/// (`UICommand(title: "Bold", action: EditorViewController.toggleBold)`), performed by the
/// first responder of that class up the chain.
@preconcurrency @MainActor
open class UICommand: UIMenuElement, MenuLeaf {
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The edit action the command sends; nil for a command made with a method.
    public let action: UIEditAction?
    open var propertyList: Any?
    /// Finds the responder for the command along the chain from a responder and performs it;
    /// false when none takes it.
    private let send: @MainActor (UICommand, UIResponder) -> Bool

    private init(title: String, subtitle: String?, image: UIImage?, action: UIEditAction?, propertyList: Any?,
                 discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State,
                 send: @escaping @MainActor (UICommand, UIResponder) -> Bool) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.send = send
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public convenience init(title: String, subtitle: String? = nil, image: UIImage? = nil, action: UIEditAction, propertyList: Any? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, subtitle: subtitle, image: image, action: action, propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state) { command, start in
            guard let target = start.target(forAction: action, withSender: command) as? UIResponder else { return false }
            switch action {
            case .cut: target.cut(command)
            case .copy: target.copy(command)
            case .paste: target.paste(command)
            case .delete: target.delete(command)
            case .select: target.select(command)
            case .selectAll: target.selectAll(command)
            default: return false
            }
            return true
        }
    }

    public convenience init<Target: UIResponder>(title: String, subtitle: String? = nil, image: UIImage? = nil,
                                                 action: @escaping (Target) -> @MainActor (UICommand) -> Void, propertyList: Any? = nil,
                                                 discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                                                 state: UIMenuElement.State = .off) {
        self.init(title: title, subtitle: subtitle, image: image, action: nil, propertyList: propertyList,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state) { command, start in
            var responder: UIResponder? = start
            while let current = responder {
                if let target = current as? Target {
                    action(target)(command)
                    return true
                }
                responder = current.next
            }
            return false
        }
    }

    /// Sends the command from the window's first responder if there is one, else from `source`.
    func perform(from source: UIView?) {
        let start: UIResponder? = source?.window?.firstResponder ?? source
        guard let start else { return }
        _ = send(self, start)
    }
}
