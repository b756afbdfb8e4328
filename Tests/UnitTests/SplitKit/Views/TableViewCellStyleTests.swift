import Testing
@testable import SplitKit

/// Cell styles, accessory marks, a cell's text style and which text gives way first.
@MainActor
@Suite("Table view cell styles")
struct TableViewCellStyleTests {
    private let theme = Theme()

    /// `cell` drawn on a line `width` wide (margins included), `lineCount` lines high.
    private func lines(_ cell: TableViewCell, width: Int = 30, lineCount: Int = 1) -> [String] {
        var canvas = Canvas(size: Size(width: width, height: lineCount))
        for index in 0..<lineCount {
            cell.draw(in: &canvas, line: Rect(x: 0, y: index, width: width, height: 1), lineIndex: index,
                      lineCount: lineCount, base: theme.text, text: cell.textStyle(over: theme.text, theme: theme, highlighted: false),
                      secondary: theme.secondaryText)
        }
        return (0..<lineCount).map { canvas.text(ofRow: $0) }
    }

    private func cell(_ style: TableViewCell.CellStyle, _ text: String, _ detail: String?,
                      _ accessory: TableViewCell.AccessoryType = .none) -> TableViewCell {
        TableViewCell(style: style, text: text, detailText: detail, accessoryType: accessory)
    }

    @Test("subtitle puts the detail under the text on a two-line row, after it on one line")
    func subtitle() {
        let mail = cell(.subtitle, "Ada Lovelace", "Notes on the engine")
        #expect(lines(mail, lineCount: 2) == [" Ada Lovelace", " Notes on the engine"])
        #expect(lines(mail) == [" Ada Lovelace  Notes on the …"])
        #expect(lines(mail, lineCount: 3)[2] == "", "lines past the second are blank")
    }

    @Test("value1 puts the detail against the right edge; value2 puts it in a right-aligned label column first")
    func values() {
        #expect(lines(cell(.value1, "Wi-Fi", "Home")) == [" Wi-Fi                   Home"])
        #expect(lines(cell(.value2, "ada@example.com", "home")) == ["    home ada@example.com"])
        #expect(lines(cell(.value2, "ada@example.com", "mobile phone")) == [" mobile… ada@example.com"],
                "the label column is a quarter of the row, the label cut to it")
    }

    @Test("accessory marks stand at the right edge, the texts clear of them")
    func accessories() {
        let marks: [(TableViewCell.AccessoryType, String)] = [
            (.none, ""), (.disclosureIndicator, "›"), (.checkmark, "✓"), (.detailButton, "ⓘ"), (.detailDisclosureButton, "ⓘ›"),
        ]
        for (type, mark) in marks {
            let drawn = lines(cell(.default, "Inbox", nil, type), width: 12)[0]
            #expect(drawn == (mark.isEmpty ? " Inbox" : " Inbox" + String(repeating: " ", count: 10 - 5 - mark.count) + mark))
        }
        #expect(lines(cell(.value1, String(repeating: "x", count: 40), "9", .disclosureIndicator), width: 14)[0]
                == " xxxxxxx… 9 ›", "the text gives way to the detail and the mark")
    }

    @Test("the text's attributes and colour role apply to the text only, and not the colour on the highlight")
    func textStyle() {
        var unread = cell(.value1, "Ada", "Mon")
        unread.textAttributes = .bold
        unread.textColor = .notice
        var canvas = Canvas(size: Size(width: 12, height: 1))
        unread.draw(in: &canvas, line: canvas.bounds, base: theme.text,
                    text: unread.textStyle(over: theme.text, theme: theme, highlighted: false), secondary: theme.secondaryText)
        var bold = theme.text.adding(.bold)
        bold.foreground = theme.notice.foreground
        #expect(canvas[1, 0].style == bold && canvas[3, 0].style == bold)
        #expect(canvas[4, 0].style == theme.text && canvas[10, 0].style == theme.secondaryText)
        #expect(unread.textStyle(over: theme.selection, theme: theme, highlighted: true) == theme.selection.adding(.bold))
    }

    @Test("the truncation order says which text gives way first")
    func truncation() {
        var row = TableViewCell(text: "Lunch on Friday?", detailText: nil, accessoryText: "Mon 09:41")
        #expect(lines(row, width: 20)[0] == " Lunch on F… Mon 0…", "by default the detail, then the text give way")
        #expect(lines(row, width: 14)[0] == " Lunch … Mon…", "the accessory text keeps a third of the row")
        row.truncationOrder = [.text]
        #expect(lines(row, width: 14)[0] == " L… Mon 09:41", "the text gives way first; the date is not capped")
        row.truncationOrder = [.accessoryText, .text]
        #expect(lines(row, width: 14)[0] == " Lunch on Fr…", "the date gives way to the subject")
        var two = cell(.value1, "Lunch on Friday?", "Mon 09:41")
        #expect(lines(two, width: 20)[0] == " Lunch o… Mon 09:41", "value1 cuts the text first")
        two.truncationOrder = [.detailText]
        #expect(lines(two, width: 20)[0] == " Lunch on Friday? …")
    }

    @Test("a row too narrow for anything draws nothing outside itself")
    func narrow() {
        for width in 0..<6 {
            for style in [TableViewCell.CellStyle.default, .subtitle, .value1, .value2] {
                var canvas = Canvas(size: Size(width: 8, height: 1))
                canvas.draw(String(repeating: "-", count: 8), at: Point(x: 0, y: 0), style: theme.text, clip: canvas.bounds)
                let row = cell(style, "Subject", "Sender", .detailDisclosureButton)
                row.draw(in: &canvas, line: Rect(x: 1, y: 0, width: width, height: 1), base: theme.text,
                         secondary: theme.secondaryText)
                #expect(canvas.text(ofRow: 0).hasPrefix("-") && canvas.text(ofRow: 0).dropFirst(1 + width).allSatisfy { $0 == "-" },
                        "\(style) in \(width)")
            }
        }
    }
}
