import Synchronization

/// The combining-mark sequences drawn so far, numbered, so that a `Cell` keeps a small
/// number in spare bits of its one word instead of a second word for marks it nearly
/// never has: a screen of cells is half the memory to fill, copy and compare.
///
/// A sequence gets its number when first seen and keeps it, so equal glyphs make equal
/// cells and cells still compare as integers. Number 0 is no marks; cells ask the table
/// only about glyphs that have marks, under a lock, as cells are made on any thread.
/// Past `capacity` sequences new ones are dropped, the base character shown alone, as
/// marks past the third already are: some 32,000 distinct sequences, where a screen of
/// text in any script has a few dozen.
final class MarkTable: Sendable {
    /// The table cells use.
    static let shared = MarkTable(capacity: Cell.markNumbers)

    private struct Numbering {
        /// Sequence `n` at index `n - 1`.
        var sequences: [UInt64] = []
        var numbers: [UInt64: Int] = [:]
    }

    private let numbering = Mutex(Numbering())
    private let capacity: Int

    /// A table numbering up to `capacity` sequences.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of `marks` (as `Glyph` keeps them), given it one if new; 0 for none, and
    /// for a new sequence once the table is full.
    func number(of marks: UInt64) -> Int {
        guard marks != 0 else { return 0 }
        return numbering.withLock { table in
            if let number = table.numbers[marks] { return number }
            guard table.sequences.count < capacity else { return 0 }
            table.sequences.append(marks)
            table.numbers[marks] = table.sequences.count
            return table.sequences.count
        }
    }

    /// The marks numbered `number` (at least 1).
    func marks(numbered number: Int) -> UInt64 {
        numbering.withLock { $0.sequences[number - 1] }
    }
}
