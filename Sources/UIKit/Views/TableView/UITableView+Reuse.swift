import Foundation

/// Registration and reuse: cells that scroll out wait in a queue per identifier, and
/// dequeuing takes one from there before making a new one.
extension UITableView {
    /// Cells for `identifier` will be made from `cellClass` (nil removes the registration).
    public func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass.map { .type($0) }
    }

    /// Cells for `identifier` will be loaded from `nib`, which must hold exactly one
    /// top-level object, a cell (nil removes the registration).
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map { .nib($0) }
    }

    public func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass.map { .type($0) }
    }

    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = nib.map { .nib($0) }
    }

    /// A queued cell with `identifier`, else a new one from its registration, else nil.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let registration = cellRegistrations[identifier] else { return nil }
        return registration.make(identifier: identifier, kind: "UITableViewCell") { type in
            type.init(style: .default, reuseIdentifier: identifier)
        }
    }

    /// A cell with `identifier` for the row at `indexPath`, sized for it. The identifier must
    /// be registered; otherwise this stops with UIKit's message.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard cellRegistrations[identifier] != nil || reuseQueues[identifier]?.isEmpty == false,
              let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if geometry.contains(indexPath) {
            let span = geometry.rowSpan(indexPath)
            cell.frame = CGRect(x: rowXSpan.x, y: span.y, width: rowXSpan.width, height: span.height)
        }
        return cell
    }

    /// A queued header or footer view with `identifier`, else a new one from its
    /// registration, else nil.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], let view = queue.popLast() {
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let registration = headerFooterRegistrations[identifier] else { return nil }
        return registration.make(identifier: identifier, kind: "UITableViewHeaderFooterView") { type in
            type.init(reuseIdentifier: identifier)
        }
    }

    /// Queues a cell that left the screen; a cell without an identifier is let go.
    func enqueue(_ cell: UITableViewCell) {
        guard let id = cell.reuseIdentifier else { return }
        cell.setHighlighted(false, animated: false)
        reuseQueues[id, default: []].append(cell)
    }

    func enqueue(_ view: UITableViewHeaderFooterView) {
        guard let id = view.reuseIdentifier else { return }
        headerFooterQueues[id, default: []].append(view)
    }

    /// A plain header or footer for a section title.
    func dequeueStandardHeaderFooter() -> UITableViewHeaderFooterView {
        if var queue = headerFooterQueues[UITableViewHeaderFooterView.standardIdentifier], let view = queue.popLast() {
            headerFooterQueues[UITableViewHeaderFooterView.standardIdentifier] = queue
            view.prepareForReuse()
            return view
        }
        return UITableViewHeaderFooterView(reuseIdentifier: UITableViewHeaderFooterView.standardIdentifier)
    }
}
