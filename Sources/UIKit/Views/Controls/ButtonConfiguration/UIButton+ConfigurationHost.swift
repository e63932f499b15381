import CoreGraphics
import Foundation

/// What a button with a configuration or an update handler keeps: the configuration as set,
/// the handler, the one shown (updated for the state) and the parts only such a button has.
@MainActor
final class ButtonConfigurationStorage {
    var configuration: UIButton.Configuration?
    var updateHandler: UIButton.ConfigurationUpdateHandler?
    var automaticallyUpdates = true
    /// Set by `setNeedsUpdateConfiguration()`: the update runs before the next layout.
    var needsUpdate = true
    /// The shown configuration must be rebuilt (content or tint changed).
    var needsApply = true
    /// Inside `updateConfiguration()` and the handler: setting `configuration` schedules nothing.
    var isUpdating = false
    var shown: UIButton.Configuration?
    var backgroundView: BackgroundConfigurationView?
    var subtitleLabel: UILabel?
    var activityIndicator: UIActivityIndicatorView?
    var indicatorView: UIImageView?

    /// Takes the configuration-only parts out of `button`.
    func removeParts() {
        for view in [backgroundView, subtitleLabel, activityIndicator, indicatorView] as [UIView?] { view?.removeFromSuperview() }
        backgroundView = nil
        subtitleLabel = nil
        activityIndicator = nil
        indicatorView = nil
        shown = nil
    }
}

