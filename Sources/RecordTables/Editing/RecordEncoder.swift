/// Turns edited and new records back into text in a table's format.
///
/// CSV: one line, fields split by the table's delimiter and quoted only when they hold it, a quote or a line break
/// (quotes doubled), or when the line would be blank. TSV: one line, tabs, line breaks and backslashes escaped (`TSVEscapes`). JSON: one object on one line, `{"key": value, …}`; a value the
/// record had and that was not changed keeps its original JSON text (numbers stay
/// numbers, nested objects stay as they were); a changed value stays a string if it was
/// one, and otherwise is written bare when it is a JSON number, `true`, `false` or `null`,
/// else as a string. A keyed record (of an object of records) is written as a member,
/// `"KEY": {…}`, its key taken from its `key` field.
struct RecordEncoder {
    let format: TableFormat
    /// The byte between CSV fields (a tab for TSV).
    let delimiter: UInt8
    /// Whether JSON records are members of an object, keyed by name.
    let keyed: Bool

    /// An encoder for `format`, CSV fields split by `delimiter` (the format's own by default),
    /// JSON records written `keyed` as members.
    init(format: TableFormat, delimiter: UInt8? = nil, keyed: Bool = false) {
        self.format = format
        self.delimiter = format == .tsv ? 9 : delimiter ?? format.delimiter
        self.keyed = keyed
    }

    /// What goes between the fields of a line.
    var separator: String { String(UnicodeScalar(delimiter)) }

    /// The header line of CSV and TSV (without the line ending).
    func header(_ columns: [String]) -> String {
        columns.map(field).joined(separator: separator)
    }

    /// The record's line (without the line ending). `original` holds the bytes of the
    /// record as read, when it came from the file.
    func encode(_ record: Record, original: UnsafeBufferPointer<UInt8>?) -> String {
        switch format {
        case .csv, .tsv:
            let line = record.fields.map { field($0.value) }.joined(separator: separator)
            // A blank line is skipped when read: one empty field is written quoted.
            return line.isEmpty ? "\"\"" : line
        case .json, .jsonl:
            return keyed ? member(record, original: original) : jsonObject(record, original: original)
        }
    }

    /// A keyed record as a member of the object of records: `"KEY": {…}`.
    private func member(_ record: Record, original: UnsafeBufferPointer<UInt8>?) -> String {
        var out = ""
        JSONFormatter.quote(record.value(forColumn: JSONText.keyColumn) ?? "", into: &out)
        let object = original.flatMap { bytes in
            bytes.baseAddress.flatMap { JSONText.keyedRecord($0, bytes.count) }.map { UnsafeBufferPointer(rebasing: bytes[$0.object...]) }
        }
        let fields = record.fields.filter { $0.name != JSONText.keyColumn }
        return out + ": " + jsonObject(Record(fields: fields), original: object)
    }

    /// `value` as a CSV field (quoted when needed) or a TSV one (escaped, see `TSVEscapes`).
    func field(_ value: String) -> String {
        format == .tsv ? TSVEscapes.escape(value) : csvField(value)
    }

    private func csvField(_ value: String) -> String {
        let needsQuotes = value.utf8.contains { $0 == delimiter || $0 == 34 || $0 == 10 || $0 == 13 }
        guard needsQuotes else { return value }
        return "\"" + value.replacing("\"", with: "\"\"") + "\""
    }

    private func jsonObject(_ record: Record, original: UnsafeBufferPointer<UInt8>?) -> String {
        var members: [String: (raw: String, display: String, isString: Bool)] = [:]
        if let original, let p = original.baseAddress {
            JSONText.forEachMember(p, original.count) { key, value in
                let raw = String(decoding: UnsafeBufferPointer(start: p + value.lowerBound, count: value.count), as: UTF8.self)
                let isString = value.lowerBound < value.upperBound && p[value.lowerBound] == UInt8(ascii: "\"")
                members[JSONText.string(p, key)] = (raw, JSONFormatter.display(p, original.count, value), isString)
                return true
            }
        }
        var out = "{"
        for (index, field) in record.fields.enumerated() {
            if index > 0 { out += ", " }
            JSONFormatter.quote(field.name, into: &out)
            out += ": "
            let old = members[field.name]
            if let old, old.display == field.value {
                out += old.raw
            } else if old?.isString != true && Self.isBareJSON(field.value) {
                out += field.value
            } else {
                JSONFormatter.quote(field.value, into: &out)
            }
        }
        return out + "}"
    }

    /// Whether `text` is a JSON number, `true`, `false` or `null`.
    static func isBareJSON(_ text: String) -> Bool {
        if text == "true" || text == "false" || text == "null" { return true }
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 48 && $0 <= 57 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        let leading = bytes.first
        let whole = digits()
        guard whole > 0, leading != UInt8(ascii: "0") || whole == 1 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
