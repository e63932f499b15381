/// Something the rewrite could not turn into Linux code, with where it is in the original
/// file and the edit to make by hand. Printed as a compiler warning (`file:line:column:`), so
/// build logs and editors show it at the original line.
public struct PortingNote: Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}
