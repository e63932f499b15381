/// What makes a `UIColor` dynamic: the provider that gives its value per trait collection,
/// and the system color's name when it is one.
struct DynamicColor: Sendable {
    let provider: @Sendable (UITraitCollection) -> UIColor
    let name: String?

    /// The fixed color for `traits`. A provider may return another dynamic color; that one is
    /// resolved in turn, a bounded number of times so a provider returning its own color
    /// cannot loop (then black, as nothing else is known).
    func resolve(in traits: UITraitCollection) -> UIColor {
        var color = provider(traits)
        for _ in 0..<8 {
            guard let next = color.dynamic else { return color }
            color = next.provider(traits)
        }
        return color.dynamic == nil ? color : .black
    }
}
