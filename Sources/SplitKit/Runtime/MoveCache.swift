/// Cursor movement sequences for `ScreenWriter`, made once per destination and kept
/// across resizes (they depend on the destination only): interpreting terminfo, or even
/// formatting digits, for every movement of every frame would cost more than the rest.
///
/// Flat storage (one byte buffer, one table of offsets) so that filling it for the first
/// frame does not instantiate nested generic arrays at start-up. A movement is handed out
/// as a `Sequence`, a place in that buffer: comparing candidates and writing the shortest
/// then costs no reference counting.
///
/// It keeps the three movement capabilities it makes them with, so that asking it for a
/// movement does not copy the writer's whole `TerminalCapabilities` (and retain every
/// closure in it) while the writer is being mutated.
struct MoveCache {
    /// A movement made: where its bytes lie in the cache.
    struct Sequence {
        /// Offset << 8 | length.
        fileprivate let entry: Int
        /// Whether the bytes are in `uncachedBytes` rather than kept.
        fileprivate var isUncached = false

        /// Bytes in the movement.
        var count: Int { entry & 0xFF }

        /// No movement at all.
        static let none = Sequence(entry: 0)
    }

    /// Rows and columns at or beyond this are not kept: their movements are made when
    /// asked for and stay valid until `forgetUncached()`.
    private static let stride = 512
    private let moveCursor: @Sendable (_ row: Int, _ column: Int) -> [UInt8]
    private let moveToColumn: (@Sendable (_ column: Int) -> [UInt8])?
    private let moveToRow: (@Sendable (_ row: Int) -> [UInt8])?
    /// The movements kept.
    private var bytes: [UInt8] = []
    /// The movements beyond the stride made since `forgetUncached()`.
    private var uncachedBytes: [UInt8] = []
    /// Entries for columns alone, then rows alone, then each row's cells:
    /// a `Sequence`'s entry, 0 for not made yet.
    private var table: [Int] = []

    /// A cache of the movements `capabilities` make.
    init(capabilities: TerminalCapabilities) {
        moveCursor = capabilities.moveCursor
        moveToColumn = capabilities.moveToColumn
        moveToRow = capabilities.moveToRow
    }

    /// The sequence to `row`, `column`.
    mutating func cell(_ row: Int, _ column: Int) -> Sequence {
        guard row < MoveCache.stride, column < MoveCache.stride else { return uncached(moveCursor(row, column)) }
        let index = (2 + row) * MoveCache.stride + column
        if index < table.count, table[index] != 0 { return Sequence(entry: table[index]) }
        return keep(moveCursor(row, column), at: index)
    }

    /// The sequence to `column` of the cursor's row, if the terminal has one.
    mutating func column(_ column: Int) -> Sequence? {
        // A kept movement first: taking the closure out of its optional retains it.
        if column < MoveCache.stride, column < table.count, table[column] != 0 { return Sequence(entry: table[column]) }
        guard let move = moveToColumn else { return nil }
        guard column < MoveCache.stride else { return uncached(move(column)) }
        return keep(move(column), at: column)
    }

    /// The sequence to `row` in the cursor's column, if the terminal has one.
    mutating func row(_ row: Int) -> Sequence? {
        let index = MoveCache.stride + row
        if row < MoveCache.stride, index < table.count, table[index] != 0 { return Sequence(entry: table[index]) }
        guard let move = moveToRow else { return nil }
        guard row < MoveCache.stride else { return uncached(move(row)) }
        return keep(move(row), at: index)
    }

    /// Appends `sequence`'s bytes to `output`.
    func append(_ sequence: Sequence, to output: inout [UInt8]) {
        guard sequence.count > 0 else { return }
        let range = (sequence.entry >> 8)..<(sequence.entry >> 8 + sequence.count)
        // Each buffer borrowed where it lies: choosing one into a variable would retain it.
        if sequence.isUncached {
            uncachedBytes.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
        } else {
            bytes.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
        }
    }

    /// Drops the movements made beyond the stride: none is in use any more.
    mutating func forgetUncached() {
        if !uncachedBytes.isEmpty { uncachedBytes.removeAll(keepingCapacity: true) }
    }

    private mutating func keep(_ sequence: [UInt8], at index: Int) -> Sequence {
        if index >= table.count { table.append(contentsOf: repeatElement(0, count: index + 1 - table.count)) }
        let kept = sequence.prefix(255)
        table[index] = bytes.count << 8 | kept.count
        bytes.append(contentsOf: kept)
        return Sequence(entry: table[index])
    }

    private mutating func uncached(_ sequence: [UInt8]) -> Sequence {
        let kept = sequence.prefix(255)
        let made = Sequence(entry: uncachedBytes.count << 8 | kept.count, isUncached: true)
        uncachedBytes.append(contentsOf: kept)
        return made
    }
}
