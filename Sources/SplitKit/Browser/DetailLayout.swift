/// How the detail lays out a record: labels in a column beside their wrapped values, or,
/// in a narrow pane, each label on its own line above its indented value. Remembers where
/// each field landed, so Edit mode can select one and edit its value in place.
struct DetailLayout {
    /// Where one field landed.
    struct FieldPlace {
        /// Its lines.
        var lines: Range<Int>
        /// Where its value starts: a line and a column.
        var value: (line: Int, column: Int)
    }

    private(set) var lines: [StyledLine]
    private(set) var fields: [FieldPlace]

    init(lines: [StyledLine], fields: [FieldPlace]) {
        self.lines = lines
        self.fields = fields
    }

    /// Lays out `fields` for `width`. The `selected` field's label is highlighted; the
    /// `editing` field's value gets one empty line for the editor drawn over it.
    init(fields: [Field], width: Int, theme: Theme, selected: Int?, editing: Int?) {
        lines = []
        self.fields = []
        guard width > 0 else { return }
        let longest = fields.map { TextMetrics.width(of: $0.name) }.max() ?? 0
        let labelWidth = min(longest, max(8, width / 3))
        let stacked = width < 40 || width - labelWidth - 2 < 20
        for (index, field) in fields.enumerated() {
            let first = lines.count
            let labelStyle = index == selected ? theme.selection : theme.label
            let valueWidth = stacked ? max(1, width - 2) : width - labelWidth - 2
            let values = index == editing ? [[]] : TextMetrics.wrap(field.value, toWidth: valueWidth)
            if stacked {
                lines.append(StyledLine(TextMetrics.truncate(field.name, toWidth: width), style: labelStyle))
                for line in values {
                    lines.append(StyledLine([.init(Glyph.glyphs(of: "  "), style: theme.text), .init(line, style: theme.text)]))
                }
                self.fields.append(FieldPlace(lines: first..<lines.count, value: (first + 1, 2)))
                continue
            }
            let label = TextMetrics.truncate(field.name, toWidth: labelWidth)
            let padding = Glyph.glyphs(of: String(repeating: " ", count: labelWidth - label.width + 2))
            let blank = Glyph.glyphs(of: String(repeating: " ", count: labelWidth + 2))
            for (row, value) in (values.isEmpty ? [[]] : values).enumerated() {
                let head: [StyledLine.Run] = row == 0
                    ? [.init(label, style: labelStyle), .init(padding, style: theme.text)]
                    : [.init(blank, style: theme.text)]
                lines.append(StyledLine(head + [.init(value, style: theme.text)]))
            }
            self.fields.append(FieldPlace(lines: first..<lines.count, value: (first, labelWidth + 2)))
        }
    }
}
