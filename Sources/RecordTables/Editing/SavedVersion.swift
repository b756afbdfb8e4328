/// The version of a table's file that a save wrote: the edits it holds (over the table as
/// opened) and its stamp. Edits made after the save are kept as edits to it, so that they
/// apply at the next start, which opens the saved file, not the one opened before.
struct SavedVersion: Sendable {
    /// The saved file's stamp.
    let stamp: FileStamp
    /// The edits' version it holds (see `EditableTable.savedVersion`).
    package let version: Int
    /// The edits the saved file holds: its rows are `state.order`'s records, in order.
    let state: EditState

    /// The edits `now` (over `table` as opened, loaded to the end) as edits over the saved
    /// file. A record of `now` that the saved file holds is its row there, with its fields
    /// when they changed since; any other (a record inserted since, a deletion undone since)
    /// is an inserted record with all its fields. The groups' own orders are not carried
    /// over: at the next start the groups are those of the saved file. O(edits).
    func overlay(of now: EditState, table: Table) -> EditOverlay {
        let base = table.count
        let saved = SequenceIndex(state.order, base: base)
        var order = PieceList()
        var contents: [RecordID: Record] = [:]
        var insertedCount = 0

        func record(_ id: RecordID, in edits: EditState) -> Record {
            if let record = edits.contents[id] { return record }
            guard case .original(let row) = id else { return Record(fields: []) }
            return table.record(at: row)
        }
        func noteChange(of id: RecordID, at row: Int) {
            let current = record(id, in: now)
            if current != record(id, in: state) { contents[.original(row)] = current }
        }
        func place(_ id: RecordID) {
            if let row = saved.position(of: id) {
                order.append(row..<row + 1)
                noteChange(of: id, at: row)
            } else {
                insertedCount += 1
                order.append(.item(.inserted(insertedCount)))
                contents[.inserted(insertedCount)] = record(id, in: now)
            }
        }
        func place(rows: Range<Int>) {
            var next = rows.lowerBound
            while next < rows.upperBound {
                let run = saved.run(from: next, below: rows.upperBound)
                let gapEnd = run?.rows.lowerBound ?? rows.upperBound
                (next..<gapEnd).forEach { place(.original($0)) }
                guard let run else { return }
                order.append(run.positions)
                next = run.rows.upperBound
            }
        }

        for piece in now.order.pieces {
            switch piece {
            case .item(let id): place(id)
            case .base(let rows): place(rows: rows)
            case .tail(let from): place(rows: from..<max(from, base))
            }
        }
        // Rows in both whose fields were edited before the save, after it, or both.
        let current = SequenceIndex(now.order, base: base)
        for id in Set(now.contents.keys).union(state.contents.keys) {
            guard case .original = id, current.position(of: id) != nil, let row = saved.position(of: id) else { continue }
            noteChange(of: id, at: row)
        }
        return EditOverlay(order: order.closed(savedCount: state.order.count(base: base)), contents: contents,
                           insertedCount: insertedCount, groupColumns: [], groups: [:], groupDeltas: [:])
    }
}

/// Where the records of a row sequence are: its runs of base rows, by first row, and its items.
private struct SequenceIndex {
    /// A run of base rows and the positions they are at.
    struct Run {
        var rows: Range<Int>
        var positions: Range<Int>
    }

    private var runs: [Run] = []
    private var items: [RecordID: Int] = [:]

    init(_ sequence: RowSequence, base: Int) {
        var position = 0
        for piece in sequence.pieces {
            switch piece {
            case .item(let id):
                items[id] = position
                position += 1
            case .base(let rows):
                runs.append(Run(rows: rows, positions: position..<position + rows.count))
                position += rows.count
            case .tail(let from) where from < base:
                runs.append(Run(rows: from..<base, positions: position..<position + base - from))
            case .tail:
                continue
            }
        }
        runs.sort { $0.rows.lowerBound < $1.rows.lowerBound }
    }

    /// Where `id` is, or nil when the sequence does not hold it.
    package func position(of id: RecordID) -> Int? {
        guard case .original(let row) = id else { return items[id] }
        return run(from: row, below: row + 1)?.positions.lowerBound
    }

    /// The part of the first run that holds a row from `row` on, cut to the rows below `end`.
    func run(from row: Int, below end: Int) -> Run? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].rows.upperBound <= row { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].rows.lowerBound < end else { return nil }
        let found = runs[low]
        let first = max(row, found.rows.lowerBound), last = min(end, found.rows.upperBound)
        let start = found.positions.lowerBound + first - found.rows.lowerBound
        return Run(rows: first..<last, positions: start..<start + last - first)
    }
}

/// Pieces of a row sequence as they are worked out, runs next to each other joined.
private struct PieceList {
    private(set) var pieces: [RowSequence.Piece] = []

    mutating func append(_ rows: Range<Int>) {
        if case .base(let last)? = pieces.last, last.upperBound == rows.lowerBound {
            pieces[pieces.count - 1] = .base(last.lowerBound..<rows.upperBound)
        } else {
            pieces.append(.base(rows))
        }
    }

    mutating func append(_ piece: RowSequence.Piece) {
        pieces.append(piece)
    }

    /// The pieces with the open run a sequence ends with: the last run when it reaches the
    /// end of a base of `savedCount` rows, else an empty one after it.
    func closed(savedCount: Int) -> [RowSequence.Piece] {
        if case .base(let last)? = pieces.last, last.upperBound == savedCount {
            return pieces.dropLast() + [.tail(from: last.lowerBound)]
        }
        return pieces + [.tail(from: savedCount)]
    }
}
