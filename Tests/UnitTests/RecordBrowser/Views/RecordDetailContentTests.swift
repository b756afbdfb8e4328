import Testing
@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// The detail's lines, counted and drawn from line ranges, held to the lines the
/// glyph-array layout made (`ReferenceDetail`), cell for cell.
@MainActor
@Suite("Record detail: counting and drawing from line ranges")
struct RecordDetailContentTests {
    static let records: [[Field]] = [
        [Field(name: "number", value: "6"), Field(name: "name", value: "Carbon"),
         Field(name: "discovered_by", value: ""),
         Field(name: "summary", value: "The chemical basis of all known life, able to form an enormous variety of "
                + "compounds. Its allotropes include diamond, the hardest natural material, and graphite.")],
        [Field(name: "名前", value: "日本語のテキストです 日本語 のテキ ストです 日本語のテキストです"),
         Field(name: "naïve", value: "cafe\u{301} e\u{301}te\u{301} \u{301}mark 🙂 emoji"),
         Field(name: "json", value: "{\n  \"a\": [\n    1,\n    2\n  ],\n  \"long\": \"" + String(repeating: "word ", count: 30) + "\"\n}"),
         Field(name: "a label far longer than any label column", value: "supercalifragilisticexpialidocious"
                + String(repeating: "x", count: 90)),
         Field(name: "controls", value: "tab\there\r\nescape\u{1b}[31m and \u{202e}bidi"),
         Field(name: "empty", value: ""), Field(name: "spaces", value: "   "), Field(name: "", value: "no name")],
    ]
    static let widths = [0, 1, 3, 10, 30, 39, 40, 45, 50, 60, 80, 118]

    @Test("lines, their count and their cells are those the glyph-array layout made")
    func matchesReference() {
        let theme = Theme()
        for fields in RecordDetailContentTests.records {
            for (selected, editing) in [(nil, nil), (2, nil), (1, 1)] as [(Int?, Int?)] {
                for width in RecordDetailContentTests.widths {
                    let expected = ReferenceDetail.lines(fields: fields, selected: selected, editing: editing,
                                                         width: width, theme: theme)
                    let content = RecordDetailContent(fields: fields, selected: selected, editing: editing)
                    let count = content.lineCount(width: width, theme: theme, atLeast: Int.max)
                    #expect(count == expected.count, "width \(width)")
                    #expect(content.allLines(width: width, theme: theme) == expected, "width \(width)")
                    let fresh = RecordDetailContent(fields: fields, selected: selected, editing: editing)
                    #expect(fresh.lineCount(width: width, theme: theme, atLeast: Int.max) == count)
                    expectSame(drawn(fresh, lines: 0..<count, width: width, theme: theme),
                               drawn(expected, lines: 0..<count, width: width, theme: theme), "width \(width)")
                }
            }
        }
    }

    @Test("counting lays out only as far as asked, and the count is then exact")
    func partialCount() {
        let theme = Theme()
        let fields = RecordDetailContentTests.records[1]
        let total = ReferenceDetail.lines(fields: fields, selected: nil, editing: nil, width: 50, theme: theme).count
        for minimum in [0, 1, 5, total - 1, total, total + 5] {
            let content = RecordDetailContent(fields: fields)
            let count = content.lineCount(width: 50, theme: theme, atLeast: minimum)
            #expect(count >= min(minimum, total) && count <= total)
            #expect(content.lineCount(width: 50, theme: theme, atLeast: Int.max) == total)
        }
    }

    @Test("a field of many chunks draws the same wherever it is read from, chunks forgotten and laid out again")
    func chunkedField() {
        let theme = Theme()
        var value = ""
        for index in 0..<6000 {
            value += index % 7 == 0 ? "été 日本 " : "lorem ipsum dolor "
            value += index % 50 == 0 ? "\n" : "sit amet, "
        }
        #expect(value.utf8.count > RecordDetailLayout.keptBytes + RecordDetailContent.chunkSize)
        let fields = [Field(name: "id", value: "1"), Field(name: "blob", value: value), Field(name: "tail", value: "end")]
        for width in [30, 90] {
            let expected = ReferenceDetail.lines(fields: fields, selected: nil, editing: nil, width: width, theme: theme)
            let content = RecordDetailContent(fields: fields)
            let height = 12
            for top in [expected.count - height, 0, expected.count / 2, 5, expected.count - height - 700] {
                _ = content.lineCount(width: width, theme: theme, atLeast: top + height)
                expectSame(drawn(content, lines: top..<(top + height), width: width, theme: theme),
                           drawn(expected, lines: top..<(top + height), width: width, theme: theme), "top \(top)")
            }
            #expect(content.lineCount(width: width, theme: theme, atLeast: Int.max) == expected.count)
        }
    }

    @Test("rotating between two widths keeps both layouts and draws each right")
    func twoWidths() {
        let theme = Theme()
        let fields = RecordDetailContentTests.records[0]
        let content = RecordDetailContent(fields: fields)
        for width in [80, 30, 80, 30, 50, 80] {
            let expected = ReferenceDetail.lines(fields: fields, selected: nil, editing: nil, width: width, theme: theme)
            #expect(content.lineCount(width: width, theme: theme, atLeast: Int.max) == expected.count)
            expectSame(drawn(content, lines: 0..<expected.count, width: width, theme: theme),
                       drawn(expected, lines: 0..<expected.count, width: width, theme: theme), "width \(width)")
        }
    }

