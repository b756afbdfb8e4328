/// The cells of the rows a record list drew last, so a frame that shows the same records
/// at the same rows again (a key that moves the highlight, one that scrolls by a row, a
/// filter keystroke that changes only the filter line) decodes the titles of the rows new
/// on screen only, not every visible title from the file again.
///
/// A row is found where it was drawn last, checked by its record's identity, so rows that
/// moved (after a filter or an insertion) are simply made again. It holds the rows of the
/// last frame and of the one being drawn, never more than `maximumRows` each, so its
/// memory stays flat however many rows there are; and it forgets everything when `Key`
/// changes (an edit, an undo, columns or format learnt while loading). Outside a frame
/// (between `endFrame` and `beginFrame`) it answers nothing, as its key may be stale.
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

    /// A row drawn: its record and its cell. A class, so keeping a row for the next frame
    /// costs one reference count rather than one for each of its texts.
    private final class Entry {
        let id: RecordID
        let cell: TableViewCell

        init(id: RecordID, cell: TableViewCell) {
            self.id = id
            self.cell = cell
        }
    }

    /// Rows kept from one frame at most.
    static let maximumRows = 512

    private var key: Key?
    /// The last frame's rows: row `first + i` at `i`.
    private var rows: [Entry] = []
    private var first = 0
    /// The rows of the frame being drawn, contiguous from `drawingFirst`.
    private var drawing: [Entry] = []
    private var drawingFirst = 0
    private var isInFrame = false

    /// Starts a frame drawn with titles as of `key`.
    mutating func beginFrame(_ key: Key) {
        if key != self.key {
            rows.removeAll(keepingCapacity: true)
            self.key = key
        }
        drawing.removeAll(keepingCapacity: true)
        isInFrame = true
    }

    /// Ends the frame: its rows are the ones looked up in the next.
    mutating func endFrame() {
        swap(&rows, &drawing)
        first = drawingFirst
        drawing.removeAll(keepingCapacity: true)
        isInFrame = false
    }

    /// The cell drawn last at `row`, when it showed `id`, kept as drawn at `row` in this
    /// frame too; nil when the caller must make the cell (and `store` it).
    mutating func cell(at row: Int, showing id: RecordID) -> TableViewCell? {
        let index = row - first
        guard isInFrame, index >= 0, index < rows.count, rows[index].id == id else { return nil }
        let entry = rows[index]
        keep(entry, at: row)
        return entry.cell
    }

    /// Keeps `cell`, showing `id`, as drawn at `row` in this frame.
    mutating func store(_ cell: TableViewCell, at row: Int, showing id: RecordID) {
        guard isInFrame else { return }
        keep(Entry(id: id, cell: cell), at: row)
    }

    private mutating func keep(_ entry: Entry, at row: Int) {
        if drawing.isEmpty || row != drawingFirst + drawing.count {
            drawing.removeAll(keepingCapacity: true)
            drawingFirst = row
        }
        guard drawing.count < RecordCellCache.maximumRows else { return }
        drawing.append(entry)
    }

    /// Rows kept, from the last frame and the one being drawn.
    var count: Int { rows.count + drawing.count }
}
