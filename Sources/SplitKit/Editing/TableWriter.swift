/// Writes every record of an edited table in its format, streaming into a file.
///
/// Records that were not edited are copied from the file byte for byte (without the
/// blank lines or punctuation around them); edited and new ones are encoded by
/// `RecordEncoder`. What is kept from the original's layout: a byte-order mark, CRLF line
/// endings (CSV/TSV), a JSON array or a sequence of objects, the indentation of the array's
/// records. CSV/TSV headers are written anew from the column names.
///
/// Cost: O(n) in the records and their bytes, on the saving thread.
struct TableWriter {
    let snapshot: EditSnapshot
    let format: TableFormat

    func write(into sink: inout FileSink) throws(SaveError) {
        let table = snapshot.table
        let layout = Layout(table: table, format: format)
        let encoder = RecordEncoder(format: format)
        if layout.hasBOM { try sink.append("\u{FEFF}") }
        switch format {
        case .csv, .tsv:
            try sink.append(snapshot.columns.map(encoder.field).joined(separator: format == .tsv ? "\t" : ",")
                + layout.lineEnding)
        case .json where layout.isArray:
            try sink.append("[")
        case .json, .jsonl:
            break
        }
        let count = snapshot.count
        for position in 0..<count {
            if format == .json && layout.isArray { try sink.append(position == 0 ? "\n" + layout.indent : ",\n" + layout.indent) }
            let (original, edited) = snapshot.element(at: position)
            let bytes = original.flatMap { table.locate($0)?.0 }
            if edited == nil, let bytes, let kept = trimmed(bytes) {
                try sink.append(kept)
            } else {
                let record = edited ?? original.map(table.record(at:)) ?? Record(fields: [])
                try sink.append(encoder.encode(record, original: bytes))
            }
            if !(format == .json && layout.isArray) { try sink.append(layout.lineEnding) }
        }
        if format == .json && layout.isArray { try sink.append(count > 0 ? "\n]\n" : "]\n") }
    }

    /// The record's own bytes: a CSV line without its ending, a JSON value without the
    /// spaces and commas around it.
    private func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let p = bytes.baseAddress else { return nil }
        switch format {
        case .csv, .tsv:
            return UnsafeBufferPointer(start: p, count: Self.csvRecordEnd(p, count: bytes.count, format: format))
        case .json, .jsonl:
            let start = JSONText.skipSpace(p, bytes.count, 0)
            let end = JSONText.skipValue(p, bytes.count, start)
            return UnsafeBufferPointer(start: p + start, count: end - start)
        }
    }

    /// Where a CSV/TSV record's last field ends (before its CR or LF).
    static func csvRecordEnd(_ p: UnsafePointer<UInt8>, count: Int, format: TableFormat) -> Int {
        var end = 0
        CSVFieldReader(delimiter: format.delimiter).forEachField(p, count: count) { _, field in
            end = field.range.upperBound
            return true
        }
        return end
    }

    /// What the original file looked like, to write the new one alike.
    private struct Layout {
        var hasBOM = false
        var lineEnding = "\n"
        var isArray: Bool
        var indent = ""

        init(table: Table, format: TableFormat) {
            isArray = format == .json
            guard let source = table.source, let p = source.bytes else { return }
            let size = source.snapshot.count
            hasBOM = ByteScan.hasBOM(p, count: size)
            let first = JSONText.skipSpace(p, size, hasBOM ? 3 : 0)
            if format == .json { isArray = first < size && p[first] == UInt8(ascii: "[") }
            guard let (bytes, _) = table.locate(0), let start = bytes.baseAddress else { return }
            switch format {
            case .csv, .tsv:
                let end = TableWriter.csvRecordEnd(start, count: bytes.count, format: format)
                if end < bytes.count && start[end] == 13 {
                    lineEnding = end + 1 < bytes.count && start[end + 1] == 10 ? "\r\n" : "\r"
                }
            case .json, .jsonl:
                let value = JSONText.skipSpace(p, size, start - p)
                var lineStart = value
                while lineStart > 0 && (p[lineStart - 1] == 32 || p[lineStart - 1] == 9) { lineStart -= 1 }
                if lineStart > 0 && p[lineStart - 1] == 10 {
                    indent = String(decoding: UnsafeBufferPointer(start: p + lineStart, count: value - lineStart), as: UTF8.self)
                }
            }
        }
    }
}
