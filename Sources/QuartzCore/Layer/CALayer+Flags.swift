/// The layer's yes-or-no state, packed in one word.
extension CALayer {
    @usableFromInline struct Flags: OptionSet, Sendable {
        @usableFromInline let rawValue: UInt32
        @inlinable init(rawValue: UInt32) { self.rawValue = rawValue }
        @inlinable static var hidden: Flags { Flags(rawValue: 1 << 0) }
        static let masksToBounds = Flags(rawValue: 1 << 1)
        static let opaque = Flags(rawValue: 1 << 2)
        static let needsDisplayOnBoundsChange = Flags(rawValue: 1 << 3)
        static let doubleSided = Flags(rawValue: 1 << 4)
        static let needsDisplay = Flags(rawValue: 1 << 5)
        /// Set by a view whose `clearsContextBeforeDrawing` is false.
        static let keepsContentWhenDrawing = Flags(rawValue: 1 << 6)
        static let scheduledForDisplay = Flags(rawValue: 1 << 7)
        /// The display mark covers only `extras.invalidRect`, not the whole bounds.
        static let partialDisplay = Flags(rawValue: 1 << 8)
        static let drawsAsynchronously = Flags(rawValue: 1 << 9)
        static let fillsBackgroundWhenDrawing = Flags(rawValue: 1 << 10)
        /// `setNeedsLayout` was called: `layoutSublayers` runs in the next layout pass.
        static let needsLayout = Flags(rawValue: 1 << 11)
        /// Some sublayer below needs layout: the pass descends here and nowhere else.
        static let descendantNeedsLayout = Flags(rawValue: 1 << 12)
        /// The layer is in the render server's set of layers with animations attached.
        @inlinable static var animating: Flags { Flags(rawValue: 1 << 17) }
        /// Joined a shown tree in the current transaction: it has no committed appearance yet
        /// to animate implicitly from.
        static let insertedThisTransaction = Flags(rawValue: 1 << 18)
        /// A `CATransition` is (or may still be) attached: the compositor looks for it.
        static let hasTransition = Flags(rawValue: 1 << 19)
        /// `layoutSublayers()` is running: a sublayer resized by it does not mark it again.
        static let layingOut = Flags(rawValue: 1 << 20)
        /// The layer is in a tree shown on some screen (a visible window's, masks included):
        /// kept on every layer of the tree as it joins or leaves, so asking costs nothing at
        /// any depth and needs no screen list (any thread may ask about its own layers).
        static let inShownTree = Flags(rawValue: 1 << 21)
    }

    /// Sets a flag; `key` names the animatable property it is (which runs its action).
    func setFlag(_ flag: Flags, _ on: Bool, key: String? = nil, _ member: StaticString = #function) {
        guard flags.contains(flag) != on else { return }
        let apply = { if on { self.flags.insert(flag) } else { self.flags.remove(flag) } }
        if let key { changeAnimatable(key, apply) } else { willChange(member); apply() }
    }
}
