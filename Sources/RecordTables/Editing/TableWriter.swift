/// Writes every record of an edited table in its format, streaming into a file.
///
/// Records that were not edited are copied from the file byte for byte (without the
/// blank lines or punctuation around them); edited and new ones are encoded by
/// `RecordEncoder`. What is kept from the original's layout: a byte-order mark, CRLF line
/// endings (CSV/TSV), a JSON array, an object of keyed records or a sequence of objects, the
/// indentation of the array's records, the delimiter, the lines skipped and comments before the header (`--skip`,
/// `--comment`), and comment lines after the header (each after the record it followed).
/// CSV/TSV headers are written anew from the column names (none for a table read without one).
///
/// The original's bytes are read a window at a time through the descriptor opened with the
/// table, and checked: if the file changed on disk since (a read comes up short, or its
/// stamp differs before, during or after), the save throws `sourceChanged` and writes
/// nothing, rather than a mix of two versions.
///
/// Cost: O(n) in the records and their bytes, on the saving thread.
struct TableWriter {
    package let snapshot: EditSnapshot
    let format: TableFormat

    func write(into sink: inout FileSink) throws(SaveError) {
        let table = snapshot.table
        let reading = table.reading
        let window = reading.source.map(ReadWindow.init)
        let delimiter = format == (reading.format ?? format) ? reading.delimiter : format.delimiter
        let decoder = RecordDecoder(format: reading.format ?? format, delimiter: reading.delimiter, columns: reading.columns)
        guard reading.source?.isUnchanged() ?? true else { throw Self.changed(table) }
        let layout = try Layout(table: table, reading: reading, window: window, format: format)
        let encoder = RecordEncoder(format: format, delimiter: delimiter, keyed: layout.isKeyed)
        if layout.hasBOM { try sink.append("\u{FEFF}") }
        if table.options.skipLines > 0 || table.options.comment != nil, format == reading.format, let window,
           let end = table.preambleEnd(generation: reading.generation), end > (layout.hasBOM ? 3 : 0) {
            guard let preamble = window.bytes((layout.hasBOM ? 3 : 0)..<end, limit: table.limits.recordBytes)
            else { throw Self.changed(table) }
            try sink.append(preamble)
        }
        switch format {
        case .csv, .tsv:
            if table.options.hasHeader { try sink.append(encoder.header(snapshot.columns) + layout.lineEnding) }
        case .json where layout.isArray:
            try sink.append("[")
        case .json where layout.isKeyed:
            try sink.append("{")
        case .json, .jsonl:
            break
        }
        let count = snapshot.count
        let keepsComments = table.options.comment != nil && format == reading.format && !layout.inBrackets
        // The first original row whose trailing comment lines are still to be written.
        var commentsFrom = 0
        for position in 0..<count {
            if layout.inBrackets { try sink.append(position == 0 ? "\n" + layout.indent : ",\n" + layout.indent) }
            let (original, edited) = snapshot.element(at: position)
            var bytes: UnsafeBufferPointer<UInt8>?
            if let original, let window {
                // The bytes the person saw, or none: never other bytes at the same offsets.
                guard let range = table.range(of: original, generation: reading.generation),
                      let read = window.bytes(range, limit: table.limits.recordBytes) else { throw Self.changed(table) }
                bytes = read
            }
            if keepsComments, let original, let window {
                for row in commentsFrom..<max(commentsFrom, original) {
                    try appendComments(after: row, from: window, reading: reading, layout: layout, into: &sink)
                }
                commentsFrom = max(commentsFrom, original)
            }
            if edited == nil, let bytes, let kept = trimmed(bytes) {
                try sink.append(kept)
            } else {
                let record = edited ?? bytes.map(decoder.record) ?? original.map(table.record(at:)) ?? Record(fields: [])
                try sink.append(encoder.encode(record, original: bytes))
            }
            if !layout.inBrackets { try sink.append(layout.lineEnding) }
        }
        if keepsComments, let window {
            for row in commentsFrom..<max(commentsFrom, table.count) {
                try appendComments(after: row, from: window, reading: reading, layout: layout, into: &sink)
            }
        }
        if layout.inBrackets {
            let close = layout.isKeyed ? "}" : "]"
            try sink.append(count > 0 ? "\n" + close + "\n" : close + "\n")
        }
        guard reading.source?.isUnchanged() ?? true, table.generation == reading.generation else { throw Self.changed(table) }
    }

