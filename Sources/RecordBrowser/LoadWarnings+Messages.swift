import RecordTables
import SplitKit

extension LoadWarnings {
    /// One short sentence per kind of problem, e.g. `1 row has too many fields (expected 3; …)`.
    var messages: [String] {
        var out: [String] = []
        if cutRecords > 0 {
            out.append("\(Self.rows(cutRecords, verb: "are")) longer than \(ReadLimits.describe(recordLimit)) (cut there)")
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

    /// How the input was read, shown until the first key: where JSON records came from,
    /// rows padded quietly, e.g. `records from "data"`, `3 rows padded to 8 fields`.
    var notes: [String] {
        var out: [String] = []
        if let path = recordsPath {
            out.append("records from " + path.map { "\"\(VisibleText.of($0))\"" }.joined(separator: "."))
        }
        if tooFewFields > 0 {
            out.append("\(tooFewFields.counted("row")) padded to \(expectedFields) fields")
        }
        return out
    }

    private static func rows(_ n: Int, verb: String = "have") -> String {
        let one = ["have": "has", "contain": "contains", "are": "is"][verb] ?? verb
        return n.counted("row") + " " + (n == 1 ? one : verb)
    }
}

extension Table {
    /// Soft problems for the status bar, e.g. `1 row has too many fields (…)`.
    public var warnings: [String] { loadWarnings.messages }

    /// Notes on how the table was read, e.g. `records from "data"`.
    public var notes: [String] { loadWarnings.notes }
}
