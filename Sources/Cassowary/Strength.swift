/// Priorities as symbolic weights.
///
/// UIKit's priorities are strictly hierarchical: "constraints with higher priority levels are
/// satisfied before constraints with lower priority levels". A violation at 751 outweighs any
/// amount of violation at 750. Cassowary models this with symbolic weights
/// (`ClSymbolicWeight`): the objective is not one number but a vector with one component per
/// priority level, and vectors compare lexicographically, highest level first. A float
/// encoding such as 10⁶/10³/1 cannot be exact with up to 999 levels, so the tableau keeps one
/// objective row per priority level in use (see `Tableau.levels`), and a symbol's reduced
/// cost is the vector of its coefficients in those rows. Systems use a handful of levels
/// (999 for the window size, 750 and 250 for intrinsic sizes, 50 for fitting size, plus the
/// app's own), so the vectors are short.
enum Strength {
    /// UILayoutPriority.required: a hard constraint.
    static let required: Float = 1000

    /// Whether `priority` is one UIKit accepts: 1…1000.
    static func isValid(_ priority: Float) -> Bool {
        priority.isFinite && priority >= 1 && priority <= required
    }

    /// Compares two symbolic weights stored as dense per-level vectors (index 0 = highest
    /// priority), each scaled by its own factor: −1, 0 or 1 as `a·scaleA` is
    /// lexicographically less than, equal to, or greater than `b·scaleB`. Components closer
    /// than `tolerance` count as equal, so round-off at a high level never outranks a real
    /// difference at a lower one.
    ///
    /// - Complexity: O(levels).
    static func compare(_ a: UnsafePointer<Double>, scaledBy scaleA: Double,
                        _ b: UnsafePointer<Double>, scaledBy scaleB: Double,
                        count: Int, tolerance: Double) -> Int {
        for i in 0..<count {
            let x = a[i] * scaleA, y = b[i] * scaleB
            if x < y - tolerance { return -1 }
            if x > y + tolerance { return 1 }
        }
        return 0
    }
}
