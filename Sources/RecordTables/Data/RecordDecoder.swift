/// Decodes records of one format from their bytes.
struct RecordDecoder {
    let format: TableFormat
    /// The byte between CSV and TSV fields.
    let delimiter: UInt8
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
            // Fields made as the values are decoded, in an array sized once.
            let reader = CSVFieldReader(delimiter: delimiter)
            var fields: [Field] = []
            fields.reserveCapacity(columns.count)
            reader.forEachField(p, count: bytes.count) { j, raw in
                fields.append(Field(name: Self.columnName(j, columns), value: reader.string(p, raw)))
                return true
            }
            while fields.count < columns.count { fields.append(Field(name: columns[fields.count], value: "")) }
            return Record(fields: fields)
        case .json, .jsonl:
            return Record(fields: JSONFormatter.fields(p, bytes.count))
        }
    }

    /// The key column `column` has in JSON records (nil past the known columns), and nil in
    /// CSV and TSV, whose fields are found by position.
    static func key(_ column: Int, format: TableFormat, columns: [String]) -> String? {
        switch format {
        case .csv, .tsv: return nil
        case .json, .jsonl: return columns.indices.contains(column) ? columns[column] : nil
        }
    }

    /// A column's value in a record's bytes.
    enum Value {
        /// The value is these bytes of the record as they are: a CSV or TSV field without
        /// doubled quotes, as nearly every field is.
        case verbatim(Range<Int>)
        /// The value decoded (empty when there is none).
        case decoded(String)
    }

    /// The values of `columns` (any order, repeats allowed) in a record of `format` whose
    /// columns are `names`: CSV and TSV read in one pass up to the last column wanted, JSON
    /// looked up by key. Empty where the record has no such value.
    package static func values(_ bytes: UnsafeBufferPointer<UInt8>, format: TableFormat, delimiter: UInt8,
                               columns: [Int], names: [String]) -> [String] {
        var values = Array(repeating: "", count: columns.count)
        guard let p = bytes.baseAddress, let last = columns.max(), last >= 0 else { return values }
        switch format {
        case .csv, .tsv:
            let reader = CSVFieldReader(delimiter: delimiter)
            reader.forEachField(p, count: bytes.count) { j, raw in
                for (slot, column) in columns.enumerated() where column == j { values[slot] = reader.string(p, raw) }
                return j < last
            }
        case .json, .jsonl:
            for (slot, column) in columns.enumerated() {
                if let key = key(column, format: format, columns: names) {
                    values[slot] = JSONFormatter.value(p, bytes.count, key: key) ?? ""
                }
            }
        }
        return values
    }

    /// Column `column`'s value in a record of `format`, found by position in CSV and TSV and
    /// by `key` in JSON, parsing no more than needed.
    package static func value(_ bytes: UnsafeBufferPointer<UInt8>, format: TableFormat, delimiter: UInt8, column: Int,
                              key: String?) -> Value {
        guard let p = bytes.baseAddress, column >= 0 else { return .decoded("") }
        switch format {
        case .csv, .tsv:
            let reader = CSVFieldReader(delimiter: delimiter)
            guard let field = reader.field(p, count: bytes.count, column: column) else { return .decoded("") }
            return reader.verbatim(p, field).map { .verbatim($0) } ?? .decoded(reader.string(p, field))
        case .json, .jsonl:
            guard let key else { return .decoded("") }
            return .decoded(JSONFormatter.value(p, bytes.count, key: key) ?? "")
        }
    }
}
