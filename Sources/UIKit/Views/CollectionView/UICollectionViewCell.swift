import CoreGraphics
import Foundation

/// One item of a collection view: a `contentView` for the item's content, over optional
/// background views that show the selected and highlighted states.
///
/// Unlike a table cell, a collection view cell draws no selection of its own: with no
/// `selectedBackgroundView` selecting it changes nothing on screen, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the item's subviews to; self-sizing measures its constraints.
    open internal(set) var contentView: UIView

    /// Behind the content view (nil: the cell's background color shows).
    open var backgroundView: UIView? {
        didSet { if backgroundView !== oldValue { oldValue?.removeFromSuperview(); installBackgrounds() } }
    }

    /// Over the background view while the cell is selected or highlighted.
    open var selectedBackgroundView: UIView? {
        didSet { if selectedBackgroundView !== oldValue { oldValue?.removeFromSuperview(); installBackgrounds() } }
    }

    /// The storyboard segues that start at the cell (NibSegues+Cells.swift).
    var storyboardSegues: [NibSegues.CellSegue] = []

    /// Set by the collection view; subclasses override to restyle (call super).
    open var isSelected = false {
        didSet { if isSelected != oldValue { selectionAppearanceChanged(); setNeedsUpdateConfiguration() } }
    }

    /// Set while a touch is down on the cell; subclasses override to restyle (call super).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { selectionAppearanceChanged(); setNeedsUpdateConfiguration() } }
    }
    /// Whether the collection view is editing, and whether the row is swiped open: the
    /// configuration state's `isEditing` and `isSwiped` (UICollectionView+Editing.swift).
    var editingFlag = false { didSet { if editingFlag != oldValue { setNeedsUpdateConfiguration(); setNeedsLayout() } } }
    var isSwipedOpen = false { didSet { if isSwipedOpen != oldValue { setNeedsUpdateConfiguration() } } }

    // MARK: Configurations (iOS 14)

    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    let configurationStorage = CellConfigurationStorage()

    /// The content as a value; setting it replaces `contentView` with the configuration's
    /// view (or hands the value to the current one when it supports it).
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationStorage.content }
        set { setHostedContentConfiguration(newValue) }
    }

    /// The background as a value; setting it removes `backgroundView` and
    /// `selectedBackgroundView`, as on iOS (the two ways exclude each other).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationStorage.background }
        set {
            if newValue != nil { backgroundView = nil; selectedBackgroundView = nil }
            setHostedBackgroundConfiguration(newValue)
        }
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

    /// The cell's state; subclasses add their own keys.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = isOutlineExpanded
        state.isEditing = editingFlag
        state.isSwiped = isSwipedOpen
        return state
    }

    /// Whether the item is an expanded parent of a section snapshot's hierarchy.
    var isOutlineExpanded = false {
        didSet { if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration(); setNeedsLayout() } }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() { scheduleConfigurationUpdate() }

    /// Updates the configurations for `state`; the default applies their `updated(for:)`
    /// when automatic updates are on.
    open func updateConfiguration(using state: UICellConfigurationState) { applyAutomaticUpdates(for: state) }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    public required init(frame: CGRect) {
        contentView = UIView()
        super.init(frame: frame)
        configureCell()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView()
        super.init(coder: coder)
        configureCell()
        if let nib = coder as? UINibDecoder { decodeCellAttributes(nib) }
    }

    private func configureCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.backgroundColor = nil
        contentView.isOpaque = false
        addSubview(contentView)
        setNeedsUpdateConfiguration()
    }

    /// Replaces the content view with one decoded from a nib (its subviews and constraints).
    func replaceContentView(with view: UIView) {
        contentView.removeFromSuperview()
        contentView = view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        installBackgrounds()
    }

    override var selfSizingTarget: UIView { contentView }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Keeps the backgrounds at the back, the selected one over the other, both filling the cell.
    private func installBackgrounds() {
        for view in [selectedBackgroundView, backgroundView] {
            guard let view else { continue }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
        }
        selectionAppearanceChanged()
    }

    private func selectionAppearanceChanged() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }

}

extension UICollectionViewCell: CellConfigurationHost {
    var hostedContentView: UIView { contentView }
    func replaceHostedContentView(with view: UIView) { replaceContentView(with: view) }
    var hostConfigurationState: UICellConfigurationState { configurationState }
    func runConfigurationUpdate(_ state: UICellConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
