/// Everything the edits changed, as one value: a save or a group's figures take a copy
/// (O(edits so far), never O(rows)) to read off the UI thread.
struct EditState: Sendable {
    /// Numbers each state, so "modified" means "not the version last saved".
    package var version = 0
    /// The records in table order.
    var order = RowSequence()
    /// The content of inserted records, and of original records whose fields were edited.
    var contents: [RecordID: Record] = [:]
    /// Each group's records, for groups that were edited (by group path).
    var groups: [[String]: RowSequence] = [:]
    /// Records added (positive) or removed (negative) under each group path prefix.
    var groupDeltas: [[String]: Int] = [:]
}

/// What a save writes: the table and the edits at one version, safe to read from the
/// thread that writes the file while the person goes on editing.
public struct EditSnapshot: Sendable {
    let table: Table
    let state: EditState
    /// Column names (the table's, or "timestamp" for a table that had none).
    let columns: [String]

    /// The version this snapshot holds.
    public var version: Int { state.version }

    /// Records in table order (final once the table has loaded).
    var count: Int { state.order.count(base: table.count) }

    /// The record at `position`: an original row number, or an edited or inserted record.
    func element(at position: Int) -> (original: Int?, record: Record?) {
        switch state.order.element(at: position) {
        case .base(let row): return (row, state.contents[.original(row)])
        case .item(let id): return (nil, state.contents[id])
        }
    }
}
