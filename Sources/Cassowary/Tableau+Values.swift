// Writing the solution back to the variables, for the externals that changed only.

extension Tableau {
    /// Computes and writes the value of every external that may have changed since the last
    /// call.
    ///
    /// `changed` holds the externals whose rows or basic/parametric status changed. An
    /// external row may refer to other basic externals, so the set is first closed over the
    /// rows that refer to a changed external (its external column), then each is evaluated
    /// after the externals it refers to (an explicit-stack depth-first walk, which in the
    /// usual order finds the references already done), reading the cached value of every
    /// unchanged one, and written to its variable at once.
    ///
    /// This is the path of every resize and constant change, so it works on the raw base
    /// addresses: no per-access checks or reference counting.
    ///
    /// - Complexity: O(changed externals + their dependents + the cells of their rows);
    ///   unchanged parts of the system are not visited.
    mutating func updateValues() {
        guard !changed.isEmpty else { return }
        let basic = PropagationMark.basic, external = PropagationMark.external
        let changedMark = PropagationMark.changed, evaluatedMark = PropagationMark.evaluated
        let bound = symbols.count + 1
        // Nothing is appended to the tableau while this runs, so the base addresses stay
        // valid; the list and the stack are raw buffers too (no uniqueness check per push).
        let symbols = self.symbols.pointer, cells = self.cells.pointer, values = self.values.pointer
        let marks = self.marks.pointer, references = self.references.pointer
        var list = propagationList
        list.removeAll()
        for x in changed { list.append(x) }
        changed.removeAll(keepingCapacity: true)
        var stack = evaluationStack
        stack.removeAll()
        variables.storage.withUnsafeBufferPointer { variables in
            // Close over the rows that refer to a changed external. Column lists run newest
            // first; each batch of dependents is reversed so the list runs in creation
            // order, which is usually dependency order (views refer to views made before
            // them), and the evaluation below then rarely has to pause.
            var i = 0
            while i < list.count {
                var c = symbols[Int(list[i])].externalHead
                i += 1
                let batch = list.count
                while c >= 0 {
                    let row = Int(cells[Int(c)].row)
                    if marks[row] & changedMark == 0 {
                        marks[row] |= changedMark
                        list.append(Int32(row))
                    }
                    c = cells[Int(c)].columnNext
                }
                list.reverse(from: batch)
            }
            // Evaluate each, references first: a depth-first walk that scans every row once,
            // pausing (the frame keeps its place and partial sum) to evaluate a changed
            // reference it meets before going on. A root whose references are all done —
            // the usual case — never touches the stack.
            for j in 0..<list.count {
                let root = Int(list[j])
                if marks[root] & evaluatedMark != 0 { continue }
                var node = root
                // A reduced row (no references) is worth its constant: skip its cells. Else
                // the scan stops once it has met all the row's references.
                var remaining = symbols[root].isBasic ? references[root] : 0
                var c: Int32 = remaining > 0 ? symbols[root].rowHead : -1
                var sum = symbols[root].isBasic ? symbols[root].constant : 0
                while true {
                    var paused = false
                    while c >= 0 {
                        let cell = cells[Int(c)]
                        let column = Int(cell.column)
                        let mark = marks[column]
                        if mark & basic != 0 {
                            if mark & (changedMark | evaluatedMark) == changedMark && stack.count <= bound {
                                stack.append(EvaluationFrame(node: Int32(node), cell: c, remaining: remaining, sum: sum))
                                node = column
                                remaining = references[column]
                                c = remaining > 0 ? symbols[column].rowHead : -1
                                sum = symbols[column].constant
                                paused = true
                                break
                            }
                            // Basic externals by the invariant; a restricted row's value is
                            // its constant. (Past `bound` only a cycle — a broken invariant —
                            // can be on the stack: its old value is used and the walk ends.)
                            sum += cell.value * (mark & external != 0 ? values[column] : symbols[column].constant)
                            remaining -= 1
                            if remaining == 0 { break }
                        }
                        c = cell.rowNext
                    }
                    if paused { continue }
                    values[node] = sum
                    marks[node] |= evaluatedMark
                    variables[node]?.value = sum
                    guard let frame = stack.popLast() else { break }
                    // Resume the paused row at the cell that waited (now evaluated).
                    node = Int(frame.node)
                    c = frame.cell
                    remaining = frame.remaining
                    sum = frame.sum
                }
            }
            for j in 0..<list.count { marks[Int(list[j])] &= ~(changedMark | evaluatedMark) }
        }
        propagationList = list
        evaluationStack = stack
    }
}

/// A paused evaluation in `updateValues`: the external, the cell of its row it waits at, how
/// many references it has still to meet, and the sum so far.
struct EvaluationFrame {
    var node: Int32
    var cell: Int32
    var remaining: Int32
    var sum: Double
}
