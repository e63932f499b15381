import CoreGraphics
import Foundation

/// Registration and reuse: views that scroll out wait in a queue per kind and identifier,
/// and dequeuing takes one from there before making a new one.
extension UICollectionView {
    /// Cells for `identifier` will be made from `cellClass` (nil removes the registration).
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = (cellClass as? UICollectionViewCell.Type).map { .type($0) }
    }

    /// Cells for `identifier` will be loaded from `nib`, which must hold exactly one
    /// top-level object, a cell (nil removes the registration).
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// Supplementary views of `elementKind` for `identifier` will be made from `viewClass`.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[CollectionReuseKey(kind: elementKind, identifier: identifier)] =
            (viewClass as? UICollectionReusableView.Type).map { .type($0) }
    }

    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[CollectionReuseKey(kind: kind, identifier: identifier)] = nib.map { .nib($0) }
    }

    /// A cell with `identifier` for the item at `indexPath`, from the reuse queue or made
    /// new, with the item's selection state and attributes. The identifier must be
    /// registered; otherwise this stops with UIKit's message.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let key = CollectionReuseKey(kind: CollectionReuseKey.cellKind, identifier: identifier)
        let cell: UICollectionViewCell
        if let queued = takeQueued(key) as? UICollectionViewCell {
            cell = queued
        } else if let registration = cellRegistrations[identifier] {
            cell = registration.make(identifier: identifier, kind: "UICollectionViewCell") { $0.init(frame: .zero) }
        } else {
            preconditionFailure(Self.unregisteredMessage(kind: key.kind, identifier: identifier))
        }
        cell.reuseIdentifier = identifier
        cell.isSelected = selectedPaths.contains(indexPath)
        prepareDequeued(cell, attributes: collectionViewLayout.layoutAttributesForItem(at: indexPath))
        return cell
    }

    /// A supplementary view of `elementKind` with `identifier`, as for cells.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = CollectionReuseKey(kind: elementKind, identifier: identifier)
        let view: UICollectionReusableView
        if let queued = takeQueued(key) {
            view = queued
        } else if let registration = supplementaryRegistrations[key] {
            view = registration.make(identifier: identifier, kind: "UICollectionReusableView") { $0.init(frame: .zero) }
        } else {
            preconditionFailure(Self.unregisteredMessage(kind: elementKind, identifier: identifier))
        }
        view.reuseIdentifier = identifier
        prepareDequeued(view, attributes: collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
        return view
    }

    /// UIKit's words for dequeuing an identifier nothing was registered for.
    static func unregisteredMessage(kind: String, identifier: String) -> String {
        "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    }

    /// A dequeued view starts at its element's size, so its content lays out for it.
    private func prepareDequeued(_ view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes?) {
        guard let attributes else { return }
        UIView.performWithoutAnimation {
            view.bounds.size = attributes.size
            view.center = attributes.center
        }
    }

    private func takeQueued(_ key: CollectionReuseKey) -> UICollectionReusableView? {
        guard var queue = reuseQueues[key], let view = queue.popLast() else { return nil }
        reuseQueues[key] = queue
        view.prepareForReuse()
        return view
    }

    /// A decoration view of `kind`, from the queue or made from the layout's registration.
    func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView {
        let key = CollectionReuseKey(kind: kind, identifier: kind)
        if let queued = takeQueued(key) { return queued }
        let layout = collectionViewLayout
        let registration: ReuseRegistration<UICollectionReusableView>
        if let type = layout.decorationViewClasses[kind] {
            registration = .type(type)
        } else if let nib = layout.decorationViewNibs[kind] {
            registration = .nib(nib)
        } else {
            preconditionFailure("no UICollectionViewLayoutAttributes instance for -layoutAttributesForDecorationViewOfKind: \(kind): the layout did not register a decoration view of kind \(kind)")
        }
        let view = registration.make(identifier: kind, kind: "UICollectionReusableView") { $0.init(frame: .zero) }
        view.reuseIdentifier = kind
        return view
    }

    /// Queues a view that left the screen under its kind and identifier; one without an
    /// identifier (not dequeued) is let go.
    func enqueue(_ view: UICollectionReusableView, kind: String) {
        guard let id = view.reuseIdentifier else { return }
        if let cell = view as? UICollectionViewCell { cell.isHighlighted = false }
        reuseQueues[CollectionReuseKey(kind: kind, identifier: id), default: []].append(view)
    }
}
