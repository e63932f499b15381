#!/usr/bin/env python3
"""The Kiwi side of `make bench`'s Auto Layout solver comparison.

Builds the benchmark's constraint systems with kiwisolver (the C++ Kiwi solver, from the
project-local venv .venv-bench/ that `scripts/bootstrap --bench` makes), times the solver
calls with time.perf_counter (constraints are created before the clock starts, so neither
interpreter start-up nor building Python objects is counted), and prints one JSON object.
Sources/Benchmarks/AutoLayoutSolverKiwi.swift runs this script and reads that JSON.

    .venv-bench/bin/python scripts/kiwi_bench.py [--sizes 100,1000,5000] [--budget SECONDS]

The generator below must stay identical to the one in AutoLayoutSolverSystem.swift. Each
view is four variables (left, top, width, height) inside a container (left, top, width,
height); the container is pinned at (0, 0), 800 tall, and its width is an edit variable at
strong priority (UIKit 999), suggested 400. Constraints read `sum(coefficient * variable)
op constant`, priority 1000 (required), 750 or 250. The shapes, for n views:

  independent  left = container.left + 2*(i % 50), top = container.top + 3*(i % 40),
               width = 20 + i % 7, height = 10 + i % 5.
  chain        a row: view 0's left = container.left; view i's left = view i-1's right + 8
               and its width = view 0's width; the last view's right = container.right;
               top = container.top + 10, height = 20.
  nested       view 0 inset by 2 from the container on all four sides, view i by 2 from
               view i-1 (n deep).
  grid         rows of 10: column 0's left = container.left + 4, column c's left = the
               previous view's right + 4 and its width = column 0's width, the row's last
               right = container.right - 4; row 0's top = container.top + 4, row r's top =
               the bottom of the view above + 4; height = 30.
  feed         cells of 14 views, stacked: cell.left = container.left, cell.width =
               container.width, cell 0's top = container.top, cell k's top = cell k-1's
               bottom, cell.height = 60 (a cell is four more variables). In cell, view j:
               left = cell.left + 8 (j = 0) or the previous view's right + 2; with intrinsic
               size iw = 10 + 3*(i % 5), ih = iw/2 + 3: width <= iw @250 (hugging),
               width >= iw @750 (compression), height <= ih @250, height >= ih @750;
               height = 0.5 * width; centerY = cell.centerY; the cell's last view's right
               <= cell.right - 8.

Measured, each shape at each size: (a) build + first solve (edit variable, suggest 400, add
every constraint, update variables); (b) a resize: suggest 340 or 400, alternating, and
update; (c) a resize to the current width; at 1,000 views also (d) changing one constraint's
constant (the view in the middle's: independent left, chain spacing, nested left inset, grid
top spacing, feed height compression), which Kiwi can only do by removing the constraint and
adding one with the new constant; and (e) removing and re-adding every constraint of the
middle view. Builds report the fastest of up to three runs; loops the mean, over at most a
second or so. A size whose build would take longer than the budget by a quadratic
extrapolation (a lower bound: Kiwi's chain at 1,000 views takes over five minutes) is
skipped and listed, and (d) and (e) are skipped where a build takes over a second.
"""

import argparse
import json
import sys
import time

import kiwisolver as kiwi

C_LEFT, C_TOP, C_WIDTH, C_HEIGHT = 0, 1, 2, 3
L, T, W, H = 0, 1, 2, 3
SHAPES = ["independent", "chain", "nested", "grid", "feed"]


