/// Finds CSV/TSV record boundaries, respecting quotes, without decoding fields.
///
/// Rules (shared with `CSVFieldReader`, so indexing and decoding agree):
/// - a quote opens a quoted field only at the start of a field; elsewhere it is a literal;
/// - inside a quoted field `""` is a quote and newlines (LF or CRLF) are part of the value;
/// - text after a closing quote, up to the next delimiter, is kept literally (lenient);
/// - a record ends at the first LF outside quotes; a CR before it is dropped;
/// - in a file whose lines end in CR alone (old Mac exports), at the first CR outside
///   quotes instead (`lineEnd(in:from:to:atEOF:)` tells which);
/// - empty lines (or a lone CR) are skipped and reported as blank lines;
/// - the first `skipLines` lines, and lines that begin with the comment byte, are passed
///   over whole (quotes in them mean nothing).
///
/// The common case, a line without any quote, costs two `memchr` calls and a delimiter count.
final class CSVScanner: RecordScanning {
    private let delimiter: UInt8
    /// The byte that ends a record: LF, or CR for a file with no LF line ends.
    private let lineEnd: UInt8
    private let comment: UInt8?
    /// Lines still to pass over before the header.
    private var linesToSkip: Int
    private static let quote = UInt8(ascii: "\"")
    /// How far `lineEnd(in:from:to:atEOF:)` looks for the first line's end before taking LF.
    static let lineEndSearch = 1 << 16

    init(delimiter: UInt8, lineEnd: UInt8 = 10, comment: UInt8? = nil, skipLines: Int = 0) {
        self.delimiter = delimiter
        self.lineEnd = lineEnd
        self.comment = comment
        linesToSkip = skipLines
    }

    /// The byte that ends records in input starting at `from`, told by how the first line
    /// ends (quoted text skipped): CR when by a CR not followed by LF, else LF. Nil while
    /// more input is needed to tell.
    static func lineEnd(in p: UnsafePointer<UInt8>, from start: Int, to end: Int, atEOF: Bool) -> UInt8? {
        var i = start
        var quoted = false
        while i < end && i - start < lineEndSearch {
            let c = p[i]
            if c == quote {
                quoted.toggle()
            } else if !quoted && c == 10 {
                return 10
            } else if !quoted && c == 13 {
                if i + 1 < end { return p[i + 1] == 10 ? 10 : 13 }
                return atEOF ? 13 : nil
            }
            i += 1
        }
        return atEOF || i - start >= lineEndSearch ? 10 : nil
    }

    func next(_ p: UnsafePointer<UInt8>, from position: Int, available: Int, atEOF: Bool)
        throws(ScanFailure) -> ScanStep {
        if position >= available { return atEOF ? .end : .needMore }
        let newline = ByteScan.find(lineEnd, p, from: position, to: available)
        if newline == nil && !atEOF { return .needMore }
        let lineEnd = newline ?? available
        let next = newline.map { $0 + 1 } ?? available
        if linesToSkip > 0 || p[position] == comment {
            linesToSkip = max(0, linesToSkip - 1)
            return .skip(next: next, blankLine: false)
        }
        let length = lineEnd - position
        if length == 0 || (length == 1 && p[position] == 13) {
            return .skip(next: next, blankLine: true)
        }
        if ByteScan.find(Self.quote, p, from: position, to: lineEnd) == nil {
            let fields = ByteScan.count(delimiter, p, from: position, to: lineEnd) + 1
            return .record(start: position, next: next, fields: fields)
        }
        return try quotedRecord(p, from: position, available: available, atEOF: atEOF)
    }

    /// Delimited text has no keys to its records.
    var recordsPath: [String]? { nil }

    /// Nothing to do: a CSV scanner keeps no state between records (but the lines it skips
    /// before them).
    func recordSkipped() {}

    /// The slow path for a line containing a quote: a byte-level state machine that may run past
    /// line ends while inside quotes.
    private func quotedRecord(_ p: UnsafePointer<UInt8>, from start: Int, available: Int, atEOF: Bool)
        throws(ScanFailure) -> ScanStep {
        var i = start
        var fields = 1
        var atFieldStart = true
        while i < available {
            let c = p[i]
            if atFieldStart && c == Self.quote {
                let opened = i
                i += 1
                while true {
                    guard let close = ByteScan.find(Self.quote, p, from: i, to: available) else {
                        if atEOF {
                            throw ScanFailure(offset: opened, kind: .unterminatedQuote,
                                              message: "unterminated quoted field (opened here)")
                        }
                        return .needMore
                    }
                    i = close + 1
                    if i < available && p[i] == Self.quote {
                        i += 1
                        continue
                    }
                    if i == available && !atEOF { return .needMore }
                    break
                }
                atFieldStart = false
                continue
            }
            if c == delimiter {
                fields += 1
                atFieldStart = true
            } else if c == lineEnd {
                return .record(start: start, next: i + 1, fields: fields)
            } else {
                atFieldStart = false
            }
            i += 1
        }
        return atEOF ? .record(start: start, next: available, fields: fields) : .needMore
    }
}
