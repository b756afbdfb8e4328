/// The edited table seen group by group, for `--group`: each group's records go through
/// an overlay of their own, so a deletion or insertion in a group costs O(edits), like
/// one in the table.
extension EditableTable {
    /// Takes a newer grouping (published while the table loads).
    public func updateGroups(_ index: GroupIndex) {
        groupIndex = index
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

    /// Puts the just inserted `id` at the top of its group (same undo step as the insertion).
    func addToGroup(_ id: RecordID) {
        guard let path = groupPath(of: id) else { return }
        let base = groupRows(path).count
        var sequence = groupSequence(path)
        sequence.insert(id, at: 0, base: base)
        state.groups[path] = sequence
        adjustCounts(path, by: 1)
    }

    /// Takes the just deleted `id` out of its group (same undo step as the deletion).
    func removeFromGroup(_ id: RecordID) {
        guard let path = groupPath(of: id), let row = groupRow(of: id, in: path) else { return }
        var sequence = groupSequence(path)
        sequence.remove(at: row)
        state.groups[path] = sequence
        adjustCounts(path, by: -1)
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
