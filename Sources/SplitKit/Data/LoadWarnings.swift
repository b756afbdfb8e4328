/// Counts of soft problems met while indexing; `messages` renders them for the status bar.
struct LoadWarnings: Equatable {
    /// Empty lines skipped in CSV/TSV (the final line terminator is not counted).
    var blankLines = 0
    /// CSV/TSV records with fewer fields than the header (padded with empty values).
    var tooFewFields = 0
    /// CSV/TSV records with more fields than the header (extra shown as `column N`).
    var tooManyFields = 0
    /// The header's field count.
    var expectedFields = 0
    /// Lines or records containing invalid UTF-8 (shown with U+FFFD).
    var invalidUTF8 = 0
    /// Lines or records containing NUL bytes (kept as U+0000).
    var nulBytes = 0
    /// Records longer than the record limit, kept cut to it.
    var cutRecords = 0
    /// The record limit those were cut to, in bytes.
    var recordLimit = 0

    /// One short sentence per kind of problem, e.g. `3 rows have too few fields (expected 8; padded)`.
    var messages: [String] {
        var out: [String] = []
        if cutRecords > 0 {
            out.append("\(Self.rows(cutRecords, verb: "are")) longer than \(ReadLimits.describe(recordLimit)) (cut there)")
        }
        if tooFewFields > 0 {
            out.append("\(Self.rows(tooFewFields)) too few fields (expected \(expectedFields); padded with empty values)")
        }
        if tooManyFields > 0 {
            out.append("\(Self.rows(tooManyFields)) too many fields (expected \(expectedFields); extra shown as \"column N\")")
        }
        if blankLines > 0 {
            out.append(blankLines.counted("blank line") + " skipped")
        }
        if invalidUTF8 > 0 {
            out.append("\(Self.rows(invalidUTF8, verb: "contain")) invalid UTF-8 (shown as \u{FFFD})")
        }
        if nulBytes > 0 {
            out.append("\(Self.rows(nulBytes, verb: "contain")) NUL bytes")
        }
        return out
    }

    private static func rows(_ n: Int, verb: String = "have") -> String {
        let one = ["have": "has", "contain": "contains", "are": "is"][verb] ?? verb
        return n.counted("row") + " " + (n == 1 ? one : verb)
    }
}
