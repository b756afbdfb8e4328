import SplitKit
import RecordTables
/// The records a list shows while it is filtered: the filter's matches (rows of the file
/// as opened) that are still among the list's records. Unfiltered, it is the list's
/// records unchanged.
///
/// The filter searches the file's bytes, so records inserted since opening are not
/// listed while a filter is on, and edited fields match on their saved value. Until the
/// table is edited a match maps to its record directly (O(1)); after edits, the matches
/// still present are found once per filter update and edit (O(matches · log k)).
@MainActor
final class FilteredRecords: RecordCollection {
    /// The list's records, unfiltered.
    let base: RecordCollection
    private let editable: EditableTable
    /// The filter's results, or nil while no filter is on.
    var matches: FilterSnapshot? {
        didSet { present = nil }
    }
    private var present: (key: PresentKey, rows: [Int])?

    private struct PresentKey: Equatable {
        var count: Int
        var version: Int
    }

    init(base: RecordCollection, editable: EditableTable) {
        self.base = base
        self.editable = editable
    }

    /// Whether matches map to records one to one (a whole, unedited table).
    private var isDirect: Bool { base === editable && editable.version == 0 }

    var count: Int {
        guard let matches else { return base.count }
        return isDirect ? matches.count : presentRows(matches).count
    }

    func id(at row: Int) -> RecordID {
        guard let matches else { return base.id(at: row) }
        return .original(isDirect ? matches.index(at: row) : presentRows(matches)[row])
    }

    func row(of id: RecordID) -> Int? {
        guard let matches else { return base.row(of: id) }
        guard case .original(let original) = id else { return nil }
        if isDirect { return Self.position(of: original, count: matches.count, at: matches.index(at:)) }
        let rows = presentRows(matches)
        return Self.position(of: original, count: rows.count) { rows[$0] }
    }

    /// Where `target` is among `count` ascending values, by binary search.
    private static func position(of target: Int, count: Int, at value: (Int) -> Int) -> Int? {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if value(middle) < target { low = middle + 1 } else { high = middle }
        }
        return low < count && value(low) == target ? low : nil
    }

    var valuesForNewRecords: [String: String] { base.valuesForNewRecords }

    private func presentRows(_ matches: FilterSnapshot) -> [Int] {
        let key = PresentKey(count: matches.count, version: editable.version)
        if let present, present.key == key { return present.rows }
        let rows = (0..<matches.count).map(matches.index(at:)).filter { base.row(of: .original($0)) != nil }
        present = (key, rows)
        return rows
    }
}
