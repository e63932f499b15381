/// Objects that follow a scroll view's content offset without being its delegate: containers
/// whose bars change their look when the content reaches its edge (a tab bar's scroll-edge
/// appearance). Owners are held weakly; each has one action.
@MainActor
struct ContentOffsetObservers {
    private struct Entry {
        weak var owner: AnyObject?
        let action: (UIScrollView) -> Void
    }
    private var entries: [Entry] = []

    /// `action` runs after each change of the offset, until `owner` is removed or freed; it
    /// replaces the owner's earlier action.
    mutating func add(_ owner: AnyObject, _ action: @escaping (UIScrollView) -> Void) {
        remove(owner)
        entries.append(Entry(owner: owner, action: action))
    }

    mutating func remove(_ owner: AnyObject) {
        entries.removeAll { $0.owner == nil || $0.owner === owner }
    }

    func notify(_ scrollView: UIScrollView) {
        for entry in entries where entry.owner != nil { entry.action(scrollView) }
    }
}
