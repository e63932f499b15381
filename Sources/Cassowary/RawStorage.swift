// Raw storage for the tableau: the pools of cells and the per-symbol arrays, indexed by
// `Int32`, and a reusable raw stack.

/// The memory behind one of the tableau's arrays. The arrays (`CellArray`, `SymbolArray`,
/// `ScratchArray`) keep its base pointer in the tableau struct and index it directly: the
/// simplex's inner loops touch cells and symbols hundreds of millions of times, and Swift
/// arrays would add a bounds check and a uniqueness check to each. This class only owns the
/// allocation (it frees it when the tableau goes away); every index is a symbol or cell the
/// tableau made, which `assert`s check in debug builds.
final class RawBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    /// Appends, doubling the allocation when full; returns the (possibly moved) base.
    func append(_ element: Element) -> UnsafeMutablePointer<Element> {
        if count == capacity {
            let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: element)
        count += 1
        return base
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }
}

/// The pool of cells, indexed by `Int32` (the width of the tableau's links: half the size of
/// `Int` links keeps a cell in 32 bytes, two to a cache line). One concrete type per element
/// rather than a generic wrapper: unspecialised (debug) code would otherwise look up generic
/// metadata on every access.
struct CellArray {
    private let buffer = RawBuffer<Cell>(capacity: 256)
    private var base: UnsafeMutablePointer<Cell>

    init() { base = buffer.base }

    @inline(__always)
    subscript(_ index: Int32) -> Cell {
        unsafeAddress {
            assert(index >= 0 && Int(index) < buffer.count, "cell \(index) out of range")
            return UnsafePointer(base + Int(index))
        }
        unsafeMutableAddress {
            assert(index >= 0 && Int(index) < buffer.count, "cell \(index) out of range")
            return base + Int(index)
        }
    }

    var count: Int { buffer.count }
    mutating func append(_ element: Cell) { base = buffer.append(element) }

    /// The base address, valid until the next `append`.
    var pointer: UnsafeMutablePointer<Cell> { base }
}

/// The symbol table, indexed by `Int32` (see `CellArray`).
struct SymbolArray {
    private let buffer = RawBuffer<SymbolInfo>(capacity: 256)
    private var base: UnsafeMutablePointer<SymbolInfo>

    init() { base = buffer.base }

    @inline(__always)
    subscript(_ index: Int32) -> SymbolInfo {
        unsafeAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return UnsafePointer(base + Int(index))
        }
        unsafeMutableAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return base + Int(index)
        }
    }

    var count: Int { buffer.count }
    mutating func append(_ element: SymbolInfo) { base = buffer.append(element) }

    /// The base address, valid until the next `append`.
    var pointer: UnsafeMutablePointer<SymbolInfo> { base }
}

/// Per-symbol scratch space, indexed by `Int32` (see `CellArray`).
struct ScratchArray {
    private let buffer = RawBuffer<SymbolScratch>(capacity: 256)
    private var base: UnsafeMutablePointer<SymbolScratch>

    init() { base = buffer.base }

    @inline(__always)
    subscript(_ index: Int32) -> SymbolScratch {
        unsafeAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return UnsafePointer(base + Int(index))
        }
        unsafeMutableAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return base + Int(index)
        }
    }

    var count: Int { buffer.count }
    mutating func append(_ element: SymbolScratch) { base = buffer.append(element) }

    /// The base address, valid until the next `append`.
    var pointer: UnsafeMutablePointer<SymbolScratch> { base }
}

/// Per-symbol doubles, indexed by `Int32` (see `CellArray`).
struct ValueArray {
    private let buffer = RawBuffer<Double>(capacity: 256)
    private var base: UnsafeMutablePointer<Double>

    init() { base = buffer.base }

    @inline(__always)
    subscript(_ index: Int32) -> Double {
        unsafeAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return UnsafePointer(base + Int(index))
        }
        unsafeMutableAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return base + Int(index)
        }
    }

    var count: Int { buffer.count }
    mutating func append(_ element: Double) { base = buffer.append(element) }

    /// The base address, valid until the next `append`.
    var pointer: UnsafeMutablePointer<Double> { base }
}

/// Per-symbol bytes, indexed by `Int32` (see `CellArray`).
struct ByteArray {
    private let buffer = RawBuffer<UInt8>(capacity: 256)
    private var base: UnsafeMutablePointer<UInt8>

    init() { base = buffer.base }

    @inline(__always)
    subscript(_ index: Int32) -> UInt8 {
        unsafeAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return UnsafePointer(base + Int(index))
        }
        unsafeMutableAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return base + Int(index)
        }
    }

    var count: Int { buffer.count }
    mutating func append(_ element: UInt8) { base = buffer.append(element) }

    /// The base address, valid until the next `append`.
    var pointer: UnsafeMutablePointer<UInt8> { base }
}

/// Per-symbol counts, indexed by `Int32` (see `CellArray`).
struct CountArray {
    private let buffer = RawBuffer<Int32>(capacity: 256)
    private var base: UnsafeMutablePointer<Int32>

    init() { base = buffer.base }

    @inline(__always)
    subscript(_ index: Int32) -> Int32 {
        unsafeAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return UnsafePointer(base + Int(index))
        }
        unsafeMutableAddress {
            assert(index >= 0 && Int(index) < buffer.count, "symbol \(index) out of range")
            return base + Int(index)
        }
    }

    var count: Int { buffer.count }
    mutating func append(_ element: Int32) { base = buffer.append(element) }

    /// The base address, valid until the next `append`.
    var pointer: UnsafeMutablePointer<Int32> { base }
}

/// Per-symbol references (owners, variables), indexed by `Int32`; touched rarely.
struct ReferenceArray<Element: AnyObject> {
    var storage = ContiguousArray<Element?>()

    subscript(_ index: Int32) -> Element? {
        get { storage[Int(index)] }
        set { storage[Int(index)] = newValue }
    }

    mutating func append(_ element: Element?) { storage.append(element) }
}

/// A growable stack in raw memory, reused across calls (`updateValues`, ratio tests): pushes without
/// the uniqueness check a Swift array makes on each append. Copies share the buffer (only
/// the tableau's own copy is used).
struct RawStack<Element> {
    private let buffer = RawBuffer<Element>(capacity: 64)
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0

    init() { base = buffer.base }

    subscript(_ i: Int) -> Element { base[i] }

    /// The base address, valid until the next `append`.
    var pointer: UnsafeMutablePointer<Element> { base }

    mutating func append(_ element: Element) {
        if count == buffer.count {
            base = buffer.append(element)
        } else {
            base[count] = element
        }
        count += 1
    }

    mutating func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return base[count]
    }

    /// Reverses the elements from `start` to the end.
    mutating func reverse(from start: Int) {
        var low = start, high = count - 1
        while low < high {
            let t = base[low]
            base[low] = base[high]
            base[high] = t
            low += 1
            high -= 1
        }
    }

    /// Forgets the elements; the memory (all trivial values) is kept for reuse.
    mutating func removeAll() { count = 0 }
}
