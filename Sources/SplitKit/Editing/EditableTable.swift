import Foundation

/// A table that can be edited without rewriting it: the records of a read-only `Table`
/// (a mapped file, indexed by byte offsets) seen through an overlay of insertions,
/// deletions and edited fields, with undo. The file itself is only read; saving writes
/// every record anew (see `TableSaver`).
///
/// Cost, with n rows and k edits made: reading the record at a row is O(log k) plus
/// decoding it; an insertion, a deletion or an edit is O(k) (the overlay's pieces are
/// split and the state copied for undo); nothing is O(n) but saving.
@MainActor
public final class EditableTable {
    /// The records as opened.
    public let table: Table
    /// How the records are grouped, when they are (see `updateGroups(_:)`).
    public internal(set) var groupIndex: GroupIndex?
    var state = EditState()
    private var undoStack: [(state: EditState, touched: RecordID?)] = []
    private var lastVersion = 0
    private var savedVersion = 0
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
        if let record = state.contents[id] {
            let columns = self.columns
            guard column >= 0, column < columns.count else { return "" }
            return record.value(forColumn: columns[column]) ?? ""
        }
        guard case .original(let row) = id else { return "" }
        return table.title(at: row, column: column)
    }

    /// A new record as the template makes one: `stamp` in the title column, `values` in
    /// the columns they name, the other fields empty.
    public func makeRecord(stamp: String, titleColumn: Int, values: [String: String] = [:]) -> Record {
        Record(fields: columns.enumerated().map { index, name in
            Field(name: name, value: index == titleColumn ? stamp : values[name] ?? "")
        })
    }

    /// Inserts `record` at `row` of the table (and at the top of its group); returns its identity.
    @discardableResult
    public func insert(_ record: Record, at row: Int) -> RecordID {
        insertedCount += 1
        let id = RecordID.inserted(insertedCount)
        let position = min(max(0, row), count), base = table.count
        edit(touching: id) { state in
            state.contents[id] = record
            state.order.insert(id, at: position, base: base)
        }
        addToGroup(id)
        return id
    }

    /// Deletes `id` from the table (and from its group).
    public func delete(_ id: RecordID) {
        guard let row = row(of: id) else { return }
        edit(touching: id) { state in
            state.order.remove(at: row)
        }
        removeFromGroup(id)
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
        edit(touching: id) { state in state.contents[id] = record }
    }

    /// Undoes the last change; returns the record it touched when that record still
    /// exists (a deletion undone brings it back), so the list can select it.
    @discardableResult
    public func undo() -> RecordID? {
        guard let last = undoStack.popLast() else { return nil }
        state = last.state
        guard let touched = last.touched, row(of: touched) != nil else { return nil }
        return touched
    }

    /// What a save of the current version writes.
    public func snapshot() -> EditSnapshot {
        EditSnapshot(table: table, state: state, columns: columns)
    }

    /// Records that `version` is what the file now holds.
    public func didSave(version: Int) {
        savedVersion = version
    }

    /// Applies `change` to a copy of the state, keeping the old one for undo.
    func edit(touching id: RecordID?, _ change: (inout EditState) -> Void) {
        undoStack.append((state, id))
        lastVersion += 1
        change(&state)
        state.version = lastVersion
    }
}
