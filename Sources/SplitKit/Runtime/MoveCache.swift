/// Cursor movement sequences for `ScreenWriter`, made once per destination and kept
/// across resizes (they depend on the destination only): interpreting terminfo, or even
/// formatting digits, for every movement of every frame would cost more than the rest.
///
/// Flat storage (one byte buffer, one table of offsets) so that filling it for the first
/// frame does not instantiate nested generic arrays at start-up.
///
/// It keeps the three movement capabilities it makes them with, so that asking it for a
/// movement does not copy the writer's whole `TerminalCapabilities` (and retain every
/// closure in it) while the writer is being mutated.
struct MoveCache {
    /// Rows and columns at or beyond this are not cached.
    private static let stride = 512
    private let moveCursor: @Sendable (_ row: Int, _ column: Int) -> [UInt8]
    private let moveToColumn: (@Sendable (_ column: Int) -> [UInt8])?
    private let moveToRow: (@Sendable (_ row: Int) -> [UInt8])?
    private var bytes: [UInt8] = []
    /// Entries for columns alone, then rows alone, then each row's cells:
    /// offset into `bytes` << 8 | length, 0 for not made yet.
    private var table: [Int] = []

    /// A cache of the movements `capabilities` make.
    init(capabilities: TerminalCapabilities) {
        moveCursor = capabilities.moveCursor
        moveToColumn = capabilities.moveToColumn
        moveToRow = capabilities.moveToRow
    }

    /// The sequence to `row`, `column`.
    mutating func cell(_ row: Int, _ column: Int) -> ArraySlice<UInt8> {
        let move = moveCursor
        guard row < MoveCache.stride, column < MoveCache.stride else { return move(row, column)[...] }
        return lookup((2 + row) * MoveCache.stride + column) { move(row, column) }
    }

    /// The sequence to `column` of the cursor's row, if the terminal has one.
    mutating func column(_ column: Int) -> ArraySlice<UInt8>? {
        guard let move = moveToColumn else { return nil }
        guard column < MoveCache.stride else { return move(column)[...] }
        return lookup(column) { move(column) }
    }

    /// The sequence to `row` in the cursor's column, if the terminal has one.
    mutating func row(_ row: Int) -> ArraySlice<UInt8>? {
        guard let move = moveToRow else { return nil }
        guard row < MoveCache.stride else { return move(row)[...] }
        return lookup(MoveCache.stride + row) { move(row) }
    }

    private mutating func lookup(_ index: Int, make: () -> [UInt8]) -> ArraySlice<UInt8> {
        if index >= table.count { table.append(contentsOf: repeatElement(0, count: index + 1 - table.count)) }
        if table[index] == 0 {
            let sequence = make().prefix(255)
            table[index] = bytes.count << 8 | sequence.count
            bytes.append(contentsOf: sequence)
        }
        let entry = table[index]
        return bytes[(entry >> 8)..<((entry >> 8) + (entry & 0xFF))]
    }
}
