import CoreGraphics
import Foundation

/// A row of a list section (also its header or footer, when used as a supplementary
/// view): it takes the list's look from the layout — background for the appearance, inset
/// group corners, the separator under it lined up with the text — and shows accessories
/// at its sides, as a table row does.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }

    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// Points per indentation level (10, the table's).
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// Where the separator starts: by default at the text. Constrain its `leadingAnchor` to
    /// move the separator; the default constraint is weak (priority 250).
    open var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: separatorDefaultLeading)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
                                     guide.topAnchor.constraint(equalTo: topAnchor), guide.bottomAnchor.constraint(equalTo: bottomAnchor)])
        separatorGuide = guide
        separatorGuideLeading = leading
        return guide
    }
    private var separatorGuide: UILayoutGuide?
    private var separatorGuideLeading: NSLayoutConstraint?
    private var separatorDefaultLeading: CGFloat = 16

    /// What the list layout said about this row.
    private(set) var listAttributes: UICollectionViewListLayoutAttributes?
    private var backgroundIsCustom = false
    let separatorView = UIView()
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    /// The tap that expands and collapses a header-style outline row (the whole row is its control).
    private var headerToggle: UITapGestureRecognizer?

    public required init(frame: CGRect) {
        super.init(frame: frame)
        configureListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureListCell()
    }

    private func configureListCell() {
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        separatorView.isHidden = true
        addSubview(separatorView)
        super.backgroundConfiguration = .listPlainCell()
    }

    /// Setting a background configuration replaces the one the list chooses.
    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        get { super.backgroundConfiguration }
        set { backgroundIsCustom = true; super.backgroundConfiguration = newValue }
    }

    /// The content configuration of the list's style for this row: `cell()`, a sidebar row,
    /// or the header and footer styles when the cell is a section header or footer.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let list = listAttributes else { return .cell() }
        let grouped = list.appearance == .grouped || list.appearance == .insetGrouped || list.appearance == .sidebar
        if list.representedElementCategory == .supplementaryView {
            let header = list.representedElementKind != UICollectionView.elementKindSectionFooter
            return header ? (grouped ? .groupedHeader() : .plainHeader()) : (grouped ? .groupedFooter() : .plainFooter())
        }
        if list.isHeaderItem { return grouped ? .groupedHeader() : .plainHeader() }
        return list.appearance == .sidebar || list.appearance == .sidebarPlain ? .sidebarCell() : .cell()
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let list = layoutAttributes as? UICollectionViewListLayoutAttributes else { return }
        listAttributes = list
        if !backgroundIsCustom { super.backgroundConfiguration = Self.listBackground(for: list).updated(for: configurationState) }
        setNeedsLayout()
    }

    /// The background a list gives a row, header or footer of its appearance.
    static func listBackground(for list: UICollectionViewListLayoutAttributes) -> UIBackgroundConfiguration {
        let supplementary = list.representedElementCategory == .supplementaryView
        switch list.appearance {
        case .plain: return supplementary ? .listPlainHeaderFooter() : .listPlainCell()
        case .grouped, .insetGrouped: return supplementary ? .listGroupedHeaderFooter() : .listGroupedCell()
        case .sidebar, .sidebarPlain: return supplementary ? .listSidebarHeader() : .listSidebarCell()
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        indentationLevel = 0
    }

    // MARK: Accessories

    private func rebuildAccessoryViews() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        if let headerToggle { removeGestureRecognizer(headerToggle) }
        headerToggle = nil
        accessoryViews = []
        var leading: [UICellAccessory] = [], trailing: [UICellAccessory] = []
        for accessory in accessories {
            if let position = accessory.position {
                if accessory.leading { leading.insert(accessory, at: min(max(0, position(leading)), leading.count)) }
                else { trailing.insert(accessory, at: min(max(0, position(trailing)), trailing.count)) }
            } else if accessory.leading { leading.append(accessory) } else { trailing.append(accessory) }
        }
        for accessory in leading + trailing {
            let view = makeView(for: accessory)
            if let tint = accessory.tintColor { view.tintColor = tint }
            addSubview(view)
            accessoryViews.append((accessory, view))
        }
        setNeedsLayout()
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        let view: UIView
        switch accessory.kind {
        case .disclosureIndicator: view = TableCellAccessoryView(type: .disclosureIndicator)
        case .checkmark: view = TableCellAccessoryView(type: .checkmark)
        case .detail: view = TableCellAccessoryView(type: .detailButton)
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.backgroundColor = nil
            label.isOpaque = false
            label.sizeToFit()
            view = label
        case .outlineDisclosure: view = OutlineDisclosureView(frame: .zero)
        case .delete, .insert, .multiselect: view = makeEditingControl(for: accessory)
        case .reorder: view = makeReorderControl()
        case .custom(let custom, _): view = custom
        }
        if let action = accessory.actionHandler, !(view is EditingControlView) {
            view.isUserInteractionEnabled = true
            view.addGestureRecognizer(UITapGestureRecognizer(action: { _ in action() }))
        } else if case .outlineDisclosure(let style) = accessory.kind {
            // Without an action, the disclosure expands and collapses the item in its
            // section snapshot; a header's whole row does.
            let toggle = UITapGestureRecognizer(action: { [weak self] _ in self?.toggleOutline() })
            if style == .header {
                addGestureRecognizer(toggle)
                headerToggle = toggle
            } else {
                view.isUserInteractionEnabled = true
                view.addGestureRecognizer(toggle)
            }
        }
        return view
    }

    private func toggleOutline() {
        var ancestor = superview
        while let view = ancestor, !(view is UICollectionView) { ancestor = view.superview }
        guard let collectionView = ancestor as? UICollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
        (collectionView.dataSource as? OutlineExpansionSource)?.toggleExpansion(at: indexPath)
    }

    private func accessorySize(_ accessory: UICellAccessory, _ view: UIView) -> (size: CGSize, slot: CGFloat) {
        var size: CGSize
        switch accessory.kind {
        case .custom(_, let fixed): size = fixed || view.frame.size != .zero ? view.frame.size : view.intrinsicContentSize
        case .label: size = view.sizeThatFits(CGSize(width: bounds.width, height: bounds.height))
        case .reorder: size = Self.reorderGripSize
        default: size = view.intrinsicContentSize
        }
        size = CGSize(width: ceil(max(0, size.width)), height: ceil(max(0, size.height)))
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: return (size, size.width)
        case .custom(let width): return (size, max(width, size.width))
        }
    }

    // MARK: Layout

    private var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? UIScreen.main.scale) }

    /// The row's side margin: 16 points, 20 in lists 414 points wide and more.
    private var sideMargin: CGFloat {
        UITableViewCell.systemMargin(forWidth: superview?.bounds.width ?? bounds.width)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin = sideMargin, spacing = TableCellAccessoryView.spacing
        let indent = CGFloat(indentationLevel) * indentationWidth
        let shown = accessoryViews.filter { $0.accessory.isShown(editing: editingFlag) }
        for (accessory, view) in accessoryViews {
            view.isHidden = !accessory.isShown(editing: editingFlag)
            (view as? EditingControlView)?.isChecked = isSelected
        }
        var leadingX = margin + (indentsAccessories ? indent : 0)
        var trailingX = bounds.width - margin
        let expanded = configurationState.isExpanded
        for (accessory, view) in shown where accessory.leading {
            let (size, slot) = accessorySize(accessory, view)
            view.bounds = CGRect(origin: .zero, size: size)
            view.center = CGPoint(x: leadingX + slot / 2, y: bounds.height / 2)
            (view as? OutlineDisclosureView)?.isExpanded = expanded
            leadingX += slot + spacing
        }
        for (accessory, view) in shown.reversed() where !accessory.leading {
            let (size, slot) = accessorySize(accessory, view)
            view.bounds = CGRect(origin: .zero, size: size)
            view.center = CGPoint(x: trailingX - slot / 2, y: (bounds.height / 2).rounded())
            (view as? OutlineDisclosureView)?.isExpanded = expanded
            trailingX -= slot + spacing
        }
        let hasLeading = shown.contains { $0.accessory.leading }, hasTrailing = shown.contains { !$0.accessory.leading }
        let contentX = hasLeading ? leadingX : indent
        let contentEnd = hasTrailing ? trailingX : bounds.width
        contentView.frame = CGRect(x: contentX, y: 0, width: max(0, contentEnd - contentX), height: bounds.height)
        shareMargins(leading: hasLeading ? 0 : margin, trailing: hasTrailing ? 0 : margin)
        contentView.layoutIfNeeded()
        layoutSeparator(margin: margin)
        configurationStorage.backgroundView?.listCorners = listCorners
    }

    /// An inset group's first and last rows round their outer corners.
    private var listCorners: UIRectCorner {
        guard let list = listAttributes, list.appearance == .insetGrouped, list.representedElementCategory == .cell else { return [] }
        var corners: UIRectCorner = []
        if list.isFirstInSection { corners.formUnion([.topLeft, .topRight]) }
        if list.isLastInSection { corners.formUnion([.bottomLeft, .bottomRight]) }
        return corners
    }

    private func layoutSeparator(margin: CGFloat) {
        let textStart = (contentView as? UIListContentView)?.textLeading ?? margin
        separatorDefaultLeading = contentView.frame.minX + textStart
        var x = separatorDefaultLeading
        if let guide = separatorGuide, let leading = separatorGuideLeading {
            if leading.constant != separatorDefaultLeading { leading.constant = separatorDefaultLeading }
            x = guide.layoutFrame.minX
        }
        let configuration = listAttributes?.separatorConfiguration
        if let insets = configuration?.bottomSeparatorInsets, insets.leading != UIListSeparatorConfiguration.automaticInsets.leading {
            x = insets.leading
        }
        let trailing = configuration.map { $0.bottomSeparatorInsets.trailing == UIListSeparatorConfiguration.automaticInsets.trailing ? 0 : $0.bottomSeparatorInsets.trailing } ?? 0
        separatorView.isHidden = !(listAttributes?.showsSeparator ?? false)
        separatorView.backgroundColor = configuration?.color ?? .separator
        separatorView.frame = CGRect(x: x, y: bounds.height - hairline, width: max(0, bounds.width - x - trailing), height: hairline)
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }

    /// A row is at least 44 points tall (a header or footer: as tall as its content); the
    /// height is the content's at the width the content view gets beside the accessories.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.selfSizingAxes.contains(.vertical), let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        if bounds.size.width != layoutAttributes.size.width { bounds.size = CGSize(width: layoutAttributes.size.width, height: max(bounds.height, 44)) }
        setNeedsLayout()
        layoutIfNeeded()
        let content = contentView.systemLayoutSizeFitting(CGSize(width: contentView.bounds.width, height: 0),
                                                          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let accessories = accessoryViews.filter { !$0.view.isHidden }.map { $0.view.bounds.height }.max() ?? 0
        let minimum: CGFloat = layoutAttributes.representedElementCategory == .cell ? UITableView.defaultRowHeight : 0
        let scale = max(1, window?.screen.scale ?? UIScreen.main.scale)
        let height = max(minimum, content.height.isFinite ? content.height : 0, accessories)
        preferred.size = CGSize(width: layoutAttributes.size.width, height: (height * scale - 0.001).rounded(.up) / scale)
        return preferred
    }
}
