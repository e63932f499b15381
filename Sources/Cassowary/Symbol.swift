/// What a tableau symbol stands for, in the Cassowary paper's vocabulary.
enum SymbolKind: UInt8 {
    /// A free slot in the symbol table.
    case unused
    /// A `LayoutVariable`: unrestricted in sign.
    case external
    /// The slack of an inequality, ≥ 0; the marker of an inequality.
    case slack
    /// The error of an optional constraint, ≥ 0, weighted in the objective at the
    /// constraint's priority.
    case error
    /// The marker of a required equality: fixed at 0. It never enters the basis in
    /// optimisation; it exists so the constraint can be found again (removed, or its
    /// constant changed) in the rows that were built from it.
    case dummy
    /// The artificial variable of the two-phase start for a constraint with no usable
    /// subject, ≥ 0.
    case artificial
    /// The objective row of one priority level.
    case objective
    /// The objective row of the artificial phase.
    case artificialObjective

    /// Restricted to ≥ 0 (dummies to exactly 0): these are the rows the simplex keeps
    /// feasible, and the only ones that can leave the basis in a ratio test.
    var isRestricted: Bool {
        switch self {
        case .slack, .error, .dummy, .artificial: true
        default: false
        }
    }
}

/// Which column list a cell is threaded on, by the kind of its row. Keeping three lists per
/// symbol lets each operation visit only the rows it must: the simplex looks at restricted
/// rows, reduced costs at objective rows, and value propagation at external rows.
enum ColumnClass {
    case restricted, external, objective
}

/// Per-symbol flags for the simplex's work lists, so a symbol is queued once.
struct SymbolFlags: OptionSet {
    var rawValue: UInt8
    /// Queued in `Tableau.candidates`: its reduced cost changed since it was last checked.
    static let candidate = SymbolFlags(rawValue: 1 << 0)
    /// Queued in `Tableau.infeasible`: a restricted row whose constant went negative.
    static let infeasible = SymbolFlags(rawValue: 1 << 1)
}

/// What value propagation needs to know about a symbol, one byte each in a dense array
/// (`Tableau.marks`): after a resize it is read for every cell of every row it evaluates,
/// and a byte array stays in cache where the 32-byte symbol entries would not.
enum PropagationMark {
    /// The symbol is basic (mirrors `SymbolInfo.isBasic`).
    static let basic: UInt8 = 1 << 0
    /// The symbol is an external.
    static let external: UInt8 = 1 << 1
    /// Queued in `Tableau.changed`: an external whose value may differ from the last one
    /// written.
    static let changed: UInt8 = 1 << 2
    /// Set while `updateValues` runs, once the external's new value is known.
    static let evaluated: UInt8 = 1 << 3
}

/// The symbol table entry: for a basic symbol, its row (head of a linked list of cells, and
/// the row's constant); for every symbol, the heads of its three column lists. 32 bytes, two
/// to a cache line: value propagation after a resize reads one per external it visits. (An
/// external's last computed value lives apart, in `Tableau.values`.)
struct SymbolInfo {
    /// The row's constant when the symbol is basic (or an objective row): its current value.
    var constant: Double = 0
    var rowHead: Int32 = -1
    var restrictedHead: Int32 = -1
    var externalHead: Int32 = -1
    var objectiveHead: Int32 = -1
    /// Externals: how many constraints use the variable (it is released at zero).
    /// Objective rows: the index of their level in `Tableau.levels`.
    var aux: Int32 = 0
    var kind: SymbolKind = .unused
    /// Whether the symbol has a row. Set through `Tableau.setBasic`, which keeps
    /// `PropagationMark.basic` in step.
    var isBasic = false
    var flags = SymbolFlags()

    init(kind: SymbolKind = .unused) { self.kind = kind }

    /// Whether no row mentions the symbol.
    var isUnreferenced: Bool { restrictedHead < 0 && externalHead < 0 && objectiveHead < 0 }
}

/// Scratch space per symbol, for the dense accumulator and graph walks. Each use stamps the
/// slots it touches with a fresh generation number, so nothing needs clearing between uses.
struct SymbolScratch {
    var accumulated: Double = 0
    var multiplier: Double = 0
    var accumulatorMark: UInt32 = 0
    var visitMark: UInt32 = 0
    var sourceMark: UInt32 = 0
    var seenMark: UInt32 = 0
    var sourceCell: Int32 = -1
}
