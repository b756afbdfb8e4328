import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// The notation of messages: what the screen draws, and messages written elsewhere.
@Suite("Visible text in messages")
struct VisibleTextTests {
    @Test("controls, C1, bidi and DEL in the screen's notation; plain text as it is")
    func notation() {
        #expect(VisibleText.of("a\u{1b}]0;x\u{7}b\u{1b}[2J\u{9b}31m\u{202e}\u{7f}\tc") == "a^[]0;x^Gb^[[2J\\x9b31m\\u202e^?^Ic")
        #expect(VisibleText.of("Größe 漢字 e\u{301}") == "Größe 漢字 e\u{301}")
        #expect(VisibleText.of(VisibleText.of("\u{1b}\u{9b}")) == "^[\\x9b", "made visible twice reads the same")
    }

    @Test("an excerpt is cut to its columns with an ellipsis")
    func excerpt() {
        #expect(VisibleText.excerpt(String(repeating: "x", count: 100), columns: 10) == "xxxxxxxxx…")
        #expect(VisibleText.excerpt("\u{1b}[2J", columns: 3) == "^[…")
        #expect(VisibleText.excerpt("short") == "short")
    }

    @Test("a line too long keeps its start and its end, the end getting two thirds")
    func middle() {
        let message = "cannot save /home/someone/projects/reports/people.csv: it changed on disk since it was opened"
        let line = VisibleText.line(message, columns: 40)
        #expect(line == "cannot save /…n disk since it was opened", "\(line)")
        #expect(TextMetrics.truncateMiddle(message, toWidth: 40).width == 40)
        #expect(TextMetrics.truncateMiddle("漢字漢字漢字", toWidth: 6).width <= 6)
        #expect(VisibleText.line("fits", columns: 4) == "fits")
        #expect(TextMetrics.truncateMiddle("x", toWidth: 0).isEmpty)
    }

    @Test("errors keep names as data, made visible where they are shown; they list at most 20 columns, each cut short")
    func errorDescriptions() {
        let load = LoadError(kind: .fileNotFound, file: "n\u{1b}]0;x\u{7}.csv", message: "no such file")
        #expect(VisibleText.of(load.description) == "n^[]0;x^G.csv: no such file")
        let save = SaveError(kind: .system, path: "\u{9b}2J.csv", message: "disk full")
        #expect(VisibleText.of(save.description) == "cannot save \\x9b2J.csv: disk full")
        #expect(String(repeating: "long", count: 30).excerpt == String(repeating: "long", count: 10).dropLast() + "…")
        let columns = (1...25).map { "c\($0)" } + [String(repeating: "long", count: 30)]
        #expect {
            _ = try ColumnSelection.index(of: "nope", in: columns, file: "f.csv")
        } throws: { error in
            (error as? LoadError)?.message == "no column named \"nope\" (columns: "
                + (1...20).map { "c\($0)" }.joined(separator: ", ") + ", … (26 in all))"
        }
    }
}
