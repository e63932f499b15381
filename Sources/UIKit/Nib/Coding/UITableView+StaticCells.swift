import CoreGraphics
import Foundation

extension UITableView {
    /// A `dataMode="static"` table's `<sections>`: each `<tableViewSection>` with its header
    /// and footer titles and its `<cells>`. The cells are made here, in the load that makes
    /// the table, so the scene's outlets and actions to views inside them connect and their
    /// segues are wired, as UIKit decodes a static table's cells with it.
    func decodeStaticSections(_ nib: UINibDecoder) {
        var sections: [StaticTableContent.Section] = []
        for section in nib.element.child("sections")?.children(named: "tableViewSection") ?? [] {
            var cells: [UITableViewCell] = [], heights: [CGFloat?] = []
            for element in section.child("cells")?.children ?? [] where element.name == "tableViewCell" {
                guard let cell = nib.session.instantiate(element) as? UITableViewCell else {
                    if nib.session.failure == nil { nib.fail(.invalidValue, "a static cell of the table could not be created") }
                    return
                }
                cells.append(cell)
                heights.append(Self.customHeight(of: element, in: nib))
            }
            sections.append(StaticTableContent.Section(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                                                       cells: cells, heights: heights))
        }
        let content = StaticTableContent(sections: sections)
        staticContent = content
        // Until a storyboard connects another (a table view controller does at `loadView`).
        dataSource = content
    }

    /// The height Interface Builder's Size inspector gives the cell (`rowHeight` on the
    /// cell; -1 is automatic), nil when it has none and the table's `rowHeight` applies.
    private static func customHeight(of element: IBElement, in nib: UINibDecoder) -> CGFloat? {
        guard let text = element["rowHeight"] else { return nil }
        guard let value = Double(text), value.isFinite else {
            nib.session.fail(nib.session.error(at: element, .invalidValue, "rowHeight=\"\(text)\" is not a number"))
            return nil
        }
        return value < 0 ? automaticDimension : CGFloat(value)
    }
}