extension UIButton {
    /// Changes a button's configuration when its state changes.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A button that shows `configuration` and runs `primaryAction` when tapped; the action's
    /// title and image fill in what the configuration leaves empty.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
        }
        self.configuration = configuration
    }

    /// The configuration the button shows, as set (the shown one is `updated(for:)` it).
    /// Setting one makes the button configuration-based; nil returns it to the classic API.
    public var configuration: UIButton.Configuration? {
        get { configurationStorage?.configuration }
        set {
            let storage = buttonConfigurationStorage
            let wasConfigured = storage.configuration != nil
            storage.configuration = newValue
            guard newValue != nil else {
                if wasConfigured {
                    storage.removeParts()
                    // The title label goes back to the classic single line.
                    titleLabelIfMade?.attributedText = nil
                    titleLabelIfMade?.numberOfLines = 1
                    titleLabelIfMade?.lineBreakMode = .byTruncatingMiddle
                    contentDidChange()
                }
                return
            }
            if !wasConfigured {
                backgroundViewIfMade?.removeFromSuperview()
                forgetStateContent()
            }
            if storage.isUpdating { storage.needsApply = true } else { setNeedsUpdateConfiguration() }
            invalidateIntrinsicContentSize()
        }
    }

    /// The storage, made on first use.
    private var buttonConfigurationStorage: ButtonConfigurationStorage {
        if let storage = configurationStorage { return storage }
        let storage = ButtonConfigurationStorage()
        configurationStorage = storage
        return storage
    }

    /// Whether the button shows a configuration (and ignores the classic look API).
    var isConfigured: Bool { configurationStorage?.configuration != nil }

    /// Called on every configuration update, after `updateConfiguration()` (state changes,
    /// `setNeedsUpdateConfiguration()`): change `button.configuration` for the state there.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationStorage?.updateHandler }
        set {
            buttonConfigurationStorage.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether a state change (highlighted, selected, enabled) updates the configuration.
    public var automaticallyUpdatesConfiguration: Bool {
        get { configurationStorage?.automaticallyUpdates ?? true }
        set { buttonConfigurationStorage.automaticallyUpdates = newValue }
    }

    /// What VoiceOver reads for a configured button: the title shown, then the subtitle.
    var configuredAccessibilityLabel: String? {
        let parts = [currentTitle ?? configuration?.title, configuration?.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The label showing the configuration's subtitle (nil until one is shown).
    public var subtitleLabel: UILabel? { configurationStorage?.subtitleLabel }

    /// Schedules an update (the `setNeedsUpdateConfiguration()` of UIButton.swift).
    func scheduleButtonConfigurationUpdate() {
        guard let storage = configurationStorage else { return }
        storage.needsUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// A state change: the configuration updates (when automatic), a classic button redraws.
    func buttonStateDidChange() {
        if let storage = configurationStorage, storage.automaticallyUpdates { setNeedsUpdateConfiguration() }
        if !isConfigured { updateAppearance() }
    }

    /// Runs a pending update (`updateConfiguration()`, then the handler) and shows the result.
    func updateConfigurationIfNeeded() {
        guard let storage = configurationStorage else { return }
        if storage.needsUpdate {
            storage.needsUpdate = false
            storage.isUpdating = true
            updateConfiguration()
            configurationUpdateHandler?(self)
            storage.isUpdating = false
            storage.needsApply = true
        }
        if storage.needsApply, let configuration = storage.configuration {
            storage.needsApply = false
            applyShownConfiguration(configuration, storage)
        }
    }

    /// Whether the pop-up chevrons show: asked for, or automatic on a pop-up button.
    func showsPopupIndicator(_ configuration: UIButton.Configuration) -> Bool {
        switch configuration.indicator {
        case .popup: true
        case .none: false
        case .automatic: isPopUpButton
        }
    }

    /// Puts the updated configuration into the parts: title, subtitle, image (or spinner),
    /// chevrons and background, in the style's colors for the state.
    private func applyShownConfiguration(_ configuration: UIButton.Configuration, _ storage: ButtonConfigurationStorage) {
        let shown = configuration.updated(for: self)
        storage.shown = shown
        let foreground = shown.resolvedState?.foreground ?? tintColor ?? .systemBlue
        let background = storage.backgroundView ?? BackgroundConfigurationView(configuration: shown.background)
        storage.backgroundView = background
        if background.superview !== self { insertSubview(background, at: 0) }

        // A title set per state wins over the configuration's, as on iOS.
        let title = currentTitle.map { AttributedString($0) } ?? shown.attributedTitle
        let label = titleLabel!
        fill(label, with: title, font: ButtonConfigurationMetrics.titleFont(for: shown.buttonSize), color: foreground,
             transformer: shown.titleTextAttributesTransformer, lineBreakMode: shown.titleLineBreakMode)
        if let subtitle = shown.attributedSubtitle {
            let sub = storage.subtitleLabel ?? UILabel()
            storage.subtitleLabel = sub
            fill(sub, with: subtitle, font: ButtonConfigurationMetrics.subtitleFont(for: shown.buttonSize), color: foreground,
                 transformer: shown.subtitleTextAttributesTransformer, lineBreakMode: shown.subtitleLineBreakMode)
        } else {
            storage.subtitleLabel?.removeFromSuperview()
            storage.subtitleLabel = nil
        }

        let imageView = self.imageView!
        var image = shown.showsActivityIndicator ? nil : (currentImage ?? shown.image)
        if let symbol = image, symbol.isSymbolImage {
            let sized = shown.preferredSymbolConfigurationForImage
                ?? UIImage.SymbolConfiguration(font: ButtonConfigurationMetrics.titleFont(for: shown.buttonSize))
            image = symbol.applyingSymbolConfiguration(sized)
        }
        imageView.image = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
        imageView.tintColor = shown.imageColorTransformer?(foreground) ?? foreground
        imageView.alpha = 1
        if image != nil { if imageView.superview !== self { addSubview(imageView) } } else { imageView.removeFromSuperview() }

        if shown.showsActivityIndicator {
            let spinner = storage.activityIndicator ?? UIActivityIndicatorView(style: .medium)
            // Touches on the spinner are the button's.
            spinner.isUserInteractionEnabled = false
            storage.activityIndicator = spinner
            spinner.color = shown.activityIndicatorColorTransformer?(foreground) ?? foreground
            if spinner.superview !== self { addSubview(spinner) }
            spinner.startAnimating()
        } else {
            storage.activityIndicator?.stopAnimating()
            storage.activityIndicator?.removeFromSuperview()
            storage.activityIndicator = nil
        }

        if showsPopupIndicator(shown) {
            let chevrons = storage.indicatorView ?? UIImageView(image: ButtonIndicatorGlyph.popup)
            storage.indicatorView = chevrons
            chevrons.tintColor = shown.indicatorColorTransformer?(foreground) ?? foreground
            if chevrons.superview !== self { addSubview(chevrons) }
        } else {
            storage.indicatorView?.removeFromSuperview()
            storage.indicatorView = nil
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Shows `text` in `label` with the style's font and color under its own attributes,
    /// then the transformer; no text takes the label out.
    private func fill(_ label: UILabel, with text: AttributedString?, font: UIFont, color: UIColor,
                      transformer: UIConfigurationTextAttributesTransformer?, lineBreakMode: NSLineBreakMode) {
        guard let text, !text.characters.isEmpty else {
            label.removeFromSuperview()
            return
        }
        var defaults = AttributeContainer()
        defaults.uiKit.font = font
        defaults.uiKit.foregroundColor = color
        label.numberOfLines = 0
        label.lineBreakMode = lineBreakMode
        label.alpha = 1
        label.shadowColor = nil
        label.attributedText = NSAttributedString.uiKit(text, defaults: defaults, transform: transformer.map { t in { t($0) } })
        if label.superview !== self { addSubview(label) }
    }
}
