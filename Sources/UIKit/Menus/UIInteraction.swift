import Foundation

/// A behaviour added to a view (`addInteraction(_:)`), such as a context menu.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is added to.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in order.
    public var interactions: [any UIInteraction] {
        get { _interactions }
        set {
            for old in _interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !_interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Adds `interaction` (moving it from the view it was on).
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !_interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        _interactions.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard _interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _interactions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
