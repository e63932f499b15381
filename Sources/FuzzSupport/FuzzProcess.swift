import Foundation

/// What the fuzz executables share: their common flags, unbuffered output, and a note naming
/// the input that is running, printed if the process dies.
public enum FuzzProcess {
    /// `--count N` and `--seed S` (decimal or 0x-hex) from `arguments`; every other argument
    /// goes to `other` with a function that takes the next argument as its value.
    public static func parse(_ arguments: ArraySlice<String>, usage: String, count: inout Int, seed: inout UInt64,
                             other: (String, () -> String) -> Void) {
        var arguments = arguments
        while let argument = arguments.popFirst() {
            func value() -> String {
                guard let next = arguments.popFirst() else { fatalError("\(argument) needs a value\n\(usage)") }
                return next
            }
            switch argument {
            case "--count": count = Int(value()) ?? count
            case "--seed":
                let text = value()
                seed = (text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)) ?? seed
            case "--help", "-h": say(usage); exit(0)
            default: other(argument, value)
            }
        }
    }

    /// Writes a line unbuffered: progress shows as it happens when piped, and nothing is lost
    /// when the sanitizer ends the process.
    public static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Printed to standard error if the process dies (a trap, an abort, or a fault that
    /// AddressSanitizer reports); empty when nothing is running.
    public static var crashNote: String {
        get { String(decoding: note, as: UTF8.self) }
        set { note = Array(newValue.utf8) }
    }

    /// Installs the handlers that print `crashNote` and then let the previous handler (the
    /// Swift runtime's backtracer, the sanitizer's) go on.
    public static func printCrashNoteOnDeath() {
        for signal in [SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV] {
            // AddressSanitizer reports memory faults itself, then calls its death callback.
            if signal == SIGSEGV || signal == SIGBUS, dlsym(nil, "__asan_init") != nil { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                FuzzProcess.printNote()
                sigaction(number, &FuzzProcess.previousActions[Int(number)], nil)
                raise(number)
            }
            sigaction(signal, &action, &previousActions[Int(signal)])
        }
        if let symbol = dlsym(nil, "__sanitizer_set_death_callback") {
            typealias SetCallback = @convention(c) (@convention(c) () -> Void) -> Void
            unsafeBitCast(symbol, to: SetCallback.self)({ FuzzProcess.printNote() })
        }
    }

    /// The note's bytes: a signal handler may only write(2) them.
    nonisolated(unsafe) private static var note: [UInt8] = []
    /// The handlers there were before, by signal.
    nonisolated(unsafe) private static var previousActions = Array(repeating: sigaction(), count: 32)

    private static func printNote() {
        note.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
    }
}

/// LeakSanitizer's suppressions, all outside this package's code: the error Foundation's XML
/// parser makes for every parse error, a buffer `Data(contentsOf:)` now and then keeps, and
/// fontconfig's caches are never freed.
@_cdecl("__lsan_default_suppressions")
public func leakSuppressions() -> UnsafePointer<CChar> {
    let list: StaticString = "leak:_CFErrorCreateFromXMLInterface\nleak:readBytesFromFile\nleak:libfontconfig.so\n"
    return UnsafeRawPointer(list.utf8Start).assumingMemoryBound(to: CChar.self)
}
