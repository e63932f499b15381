import CoreGraphics
import Foundation

/// What a cell, header or footer keeps for its configurations.
@MainActor
final class CellConfigurationStorage {
    var content: (any UIContentConfiguration)?
    var background: UIBackgroundConfiguration?
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
    /// Set by `setNeedsUpdateConfiguration()`; the update runs before the next layout.
    var needsUpdate = false
    var backgroundView: BackgroundConfigurationView?
}

/// The configuration machinery shared by `UICollectionViewCell`, `UITableViewCell` and
/// `UITableViewHeaderFooterView`: a content configuration replaces the content view (or is
/// handed to it), a background configuration is drawn behind it, and a state change
/// schedules `updateConfiguration(using:)` for the next layout pass, as iOS does.
@MainActor
protocol CellConfigurationHost: UIView {
    var configurationStorage: CellConfigurationStorage { get }
    /// The view showing the content (the cell's content view).
    var hostedContentView: UIView { get }
    /// Puts `view` in place of the content view.
    func replaceHostedContentView(with view: UIView)
    /// The current state, as `configurationState` reports it.
    var hostConfigurationState: UICellConfigurationState { get }
    /// Runs the class's `updateConfiguration(using:)` and its update handler.
    func runConfigurationUpdate(_ state: UICellConfigurationState)
}

extension CellConfigurationHost {
    func setHostedContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        configurationStorage.content = configuration
        if let configuration {
            if let current = hostedContentView as? UIContentView, current.supports(configuration) {
                current.configuration = configuration
            } else {
                replaceHostedContentView(with: configuration.makeContentView())
            }
        } else if hostedContentView is UIContentView {
            replaceHostedContentView(with: UIView())
        }
        setNeedsLayout()
    }

    func setHostedBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        configurationStorage.background = configuration
        if let configuration {
            let view = configurationStorage.backgroundView ?? BackgroundConfigurationView(configuration: configuration)
            view.apply(configuration)
            if view.superview !== self { insertSubview(view, at: 0) }
            configurationStorage.backgroundView = view
            view.frame = bounds
        } else {
            configurationStorage.backgroundView?.removeFromSuperview()
            configurationStorage.backgroundView = nil
        }
    }

    /// Asks for an update before the next layout.
    func scheduleConfigurationUpdate() {
        configurationStorage.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a scheduled update (from `layoutSubviews`), and keeps the background view
    /// filling the host.
    func updateConfigurationIfNeeded() {
        if configurationStorage.needsUpdate {
            configurationStorage.needsUpdate = false
            runConfigurationUpdate(hostConfigurationState)
        }
        if let view = configurationStorage.backgroundView {
            view.frame = bounds
            if subviews.first !== view { sendSubviewToBack(view) }
        }
    }

    /// `updateConfiguration(using:)`'s default: the configurations updated for `state`.
    func applyAutomaticUpdates(for state: UICellConfigurationState) {
        if configurationStorage.automaticallyUpdatesContent, let content = configurationStorage.content {
            setHostedContentConfiguration(content.updated(for: state))
        }
        if configurationStorage.automaticallyUpdatesBackground, let background = configurationStorage.background {
            setHostedBackgroundConfiguration(background.updated(for: state))
        }
    }

    /// The side margins a hosted list content view takes from the host.
    func shareMargins(leading: CGFloat, trailing: CGFloat) {
        (hostedContentView as? UIListContentView)?.hostMargins = (leading, trailing)
    }
}