def generate(shape, n):
    """The constraint system for `shape` with n views.

    Returns (variable count, constraints, index of the constraint (d) changes, its two
    constants, constraints of the middle view). A constraint is
    (terms [(variable index, coefficient)], op "==" / "<=" / ">=", constant, priority,
    view index or -1).
    """
    constraints = []
    count = [4]

    def box():
        base = count[0]
        count[0] += 4
        return base

    def add(terms, op, constant, priority=1000, view=-1):
        constraints.append((terms, op, float(constant), priority, view))
        return len(constraints) - 1

    add([(C_LEFT, 1)], "==", 0)
    add([(C_TOP, 1)], "==", 0)
    add([(C_HEIGHT, 1)], "==", 800)
    middle = n // 2
    change = -1

    if shape == "independent":
        for i in range(n):
            b = box()
            k = add([(b + L, 1), (C_LEFT, -1)], "==", 2 * (i % 50), view=i)
            if i == middle:
                change = k
            add([(b + T, 1), (C_TOP, -1)], "==", 3 * (i % 40), view=i)
            add([(b + W, 1)], "==", 20 + i % 7, view=i)
            add([(b + H, 1)], "==", 10 + i % 5, view=i)
    elif shape == "chain":
        views = []
        for i in range(n):
            b = box()
            views.append(b)
            if i == 0:
                add([(b + L, 1), (C_LEFT, -1)], "==", 0, view=i)
            else:
                p = views[i - 1]
                k = add([(b + L, 1), (p + L, -1), (p + W, -1)], "==", 8, view=i)
                if i == middle:
                    change = k
                add([(b + W, 1), (views[0] + W, -1)], "==", 0, view=i)
            add([(b + T, 1), (C_TOP, -1)], "==", 10, view=i)
            add([(b + H, 1)], "==", 20, view=i)
        last = views[-1]
        add([(last + L, 1), (last + W, 1), (C_LEFT, -1), (C_WIDTH, -1)], "==", 0, view=n - 1)
    elif shape == "nested":
        p = 0  # the container's variables are 0...3 in the same order
        for i in range(n):
            b = box()
            k = add([(b + L, 1), (p + L, -1)], "==", 2, view=i)
            if i == middle:
                change = k
            add([(b + T, 1), (p + T, -1)], "==", 2, view=i)
            add([(b + L, 1), (b + W, 1), (p + L, -1), (p + W, -1)], "==", -2, view=i)
            add([(b + T, 1), (b + H, 1), (p + T, -1), (p + H, -1)], "==", -2, view=i)
            p = b
    elif shape == "grid":
        views = []
        for i in range(n):
            r, c = divmod(i, 10)
            b = box()
            views.append(b)
            if c == 0:
                add([(b + L, 1), (C_LEFT, -1)], "==", 4, view=i)
            else:
                p = views[i - 1]
                add([(b + L, 1), (p + L, -1), (p + W, -1)], "==", 4, view=i)
                add([(b + W, 1), (views[i - c] + W, -1)], "==", 0, view=i)
            if c == 9 or i == n - 1:
                add([(b + L, 1), (b + W, 1), (C_LEFT, -1), (C_WIDTH, -1)], "==", -4, view=i)
            if r == 0:
                add([(b + T, 1), (C_TOP, -1)], "==", 4, view=i)
            else:
                u = views[i - 10]
                k = add([(b + T, 1), (u + T, -1), (u + H, -1)], "==", 4, view=i)
                if i == middle:
                    change = k
            add([(b + H, 1)], "==", 30, view=i)
    elif shape == "feed":
        cell = -1
        previous_cell = -1
        previous = -1
        for i in range(n):
            j = i % 14
            if j == 0:
                previous_cell = cell
                cell = box()
                add([(cell + L, 1), (C_LEFT, -1)], "==", 0)
                add([(cell + W, 1), (C_WIDTH, -1)], "==", 0)
                if previous_cell < 0:
                    add([(cell + T, 1), (C_TOP, -1)], "==", 0)
                else:
                    add([(cell + T, 1), (previous_cell + T, -1), (previous_cell + H, -1)], "==", 0)
                add([(cell + H, 1)], "==", 60)
            b = box()
            iw = 10 + 3 * (i % 5)
            ih = iw / 2 + 3
            if j == 0:
                add([(b + L, 1), (cell + L, -1)], "==", 8, view=i)
            else:
                add([(b + L, 1), (previous + L, -1), (previous + W, -1)], "==", 2, view=i)
            add([(b + W, 1)], "<=", iw, 250, view=i)
            add([(b + W, 1)], ">=", iw, 750, view=i)
            add([(b + H, 1)], "<=", ih, 250, view=i)
            k = add([(b + H, 1)], ">=", ih, 750, view=i)
            if i == middle:
                change = k
            add([(b + H, 1), (b + W, -0.5)], "==", 0, view=i)
            add([(b + T, 1), (b + H, 0.5), (cell + T, -1), (cell + H, -0.5)], "==", 0, view=i)
            if j == 13 or i == n - 1:
                add([(b + L, 1), (b + W, 1), (cell + L, -1), (cell + W, -1)], "<=", -8, view=i)
            previous = b
    else:
        raise ValueError(shape)

    base = constraints[change][2]
    view_constraints = [k for k, c in enumerate(constraints) if c[4] == middle]
    return count[0], constraints, change, (base, base + 1 if shape != "feed" else base + 2), view_constraints


