/// A table that can be edited without rewriting it: the records of a read-only `Table`
/// (a file, indexed by byte offsets) seen through an overlay of insertions,
/// deletions and edited fields, with undo. The file itself is only read; saving writes
/// every record anew (see `TableSaver`).
///
/// Cost, with n rows and k edits made: reading the record at a row is O(log k) plus
/// decoding it; an insertion, a deletion or an edit is O(k) (the overlay's pieces are
/// split and recounted) and keeps O(1) to undo it; nothing is O(n) but saving.
@MainActor
public final class EditableTable {
    /// The records as opened.
    public let table: Table
    /// How the records are grouped, when they are (see `updateGroups(_:)`).
    public internal(set) var groupIndex: GroupIndex?
    var state = EditState()
    private(set) var undoStack: [UndoStep] = []
    private var lastVersion = 0
    /// The version the file holds (the last saved, or 0 for the file as opened).
    private(set) var savedVersion = 0
    private var insertedCount = 0

    /// An overlay over `table`, with no edits.
    public init(table: Table) {
        self.table = table
    }

    /// Column names: the table's, or "timestamp" for a table with none (an empty input),
    /// so a new record always has a field to hold its stamp.
    public var columns: [String] {
        let columns = table.columns
        return columns.isEmpty ? ["timestamp"] : columns
    }

    /// Whether there are changes since the last save (or since opening).
    public var isModified: Bool { state.version != savedVersion }
    /// Whether there is a change to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// The version of the records now; a snapshot of it is saved.
    public var version: Int { state.version }

    /// Records now (grows while the table loads).
    public var count: Int { state.order.count(base: table.count) }

    /// The record at `row` (below `count`).
    public func id(at row: Int) -> RecordID {
        switch state.order.element(at: row) {
        case .base(let original): return .original(original)
        case .item(let id): return id
        }
    }

    /// Where `id` is now, or nil when it was deleted. O(k).
    public func row(of id: RecordID) -> Int? {
        switch id {
        case .original(let row): return state.order.position(ofBase: row, base: table.count)
        case .inserted: return state.order.position(ofItem: id)
        }
    }

    /// The fields of `id`, as edited.
    public func record(_ id: RecordID) -> Record {
        if let record = state.contents[id] { return record }
        guard case .original(let row) = id else { return Record(fields: []) }
        return table.record(at: row)
    }

    /// The value of column `column` of `id`, decoding no more than needed when unedited.
    public func title(_ id: RecordID, column: Int) -> String {
        if let record = state.contents[id] { return value(of: record, column: column) }
        guard case .original(let row) = id else { return "" }
        return table.title(at: row, column: column)
    }

    /// The values of `columns` of `id`, the record read once when unedited.
    public func titles(_ id: RecordID, columns wanted: [Int]) -> [String] {
        if let record = state.contents[id] { return wanted.map { value(of: record, column: $0) } }
        guard case .original(let row) = id else { return Array(repeating: "", count: wanted.count) }
        return table.titles(at: row, columns: wanted)
    }

    /// The value of column `column` in an edited record.
    private func value(of record: Record, column: Int) -> String {
        let columns = self.columns
        guard column >= 0, column < columns.count else { return "" }
        return record.value(forColumn: columns[column]) ?? ""
    }

    /// What stands in for `id`'s title when its value in `column` is empty: its next field
    /// with a value (after that column, then from the start), or "(empty record)".
    public func standInTitle(_ id: RecordID, column: Int) -> String {
        let fields = record(id).fields
        let columns = self.columns
        let at = column >= 0 && column < columns.count ? fields.firstIndex { $0.name == columns[column] } ?? -1 : -1
        let order = fields.indices.filter { $0 > at } + fields.indices.filter { $0 < at }
        return order.lazy.map { fields[$0].value }.first { !$0.isBlank }.map { $0.excerpt } ?? "(empty record)"
    }

    /// The column a new record's date and time go into: one whose name says it holds
    /// times or dates (`timestamp`, `date`, `created_at`…), else one whose first values
    /// look like ISO dates or times; nil when there is none (see `StampColumn`).
    public var stampColumn: Int? {
        let count = table.count
        return StampColumn.find(columns) { row, column in row < count ? table.title(at: row, column: column) : nil }
    }

    /// A new record: `stamp` in column `column` (none when nil), `values` in the columns
    /// they name, the other fields empty.
    public func makeRecord(stamp: String, in column: Int?, values: [String: String] = [:]) -> Record {
        Record(fields: columns.enumerated().map { index, name in
            Field(name: name, value: index == column ? stamp : values[name] ?? "")
        })
    }

