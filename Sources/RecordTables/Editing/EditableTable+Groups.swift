/// The edited table seen group by group, for `--group`: each group's records go through
/// an overlay of their own, so a deletion or insertion in a group costs O(edits), like
/// one in the table, and is undone with it.
extension EditableTable {
    /// Takes a newer grouping (published while the table loads).
    public func updateGroups(_ index: GroupIndex) {
        groupIndex = index
    }

    /// Whether records were inserted or deleted (or a lost session's edits applied) since
    /// the table was read: their undo knows the groups they were in, so the grouping can
    /// only be replaced once they are saved and the file read again.
    public var hasInsertedOrDeleted: Bool {
        undoStack.contains { if case .edited = $0.change { false } else { true } }
    }

    /// Groups the records by another grouping (`index`, just started), or by none (nil);
    /// only while `hasInsertedOrDeleted` is false, so no group has edits of its own.
    public func regroup(_ index: GroupIndex?) {
        precondition(!hasInsertedOrDeleted, "regrouped with insertions or deletions")
        groupIndex = index
        state.groups = [:]
        state.groupDeltas = [:]
    }

    /// The values of `id` in the grouping columns, or nil when not grouped.
    public func groupPath(of id: RecordID) -> [String]? {
        groupIndex.map { index in index.columns.map { title(id, column: $0) } }
    }

    /// The values one level under `path`, in first-seen order.
    public func groupChildren(of path: [String]) -> [String] {
        groupIndex?.children(of: path) ?? []
    }

    /// Records under `path` (a group at any level), as edited.
    public func groupCount(of path: [String]) -> Int {
        (groupIndex?.count(of: path) ?? 0) + (state.groupDeltas[path] ?? 0)
    }

    /// Records of the group at the full `path`, as edited.
    public func groupRecordCount(in path: [String]) -> Int {
        groupSequence(path).count(base: groupRows(path).count)
    }

    /// The record at `row` of the group at the full `path`.
    public func groupRecordID(at row: Int, in path: [String]) -> RecordID {
        switch groupSequence(path).element(at: row) {
        case .base(let position): return .original(groupRows(path)[position])
        case .item(let id): return id
        }
    }

    /// Where `id` is in the group at the full `path`, or nil.
    public func groupRow(of id: RecordID, in path: [String]) -> Int? {
        let rows = groupRows(path)
        switch id {
        case .original(let row):
            return rows.index(of: row).flatMap { groupSequence(path).position(ofBase: $0, base: rows.count) }
        case .inserted:
            return groupSequence(path).position(ofItem: id)
        }
    }

    /// Puts the just inserted `id` at the top of its group (same undo step as the
    /// insertion); returns where, for undo.
    func addToGroup(_ id: RecordID) -> UndoStep.GroupPlace? {
        guard let path = groupPath(of: id) else { return nil }
        let base = groupRows(path).count
        var sequence = groupSequence(path)
        sequence.insert(id, at: 0, base: base)
        state.groups[path] = sequence
        adjustCounts(path, by: 1)
        return UndoStep.GroupPlace(path: path, position: 0, element: .item(id))
    }

    /// Takes `id`, about to be deleted, out of its group (same undo step as the
    /// deletion); returns where it was, for undo.
    func removeFromGroup(_ id: RecordID) -> UndoStep.GroupPlace? {
        guard let path = groupPath(of: id), let row = groupRow(of: id, in: path) else { return nil }
        var sequence = groupSequence(path)
        let element = sequence.remove(at: row)
        state.groups[path] = sequence
        adjustCounts(path, by: -1)
        return UndoStep.GroupPlace(path: path, position: row, element: element)
    }

    func undoAddToGroup(_ place: UndoStep.GroupPlace) {
        var sequence = groupSequence(place.path)
        sequence.remove(at: place.position)
        state.groups[place.path] = sequence
        adjustCounts(place.path, by: -1)
    }

    func undoRemoveFromGroup(_ place: UndoStep.GroupPlace) {
        var sequence = groupSequence(place.path)
        sequence.insert(place.element, at: place.position, base: groupRows(place.path).count)
        state.groups[place.path] = sequence
        adjustCounts(place.path, by: 1)
    }

    private func adjustCounts(_ path: [String], by delta: Int) {
        for length in 0...path.count {
            state.groupDeltas[Array(path.prefix(length)), default: 0] += delta
        }
    }

    private func groupSequence(_ path: [String]) -> RowSequence {
        state.groups[path] ?? RowSequence()
    }

    private func groupRows(_ path: [String]) -> MatchList {
        groupIndex?.rows(of: path) ?? MatchList()
    }
}