def checksum(values):
    """A weighted sum of every variable's value, compared with the Swift side's."""
    return sum(v * (1 + i % 7) for i, v in enumerate(values))


STRENGTH = {1000: "required", 999: "strong", 750: "medium", 250: "weak"}


def make(variables, spec, constant=None):
    terms, op, c, priority, _ = spec
    expression = kiwi.Expression([kiwi.Term(variables[i], a) for i, a in terms], 0)
    value = c if constant is None else constant
    if op == "==":
        constraint = expression == value
    elif op == "<=":
        constraint = expression <= value
    else:
        constraint = expression >= value
    return constraint | STRENGTH[priority]


def build(shape, n):
    count, specs, change, constants, view = generate(shape, n)
    variables = [kiwi.Variable(f"v{i}") for i in range(count)]
    constraints = [make(variables, s) for s in specs]
    solver = kiwi.Solver()
    start = time.perf_counter()
    solver.addEditVariable(variables[C_WIDTH], "strong")
    solver.suggestValue(variables[C_WIDTH], 400)
    for c in constraints:
        solver.addConstraint(c)
    solver.updateVariables()
    elapsed = time.perf_counter() - start
    return elapsed, solver, variables, specs, constraints, change, constants, view


def timed_loop(body, iterations, cap):
    """Mean seconds per call of body(k) over up to `iterations` calls, stopping once `cap`
    seconds have passed (Kiwi's slow cases must not hold the whole benchmark up)."""
    total = 0.0
    done = 0
    while done < iterations and (done == 0 or total < cap):
        start = time.perf_counter()
        body(done)
        total += time.perf_counter() - start
        done += 1
    return total / done


def measure(shape, n):
    # The fastest of up to three builds: the machine may be shared, and the least disturbed
    # run is the most repeatable figure. One build if the first takes over a second.
    builds = []
    while len(builds) < 3 and (not builds or builds[0] < 1.0):
        elapsed, solver, variables, specs, constraints, change, constants, view = build(shape, n)
        builds.append(elapsed)
    result = {"build_ms": min(builds) * 1e3,
              "checksum": checksum([v.value() for v in variables]),
              "constraints": len(specs)}
    width = variables[C_WIDTH]

    def resize(k):
        solver.suggestValue(width, 340 if k % 2 == 0 else 400)
        solver.updateVariables()
    result["resize_us"] = timed_loop(resize, 40, 1.0) * 1e6
    resize(1)  # back to 400, whatever count the loop stopped at

    def same(_):
        solver.suggestValue(width, 400)
        solver.updateVariables()
    result["same_resize_us"] = timed_loop(same, 200, 0.5) * 1e6

    if n == 1000 and min(builds) < 1.0:
        alternatives = [make(variables, specs[change], constants[1]), constraints[change]]
        current = [constraints[change]]

        def change_constant(k):
            replacement = alternatives[k % 2]
            solver.removeConstraint(current[0])
            solver.addConstraint(replacement)
            solver.updateVariables()
            current[0] = replacement
        result["constant_us"] = timed_loop(change_constant, 100, 1.0) * 1e6
        if current[0] is not constraints[change]:
            change_constant(1)  # put the original back: (e) removes it

        own = [constraints[k] for k in view]

        def readd(_):
            for c in own:
                solver.removeConstraint(c)
            for c in own:
                solver.addConstraint(c)
            solver.updateVariables()
        result["readd_us"] = timed_loop(readd, 20, 1.0) * 1e6
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000,5000")
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--budget", type=float, default=6.0,
                        help="skip a size whose build is estimated to take longer (seconds)")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    out = {"kiwisolver": kiwi.__version__, "python": sys.version.split()[0], "results": {}, "skipped": []}
    for shape in args.shapes.split(","):
        out["results"][shape] = {}
        previous = None
        for n in sorted(sizes):
            if previous is not None:
                # Kiwi's build grows at least quadratically on these shapes (every add
                # substitutes into every row): the quadratic extrapolation is a lower bound.
                n0, ms0 = previous
                estimate = ms0 / 1e3 * (n / n0) ** 2
                if estimate > args.budget:
                    out["skipped"].append({"shape": shape, "views": n, "estimated_build_s": round(estimate, 1)})
                    continue
            result = measure(shape, n)
            out["results"][shape][str(n)] = result
            previous = (n, result["build_ms"])
    json.dump(out, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
