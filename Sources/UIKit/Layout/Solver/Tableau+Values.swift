// Writing the solution back to the variables, for the externals that changed only.

extension Tableau {
    /// Computes and writes the value of every external that may have changed since the last
    /// call.
    ///
    /// `changed` holds the externals whose rows or basic/parametric status changed. An
    /// external row may refer to other basic externals, so the set is first closed over the
    /// rows that refer to a changed external (its external column), then each is evaluated
    /// after the externals it refers to (an explicit-stack depth-first walk), reading the
    /// cached value of every unchanged one.
    ///
    /// - Complexity: O(changed externals + their dependents + the cells of their rows);
    ///   unchanged parts of the system are not visited.
    mutating func updateValues() {
        guard !changed.isEmpty else { return }
        var i = 0
        while i < changed.count {
            let x = changed[i]
            i += 1
            var c = symbols[x].externalHead
            while c >= 0 {
                markChanged(cells[c].row)
                c = cells[c].columnNext
            }
        }
        for j in 0..<changed.count {
            let x = changed[j]
            if symbols[x].kind == .external && !symbols[x].flags.contains(.evaluated) { evaluate(x) }
        }
        for j in 0..<changed.count {
            let x = changed[j]
            symbols[x].flags.remove([.changed, .evaluated])
            if symbols[x].kind == .external, let variable = variables[x] { variable.value = symbols[x].value }
        }
        changed.removeAll(keepingCapacity: true)
    }

    /// Evaluates `root` and the changed externals it depends on, references first.
    private mutating func evaluate(_ root: Int32) {
        walkStack.append((root, -1))
        let bound = symbols.count + 1
        while let (node, _) = walkStack.last {
            if symbols[node].flags.contains(.evaluated) {
                walkStack.removeLast()
                continue
            }
            var pending = false
            if symbols[node].isBasic && walkStack.count <= bound {
                var c = symbols[node].rowHead
                while c >= 0 {
                    let column = cells[c].column
                    let flags = symbols[column].flags
                    if symbols[column].isBasic && flags.contains(.changed) && !flags.contains(.evaluated) {
                        walkStack.append((column, -1))
                        pending = true
                    }
                    c = cells[c].rowNext
                }
            }
            if pending { continue }
            var value = 0.0
            if symbols[node].isBasic {
                value = symbols[node].constant
                var c = symbols[node].rowHead
                while c >= 0 {
                    let column = cells[c].column
                    if symbols[column].isBasic {
                        // Basic externals by the invariant; a restricted row's value is its
                        // constant.
                        let v = symbols[column].kind == .external ? symbols[column].value : symbols[column].constant
                        value += cells[c].value * v
                    }
                    c = cells[c].rowNext
                }
            }
            symbols[node].value = value
            symbols[node].flags.insert(.evaluated)
            walkStack.removeLast()
        }
    }
}
