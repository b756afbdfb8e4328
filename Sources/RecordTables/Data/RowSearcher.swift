/// Decides whether one row matches a filter query, on the row's raw bytes (no String per row):
/// every term must be found in a field of its scope.
///
/// - CSV/TSV: unquoted fields are matched in place; quoted fields are unescaped into a reused
///   buffer first. For all fields, a row without quotes is matched in one pass when the term
///   has no delimiter (a match then cannot span two fields).
/// - JSON: member values are matched, not keys. String values are matched on their decoded text
///   (unescaped only when they contain a backslash); numbers, literals and nested values on their
///   source text.
struct RowSearcher {
    /// One term, ready to match.
    private struct Term {
        let matcher: ByteMatcher
        /// The columns searched, ascending; nil for every field.
        let columns: [Int]?
        /// For JSON, the keys of `columns` (those the table has).
        let keys: [[UInt8]]?
        let hasDelimiter: Bool
    }

    private let terms: [Term]
    private let format: TableFormat
    private let memoryRows: [[String]]?
    private let reader: CSVFieldReader
    private var scratch: [UInt8] = []
    private static let keyColumn = Array(JSONText.keyColumn.utf8)

    /// A searcher for `query` in the rows of `reading` (of `table`).
    init(table: Table, reading: Table.Reading, query: FilterQuery) {
        let format = reading.format ?? .csv
        let names = reading.columns
        self.format = format
        memoryRows = reading.source == nil ? table.memoryRows : nil
        reader = CSVFieldReader(delimiter: reading.delimiter)
        terms = query.terms.map { term in
            var columns: [Int]?
            if case let .columns(list) = term.scope { columns = Set(list).sorted() }
            let keys = columns.map { $0.filter(names.indices.contains).map { Array(names[$0].utf8) } }
            return Term(matcher: ByteMatcher(term.text), columns: columns,
                        keys: format == .json || format == .jsonl ? keys : nil,
                        hasDelimiter: term.text.utf8.contains(reading.delimiter))
        }
    }

    /// True if the record whose bytes are `bytes` matches.
    mutating func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = bytes.baseAddress else { return false }
        for index in terms.indices {
            let matched: Bool
            switch format {
            case .csv, .tsv: matched = matchesCSV(terms[index], p, bytes.count)
            case .json, .jsonl: matched = matchesJSON(terms[index], p, bytes.count)
            }
            if !matched { return false }
        }
        return true
    }

    private mutating func matchesCSV(_ term: Term, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        guard let columns = term.columns else {
            if !term.hasDelimiter, let end = rowEndWithoutQuotes(p, n) { return term.matcher.matches(p, end) }
            var found = false
            reader.forEachField(p, count: n) { _, raw in
                found = matchesField(term.matcher, p, raw)
                return !found
            }
            return found
        }
        guard let last = columns.last else { return false }
        var found = false
        reader.forEachField(p, count: n) { index, raw in
            if columns.contains(index) { found = matchesField(term.matcher, p, raw) }
            return !found && index < last
        }
        return found
    }

    /// The end of the record's first line if the line has no quote, else nil.
    private func rowEndWithoutQuotes(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int? {
        let end = ByteScan.find(10, p, from: 0, to: n) ?? n
        return ByteScan.find(UInt8(ascii: "\""), p, from: 0, to: end) == nil ? end : nil
    }

    private mutating func matchesField(_ matcher: ByteMatcher, _ p: UnsafePointer<UInt8>,
                                       _ raw: CSVFieldReader.RawField) -> Bool {
        if !raw.quoted { return matcher.matches(p + raw.range.lowerBound, raw.range.count) }
        scratch.removeAll(keepingCapacity: true)
        CSVFieldReader.unescape(p, raw, into: &scratch)
        return matchesScratch(matcher)
    }

    private mutating func matchesJSON(_ term: Term, _ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        if let keys = term.keys, keys.isEmpty { return false }
        if let keyed = JSONText.keyedRecord(p, n) {
            let keys = term.keys
            if keys == nil || keys?.contains(Self.keyColumn) == true {
                if matchesJSONValue(term.matcher, p, keyed.key) { return true }
                if keys == [Self.keyColumn] { return false }
            }
            return matchesJSON(term, p + keyed.object, n - keyed.object)
        }
        var found = false
        JSONText.forEachMember(p, n) { keyRange, value in
            if let keys = term.keys, !isKey(p, keyRange, in: keys) { return true }
            found = matchesJSONValue(term.matcher, p, value)
            return !found
        }
        return found
    }

    private mutating func isKey(_ p: UnsafePointer<UInt8>, _ range: Range<Int>, in keys: [[UInt8]]) -> Bool {
        if !JSONText.hasEscape(p, range) { return keys.contains { ByteScan.equals(p, range, $0) } }
        scratch.removeAll(keepingCapacity: true)
        JSONText.unescape(p, range, into: &scratch)
        return keys.contains(scratch)
    }

    private mutating func matchesJSONValue(_ matcher: ByteMatcher, _ p: UnsafePointer<UInt8>,
                                           _ value: Range<Int>) -> Bool {
        guard value.count >= 2, p[value.lowerBound] == UInt8(ascii: "\"") else {
            return matcher.matches(p + value.lowerBound, value.count)
        }
        let content = (value.lowerBound + 1)..<(value.upperBound - 1)
        if !JSONText.hasEscape(p, content) { return matcher.matches(p + content.lowerBound, content.count) }
        scratch.removeAll(keepingCapacity: true)
        JSONText.unescape(p, content, into: &scratch)
        return matchesScratch(matcher)
    }

    private func matchesScratch(_ matcher: ByteMatcher) -> Bool {
        scratch.withUnsafeBufferPointer { matcher.matches($0) }
    }

    /// True if row `row` of an in-memory table matches.
    func matches(row: Int) -> Bool {
        guard let memoryRows, memoryRows.indices.contains(row) else { return false }
        let cells = memoryRows[row]
        return terms.allSatisfy { term in
            guard let columns = term.columns else { return cells.contains { matches(term.matcher, $0) } }
            return columns.contains { cells.indices.contains($0) && matches(term.matcher, cells[$0]) }
        }
    }

    private func matches(_ matcher: ByteMatcher, _ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { matcher.matches($0) }
    }
}
