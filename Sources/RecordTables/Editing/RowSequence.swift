/// The rows of a list as edited, without copying the rows themselves: runs of a base
/// sequence (the table's rows, or a group's) with inserted records between them and
/// deleted rows cut out. The base may still be growing while it loads: the last piece is
/// an open run that follows it.
///
/// Cost with k edits made (independent of the number of rows): finding the row at a
/// position is O(log k) (a binary search over the pieces' starts); an insertion or a
/// deletion is O(k) (it splits one piece and recounts the starts after it).
struct RowSequence: Sendable, Equatable {
    /// A stretch of the sequence.
    enum Piece: Sendable, Equatable {
        /// Base positions in this range (never empty).
        case base(Range<Int>)
        /// Base positions from `from` to the end of the base, however long it grows. Always last.
        case tail(from: Int)
        /// One inserted record.
        case item(RecordID)
    }

    /// What is at a position: a position in the base, or an inserted record.
    enum Element: Sendable, Equatable {
        case base(Int)
        case item(RecordID)
    }

    private(set) var pieces: [Piece] = [.tail(from: 0)]
    /// Rows before each piece (all pieces but the tail have a fixed length).
    private var starts: [Int] = [0]

    /// The sequence of the whole base, unedited.
    init() {}

    /// The sequence made of `pieces` (as `pieces` gave them), or nil when they do not make
    /// one: an empty range, or no open run last.
    init?(pieces: [Piece]) {
        guard case .tail? = pieces.last else { return nil }
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .base(let range) where range.isEmpty || range.lowerBound < 0: return nil
            case .tail(let from) where from < 0 || index != pieces.count - 1: return nil
            default: continue
            }
        }
        self.pieces = pieces
        starts = []
        var start = 0
        for piece in pieces {
            starts.append(start)
            start += Self.length(piece)
        }
    }

    /// Rows in the sequence when the base has `base` rows.
    func count(base: Int) -> Int {
        guard case .tail(let from)? = pieces.last else { return starts[starts.count - 1] }
        return starts[starts.count - 1] + max(0, base - from)
    }

    /// The element at `position` (below `count(base:)`).
    func element(at position: Int) -> Element {
        let index = piece(containing: position)
        let offset = position - starts[index]
        switch pieces[index] {
        case .base(let range): return .base(range.lowerBound + offset)
        case .tail(let from): return .base(from + offset)
        case .item(let id): return .item(id)
        }
    }

    /// Puts `id` at `position` (0 ... count), before what was there.
    mutating func insert(_ id: RecordID, at position: Int, base: Int) {
        insert(.item(id), at: position, base: base)
    }

    /// Puts `element` at `position` (0 ... count), before what was there: an inserted
    /// record, or a base row put back where it was removed from (undo).
    mutating func insert(_ element: Element, at position: Int, base: Int) {
        let new: Piece
        switch element {
        case .base(let row): new = .base(row..<row + 1)
        case .item(let id): new = .item(id)
        }
        if position >= count(base: base), case .tail(let from)? = pieces.last {
            let last = pieces.count - 1
            let closed: [Piece] = base > from ? [.base(from..<base)] : []
            replacePiece(at: last, with: closed + [new, .tail(from: max(from, base))])
            return
        }
        let index = piece(containing: position)
        let offset = position - starts[index]
        switch pieces[index] {
        case .item:
            replacePiece(at: index, with: [new, pieces[index]])
        case .base(let range):
            let cut = range.lowerBound + offset
            replacePiece(at: index, with: Self.nonEmpty(range.lowerBound..<cut) + [new, .base(cut..<range.upperBound)])
        case .tail(let from):
            replacePiece(at: index, with: Self.nonEmpty(from..<from + offset) + [new, .tail(from: from + offset)])
        }
    }

    /// Removes the element at `position` (below `count(base:)`) and returns it.
    @discardableResult
    mutating func remove(at position: Int) -> Element {
        let index = piece(containing: position)
        let offset = position - starts[index]
        switch pieces[index] {
        case .item(let id):
            replacePiece(at: index, with: [])
            return .item(id)
        case .base(let range):
            let cut = range.lowerBound + offset
            replacePiece(at: index, with: Self.nonEmpty(range.lowerBound..<cut) + Self.nonEmpty(cut + 1..<range.upperBound))
            return .base(cut)
        case .tail(let from):
            replacePiece(at: index, with: Self.nonEmpty(from..<from + offset) + [.tail(from: from + offset + 1)])
            return .base(from + offset)
        }
    }

    /// Where base position `b` is now, or nil if it was deleted (or is past a base of `base` rows).
    package func position(ofBase b: Int, base: Int) -> Int? {
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .base(let range) where range.contains(b): return starts[index] + b - range.lowerBound
            case .tail(let from) where b >= from && b < base: return starts[index] + b - from
            default: continue
            }
        }
        return nil
    }

    /// Where inserted record `id` is now, or nil if it is not in the sequence.
    package func position(ofItem id: RecordID) -> Int? {
        pieces.firstIndex(of: .item(id)).map { starts[$0] }
    }

    // MARK: - Private

    private static func nonEmpty(_ range: Range<Int>) -> [Piece] {
        range.isEmpty ? [] : [.base(range)]
    }

    /// The last piece starting at or before `position` that is not empty there.
    private func piece(containing position: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private mutating func replacePiece(at index: Int, with replacement: [Piece]) {
        pieces.replaceSubrange(index...index, with: replacement)
        starts.removeSubrange(min(index, starts.count)...)
        var start = index > 0 ? starts[index - 1] + Self.length(pieces[index - 1]) : 0
        for piece in pieces[index...] {
            starts.append(start)
            start += Self.length(piece)
        }
    }

    private static func length(_ piece: Piece) -> Int {
        switch piece {
        case .base(let range): return range.count
        case .item: return 1
        case .tail: return 0
        }
    }
}