    /// Inserts `record` at `row` of the table (and at the top of its group); returns its identity.
    @discardableResult
    public func insert(_ record: Record, at row: Int) -> RecordID {
        insertedCount += 1
        let id = RecordID.inserted(insertedCount)
        let position = min(max(0, row), count)
        let version = beginEdit()
        state.contents[id] = record
        state.order.insert(id, at: position, base: table.count)
        undoStack.append(UndoStep(change: .inserted(id, row: position, group: addToGroup(id)), version: version))
        return id
    }

    /// Deletes `id` from the table (and from its group).
    public func delete(_ id: RecordID) {
        guard let row = row(of: id) else { return }
        let version = beginEdit()
        let group = removeFromGroup(id)
        let element = state.order.remove(at: row)
        undoStack.append(UndoStep(change: .deleted(id, row: row, element: element, group: group), version: version))
    }

    /// Sets field `index` of `id` to `value` (the field is added, empty ones before it,
    /// when the record has fewer fields).
    public func setValue(_ value: String, forFieldAt index: Int, of id: RecordID) {
        var record = record(id)
        guard index >= 0 else { return }
        let columns = self.columns
        while record.fields.count <= index {
            let j = record.fields.count
            record.fields.append(Field(name: RecordDecoder.columnName(j, columns), value: ""))
        }
        guard record.fields[index].value != value else { return }
        record.fields[index].value = value
        let version = beginEdit()
        undoStack.append(UndoStep(change: .edited(id, previous: state.contents[id]), version: version))
        state.contents[id] = record
    }

    /// Undoes the last change; returns the record it touched when that record still
    /// exists (a deletion undone brings it back), so the list can select it.
    @discardableResult
    public func undo() -> RecordID? {
        guard let step = undoStack.popLast() else { return nil }
        let touched: RecordID?
        switch step.change {
        case let .inserted(id, row, group):
            state.order.remove(at: row)
            state.contents[id] = nil
            if let group { undoAddToGroup(group) }
            touched = nil
        case let .deleted(id, row, element, group):
            state.order.insert(element, at: row, base: table.count)
            if let group { undoRemoveFromGroup(group) }
            touched = id
        case let .edited(id, previous):
            state.contents[id] = previous
            touched = id
        case let .restored(previous):
            state = previous
            touched = nil
        }
        state.version = step.version
        return touched.flatMap { row(of: $0) != nil ? $0 : nil }
    }

    /// The edits, as a journal keeps them.
    var overlay: EditOverlay {
        EditOverlay(order: state.order.pieces, contents: state.contents, insertedCount: insertedCount,
                    groupColumns: groupIndex?.columns ?? [], groups: state.groups.mapValues(\.pieces),
                    groupDeltas: state.groupDeltas)
    }

    /// Applies edits kept by an earlier session to this table as one unsaved change, which
    /// undo takes back. The groups' orders are taken when they are of the same grouping.
    /// Returns false, changing nothing, when the overlay does not make a sequence.
    @discardableResult
    func restore(_ overlay: EditOverlay) -> Bool {
        guard let order = RowSequence(pieces: overlay.order) else { return false }
        let groups = overlay.groupColumns == (groupIndex?.columns ?? []) ? overlay.groups.compactMapValues { RowSequence(pieces: $0) } : [:]
        let previous = state
        let version = beginEdit()
        state.order = order
        state.contents = overlay.contents
        state.groups = groups
        state.groupDeltas = groups.isEmpty ? [:] : overlay.groupDeltas
        insertedCount = max(insertedCount, overlay.insertedCount)
        undoStack.append(UndoStep(change: .restored(previous: previous), version: version))
        return true
    }

    /// What a save of the current version writes.
    public func snapshot() -> EditSnapshot {
        EditSnapshot(table: table, state: state, columns: columns)
    }

    /// Records that `version` is what the file now holds.
    public func didSave(version: Int) {
        savedVersion = version
    }

    /// Forgets every edit and its undo, as when the table was read again from a file that
    /// changed on disk: they were made to records that are not there any more.
    public func discardEdits() {
        lastVersion += 1
        state = EditState()
        state.version = lastVersion
        savedVersion = lastVersion
        undoStack = []
    }

    /// Numbers the state about to change; returns the version it had, for undo.
    private func beginEdit() -> Int {
        let previous = state.version
        lastVersion += 1
        state.version = lastVersion
        return previous
    }
}

/// One change made to an `EditableTable`, with what undoing it needs: O(1) memory.
struct UndoStep {
    /// What was done, and where.
    enum Change {
        case inserted(RecordID, row: Int, group: GroupPlace?)
        case deleted(RecordID, row: Int, element: RowSequence.Element, group: GroupPlace?)
        case edited(RecordID, previous: Record?)
        case restored(previous: EditState)
    }

    /// Where a record was added to or removed from its group.
    struct GroupPlace {
        var path: [String]
        var position: Int
        var element: RowSequence.Element
    }

    var change: Change
    /// The version before the change.
    package var version: Int
}
