/// Finds where a record ends without holding it: what indexing does with a record longer
/// than the record limit, after keeping its first bytes. It follows the record through
/// windows of bytes as they come, by the same rules as the scanners: CSV/TSV quotes (a quote
/// opens a quoted field only at a field's start), JSON strings and nesting.
struct RecordSkipper {
    private enum State { case fieldStart, unquoted, quoted, quoteInQuoted }

    private let format: TableFormat
    private let delimiter: UInt8
    private var state = State.fieldStart
    private var depth = 0
    private var inString = false
    private var escaped = false

    /// A skipper for a record of `format` (fields split by `delimiter`) starting at the
    /// first byte it is given.
    init(format: TableFormat, delimiter: UInt8) {
        self.format = format
        self.delimiter = delimiter
    }

    /// Follows the record through `p[from ..< to]`; returns the offset just after its end
    /// when it is in there, else nil (call again with the bytes that follow).
    package mutating func end(in p: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        switch format {
        case .csv, .tsv: return csvEnd(p, from: from, to: to, delimiter: delimiter)
        case .json, .jsonl: return jsonEnd(p, from: from, to: to)
        }
    }

    private mutating func csvEnd(_ p: UnsafePointer<UInt8>, from: Int, to: Int, delimiter: UInt8) -> Int? {
        let quote = UInt8(ascii: "\"")
        var i = from
        while i < to {
            let c = p[i]
            switch state {
            case .quoted:
                guard let close = ByteScan.find(quote, p, from: i, to: to) else { return nil }
                i = close
                state = .quoteInQuoted
            case .quoteInQuoted:
                state = c == quote ? .quoted : .unquoted
                if c != quote { continue }
            case .fieldStart, .unquoted:
                if c == 10 { return i + 1 }
                if state == .fieldStart && c == quote {
                    state = .quoted
                } else if state == .unquoted && c != delimiter {
                    let next = ByteScan.firstOf(delimiter, 10, p, from: i, to: to)
                    i = next
                    continue
                } else {
                    state = c == delimiter ? .fieldStart : .unquoted
                }
            }
            i += 1
        }
        return nil
    }

    private mutating func jsonEnd(_ p: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var i = from
        while i < to {
            let c = p[i]
            if inString {
                if escaped {
                    escaped = false
                } else if c == UInt8(ascii: "\\") {
                    escaped = true
                } else if c == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                depth += 1
            } else if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                depth -= 1
                if depth <= 0 { return i + 1 }
            }
            i += 1
        }
        return nil
    }
}
