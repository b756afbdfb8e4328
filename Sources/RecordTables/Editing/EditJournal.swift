/// What an `EditableTable`'s edits are, apart from the table: the order of its records
/// (runs of the table's rows and inserted records), the content of edited and inserted
/// records, and the groups' own orders. O(edits) in size, whatever the table's.
struct EditOverlay: Equatable, Sendable {
    var order: [RowSequence.Piece]
    var contents: [RecordID: Record]
    var insertedCount: Int
    /// The grouping the groups' orders belong to (column indices, outermost first).
    var groupColumns: [Int]
    var groups: [[String]: [RowSequence.Piece]]
    var groupDeltas: [[String]: Int]
}

/// A journal: one session's unsaved edits to one file, kept as they are made (as vim
/// keeps its swap file), with the version of the file they apply to. It is text, one item
/// a line, its parts separated by tabs and escaped as TSV fields are (`TSVEscapes`):
///
///     splitview-journal	1
///     original	/data/people.csv
///     stamp	DEVICE	INODE	SIZE	SECONDS	NANOSECONDS
///     format	csv
///     process	4242
///     columns	name	age
///     inserted	1
///     grouping	COLUMN…
///     order	b0-4	i1	t5
///     record	o2	name	Ada	age	37
///     group	PATH-LENGTH	PATH…	PIECE…
///     delta	COUNT	PATH…
///     end
///
/// Pieces are `bFIRST-END` (table rows), `tFIRST` (the rows from FIRST on), `oROW` or
/// `iN` (one record); a record's identity is `oROW` (a table row) or `iN` (inserted).
struct EditJournal: Equatable, Sendable {
    private static let magic = "splitview-journal"

    /// The file the edits are to (absolute).
    var originalPath: String
    /// The version of it they apply to.
    var stamp: FileStamp
    var format: TableFormat
    var columns: [String]
    /// The process that kept them.
    var processID: Int32
    var overlay: EditOverlay

    /// The journal's text.
    func encoded() -> [UInt8] {
        var lines: [[String]] = [
            [Self.magic, "1"], ["original", originalPath],
            ["stamp", "\(stamp.device)", "\(stamp.inode)", "\(stamp.size)", "\(stamp.seconds)", "\(stamp.nanoseconds)"],
            ["format", format.rawValue], ["process", "\(processID)"], ["columns"] + columns,
            ["inserted", "\(overlay.insertedCount)"], ["grouping"] + overlay.groupColumns.map(String.init),
            ["order"] + overlay.order.map(Self.token),
        ]
        for (id, record) in overlay.contents.sorted(by: { Self.token($0.key) < Self.token($1.key) }) {
            lines.append(["record", Self.token(id)] + record.fields.flatMap { [$0.name, $0.value] })
        }
        for (path, pieces) in overlay.groups.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            lines.append(["group", "\(path.count)"] + path + pieces.map(Self.token))
        }
        for (path, delta) in overlay.groupDeltas.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            lines.append(["delta", "\(delta)"] + path)
        }
        lines.append(["end"])
        let text = lines.map { $0.map(TSVEscapes.escape).joined(separator: "\t") }.joined(separator: "\n") + "\n"
        return Array(text.utf8)
    }

    /// The journal `bytes` hold, or nil when they are not a whole one.
    init?(decoding bytes: [UInt8]) {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(TSVEscapes.unescape) }
        guard lines.count >= 2, lines[0] == [Self.magic, "1"], lines[lines.count - 2] == ["end"],
              lines[lines.count - 1] == [""] else { return nil }
        var fields: [String: [String]] = [:]
        var overlay = EditOverlay(order: [], contents: [:], insertedCount: 0, groupColumns: [], groups: [:], groupDeltas: [:])
        for line in lines[1..<(lines.count - 2)] {
            guard let key = line.first else { return nil }
            let rest = Array(line.dropFirst())
            switch key {
            case "record":
                guard let id = rest.first.flatMap(Self.id), rest.count % 2 == 1 else { return nil }
                overlay.contents[id] = Record(fields: stride(from: 1, to: rest.count, by: 2).map {
                    Field(name: rest[$0], value: rest[$0 + 1])
                })
            case "group":
                guard let length = rest.first.flatMap({ Int($0) }), length >= 0, rest.count > length else { return nil }
                let pieces = rest[(length + 1)...].map(Self.piece)
                guard !pieces.contains(nil) else { return nil }
                overlay.groups[Array(rest[1..<(length + 1)])] = pieces.compactMap { $0 }
            case "delta":
                guard let delta = rest.first.flatMap({ Int($0) }) else { return nil }
                overlay.groupDeltas[Array(rest.dropFirst())] = delta
            default:
                guard fields[key] == nil else { return nil }
                fields[key] = rest
            }
        }
        guard let path = fields["original"]?.first, let numbers = fields["stamp"]?.compactMap({ Int64($0) }),
              numbers.count == 5, numbers[0] >= 0, numbers[1] >= 0,
              let format = fields["format"]?.first.flatMap(TableFormat.init(rawValue:)),
              let process = fields["process"]?.first.flatMap({ Int32($0) }), let columns = fields["columns"],
              let inserted = fields["inserted"]?.first.flatMap({ Int($0) }),
              let grouping = fields["grouping"]?.map({ Int($0) }), !grouping.contains(nil),
              let order = fields["order"]?.map(Self.piece), !order.contains(nil), RowSequence(pieces: order.compactMap { $0 }) != nil
        else { return nil }
        overlay.order = order.compactMap { $0 }
        overlay.insertedCount = inserted
        overlay.groupColumns = grouping.compactMap { $0 }
        originalPath = path
        stamp = FileStamp(device: UInt64(numbers[0]), inode: UInt64(numbers[1]), size: numbers[2],
                          seconds: Int(numbers[3]), nanoseconds: Int(numbers[4]))
        self.format = format
        self.columns = columns
        processID = process
        self.overlay = overlay
    }

    init(originalPath: String, stamp: FileStamp, format: TableFormat, columns: [String], processID: Int32,
         overlay: EditOverlay) {
        self.originalPath = originalPath
        self.stamp = stamp
        self.format = format
        self.columns = columns
        self.processID = processID
        self.overlay = overlay
    }

    private static func token(_ id: RecordID) -> String {
        switch id {
        case .original(let row): "o\(row)"
        case .inserted(let number): "i\(number)"
        }
    }

    private static func token(_ piece: RowSequence.Piece) -> String {
        switch piece {
        case .base(let range): "b\(range.lowerBound)-\(range.upperBound)"
        case .tail(let from): "t\(from)"
        case .item(let id): token(id)
        }
    }

    private static func id(_ token: String) -> RecordID? {
        guard let number = Int(token.dropFirst()), number >= 0 else { return nil }
        switch token.first {
        case "o": return .original(number)
        case "i": return .inserted(number)
        default: return nil
        }
    }

    private static func piece(_ token: String) -> RowSequence.Piece? {
        switch token.first {
        case "b":
            let bounds = token.dropFirst().split(separator: "-", omittingEmptySubsequences: false).compactMap { Int($0) }
            guard bounds.count == 2, bounds[0] < bounds[1] else { return nil }
            return .base(bounds[0]..<bounds[1])
        case "t":
            return Int(token.dropFirst()).map { .tail(from: $0) }
        default:
            return id(token).map { .item($0) }
        }
    }
}
