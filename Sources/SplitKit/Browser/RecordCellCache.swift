/// The cells of the rows a record list drew, so a frame whose table view asks for every
/// visible row again but shows the same records at the same rows (a rotation, a filter
/// keystroke that changes only the filter line, rows appended while loading) decodes the
/// titles of the rows new on screen only, not every visible title from the file again.
///
/// Row `r` is kept in slot `r` modulo the number of slots, checked by its row and its
/// record's identity, so rows that moved (after a filter or an insertion) are simply made
/// again. Finding or keeping a row copies nothing but the cell it returns, and nothing is
/// done per frame. There are at least twice as many slots as the most rows a frame has drawn (a
/// power of two, at least `minimumSlots` and at most `maximumRows`), so the rows of one
/// frame never share a slot and its memory stays flat however many rows there are; it
/// forgets everything when `Key` changes (an edit, an undo, columns or format learnt while
/// loading). Outside a frame (between `endFrame` and `beginFrame`) it answers nothing, as
/// its key may be stale.
struct RecordCellCache {
    /// What titles depend on besides the record: its edits and how the file is read.
    struct Key: Equatable {
        /// The editable table's version.
        var version: Int
        /// Whether the format is known (a stream's is not until sniffed).
        var hasFormat: Bool
        /// Columns known so far (JSON learns them while loading).
        var columns: Int
    }

    /// A row drawn: where, its record and its cell.
    private struct Entry {
        /// -1 for a slot holding nothing.
        var row: Int
        var id: RecordID
        var cell: TableViewCell

        static let empty = Entry(row: -1, id: .original(-1), cell: TableViewCell(text: ""))
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

    /// Starts a frame drawn with titles as of `key`; returns whether they changed since
    /// the last frame (the first frame's have), so the rows drawn must be asked for again.
    @discardableResult
    mutating func beginFrame(_ key: Key) -> Bool {
        frameFirst = Int.max
        frameLast = -1
        isInFrame = true
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
        for entry in kept where entry.row >= 0 { slots[entry.row & (slotCount - 1)] = entry }
    }

    /// The cell drawn at `row` when it showed `id`; nil when the caller must make the cell
    /// (and `store` it).
    mutating func cell(at row: Int, showing id: RecordID) -> TableViewCell? {
        guard isInFrame, row >= 0 else { return nil }
        note(row)
        let slot = row & (slotCount - 1)
        guard slot < slots.count, slots[slot].row == row, slots[slot].id == id else { return nil }
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
        slots[row & (slotCount - 1)] = Entry(row: row, id: id, cell: cell)
    }

    private mutating func note(_ row: Int) {
        frameFirst = min(frameFirst, row)
        frameLast = max(frameLast, row)
    }

    /// Rows kept.
    var count: Int { slots.reduce(0) { $0 + ($1.row >= 0 ? 1 : 0) } }
}
