/// Gets the edits out of a journal that cannot be applied (the file changed since, or
/// another session's): its edited and inserted records, in table order and in the file's
/// format, written to a new file. Deleted rows cannot be shown (their content was in the
/// file as it was), so they are only counted.
public enum JournalExport {
    /// What an export wrote.
    public struct Summary: Sendable, Equatable {
        /// Records written.
        public let records: Int
        /// Rows of the file the edits had deleted.
        public let deletedRows: Int
    }

    /// Writes the records of the journal at `journalPath` to `outputPath`, which must not exist.
    public static func export(journalPath: String, to outputPath: String) throws(SaveError) -> Summary {
        let bytes: [UInt8]
        switch PrivateFile.read(journalPath) {
        case .success(let read): bytes = read.bytes
        case .failure(let problem): throw SaveError(kind: .system, path: outputPath, message: "\(journalPath): \(problem.reason)")
        }
        guard let journal = EditJournal(decoding: bytes) else {
            throw SaveError(kind: .system, path: outputPath, message: "\(journalPath) is not a whole splitview journal")
        }
        let records = orderedRecords(journal.overlay)
        let encoder = RecordEncoder(format: journal.format)
        _ = try AtomicFile.replace(outputPath, expecting: .noFile) { (sink) throws(SaveError) in
            switch journal.format {
            case .csv, .tsv:
                try sink.append(encoder.header(journal.columns) + "\n")
                for record in records { try sink.append(encoder.encode(record, original: nil) + "\n") }
            case .json:
                try sink.append("[\n" + records.map { "  " + encoder.encode($0, original: nil) }.joined(separator: ",\n")
                                + (records.isEmpty ? "]\n" : "\n]\n"))
            case .jsonl:
                for record in records { try sink.append(encoder.encode(record, original: nil) + "\n") }
            }
        }
        return Summary(records: records.count, deletedRows: deletedRows(journal.overlay.order))
    }

    /// The edited and inserted records, in the order the table had them.
    static func orderedRecords(_ overlay: EditOverlay) -> [Record] {
        let edited = overlay.contents.keys.compactMap { id -> Int? in
            if case .original(let row) = id { return row }
            return nil
        }.sorted()
        var records: [Record] = []
        for piece in overlay.order {
            switch piece {
            case .item(let id):
                if let record = overlay.contents[id] { records.append(record) }
            case .base(let range):
                records += edited.filter(range.contains).compactMap { overlay.contents[.original($0)] }
            case .tail(let from):
                records += edited.filter { $0 >= from }.compactMap { overlay.contents[.original($0)] }
            }
        }
        return records
    }

    /// Rows missing between the runs of the table's rows.
    static func deletedRows(_ order: [RowSequence.Piece]) -> Int {
        var next = 0
        var missing = 0
        for piece in order {
            switch piece {
            case .base(let range):
                missing += max(0, range.lowerBound - next)
                next = max(next, range.upperBound)
            case .tail(let from):
                missing += max(0, from - next)
            case .item(.original(let row)):
                missing += max(0, row - next)
                next = max(next, row + 1)
            case .item:
                continue
            }
        }
        return missing
    }
}
