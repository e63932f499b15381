import CoreGraphics
import Foundation

extension UITableView {
    /// Heights, separators, selection switches, prototype cells and static sections as
    /// Interface Builder writes them on `<tableView>`. Each prototype's identifier is registered with the
    /// prototype's description, so dequeuing makes a fresh copy, as UIKit does for
    /// storyboard prototypes.
    func decodeTableAttributes(_ nib: UINibDecoder) {
        clipsToBounds = nib.bool("clipsSubviews", default: true)
        alwaysBounceVertical = nib.bool("alwaysBounceVertical", default: true)
        if let height = nib.number("rowHeight") { rowHeight = Self.nibDimension(height) }
        if let height = nib.number("estimatedRowHeight") { estimatedRowHeight = Self.nibDimension(height) }
        if let height = nib.number("sectionHeaderHeight") { sectionHeaderHeight = Self.nibDimension(height) }
        if let height = nib.number("sectionFooterHeight") { sectionFooterHeight = Self.nibDimension(height) }
        if let height = nib.number("estimatedSectionHeaderHeight") { estimatedSectionHeaderHeight = Self.nibDimension(height) }
        if let height = nib.number("estimatedSectionFooterHeight") { estimatedSectionFooterHeight = Self.nibDimension(height) }
        if let padding = nib.number("sectionHeaderTopPadding") { sectionHeaderTopPadding = Self.nibDimension(padding) }
        if let style = nib.enumeration("separatorStyle", Self.nibSeparatorStyle) { separatorStyle = style }
        if let color = nib.color("separatorColor") { separatorColor = color }
        if let inset = nib.insets("separatorInset") { separatorInset = inset }
        allowsSelection = nib.bool("allowsSelection", default: true)
        allowsMultipleSelection = nib.bool("allowsMultipleSelection", default: false)
        allowsSelectionDuringEditing = nib.bool("allowsSelectionDuringEditing", default: false)
        allowsMultipleSelectionDuringEditing = nib.bool("allowsMultipleSelectionDuringEditing", default: false)
        for prototype in nib.element.child("prototypes")?.children(named: "tableViewCell") ?? [] {
            guard let identifier = prototype["reuseIdentifier"], !identifier.isEmpty else { continue }
            let template = NibPrototypeTemplate(element: prototype, session: nib.session)
            cellRegistrations[identifier] = .prototype(template)
        }
        if nib.string("dataMode") == "static" { decodeStaticSections(nib) }
        if let header = nib.child(key: "tableHeaderView"), let view = nib.session.instantiate(header) as? UIView { tableHeaderView = view }
        if let footer = nib.child(key: "tableFooterView"), let view = nib.session.instantiate(footer) as? UIView { tableFooterView = view }
    }

    /// IB writes -1 for "automatic".
    private static func nibDimension(_ value: Double) -> CGFloat {
        value < 0 ? automaticDimension : CGFloat(value)
    }

    /// The table style IB names.
    static func nibStyle(_ name: String) -> Style? {
        switch name {
        case "plain": .plain
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: nil
        }
    }

    private static func nibSeparatorStyle(_ name: String) -> UITableViewCell.SeparatorStyle? {
        switch name {
        case "default", "singleLine": .singleLine
        case "none": UITableViewCell.SeparatorStyle.none
        case "singleLineEtched": .singleLineEtched
        default: nil
        }
    }
}
