import RecordTables
/// A list's records in sorted order: the sort's permutation of the file's rows applied to
/// the list's records (the whole table, or one group's). Without a sort, the records
/// unchanged.
///
/// Records inserted since opening come first, as they were put there; rows indexed after
/// the sort read the table (the file grew) come last, in file order, until it is sorted
/// again; deleted ones are left out. Until the table is edited, a whole table's rows map
/// through the permutation directly (O(1)); after edits, and in a group, the records are
/// arranged once per edit and sort (O(rows of the table), about 4 bytes a row).
@MainActor
final class SortedRecords: RecordCollection {
    /// The records, in their own order.
    let base: RecordCollection
    private let editable: EditableTable
    /// The sort applied, or nil for the records' own order.
    var order: SortOrder? {
        didSet { orderVersion += 1 }
    }
    /// Counts the orders applied, so that what was arranged for an earlier one is not used.
    private(set) var orderVersion = 0 {
        didSet { arranged = nil }
    }
    private var arranged: (key: ArrangedKey, ids: [RecordID], originals: [Int32], inserted: [RecordID: Int])?

    private struct ArrangedKey: Equatable {
        var count: Int
        var version: Int
        var order: Int
    }

    init(base: RecordCollection, editable: EditableTable) {
        self.base = base
        self.editable = editable
    }

    /// Whether the base's records are the file's rows, one to one, in file order.
    var isFileRows: Bool { base === editable && editable.version == 0 }

    var count: Int { base.count }

    func id(at row: Int) -> RecordID {
        guard let order else { return base.id(at: row) }
        if isFileRows { return .original(row < order.count ? order.row(at: row) : row) }
        return arrangement(order).ids[row]
    }

    func row(of id: RecordID) -> Int? {
        guard let order else { return base.row(of: id) }
        if isFileRows {
            guard case .original(let row) = id, row >= 0, row < base.count else { return nil }
            return order.position(of: row) ?? row
        }
        let arranged = arrangement(order)
        switch id {
        case .original(let row):
            guard row >= 0, row < arranged.originals.count, arranged.originals[row] >= 0 else { return nil }
            return Int(arranged.originals[row])
        case .inserted:
            return arranged.inserted[id]
        }
    }

    var valuesForNewRecords: [String: String] { base.valuesForNewRecords }

    /// The base's records in sorted order (inserted ones first, unsorted rows last), and
    /// where each is.
    private func arrangement(_ order: SortOrder) -> (ids: [RecordID], originals: [Int32], inserted: [RecordID: Int]) {
        let key = ArrangedKey(count: base.count, version: editable.version, order: orderVersion)
        if let arranged, arranged.key == key { return (arranged.ids, arranged.originals, arranged.inserted) }
        var inserted: [RecordID] = [], sorted: [Int] = [], unsorted: [Int] = []
        for position in 0..<base.count {
            let id = base.id(at: position)
            guard case .original(let row) = id else {
                inserted.append(id)
                continue
            }
            if order.position(of: row) != nil { sorted.append(row) } else { unsorted.append(row) }
        }
        let ids = inserted + Self.ordered(sorted, by: order).map(RecordID.original) + unsorted.map(RecordID.original)
        var originals = [Int32](repeating: -1, count: max(sorted.max() ?? -1, unsorted.max() ?? -1) + 1)
        var places: [RecordID: Int] = [:]
        for (position, id) in ids.enumerated() {
            switch id {
            case .original(let row):
                originals[row] = Int32(truncatingIfNeeded: position)
            case .inserted:
                places[id] = position
            }
        }
        arranged = (key, ids, originals, places)
        return (ids, originals, places)
    }

    /// `rows` (all sorted by `order`) in its order: many by a pass over the order, few by sorting them.
    private static func ordered(_ rows: [Int], by order: SortOrder) -> [Int] {
        guard rows.count * 16 >= order.count else {
            return rows.sorted { order.position(of: $0) ?? 0 < order.position(of: $1) ?? 0 }
        }
        var present = [Bool](repeating: false, count: order.count)
        for row in rows { present[order.position(of: row) ?? 0] = true }
        return (0..<order.count).filter { present[$0] }.map(order.row(at:))
    }
}
