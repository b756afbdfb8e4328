/// Cursor movement sequences for `ScreenWriter`, made once per destination and kept
/// across resizes (they depend on the destination only): interpreting terminfo, or even
/// formatting digits, for every movement of every frame would cost more than the rest.
struct MoveCache {
    private var cells: [[[UInt8]]] = []
    private var columns: [[UInt8]] = []
    private var rows: [[UInt8]] = []

    /// The sequence to `row`, `column`.
    mutating func cell(_ row: Int, _ column: Int, _ capabilities: TerminalCapabilities) -> [UInt8] {
        if row >= cells.count { cells += Array(repeating: [], count: row + 1 - cells.count) }
        if column >= cells[row].count { cells[row] += Array(repeating: [], count: column + 1 - cells[row].count) }
        if cells[row][column].isEmpty { cells[row][column] = capabilities.moveCursor(row, column) }
        return cells[row][column]
    }

    /// The sequence to `column` of the cursor's row, if the terminal has one.
    mutating func column(_ column: Int, _ capabilities: TerminalCapabilities) -> [UInt8]? {
        guard let move = capabilities.moveToColumn else { return nil }
        return MoveCache.lookup(column, in: &columns) { move(column) }
    }

    /// The sequence to `row` in the cursor's column, if the terminal has one.
    mutating func row(_ row: Int, _ capabilities: TerminalCapabilities) -> [UInt8]? {
        guard let move = capabilities.moveToRow else { return nil }
        return MoveCache.lookup(row, in: &rows) { move(row) }
    }

    /// Entry `index` of `table`, made by `make` the first time (an empty entry is unmade).
    private static func lookup(_ index: Int, in table: inout [[UInt8]], make: () -> [UInt8]) -> [UInt8] {
        if index >= table.count { table += Array(repeating: [], count: index + 1 - table.count) }
        if table[index].isEmpty { table[index] = make() }
        return table[index]
    }
}
