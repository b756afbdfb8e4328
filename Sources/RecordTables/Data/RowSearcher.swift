/// Decides whether one row matches a filter, on the row's raw bytes (no String per row).
///
/// - CSV/TSV: unquoted fields are matched in place; quoted fields are unescaped into a reused
///   buffer first. For all fields, a row without quotes is matched in one pass when the pattern
///   has no delimiter (a match then cannot span two fields).
/// - JSON: member values are matched, not keys. String values are matched on their decoded text
///   (unescaped only when they contain a backslash); numbers, literals and nested values on their
///   source text.
struct RowSearcher {
    private let matcher: ByteMatcher
    private let scope: FilterScope
    private let format: TableFormat
    private let memoryRows: [[String]]?
    private let reader: CSVFieldReader
    private let patternHasDelimiter: Bool
    private let key: [UInt8]?
    private var scratch: [UInt8] = []
    private static let keyColumn = Array(JSONText.keyColumn.utf8)

    /// A searcher for `pattern` in `scope` of the rows of `reading` (of `table`).
    init(table: Table, reading: Table.Reading, pattern: String, scope: FilterScope) {
        matcher = ByteMatcher(pattern)
        self.scope = scope
        format = reading.format ?? .csv
        memoryRows = reading.source == nil ? table.memoryRows : nil
        reader = CSVFieldReader(delimiter: reading.delimiter)
        patternHasDelimiter = pattern.utf8.contains(reading.delimiter)
        if case let .column(k) = scope, format == .json || format == .jsonl {
            let columns = reading.columns
            key = columns.indices.contains(k) ? Array(columns[k].utf8) : nil
        } else {
            key = nil
        }
    }

    /// True if the record whose bytes are `bytes` matches.
    mutating func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return false }
        switch format {
        case .csv, .tsv: return matchesCSV(p, bytes.count)
        case .json, .jsonl: return matchesJSON(p, bytes.count)
        }
    }

    private mutating func matchesCSV(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        if case .allFields = scope, !patternHasDelimiter, let end = rowEndWithoutQuotes(p, n) {
            return matcher.matches(p, end)
        }
        var found = false
        reader.forEachField(p, count: n) { index, raw in
            if case let .column(k) = scope, index < k { return true }
            found = matchesField(p, raw)
            if case .column = scope { return false }
            return !found
        }
        return found
    }

    /// The end of the record's first line if the line has no quote, else nil.
    private func rowEndWithoutQuotes(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int? {
        let end = ByteScan.find(10, p, from: 0, to: n) ?? n
        return ByteScan.find(UInt8(ascii: "\""), p, from: 0, to: end) == nil ? end : nil
    }

    private mutating func matchesField(_ p: UnsafePointer<UInt8>, _ raw: CSVFieldReader.RawField) -> Bool {
        if !raw.quoted { return matcher.matches(p + raw.range.lowerBound, raw.range.count) }
        scratch.removeAll(keepingCapacity: true)
        CSVFieldReader.unescape(p, raw, into: &scratch)
        return matchesScratch()
    }

    private mutating func matchesJSON(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        if case .column = scope, key == nil { return false }
        if let keyed = JSONText.keyedRecord(p, n) {
            if key == nil || key == Self.keyColumn {
                if matchesJSONValue(p, keyed.key) { return true }
                if key != nil { return false }
            }
            return matchesJSON(p + keyed.object, n - keyed.object)
        }
        var found = false
        JSONText.forEachMember(p, n) { keyRange, value in
            if let key {
                guard isKey(p, keyRange, key) else { return true }
                found = matchesJSONValue(p, value)
                return false
            }
            found = matchesJSONValue(p, value)
            return !found
        }
        return found
    }

    private mutating func isKey(_ p: UnsafePointer<UInt8>, _ range: Range<Int>, _ key: [UInt8]) -> Bool {
        if !JSONText.hasEscape(p, range) { return ByteScan.equals(p, range, key) }
        scratch.removeAll(keepingCapacity: true)
        JSONText.unescape(p, range, into: &scratch)
        return scratch == key
    }

    private mutating func matchesJSONValue(_ p: UnsafePointer<UInt8>, _ value: Range<Int>) -> Bool {
        guard value.count >= 2, p[value.lowerBound] == UInt8(ascii: "\"") else {
            return matcher.matches(p + value.lowerBound, value.count)
        }
        let content = (value.lowerBound + 1)..<(value.upperBound - 1)
        if !JSONText.hasEscape(p, content) { return matcher.matches(p + content.lowerBound, content.count) }
        scratch.removeAll(keepingCapacity: true)
        JSONText.unescape(p, content, into: &scratch)
        return matchesScratch()
    }

    private func matchesScratch() -> Bool {
        scratch.withUnsafeBufferPointer { matcher.matches($0) }
    }

    /// True if row `row` of an in-memory table matches.
    func matches(row: Int) -> Bool {
        guard let memoryRows, memoryRows.indices.contains(row) else { return false }
        let cells = memoryRows[row]
        switch scope {
        case let .column(k):
            return cells.indices.contains(k) && matches(cells[k])
        case .allFields:
            return cells.contains { matches($0) }
        }
    }

    private func matches(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { matcher.matches($0) }
    }
}
