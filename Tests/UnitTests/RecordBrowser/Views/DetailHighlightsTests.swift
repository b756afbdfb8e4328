import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// The filter's matches in the detail: restyled in the values drawn, in the fields each
/// term's scope covers.
@MainActor
@Suite("Record detail: the filter's matches highlighted")
struct DetailHighlightsTests {
    static let fields = [Field(name: "name", value: "Carbon"), Field(name: "note", value: "carbon life"),
                         Field(name: "word", value: "supercalifragilisticexpialidocious"),
                         Field(name: "wide", value: "🙂 émoji and emoji")]
    static let columns = ["name", "note", "word", "wide"]

    /// The text of the cells drawn in the match style, a string for each row ("" for none).
    private func highlighted(_ input: String, shown: [Int] = [0], width: Int = 40) -> [String] {
        let theme = Theme()
        let content = RecordDetailContent(fields: Self.fields)
        content.highlights = DetailHighlights(query: FilterQuery.parse(input, shownColumns: shown, columns: Self.columns),
                                              columns: Self.columns)
        let count = content.lineCount(width: width, theme: theme, atLeast: Int.max)
        var canvas = Canvas(size: Size(width: width, height: count))
        let frame = Rect(x: 0, y: 0, width: width, height: count)
        canvas.fill(frame, style: theme.text)
        content.drawLines(0..<count, width: width, theme: theme, in: &canvas, at: Point(x: 0, y: 0), clip: frame)
        return (0..<count).map { y in
            (0..<width).filter { canvas[$0, y].style == theme.match }.map { canvas[$0, y].glyph.text }.joined()
        }
    }

    @Test("each term in the fields it searched, every occurrence, smart case; labels untouched")
    func scoped() {
        #expect(highlighted("carbon") == ["Carbon", "", "", ""], "only the name column is shown")
        #expect(highlighted("carbon", shown: [0, 1]) == ["Carbon", "carbon", "", ""])
        #expect(highlighted("Carbon", shown: [0, 1]) == ["Carbon", "", "", ""], "a capital is case-sensitive")
        #expect(highlighted("note:life carbon") == ["Carbon", "life", "", ""])
        #expect(highlighted("*o") == ["o", "o", "oo", "oo"], "every field, every occurrence")
        #expect(highlighted("*word") == ["", "", "", ""], "labels are not searched")
    }

    @Test("an occurrence the wrap cut shows on both lines; lines with wide characters too")
    func wrappedAndWide() {
        let lines = highlighted("word:listicexpi", width: 20)
        #expect(lines.joined() == "listicexpi" && lines.filter { !$0.isEmpty }.count == 2, "\(lines)")
        #expect(highlighted("*emoji").last == "emoji")
        #expect(highlighted("*émoji").last == "émoji")
    }
}
