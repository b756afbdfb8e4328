/// Decodes records of one format from their bytes.
struct RecordDecoder {
    let format: TableFormat
    let columns: [String]

    /// The name of field `j`: the column name, or `column N` (1-based) past the known columns.
    static func columnName(_ j: Int, _ columns: [String]) -> String {
        j < columns.count ? columns[j] : "column \(j + 1)"
    }

    /// The whole record. CSV/TSV records get one field per column (padded with empty values)
    /// plus any extra cells; JSON records get their own keys in source order.
    func record(_ bytes: UnsafeBufferPointer<UInt8>) -> Record {
        guard let p = bytes.baseAddress else { return Record(fields: []) }
        switch format {
        case .csv, .tsv:
            let values = CSVFieldReader(delimiter: format.delimiter).strings(p, count: bytes.count)
            return Record(fields: (0..<max(values.count, columns.count)).map { j in
                Field(name: Self.columnName(j, columns), value: j < values.count ? values[j] : "")
            })
        case .json, .jsonl:
            return Record(fields: JSONFormatter.fields(p, bytes.count))
        }
    }

    /// One column's value, parsing no more than needed.
    func value(_ bytes: UnsafeBufferPointer<UInt8>, column: Int) -> String {
        guard let p = bytes.baseAddress, column >= 0 else { return "" }
        switch format {
        case .csv, .tsv:
            return CSVFieldReader(delimiter: format.delimiter).string(p, count: bytes.count, column: column) ?? ""
        case .json, .jsonl:
            guard column < columns.count else { return "" }
            return JSONFormatter.value(p, bytes.count, key: columns[column]) ?? ""
        }
    }
}
