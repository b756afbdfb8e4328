import SplitKit
import RecordTables
/// The records a list shows while it is filtered: the filter's matches (rows of the file
/// as opened) that are still among the list's records, in the list's order (sorted, when
/// it is). Unfiltered, it is the list's records unchanged.
///
/// The filter searches the file's bytes, so records inserted since opening are not
/// listed while a filter is on, and edited fields match on their saved value. Until the
/// table is edited or sorted a match maps to its record directly (O(1)); else the places of
/// the matches still present are found once per filter update, edit and sort (O(matches ·
/// log k) unsorted; sorted, a pass over the rows when the matches are many).
@MainActor
final class FilteredRecords: RecordCollection {
    /// The list's records, unfiltered.
    let base: SortedRecords
    private let editable: EditableTable
    /// The filter's results, or nil while no filter is on.
    var matches: FilterSnapshot? {
        didSet { present = nil }
    }
    /// The matches' positions in `base`, ascending.
    private var present: (key: PresentKey, positions: [Int])?

    private struct PresentKey: Equatable {
        var count: Int
        var version: Int
        var order: Int
    }

    init(base: SortedRecords, editable: EditableTable) {
        self.base = base
        self.editable = editable
    }

    /// Whether matches map to records one to one (a whole, unedited table, unsorted).
    private var isDirect: Bool { base.order == nil && base.isFileRows }

    var count: Int {
        guard let matches else { return base.count }
        return isDirect ? matches.count : presentPositions(matches).count
    }

    func id(at row: Int) -> RecordID {
        guard let matches else { return base.id(at: row) }
        return isDirect ? .original(matches.index(at: row)) : base.id(at: presentPositions(matches)[row])
    }

    func row(of id: RecordID) -> Int? {
        guard let matches else { return base.row(of: id) }
        if isDirect {
            guard case .original(let original) = id else { return nil }
            return Self.position(of: original, count: matches.count, at: matches.index(at:))
        }
        guard let position = base.row(of: id) else { return nil }
        let positions = presentPositions(matches)
        return Self.position(of: position, count: positions.count) { positions[$0] }
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

    private func presentPositions(_ matches: FilterSnapshot) -> [Int] {
        let key = PresentKey(count: matches.count, version: editable.version, order: base.orderVersion)
        if let present, present.key == key { return present.positions }
        var positions = (0..<matches.count).compactMap { base.row(of: .original(matches.index(at: $0))) }
        if base.order != nil {
            // Many matches: one pass over the list's rows; few: sorted.
            if positions.count * 16 >= base.count {
                var listed = [Bool](repeating: false, count: base.count)
                for position in positions { listed[position] = true }
                positions = listed.indices.filter { listed[$0] }
            } else {
                positions.sort()
            }
        }
        present = (key, positions)
        return positions
    }
}
