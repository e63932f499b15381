import Foundation

extension NibSegues {
    /// What makes a cell's segue run (`trigger` on the `<segue>`): a tap on the row, or on
    /// its detail (accessory) button.
    enum CellTrigger: Equatable {
        case selection, accessoryAction
    }

    /// A segue that starts at a table or collection view cell, static or prototype.
    struct CellSegue {
        let trigger: CellTrigger
        let template: Template
    }

    /// A cell's segue, kept on the cell for its table or collection view to run when the
    /// row is selected or its accessory tapped.
    static func cellSegue(_ connection: IBElement, template: Template, in session: NibLoadingSession) -> CellSegue? {
        switch connection["trigger"] ?? "selection" {
        case "selection": return CellSegue(trigger: .selection, template: template)
        case "accessoryAction": return CellSegue(trigger: .accessoryAction, template: template)
        case let other:
            session.fail(session.error(at: connection, .invalidValue, "trigger=\"\(other)\" is not a trigger UIKit knows for a cell's segue"))
            return nil
        }
    }

    /// Runs `cell`'s segues for `trigger` from the controller that owns it, with the cell
    /// as the sender, as UIKit does (`shouldPerformSegue` decides first).
    static func perform(_ segues: [CellSegue], trigger: CellTrigger, cell: UIView) {
        for segue in segues where segue.trigger == trigger {
            guard let controller = owningController(cell) else {
                fail(segue.template, .unsupportedFeature, "its cell has no view controller")
                return
            }
            controller.performTriggeredSegue(segue.template, sender: cell, anchor: cell)
        }
    }
}

extension UITableViewCell {
    /// Runs the cell's storyboard segues for `trigger`.
    func performStoryboardSegues(_ trigger: NibSegues.CellTrigger) {
        NibSegues.perform(storyboardSegues, trigger: trigger, cell: self)
    }
}

extension UICollectionViewCell {
    /// Runs the cell's storyboard segues for `trigger`.
    func performStoryboardSegues(_ trigger: NibSegues.CellTrigger) {
        NibSegues.perform(storyboardSegues, trigger: trigger, cell: self)
    }
}
