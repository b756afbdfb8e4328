/// Cursor movement sequences for `ScreenWriter`. A terminal whose movements are ANSI's
/// (`ESC [ row ; column H`, `ESC [ column G`, `ESC [ row d`: nearly every terminal, found
/// by trying them) gets them written straight into the output, digits and all, touching
/// no memory but the output. Any other's are made once per destination and kept across
/// resizes (they depend on the destination only): interpreting terminfo for every movement
/// of every frame would cost more than the rest.
///
/// Flat storage (one byte buffer, one table of offsets) so that filling it for the first
/// frame does not instantiate nested generic arrays at start-up. A movement is handed out
/// as a `Sequence`, a place in that buffer (or an ANSI movement's numbers): comparing
/// candidates and writing the shortest then costs no reference counting.
///
/// It keeps the three movement capabilities it makes them with, so that asking it for a
/// movement does not copy the writer's whole `TerminalCapabilities` (and retain every
/// closure in it) while the writer is being mutated.
struct MoveCache {
    /// A movement made: where its bytes lie in the cache, or an ANSI movement's numbers.
    struct Sequence {
        /// Where the bytes are, or which ANSI movement it is (its final byte).
        fileprivate enum Kind: UInt8 {
            case kept, uncached
            case cursor = 0x48, column = 0x47, row = 0x64
        }

        /// Offset << 8 | length of the bytes; for ANSI, the numbers written (first << 32 |
        /// second, a row and a column from 1).
        fileprivate let entry: Int
        fileprivate let kind: Kind

        /// Bytes in the movement.
        let count: Int

        fileprivate init(entry: Int, kind: Kind = .kept) {
            self.entry = entry
            self.kind = kind
            switch kind {
            case .kept, .uncached: count = entry & 0xFF
            case .cursor: count = TerminalCapabilities.controlSequenceLength(entry >> 32, entry & 0xFFFF_FFFF)
            case .column, .row: count = TerminalCapabilities.controlSequenceLength(entry >> 32, nil)
            }
        }

        /// No movement at all.
        static let none = Sequence(entry: 0)
    }

    /// Rows and columns at or beyond this are not kept: their movements are made when
    /// asked for and stay valid until `forgetUncached()`.
    private static let stride = 512
    private let moveCursor: @Sendable (_ row: Int, _ column: Int) -> [UInt8]
    private let moveToColumn: (@Sendable (_ column: Int) -> [UInt8])?
    private let moveToRow: (@Sendable (_ row: Int) -> [UInt8])?
    /// Whether the three are ANSI's (or missing), so that movements are written directly.
    private let movesAreANSI: Bool
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
        movesAreANSI = MoveCache.movesLikeANSI(capabilities)
    }

    /// Whether `capabilities` move as ANSI says, tried at a few places.
    private static func movesLikeANSI(_ capabilities: TerminalCapabilities) -> Bool {
        let ansi = TerminalCapabilities.ansi
        return [(0, 0), (3, 7), (39, 119), (99, 299), (999, 1000)].allSatisfy { row, column in
            capabilities.moveCursor(row, column) == ansi.moveCursor(row, column)
                && capabilities.moveToColumn.map { $0(column) == ansi.moveToColumn?(column) } ?? true
                && capabilities.moveToRow.map { $0(row) == ansi.moveToRow?(row) } ?? true
        }
    }

    /// The sequence to `row`, `column`.
    mutating func cell(_ row: Int, _ column: Int) -> Sequence {
        if movesAreANSI { return MoveCache.ansi(.cursor, row + 1, column + 1) }
        guard row < MoveCache.stride, column < MoveCache.stride else { return uncached(moveCursor(row, column)) }
        let index = (2 + row) * MoveCache.stride + column
        if index < table.count, table[index] != 0 { return Sequence(entry: table[index]) }
        return keep(moveCursor(row, column), at: index)
    }

    /// The sequence to `column` of the cursor's row, if the terminal has one.
    mutating func column(_ column: Int) -> Sequence? {
        if movesAreANSI { return moveToColumn == nil ? nil : MoveCache.ansi(.column, column + 1) }
        // A kept movement first: taking the closure out of its optional retains it.
        if column < MoveCache.stride, column < table.count, table[column] != 0 { return Sequence(entry: table[column]) }
        guard let move = moveToColumn else { return nil }
        guard column < MoveCache.stride else { return uncached(move(column)) }
        return keep(move(column), at: column)
    }

    /// The sequence to `row` in the cursor's column, if the terminal has one.
    mutating func row(_ row: Int) -> Sequence? {
        if movesAreANSI { return moveToRow == nil ? nil : MoveCache.ansi(.row, row + 1) }
        let index = MoveCache.stride + row
        if row < MoveCache.stride, index < table.count, table[index] != 0 { return Sequence(entry: table[index]) }
        guard let move = moveToRow else { return nil }
        guard row < MoveCache.stride else { return uncached(move(row)) }
        return keep(move(row), at: index)
    }

    /// Appends `sequence`'s bytes to `output`.
    func append(_ sequence: Sequence, to output: inout FrameBytes) {
        guard sequence.count > 0 else { return }
        let range = (sequence.entry >> 8)..<(sequence.entry >> 8 + sequence.count)
        // Each buffer borrowed where it lies: choosing one into a variable would retain it.
        switch sequence.kind {
        case .kept: bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
        case .uncached: uncachedBytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
        case .cursor, .column, .row: MoveCache.appendANSI(sequence, to: &output)
        }
    }

    /// The ANSI movement ending in `kind`'s byte, to `first` (and `second`), counted from 1.
    private static func ansi(_ kind: Sequence.Kind, _ first: Int, _ second: Int = 0) -> Sequence {
        Sequence(entry: first << 32 | second, kind: kind)
    }

    /// Appends an ANSI movement's bytes.
    private static func appendANSI(_ sequence: Sequence, to output: inout FrameBytes) {
        let second = sequence.kind == .cursor ? sequence.entry & 0xFFFF_FFFF : nil
        TerminalCapabilities.appendControlSequence(sequence.entry >> 32, second, final: sequence.kind.rawValue, to: &output)
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
        let made = Sequence(entry: uncachedBytes.count << 8 | kept.count, kind: .uncached)
        uncachedBytes.append(contentsOf: kept)
        return made
    }
}
