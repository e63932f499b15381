import CoreGraphics
import Foundation

/// A section's header or footer, reused like cells: the table makes one for each section
/// title, and a delegate can dequeue registered ones in `viewForHeaderInSection`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    /// The view to add custom content to.
    open internal(set) var contentView = UIView()
    open var backgroundView: UIView? {
        didSet {
            if backgroundView !== oldValue { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    private var standardLabel: UILabel?
    private var standardDetailLabel: UILabel?
    /// The table's style and which side of the section this view is on, for the standard look.
    private var tableStyle: UITableView.Style = .plain
    private var isHeader = true

    /// The identifier of the views the table makes for section titles.
    static let standardIdentifier = "UITableViewHeaderFooterView.standard"

    /// `required` so a registered class can be made from its type.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = (coder as? UINibDecoder)?.string("reuseIdentifier")
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    // MARK: Configurations (iOS 14)

    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    let configurationStorage = CellConfigurationStorage()

    /// The content as a value; setting it replaces `contentView` with the configuration's view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationStorage.content }
        set { setHostedContentConfiguration(newValue) }
    }

    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.background }
        set { setHostedBackgroundConfiguration(newValue) }
    }

    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContent }
        set { configurationStorage.automaticallyUpdatesContent = newValue }
    }

    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackground }
        set { configurationStorage.automaticallyUpdatesBackground = newValue }
    }

    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A header or footer has no selection: the state is the plain view state.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState() }

    open func setNeedsUpdateConfiguration() { scheduleConfigurationUpdate() }

    open func updateConfiguration(using state: UIViewConfigurationState) {
        applyAutomaticUpdates(for: UICellConfigurationState(state))
    }

    /// The header or footer style of the table's style: grouped capitals over grouped and
    /// inset-grouped groups, the plain bold title in plain tables.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (tableStyle, isHeader) {
        case (.plain, true): .plainHeader()
        case (.plain, false): .plainFooter()
        case (_, true): .groupedHeader()
        case (_, false): .groupedFooter()
        }
    }

    /// The title label, created on first use.
    open var textLabel: UILabel? {
        if let standardLabel { return standardLabel }
        let label = UILabel()
        label.isOpaque = false
        label.backgroundColor = nil
        standardLabel = label
        contentView.addSubview(label)
        styleLabel()
        return label
    }

    open var detailTextLabel: UILabel? {
        if let standardDetailLabel { return standardDetailLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 14)
        label.textColor = .secondaryLabel
        standardDetailLabel = label
        contentView.addSubview(label)
        return label
    }

    /// The look iOS gives section titles: in plain tables a bold 17 pt title on a light
    /// background that covers rows scrolling under it; in grouped tables a 13 pt grey
    /// title in capitals over the group (footers: 13 pt grey, as written, wrapping).
    func configureStandard(title: String?, tableStyle: UITableView.Style, header: Bool) {
        self.tableStyle = tableStyle
        isHeader = header
        styleLabel()
        let shown = tableStyle != .plain && header ? title?.uppercased() : title
        textLabel?.text = shown
        backgroundColor = tableStyle == .plain ? .secondarySystemBackground : nil
        isOpaque = tableStyle == .plain
    }

    private func styleLabel() {
        guard let label = standardLabel else { return }
        if tableStyle == .plain {
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .label
            label.numberOfLines = 1
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.numberOfLines = isHeader ? 1 : 0
        }
    }

    /// Standard heights (points): plain titles 28; grouped headers 38 with a title, else
    /// the gap between groups (35 above the first, 18 elsewhere); grouped footers 18, more
    /// for a title.
    static func standardHeight(_ style: UITableView.Style, header: Bool, hasTitle: Bool, first: Bool) -> CGFloat {
        switch (style, header) {
        case (.plain, _): return hasTitle ? 28 : 0
        case (_, true): return hasTitle ? (first ? 55 : 38) : (first ? 35 : 18)
        case (_, false): return hasTitle ? 38 : 18
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        shareMargins(leading: UITableViewCell.systemMargin(forWidth: superview?.bounds.width ?? bounds.width),
                     trailing: UITableViewCell.systemMargin(forWidth: superview?.bounds.width ?? bounds.width))
        guard let label = standardLabel else { return }
        let margin = UITableViewCell.systemMargin(forWidth: superview?.bounds.width ?? bounds.width)
        let inset: CGFloat = tableStyle == .insetGrouped ? 0 : margin
        let width = max(0, bounds.width - inset - margin)
        let fitted = label.sizeThatFits(CGSize(width: width, height: 0))
        let height = min(ceil(fitted.height), bounds.height)
        let y: CGFloat
        switch (tableStyle, isHeader) {
        case (.plain, _): y = (bounds.height - height) / 2
        case (_, true): y = bounds.height - height - 7
        case (_, false): y = 7
        }
        label.frame = CGRect(x: tableStyle == .insetGrouped ? margin : inset, y: y.rounded(), width: width, height: height)
    }
}

extension UITableViewHeaderFooterView: CellConfigurationHost {
    var hostedContentView: UIView { contentView }
    func replaceHostedContentView(with view: UIView) {
        let old = contentView
        insertSubview(view, aboveSubview: old)
        old.removeFromSuperview()
        contentView = view
        setNeedsLayout()
    }
    var hostConfigurationState: UICellConfigurationState { UICellConfigurationState(configurationState) }
    func runConfigurationUpdate(_ state: UICellConfigurationState) {
        let viewState = configurationState
        updateConfiguration(using: viewState)
        configurationUpdateHandler?(self, viewState)
    }
}
