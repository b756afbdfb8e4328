/// Finds the delimiter of delimited text from its first lines: of `,` tab `;` and `|`, the
/// one that splits the most lines into as many fields as the first, then the one that makes
/// the most fields of it. Quoted text is passed over, as are blank lines, comment lines and
/// the lines skipped before the header. A first line longer than what is looked at is
/// judged by its start.
struct DelimiterSniffer {
    static let candidates: [UInt8] = [44, 9, 59, 124]
    private static let linesLooked = 20
    private static let bytesLooked = 1 << 16

    let lineEnd: UInt8
    let comment: UInt8?
    let skipLines: Int
    /// The delimiter that wins a tie (the format's own).
    let preferred: UInt8

    /// The delimiter of the text in `p[from ..< to]`, or nil while more input is needed.
    func sniff(_ p: UnsafePointer<UInt8>, from: Int, to: Int, atEOF: Bool) -> UInt8? {
        var counts: [[Int]] = []
        var i = from
        var skipped = 0
        while counts.count < Self.linesLooked && i < to && i - from < Self.bytesLooked {
            let raw = skipped < skipLines || p[i] == comment
            guard let (next, line) = countLine(p, at: i, to: to, atEOF: atEOF, raw: raw) else { break }
            let isBlank = next - i <= 1 || (next - i == 2 && p[i] == 13)
            if skipped < skipLines {
                skipped += 1
            } else if !isBlank && p[i] != comment {
                counts.append(line)
            }
            i = next
        }
        let complete = atEOF || i - from >= Self.bytesLooked || counts.count >= Self.linesLooked
        guard counts.count >= 2 || complete else { return nil }
        guard let first = counts.first else { return preferred }
        var best = (delimiter: preferred, consistent: 0, fields: 0)
        for candidate in [preferred] + Self.candidates.filter({ $0 != preferred }) {
            guard let k = Self.candidates.firstIndex(of: candidate), first[k] > 0 else { continue }
            let consistent = counts.count { $0[k] == first[k] }
            if (consistent, first[k]) > (best.consistent, best.fields) { best = (candidate, consistent, first[k]) }
        }
        return best.delimiter
    }

    /// Counts each candidate outside quotes on the line at `start`; returns where the next
    /// line starts, or nil when the line is not complete in hand. A `raw` line (skipped, or a
    /// comment) ends at its first line end, quotes or not.
    private func countLine(_ p: UnsafePointer<UInt8>, at start: Int, to end: Int, atEOF: Bool,
                           raw: Bool) -> (Int, [Int])? {
        var counts = [0, 0, 0, 0]
        var quoted = false
        var i = start
        while i < end {
            let c = p[i]
            if c == lineEnd && (!quoted || raw) { return (i + 1, counts) }
            if c == 34 && !raw {
                quoted.toggle()
            } else if !quoted, let k = Self.candidates.firstIndex(of: c) {
                counts[k] += 1
            }
            i += 1
        }
        return atEOF || end - start >= Self.bytesLooked ? (end, counts) : nil
    }
}
