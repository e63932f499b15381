import CoreGraphics
import Foundation

/// The rounded card a menu is shown on: its rows in sections (an inline submenu is a section,
/// set off by a wider band), a row per submenu that opens it in place with a row to go back,
/// and a loading row for each deferred element until its elements arrive. Taller than the
/// room it has, it scrolls.
@MainActor
final class MenuPlatterView: UIView {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let sectionGap: CGFloat = 8

    private(set) var menu: UIMenu
    /// The menus above the one shown (a submenu's parents), for the back row.
    private var parents: [UIMenu] = []
    private let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    let scrollView = UIScrollView()
    private(set) var rows: [MenuRowView] = []
    private var separators: [UIView] = []
    /// What each deferred element gave, once it has.
    private var loaded: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// Called when a leaf is chosen, with the menu it is in.
    var onChoose: ((MenuLeaf, UIMenu) -> Void)?
    /// Called when the content's height changes (a submenu opened, elements loaded).
    var onResize: (() -> Void)?

    init(menu: UIMenu) {
        self.menu = menu
        super.init(frame: .zero)
        layer.cornerRadius = Self.cornerRadius
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 30
        layer.shadowOffset = CGSize(width: 0, height: 8)
        background.layer.cornerRadius = Self.cornerRadius
        background.clipsToBounds = true
        scrollView.layer.cornerRadius = Self.cornerRadius
        scrollView.clipsToBounds = true
        scrollView.showsVerticalScrollIndicator = false
        addSubview(background)
        addSubview(scrollView)
        rebuild()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("MenuPlatterView is made by its menu") }

    /// The menu's visible elements in sections, with deferred elements replaced by what they
    /// gave (or a loading row while they have not).
    private func sections(of menu: UIMenu) -> [[MenuRowView.Kind]] {
        var sections: [[MenuRowView.Kind]] = []
        var current: [MenuRowView.Kind] = []
        for child in expanded(menu.children) {
            if let submenu = child as? UIMenu, Self.isInline(submenu) {
                if !current.isEmpty { sections.append(current) }
                current = []
                let section = rows(for: submenu.children)
                if !section.isEmpty { sections.append(section) }
            } else {
                current += rows(for: [child])
            }
        }
        if !current.isEmpty { sections.append(current) }
        return sections
    }

    private static func isInline(_ menu: UIMenu) -> Bool {
        menu.options.contains(.displayInline) || menu.options.contains(.displayAsPalette)
    }

    /// `elements` with each deferred element replaced by what it gave (kept when it has not).
    private func expanded(_ elements: [UIMenuElement]) -> [UIMenuElement] {
        elements.flatMap { element -> [UIMenuElement] in
            guard let deferred = element as? UIDeferredMenuElement else { return [element] }
            load(deferred)
            return loaded[ObjectIdentifier(deferred)].map(expanded) ?? [deferred]
        }
    }

    /// The rows of `elements` within one section (inline menus inside it flattened into it).
    private func rows(for elements: [UIMenuElement]) -> [MenuRowView.Kind] {
        expanded(elements).flatMap { element -> [MenuRowView.Kind] in
            if let leaf = element as? MenuLeaf { return leaf.attributes.contains(.hidden) ? [] : [.leaf(leaf)] }
            if let submenu = element as? UIMenu { return Self.isInline(submenu) ? rows(for: submenu.children) : [.submenu(submenu)] }
            if element is UIDeferredMenuElement { return [.loading] }
            return []
        }
    }

    private var loading: Set<ObjectIdentifier> = []

    /// Asks a deferred element for its elements once per showing: an answer given at once is
    /// used in the rows being made; a later one replaces the loading row.
    private func load(_ deferred: UIDeferredMenuElement) {
        let key = ObjectIdentifier(deferred)
        guard loaded[key] == nil, !loading.contains(key) else { return }
        loading.insert(key)
        let answer = DeferredAnswer()
        deferred.load { [weak self] elements in
            guard answer.isBuilding else {
                self?.loaded[key] = elements
                self?.rebuild()
                self?.onResize?()
                return
            }
            answer.elements = elements
        }
        answer.isBuilding = false
        if let elements = answer.elements { loaded[key] = elements }
    }

    /// Makes the rows for the menu shown.
    func rebuild() {
        for view in rows + separators { view.removeFromSuperview() }
        rows = []
        separators = []
        var sectionOf: [Int] = []
        if let parent = parents.last {
            let back = MenuRowView(kind: .back(menu.title), showsMarkColumn: true)
            back.addAction(UIAction { [weak self] _ in self?.closeSubmenu(to: parent) }, for: .touchUpInside)
            rows.append(back)
            sectionOf.append(-1)
        }
        for (index, section) in sections(of: menu).enumerated() {
            let marks = section.contains { if case .leaf(let leaf) = $0 { return leaf.state != .off } else { return false } }
            for kind in section {
                let row = MenuRowView(kind: kind, showsMarkColumn: marks)
                switch kind {
                case .leaf(let leaf):
                    let shown = menu
                    row.addAction(UIAction { [weak self] _ in self?.onChoose?(leaf, self?.menuContaining(leaf) ?? shown) }, for: .touchUpInside)
                case .submenu(let submenu):
                    row.addAction(UIAction { [weak self] _ in self?.open(submenu) }, for: .touchUpInside)
                case .loading, .back:
                    break
                }
                rows.append(row)
                sectionOf.append(index)
            }
        }
        var y: CGFloat = 0
        for (i, row) in rows.enumerated() {
            if i > 0 {
                let gap = sectionOf[i] != sectionOf[i - 1] ? Self.sectionGap : 1 / max(1, traitCollection.displayScale)
                let line = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: gap))
                line.backgroundColor = gap == Self.sectionGap ? UIColor.label.withAlphaComponent(0.08) : .separator
                scrollView.addSubview(line)
                separators.append(line)
                y += gap
            }
            row.frame = CGRect(x: 0, y: y, width: Self.width, height: row.rowHeight)
            scrollView.addSubview(row)
            y += row.rowHeight
        }
        scrollView.contentSize = CGSize(width: Self.width, height: y)
    }

    /// The menu whose single selection `leaf` belongs to: the shown menu, or the inline menu
    /// (at any depth) holding it.
    private func menuContaining(_ leaf: MenuLeaf) -> UIMenu {
        func search(_ menu: UIMenu) -> UIMenu? {
            for child in menu.children {
                if child === leaf { return menu }
                if let sub = child as? UIMenu, sub.options.contains(.displayInline), let found = search(sub) { return found }
            }
            return nil
        }
        return search(menu) ?? menu
    }

    /// Shows `menu` in place of the one shown (`updateVisibleMenu(_:)`).
    func replace(with menu: UIMenu) {
        parents = []
        self.menu = menu
        rebuild()
        onResize?()
    }

    private func open(_ submenu: UIMenu) {
        parents.append(menu)
        menu = submenu
        rebuild()
        onResize?()
    }

    private func closeSubmenu(to parent: UIMenu) {
        parents.removeLast()
        menu = parent
        rebuild()
        onResize?()
    }

    /// The content's height.
    var contentHeight: CGFloat { scrollView.contentSize.height }

    override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        scrollView.frame = bounds
    }
}

/// Whether a deferred element answered while the rows were being made, and with what.
@MainActor
private final class DeferredAnswer {
    var isBuilding = true
    var elements: [UIMenuElement]?
}
