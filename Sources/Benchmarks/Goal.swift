import Foundation

/// What a result should reach, as the project has set it: the table and the JSON say whether
/// this run reached it, so a regression or an open goal is seen without reading the numbers.
enum Goal {
    /// At most this many times the baseline measured in the same run.
    case ratio(Double)
    /// At most this value, in the result's unit (a budget, not something measured).
    case atMost(Double)

    /// Whether `value` reaches the goal; a ratio goal needs the baseline's value.
    func isMet(_ value: Double, baseline: Double?) -> Bool {
        switch self {
        case .ratio(let limit): value <= limit * baseline!
        case .atMost(let limit): value <= limit
        }
    }

    /// "≤ 1.3×" or "≤ 1 ms".
    func describe(unit: String) -> String {
        switch self {
        case .ratio(let limit): String(format: "≤ %.3g×", limit)
        case .atMost(let limit): String(format: "≤ %.3g %@", limit, unit)
        }
    }
}
