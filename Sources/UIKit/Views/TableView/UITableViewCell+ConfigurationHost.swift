import CoreGraphics

/// The configuration machinery (`CellConfigurationStorage`) reaches the cell through this.
extension UITableViewCell: CellConfigurationHost {
    var hostedContentView: UIView { contentView }
    func replaceHostedContentView(with view: UIView) {
        let old = contentView
        view.frame = old.frame
        insertSubview(view, aboveSubview: old)
        old.removeFromSuperview()
        contentView = view
        setNeedsLayout()
    }
    var hostConfigurationState: UICellConfigurationState { configurationState }
    func runConfigurationUpdate(_ state: UICellConfigurationState) {
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
