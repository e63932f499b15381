/// What a flow layout throws away: the metrics it asked the delegate for, and the frames it
/// worked out from them. A bounds change that only scrolls (pinned headers) keeps both.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Ask the delegate for sizes, insets and spacings again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Work out the lines and frames again.
    open var invalidateFlowLayoutAttributes = true

    public required init() { super.init() }
}
