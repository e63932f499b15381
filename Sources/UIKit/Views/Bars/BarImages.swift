/// A bar's classic images by position and metrics (`setBackgroundImage(_:for:barMetrics:)`,
/// `setBackgroundImage(_:forToolbarPosition:barMetrics:)`): the bar shows the most specific
/// one set — for its position, else for `.any`; for its metrics, else for the metrics they
/// refine (compact prompt → compact → default, default prompt → default).
struct BarImages {
    private var images: [Int: UIImage] = [:]

    private static func key(_ position: UIBarPosition, _ metrics: UIBarMetrics) -> Int { position.rawValue * 1000 + metrics.rawValue }

    /// The image set for exactly this position and these metrics.
    subscript(position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
        get { images[Self.key(position, metrics)] }
        set { images[Self.key(position, metrics)] = newValue }
    }

    /// The image a bar at `position` with `metrics` shows.
    func resolved(position: UIBarPosition, metrics: UIBarMetrics) -> UIImage? {
        for p in position == .any ? [.any] : [position, .any] {
            for m in metrics.refined {
                if let image = images[Self.key(p, m)] { return image }
            }
        }
        return nil
    }
}

extension UIBarMetrics {
    /// These metrics, then those they refine, most specific first.
    var refined: [UIBarMetrics] {
        switch self {
        case .default: [.default]
        case .compact: [.compact, .default]
        case .defaultPrompt: [.defaultPrompt, .default]
        case .compactPrompt: [.compactPrompt, .compact, .default]
        }
    }
}

/// Shadow images by position: the bar's position's, else `.any`'s.
struct BarShadowImages {
    private var images: [UIBarPosition: UIImage] = [:]
    subscript(position: UIBarPosition) -> UIImage? {
        get { images[position] }
        set { images[position] = newValue }
    }
    func resolved(position: UIBarPosition) -> UIImage? { images[position] ?? images[.any] }
}
