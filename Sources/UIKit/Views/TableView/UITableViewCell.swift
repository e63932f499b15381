import CoreGraphics
import Foundation

/// One row of a table: a `contentView` holding the row's content, an optional accessory at
/// the trailing edge, background views behind it, and the separator line below it.
///
/// The four standard styles lay out `textLabel`, `detailTextLabel` and `imageView` inside the
/// content view (UITableViewCell+StandardLayout.swift). The table sizes and places cells;
/// a cell decides only what is inside it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts; raw values are UIKit's.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// How the cell looks while highlighted or selected; `.blue` and `.gray` look as
    /// `.default` does since iOS 7.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The standard accessories drawn at the trailing edge; raw values are UIKit's.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// What editing does to a row; raw values are UIKit's.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The line drawn between rows; raw values are UIKit's.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The identifier the cell is dequeued by; nil for a cell made for one use.
    open private(set) var reuseIdentifier: String?
    let cellStyle: CellStyle

    /// The view to add a custom cell's subviews to: it shrinks for the accessory and
    /// editing controls, and self-sizing rows take their height from its constraints.
    open internal(set) var contentView: UIView

    /// Drawn behind everything (nil: the cell's background color shows).
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, at: 0); setNeedsLayout() }
    }

    /// Shown instead of the background while the cell is highlighted or selected; nil
    /// gives the table's light grey, unless `selectionStyle` is `.none`.
    open var selectedBackgroundView: UIView? {
        didSet { selectionAppearanceChanged(); setNeedsLayout() }
    }

    /// As `selectedBackgroundView`, for tables that allow several selected rows.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { selectionAppearanceChanged() }
    }

    open var selectionStyle: SelectionStyle = .default {
        didSet { selectionAppearanceChanged() }
    }

    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { accessoryChanged() } }
    }

    /// A custom accessory, shown instead of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet { if accessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryChanged() } }
    }

    /// Insets of the separator below the cell (left and right are used). Until set, the
    /// table's `separatorInset` applies if it has one, else the separator starts at the
    /// text, after the image (UITableViewCell+Separators.swift).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? placement.separatorInset.resolved(automaticLeading: automaticSeparatorLeading) }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    private var ownSeparatorInset: UIEdgeInsets?

    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    open private(set) var isSelected = false
    open private(set) var isHighlighted = false

    // MARK: Editing (UITableViewCell+Editing.swift)

    /// Whether the row shows its editing controls; the table sets it with its own editing.
    open var isEditing: Bool {
        get { editingFlag }
        set { setEditing(newValue, animated: false) }
    }
    var editingFlag = false
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }
    /// The control the row shows while editing, as the table's delegate decides.
    open var editingStyle: EditingStyle { editingInfo.style }
    /// Shows the reorder control while editing (the table shows it too for rows its data
    /// source can move).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// The accessory shown instead of `accessoryType` / `accessoryView` while editing.
    open var editingAccessoryType: AccessoryType = .none { didSet { if editingAccessoryType != oldValue { accessoryChanged() } } }
    open var editingAccessoryView: UIView? {
        didSet { if editingAccessoryView !== oldValue { oldValue?.removeFromSuperview(); accessoryChanged() } }
    }
    /// Whether the row's Delete button shows (swiped open, or its delete control tapped).
    open var showingDeleteConfirmation: Bool { stateMask.contains(.showingDeleteConfirmation) }
    /// Called before and after the row shows or hides its editing control or delete button.
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}
    /// What the table decided about the row's editing, and the state it shows.
    var editingInfo = TableCellEditingInfo() { didSet { if editingInfo != oldValue { setNeedsLayout() } } }
    var stateMask: StateMask = []
    /// How far an editing row is slid aside for its Delete button; the delete control stays
    /// put on a strip of the cell's background that the content slides under.
    var deleteConfirmationShift: CGFloat = 0 { didSet { if deleteConfirmationShift != oldValue { setNeedsLayout() } } }
    var deleteConfirmationGutter: UIView?
    var editingControl: EditingControlView?
    var reorderControl: ReorderControlView?

    /// The cell's standard labels and image, created on first use (a custom cell that never
    /// touches them has none).
    var standardTextLabel: UILabel?
    var standardDetailLabel: UILabel?
    var standardImageView: UIImageView?

    /// Drawn by the table: the separator line, the hairline above a grouped section's first
    /// row, and the accessory.
    let separatorView = UIView()
    var topSeparatorView: UIView?
    var accessoryDrawing: TableCellAccessoryView?
    /// The default selected background: light grey, rounded with the cell in inset groups.
    var defaultSelectedBackground: TableCellBackgroundView?
    /// The card shape of a cell in an `.insetGrouped` table.
    var groupedBackground: TableCellBackgroundView?

    /// The storyboard segues that start at the cell (NibSegues+Cells.swift).
    var storyboardSegues: [NibSegues.CellSegue] = []

    /// Set by the table as it places the cell; a change lays the cell out again.
    var placement = TableCellPlacement() {
        didSet { if placement != oldValue { setNeedsLayout() } }
    }

    /// `required` so a registered class can be made from its type (Swift needs it to call
    /// an initializer through a metatype); a subclass overriding it writes `required`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        configureCell()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        let nib = coder as? UINibDecoder
        cellStyle = nib.flatMap { $0.enumeration("style", Self.nibStyle) } ?? .default
        reuseIdentifier = nib?.string("reuseIdentifier")
        contentView = UIView()
        super.init(coder: coder)
        configureCell()
        if let nib {
            decodeViewFlags(nib)
            decodeCellAttributes(nib)
        }
    }

    private func configureCell() {
        backgroundColor = .systemBackground
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
        setNeedsUpdateConfiguration()
    }

    /// Called before the table hands the cell out again: reset what the data source may
    /// have changed that is not the content (UIKit resets alpha, editing and selection
    /// state here, not the labels' text).
    open func prepareForReuse() {
        alpha = 1
    }

    // MARK: Standard views

    /// The main label (17 pt body text), inside the content view.
    open var textLabel: UILabel? {
        if let label = standardTextLabel { return label }
        let label = UILabel()
        switch cellStyle {
        case .value2:
            label.font = .systemFont(ofSize: 15)
            label.textColor = tintColor
            label.textAlignment = .right
        default:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .label
        }
        standardTextLabel = label
        return adopt(label)
    }

    /// The secondary label; nil in the `.default` style, as on iOS.
    open var detailTextLabel: UILabel? {
        if let label = standardDetailLabel { return label }
        guard cellStyle != .default else { return nil }
        let label = UILabel()
        switch cellStyle {
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .label
        default:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .label
        }
        standardDetailLabel = label
        return adopt(label)
    }

    /// A standard label joins the content view, clear so the cell's background shows.
    private func adopt(_ label: UILabel) -> UILabel {
        label.backgroundColor = nil
        label.isOpaque = false
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge.
    open var imageView: UIImageView? {
        if let view = standardImageView { return view }
        let view = UIImageView()
        view.contentMode = .center
        standardImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: Configurations (iOS 14)

    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    let configurationStorage = CellConfigurationStorage()

    /// The content as a value; setting it replaces `contentView` with the configuration's
    /// view (or hands the value to the current one when it supports it).
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationStorage.content }
        set { setHostedContentConfiguration(newValue) }
    }

    /// The background as a value; while set, it draws the selected state instead of the
    /// table's grey.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.background }
        set { setHostedBackgroundConfiguration(newValue); selectionAppearanceChanged() }
    }

    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesContent }
        set { configurationStorage.automaticallyUpdatesContent = newValue }
    }

    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationStorage.automaticallyUpdatesBackground }
        set { configurationStorage.automaticallyUpdatesBackground = newValue }
    }

    /// Called after `updateConfiguration(using:)` whenever the state changes.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation && !isEditing
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { scheduleConfigurationUpdate() }

    /// Updates the configurations for `state`; the default applies their `updated(for:)`.
    open func updateConfiguration(using state: UICellConfigurationState) { applyAutomaticUpdates(for: state) }

    /// The list style matching the cell's style: `subtitleCell()` for `.subtitle`,
    /// `valueCell()` for `.value1`, otherwise `cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .default, .value2: .cell()
        }
    }

    // MARK: Highlight and selection

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        editingControl?.isChecked = selected
        setNeedsUpdateConfiguration()
        updateSelectionAppearance(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != isHighlighted else { return }
        isHighlighted = highlighted
        setNeedsUpdateConfiguration()
        updateSelectionAppearance(animated: animated)
    }

    // MARK: Layout

    /// The content's part of the cell: all of it less the separator's hairline.
    var backgroundFrame: CGRect { bounds }

    /// The horizontal margin of the cell's content, as iOS gives phones: 16 points, 20 on
    /// screens 414 points wide and more.
    static func systemMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let margin = Self.systemMargin(forWidth: placement.tableWidth > 0 ? placement.tableWidth : bounds.width)
        let hairline = placement.separatorHeight
        let contentHeight = max(0, bounds.height - hairline)
        backgroundView?.frame = bounds
        groupedBackground?.frame = bounds
        defaultSelectedBackground?.corners = groupedBackground?.corners ?? []
        if let background = activeSelectedBackground, background.superview === self { background.frame = bounds }
        let editing = layoutEditingControls(height: contentHeight)
        var contentWidth = bounds.width - editing.trailing
        if let accessory = shownAccessory {
            if accessory.superview !== self { addSubview(accessory) }
            let size = accessory === accessoryView || accessory === editingAccessoryView ? accessory.frame.size : accessory.intrinsicContentSize
            let x = contentWidth - (editing.trailing > 0 ? 0 : margin) - size.width
            accessory.frame = CGRect(x: x, y: ((contentHeight - size.height) / 2).rounded(), width: size.width, height: size.height)
            contentWidth = max(0, x - TableCellAccessoryView.spacing)
        }
        let indent = CGFloat(indentationLevel) * indentationWidth + editing.leading
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, contentWidth - indent), height: contentHeight)
        let trailingMargin = shownAccessory == nil && editing.trailing == 0 ? margin : 0
        let margins = UIEdgeInsets(top: 11, left: margin, bottom: 11, right: trailingMargin)
        if contentView.layoutMargins != margins { contentView.layoutMargins = margins }
        shareMargins(leading: margin, trailing: margins.right)
        layoutStandardViews(margin: margin, trailing: trailingMargin)
        layoutSeparators(indent: indent + editingShift)
    }

    /// A self-sizing row's size: the content view fitted at the cell's width under its
    /// constraints (or what the standard views need), plus the separator below it.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittedCellSize(targetSize, verticalFittingPriority: verticalFittingPriority)
    }

    private static func nibStyle(_ name: String) -> CellStyle? {
        switch name {
        case "default", "IBUITableViewCellStyleDefault": .default
        case "value1", "IBUITableViewCellStyleValue1": .value1
        case "value2", "IBUITableViewCellStyleValue2": .value2
        case "subtitle", "IBUITableViewCellStyleSubtitle": .subtitle
        default: nil
        }
    }
}
