import SplitKit
import RecordTables
/// The cells of the rows a record list drew, so a frame whose table view asks for every
/// visible row again but shows the same records at the same rows (a filter keystroke that
/// changes only the filter line, rows appended while loading, a jump back to the page
/// before) decodes the titles of the rows new on screen only, not every visible title
/// from the file again.
///
/// Row `r` is kept in one of two slots, `r` modulo the number of slots and the slot half
/// the slots away, checked by its row and its record's identity, so rows that moved
/// (after a filter or an insertion) are simply made again. A row new to the cache takes
/// the one of its two slots used longer ago (an empty one first). Finding or keeping a
/// row is a few comparisons, and nothing is done per frame. There are
/// at least twice as many slots as the most rows a frame has drawn (a power of two, at
/// least `minimumSlots` and at most `maximumRows`), so the rows of one frame never push
/// each other out, and its memory stays flat however many rows there are. Two pages of
/// rows that share slots, as the first and the last page do when the row count is a
/// multiple of the slots, are both kept: End and Home in turn decode nothing, on any
/// number of rows. It forgets everything when `Key` changes (an edit, an undo, columns or
/// format learnt while loading, the table read again). Outside a frame (between `endFrame` and `beginFrame`) it
/// answers nothing, as its key may be stale.
struct RecordCellCache {
    /// What titles depend on besides the record: its edits and how the file is read.
    struct Key: Equatable {
        /// The editable table's version.
        var version: Int
        /// Whether the format is known (a stream's is not until sniffed).
        var hasFormat: Bool
        /// Columns known so far (JSON learns them while loading).
        var columns: Int
        /// The times the table was read again (its file changed on disk).
        var generation: Int
    }

    /// A row drawn: where, its record, its cell, and the last frame that drew it.
    private struct Entry {
        /// -1 for a slot holding nothing.
        var row: Int
        var id: RecordID
        var cell: TableViewCell
        /// -1 for a slot holding nothing: older than any frame.
        var frame: Int

        static let empty = Entry(row: -1, id: .original(-1), cell: TableViewCell(text: ""), frame: -1)
    }

    /// Rows kept at most.
    static let maximumRows = 512
    /// Slots to begin with.
    static let minimumSlots = 64

    private var key: Key?
    /// `slotCount` entries once a row has been kept (empty before).
    private var slots: [Entry] = []
    private var slotCount = RecordCellCache.minimumSlots
    /// The first and last rows asked for in this frame (last below first for none).
    private var frameFirst = 0
    private var frameLast = -1
    private var isInFrame = false
    /// The frame being drawn, counted from 0.
    private var frame = -1

    /// Starts a frame drawn with titles as of `key`; returns whether they changed since
    /// the last frame (the first frame's have), so the rows drawn must be asked for again.
    @discardableResult
    mutating func beginFrame(_ key: Key) -> Bool {
        frameFirst = Int.max
        frameLast = -1
        isInFrame = true
        frame += 1
        guard key != self.key else { return false }
        slots = []
        self.key = key
        return true
    }

    /// Ends the frame, making room for twice the rows it drew when there was less (the
    /// rows kept move to their new slots).
    mutating func endFrame() {
        isInFrame = false
        let wanted = min(RecordCellCache.maximumRows, 2 * max(0, frameLast - frameFirst + 1))
        guard wanted > slotCount else { return }
        while slotCount < wanted { slotCount *= 2 }
        guard !slots.isEmpty else { return }
        let kept = slots
        slots = Array(repeating: .empty, count: slotCount)
        // The rows drawn last go in last, so where two compete the later wins.
        for entry in kept.sorted(by: { $0.frame < $1.frame }) where entry.row >= 0 {
            slots[slot(for: entry.row)] = entry
        }
    }

    /// The cell drawn at `row` when it showed `id`; nil when the caller must make the cell
    /// (and `store` it).
    mutating func cell(at row: Int, showing id: RecordID) -> TableViewCell? {
        guard isInFrame, row >= 0 else { return nil }
        note(row)
        guard !slots.isEmpty else { return nil }
        let slot = slot(for: row)
        guard slots[slot].row == row, slots[slot].id == id else { return nil }
        slots[slot].frame = frame
        return slots[slot].cell
    }

    /// The cell drawn at `row` when it showed `id`, else the one `make` makes, which is
    /// kept. (`cell(at:showing:)` and `store` in one.)
    mutating func cell(at row: Int, showing id: RecordID, orMake make: () -> TableViewCell) -> TableViewCell {
        if let cell = cell(at: row, showing: id) { return cell }
        let cell = make()
        store(cell, at: row, showing: id)
        return cell
    }

    /// Keeps `cell`, showing `id`, as drawn at `row`.
    mutating func store(_ cell: TableViewCell, at row: Int, showing id: RecordID) {
        guard isInFrame, row >= 0 else { return }
        note(row)
        if slots.isEmpty { slots = Array(repeating: .empty, count: slotCount) }
        slots[slot(for: row)] = Entry(row: row, id: id, cell: cell, frame: frame)
    }

    /// Where to keep `row`: the slot holding it already, else the one of its two used longer ago.
    private func slot(for row: Int) -> Int {
        let first = row & (slotCount - 1), second = first ^ (slotCount / 2)
        if slots[first].row == row { return first }
        return slots[second].row == row || slots[second].frame < slots[first].frame ? second : first
    }

    private mutating func note(_ row: Int) {
        frameFirst = min(frameFirst, row)
        frameLast = max(frameLast, row)
    }

    /// Rows kept.
    var count: Int { slots.reduce(0) { $0 + ($1.row >= 0 ? 1 : 0) } }
}
