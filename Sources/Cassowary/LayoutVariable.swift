/// One unknown of an Auto Layout system: a view's left edge, width, and so on.
///
/// A variable has no value of its own until a `SimplexSolver` writes one in
/// `updateVariables()`; `value` is where the layout engine reads the solution, and where
/// the solver reads the starting value of an edit variable.
///
/// Variables compare and hash by identity, as NSLayoutConstraint's items do: two variables
/// with the same name are still two unknowns.
package final class LayoutVariable: Hashable, CustomStringConvertible {
    /// For debugging only (`"view.left"`); the solver never reads it.
    package var name: String
    /// The solved value, written by `SimplexSolver.updateVariables()`. Unchecked for
    /// exclusivity: a resize writes thousands of values, and a dynamic access check on each
    /// costs more than the write (a Double has no accessors that could overlap).
    @exclusivity(unchecked) package var value: Double

    /// The solver this variable is registered with, if any, and its symbol there. Stored on
    /// the variable so that mapping a variable to its tableau column costs a field load, not
    /// a dictionary lookup (every constraint added goes through this mapping).
    var binding: ObjectIdentifier?
    var symbol: Int32 = -1

    package init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.value = value
    }

    package static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    package var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) & 0xffff)" : name }
}
