import CoreGraphics
import Foundation

/// The editing accessories of list rows, shown while the collection view is editing unless
/// told otherwise: the delete control (a tap reveals the row's trailing swipe actions, or
/// runs its handler), the insert control (a tap runs its handler) and the multiple-selection
/// circle (filled while the row is selected). They are drawn as the table's editing controls
/// (EditingControlView).
extension UICellAccessory {
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// The circle's color (nil: red).
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// As `DeleteOptions`; the circle is green unless given a color.
    public typealias InsertOptions = DeleteOptions
    /// As `DeleteOptions`; a selected row's circle takes the tint color unless given a color.
    public typealias MultiselectOptions = DeleteOptions

    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .delete(options.backgroundColor), displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, leading: true, action: actionHandler)
    }

    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .insert(options.backgroundColor), displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, leading: true, action: actionHandler)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .multiselect(options.backgroundColor), displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, leading: true)
    }
}

extension UICollectionViewListCell {
    /// The control view of an editing accessory; a tap on delete or insert runs the
    /// accessory's handler, or, for delete without one, reveals the row's trailing actions.
    func makeEditingControl(for accessory: UICellAccessory) -> EditingControlView {
        let view: EditingControlView
        switch accessory.kind {
        case .delete(let color): view = EditingControlView(kind: .delete); view.fillColor = color
        case .insert(let color): view = EditingControlView(kind: .insert); view.fillColor = color
        case .multiselect(let color): view = EditingControlView(kind: .multiselect); view.fillColor = color
        default: view = EditingControlView(kind: .multiselect)
        }
        let handler = accessory.actionHandler
        let isDelete = view.kind == .delete
        view.onTap = { [weak self] in
            if let handler { return handler() }
            guard isDelete, let self else { return }
            self.owningCollectionView?.revealTrailingActions(of: self)
        }
        return view
    }

    /// The collection view the cell is shown in.
    var owningCollectionView: UICollectionView? {
        var view = superview
        while let current = view, !(current is UICollectionView) { view = current.superview }
        return view as? UICollectionView
    }
}
