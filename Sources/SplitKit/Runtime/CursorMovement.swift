/// A way to move the cursor that `ScreenWriter` may write: an ANSI movement, kept as its
/// numbers and written as digits, or the sequence a terminal's own capability made.
enum CursorMovement {
    /// ESC [ first ; second final: `H` to a cell, `G` to a column, `d` to a row (from 1).
    case ansi(first: Int, second: Int?, final: UInt8)
    /// The terminal's own bytes.
    case sequence([UInt8])

    /// No movement at all.
    static let none = CursorMovement.sequence([])

    /// Bytes written.
    var count: Int {
        switch self {
        case .ansi(let first, let second, _): TerminalCapabilities.controlSequenceLength(first, second)
        case .sequence(let bytes): bytes.count
        }
    }

    /// Appends the movement's bytes to `output`.
    func append(to output: inout [UInt8]) {
        switch self {
        case .ansi(let first, let second, let final):
            TerminalCapabilities.appendControlSequence(first, second, final: final, to: &output)
        case .sequence(let bytes): output.append(contentsOf: bytes)
        }
    }
}

/// The cursor movements a terminal offers `ScreenWriter`. Where they are ANSI's (nearly
/// every terminal, found by trying them) each is an ANSI movement; any other terminal's
/// are made by its capabilities once per destination and kept, as terminfo is
/// interpreted anew for each.
struct CursorMovements {
    /// Where a movement goes.
    private enum Destination: Hashable {
        case cell(row: Int, column: Int)
        case column(Int)
        case row(Int)
    }

    private let capabilities: TerminalCapabilities
    /// Whether the capabilities move as ANSI says (or lack a movement ANSI has).
    private let areANSI: Bool
    /// Sequences made so far, for a terminal whose movements are not ANSI's.
    private var made: [Destination: [UInt8]] = [:]

    /// The movements `capabilities` make.
    init(capabilities: TerminalCapabilities) {
        self.capabilities = capabilities
        let ansi = TerminalCapabilities.ansi
        areANSI = [(0, 0), (3, 7), (39, 119), (99, 299), (999, 1000)].allSatisfy { row, column in
            capabilities.moveCursor(row, column) == ansi.moveCursor(row, column)
                && capabilities.moveToColumn.map { $0(column) == ansi.moveToColumn?(column) } ?? true
                && capabilities.moveToRow.map { $0(row) == ansi.moveToRow?(row) } ?? true
        }
    }

    /// The movement to `row`, `column` (from 0).
    mutating func cell(_ row: Int, _ column: Int) -> CursorMovement {
        if areANSI { return .ansi(first: row + 1, second: column + 1, final: UInt8(ascii: "H")) }
        let move = capabilities.moveCursor
        return sequence(to: .cell(row: row, column: column)) { move(row, column) }
    }

    /// The movement to `column` of the cursor's row, if the terminal has one.
    mutating func column(_ column: Int) -> CursorMovement? {
        guard let move = capabilities.moveToColumn else { return nil }
        if areANSI { return .ansi(first: column + 1, second: nil, final: UInt8(ascii: "G")) }
        return sequence(to: .column(column)) { move(column) }
    }

    /// The movement to `row` in the cursor's column, if the terminal has one.
    mutating func row(_ row: Int) -> CursorMovement? {
        guard let move = capabilities.moveToRow else { return nil }
        if areANSI { return .ansi(first: row + 1, second: nil, final: UInt8(ascii: "d")) }
        return sequence(to: .row(row)) { move(row) }
    }

    private mutating func sequence(to destination: Destination, make: () -> [UInt8]) -> CursorMovement {
        if let bytes = made[destination] { return .sequence(bytes) }
        let bytes = make()
        made[destination] = bytes
        return .sequence(bytes)
    }
}
