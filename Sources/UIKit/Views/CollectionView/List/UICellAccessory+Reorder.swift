import CoreGraphics
import Foundation

/// The reorder grip of a list row, shown while the collection view is editing unless told
/// otherwise: dragging it moves the row within its section (UICollectionView+Reorder.swift).
extension UICellAccessory {
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: UIColor?
        /// Whether a line separates the grip from the content (drawn nowhere here).
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed, isHidden: options.isHidden, width: options.reservedLayoutWidth,
                        tint: options.tintColor, leading: false)
    }
}

extension UICollectionViewListCell {
    /// The grip's size in a list row: the grip's lines with room to grab them.
    static let reorderGripSize = CGSize(width: 30, height: 30)

    func makeReorderControl() -> UIView {
        let view = ReorderControlView(frame: CGRect(origin: .zero, size: Self.reorderGripSize))
        view.recognizer.addTarget(self, action: UICollectionViewListCell.reorderDragged)
        return view
    }

    private func reorderDragged(_ recognizer: UIGestureRecognizer) {
        owningCollectionView?.reorderDragged(recognizer, cell: self)
    }
}
