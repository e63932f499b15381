import Foundation

extension UICollectionView {
    /// A cell type and the code that configures it for an item (iOS 14): made once, used
    /// with `dequeueConfiguredReusableCell(using:for:item:)` without any identifier.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        /// Unique to this registration: the collection view registers it under it.
        let identifier = "CellRegistration." + UUID().uuidString
        let nib: UINib?
        let handler: Handler

        public init(handler: @escaping Handler) {
            nib = nil
            self.handler = handler
        }

        /// Cells are loaded from `cellNib`, whose single top-level object is a `Cell`.
        public init(cellNib: UINib, handler: @escaping Handler) {
            nib = cellNib
            self.handler = handler
        }
    }

    /// A supplementary view type of one kind and the code that configures it (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        let identifier = "SupplementaryRegistration." + UUID().uuidString
        let nib: UINib?
        public let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            nib = nil
            self.elementKind = elementKind
            self.handler = handler
        }

        public init(supplementaryNib: UINib, elementKind: String, handler: @escaping Handler) {
            nib = supplementaryNib
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's type for `item`, dequeued and configured by its handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        if cellRegistrations[registration.identifier] == nil {
            cellRegistrations[registration.identifier] = registration.nib.map { .nib($0) } ?? .type(Cell.self)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell else {
            preconditionFailure("the cell registered for \(Cell.self) is of another class")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's kind and type, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = CollectionReuseKey(kind: registration.elementKind, identifier: registration.identifier)
        if supplementaryRegistrations[key] == nil {
            supplementaryRegistrations[key] = registration.nib.map { .nib($0) } ?? .type(Supplementary.self)
        }
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.identifier,
                                                          for: indexPath) as? Supplementary else {
            preconditionFailure("the supplementary view registered for \(Supplementary.self) is of another class")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
