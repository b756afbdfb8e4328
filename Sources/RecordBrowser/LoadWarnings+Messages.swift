import RecordTables
import SplitKit

extension LoadWarnings {
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

extension Table {
    /// Soft problems for the status bar, e.g. `3 rows have too few fields (…)`.
    public var warnings: [String] { loadWarnings.messages }
}