    /// Appends the comment lines that followed original row `row` (the reader counts them
    /// into the row's bytes, after its end; the last row's, up to the end of the file),
    /// each with the file's line ending.
    private func appendComments(after row: Int, from window: ReadWindow, reading: Table.Reading, layout: Layout,
                                into sink: inout FileSink) throws(SaveError) {
        let table = snapshot.table
        guard let marker = table.options.comment, var range = table.range(of: row, generation: reading.generation)
        else { return }
        // The last row's comments lie after its bytes, up to the end of the file.
        if table.range(of: row + 1, generation: reading.generation) == nil, let size = reading.source?.stamp?.size {
            range = range.lowerBound..<max(range.upperBound, Int(size))
        }
        guard let bytes = window.bytes(range, limit: table.limits.recordBytes), let base = bytes.baseAddress
        else { throw Self.changed(table) }
        let end = Self.csvRecordEnd(base, count: bytes.count, delimiter: reading.delimiter)
        for line in bytes[end...].split(separator: 0x0A, omittingEmptySubsequences: true) {
            let text = line.last == 0x0D ? line.dropLast() : line[...]
            guard text.first == marker else { continue }
            try sink.append(UnsafeBufferPointer(rebasing: text))
            try sink.append(layout.lineEnding)
        }
    }

    /// The error for a save whose table's file changed on disk since it was read.
    static func changed(_ table: Table) -> SaveError {
        SaveError(kind: .sourceChanged, path: table.path,
                  message: "\(table.name) changed on disk since it was opened, so the records shown can no longer be read "
                      + "(nothing written; the edits are kept)")
    }

    /// The record's own bytes: a CSV line without its ending, a JSON value without the
    /// spaces and commas around it.
    private func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        guard let p = bytes.baseAddress else { return nil }
        switch format {
        case .csv, .tsv:
            let delimiter = snapshot.table.reading.delimiter
            return UnsafeBufferPointer(start: p, count: Self.csvRecordEnd(p, count: bytes.count, delimiter: delimiter))
        case .json, .jsonl:
            let start = JSONText.skipSpace(p, bytes.count, 0)
            let value = JSONText.keyedRecord(p, bytes.count)?.object ?? start
            let end = JSONText.skipValue(p, bytes.count, value)
            return UnsafeBufferPointer(start: p + start, count: end - start)
        }
    }

    /// Where a CSV/TSV record's last field ends (before its CR or LF).
    static func csvRecordEnd(_ p: UnsafePointer<UInt8>, count: Int, delimiter: UInt8) -> Int {
        var end = 0
        CSVFieldReader(delimiter: delimiter).forEachField(p, count: count) { _, field in
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
        /// Records keyed by their names, members of one object.
        var isKeyed = false
        var indent = ""

        /// Whether the records are written inside brackets, one a line, commas between.
        var inBrackets: Bool { isArray || isKeyed }

        init(table: Table, reading: Table.Reading, window: ReadWindow?, format: TableFormat) throws(SaveError) {
            isArray = format == .json
            guard let window, let source = reading.source else { return }
            let changed = TableWriter.changed(table)
            let first = table.range(of: 0, generation: reading.generation)
            let prefix = 0..<min(source.snapshot.count, (first?.lowerBound ?? 0) + 4_096)
            guard let head = window.bytes(prefix, limit: table.limits.recordBytes), let p = head.baseAddress else {
                if prefix.isEmpty { return }
                throw changed
            }
            let size = head.count
            hasBOM = ByteScan.hasBOM(p, count: size)
            let start = JSONText.skipSpace(p, size, hasBOM ? 3 : 0)
            if format == .json { isArray = start < size && p[start] == UInt8(ascii: "[") }
            guard let first else { return }
            switch format {
            case .csv, .tsv:
                guard let bytes = window.bytes(first, limit: table.limits.recordBytes), let record = bytes.baseAddress
                else { throw changed }
                let end = TableWriter.csvRecordEnd(record, count: bytes.count, delimiter: reading.delimiter)
                if end < bytes.count && record[end] == 13 {
                    lineEnding = end + 1 < bytes.count && record[end + 1] == 10 ? "\r\n" : "\r"
                }
            case .json, .jsonl:
                guard first.lowerBound < size else { return }
                let value = JSONText.skipSpace(p, size, first.lowerBound)
                if format == .json && value < size && p[value] == UInt8(ascii: "\"") { isKeyed = true }
                var lineStart = value
                while lineStart > 0 && (p[lineStart - 1] == 32 || p[lineStart - 1] == 9) { lineStart -= 1 }
                if lineStart > 0 && p[lineStart - 1] == 10 {
                    indent = String(decoding: UnsafeBufferPointer(start: p + lineStart, count: value - lineStart), as: UTF8.self)
                }
            }
        }
    }
}