    @Test("records of all kinds, one after another, count and draw as the reference lays them out, width after width")
    func recordAfterRecord() {
        let theme = Theme()
        var blob = ""
        for index in 0..<3000 { blob += index % 9 == 0 ? "日本 été\n" : "lorem ipsum dolor sit amet, " }
        let records = RecordDetailContentTests.records + [
            // The labels of the first record with other values: the longest label is measured once.
            RecordDetailContentTests.records[0].map { Field(name: $0.name, value: $0.value + " and more of it") },
            [Field(name: "id", value: "2"), Field(name: "blob", value: blob), Field(name: "tail", value: "end")],
            [],
            RecordDetailContentTests.records[0],
        ]
        for (number, fields) in records.enumerated() {
            let (selected, editing): (Int?, Int?) = number % 3 == 1 ? (1, 1) : number % 3 == 2 ? (0, nil) : (nil, nil)
            let content = RecordDetailContent(fields: fields, selected: selected, editing: editing)
            // Two widths, then one of them again and a third.
            for width in [80, 30, 80, 45] {
                let expected = ReferenceDetail.lines(fields: fields, selected: selected, editing: editing, width: width,
                                                     theme: theme)
                let shown = min(expected.count, 40)
                #expect(content.lineCount(width: width, theme: theme, atLeast: shown) >= shown)
                expectSame(drawn(content, lines: 0..<shown, width: width, theme: theme),
                           drawn(expected, lines: 0..<shown, width: width, theme: theme), "record \(number), width \(width)")
                #expect(content.lineCount(width: width, theme: theme, atLeast: Int.max) == expected.count,
                        "record \(number), width \(width)")
                #expect(content.place(ofField: 1, width: width, theme: theme)?.lines
                        == RecordDetailContent(fields: fields, selected: selected, editing: editing)
                            .place(ofField: 1, width: width, theme: theme)?.lines)
            }
        }
    }

    /// Expects the same cells, showing the texts when they differ.
    private func expectSame(_ drawn: Canvas, _ expected: Canvas, _ note: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let same = drawn == expected
        #expect(same, "\(note)\n\(drawn.text)\n--- expected:\n\(expected.text)", sourceLocation: sourceLocation)
    }

    /// A canvas with `lines` drawn by `content`, over the blanks a text view puts first.
    private func drawn(_ content: TextContent, lines: Range<Int>, width: Int, theme: Theme) -> Canvas {
        var canvas = Canvas(size: Size(width: width + 2, height: lines.count))
        let frame = Rect(x: 1, y: 0, width: width, height: lines.count)
        canvas.fill(frame, style: theme.text)
        content.drawLines(lines, width: width, theme: theme, in: &canvas, at: Point(x: 1, y: 0), clip: frame)
        return canvas
    }

    /// The same, of lines made beforehand.
    private func drawn(_ expected: [StyledLine], lines: Range<Int>, width: Int, theme: Theme) -> Canvas {
        var canvas = Canvas(size: Size(width: width + 2, height: lines.count))
        let frame = Rect(x: 1, y: 0, width: width, height: lines.count)
        canvas.fill(frame, style: theme.text)
        for index in lines {
            expected[index].draw(in: &canvas, at: Point(x: 1, y: index - lines.lowerBound), clip: frame)
        }
        return canvas
    }
}

/// The detail as the glyph-array layout made it: each chunk of each value wrapped into
/// arrays, each line a styled line of a label or margin and the value's glyphs.
enum ReferenceDetail {
    @MainActor
    static func lines(fields: [Field], selected: Int?, editing: Int?, width: Int, theme: Theme) -> [StyledLine] {
        let longest = fields.map { Glyph.glyphs(of: $0.name).width }.max() ?? 0
        let labelWidth = min(longest, max(8, width / 3))
        let isStacked = width < 40 || width - labelWidth - 2 < 20
        var lines: [StyledLine] = []
        for (index, field) in fields.enumerated() {
            let ranges = index == editing ? [field.value.startIndex..<field.value.startIndex]
                : RecordDetailContent.ranges(of: field.value)
            for (offset, range) in ranges.enumerated() {
                lines += layout(label: offset == 0 ? field.name : nil, value: String(field.value[range]), width: width,
                                labelWidth: labelWidth, isStacked: isStacked, theme: theme, isSelected: index == selected)
            }
        }
        return lines
    }

    private static func layout(label: String?, value: String, width: Int, labelWidth: Int, isStacked: Bool,
                               theme: Theme, isSelected: Bool) -> [StyledLine] {
        guard width > 0 else { return [] }
        let labelStyle = isSelected ? theme.selection : theme.label
        var lines: [StyledLine] = []
        if isStacked {
            if let label { lines.append(StyledLine(Reference.truncate(Glyph.glyphs(of: label), toWidth: width), style: labelStyle)) }
            let values = Reference.wrap(value, toWidth: max(1, width - 2))
            for line in values.isEmpty ? [[]] : values {
                lines.append(StyledLine([.init(Array(repeating: Glyph.space, count: 2), style: theme.text),
                                         .init(line, style: theme.text)]))
            }
            return lines
        }
        let values = Reference.wrap(value, toWidth: width - labelWidth - 2)
        for (index, line) in (values.isEmpty ? [[]] : values).enumerated() {
            var runs: [StyledLine.Run] = []
            if index == 0, let label {
                let glyphs = Reference.truncate(Glyph.glyphs(of: label), toWidth: labelWidth)
                runs.append(.init(glyphs, style: labelStyle))
                runs.append(.init(Array(repeating: Glyph.space, count: labelWidth - glyphs.width + 2), style: theme.text))
            } else {
                runs.append(.init(Array(repeating: Glyph.space, count: labelWidth + 2), style: theme.text))
            }
            runs.append(.init(line, style: theme.text))
            lines.append(StyledLine(runs))
        }
        return lines
    }
}
