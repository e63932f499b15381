extension CALayer {
    /// The layer's delegate; a view's layer has the view here. Never retained.
    public var delegate: (any CALayerDelegate)? {
        get { owningDelegate ?? otherDelegate }
        set { owningDelegate = nil; otherDelegate = newValue }
    }

    /// Makes `owner`, which holds this layer strongly and clears the link in its deinit, the
    /// delegate without a weak reference.
    package func setOwningDelegate(_ owner: (any CALayerDelegate)?) {
        otherDelegate = nil
        owningDelegate = owner
    }
}
