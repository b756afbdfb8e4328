/// A record's fields as detail lines: labels in a column beside their wrapped values,
/// or, in a narrow pane, each label above its indented value. Values are laid out a
/// chunk at a time and only as far as they are read, so a record with a 10 MB field opens
/// at once and scrolls anywhere; only End (or scrolling to the end) lays it all out.
/// In Edit mode the selected field's label is highlighted and the field being edited
/// gets one empty line for the editor drawn over it; `place(ofField:…)` says where a
/// field landed.
@MainActor
final class RecordDetailContent: TextContent {
    /// How much of a value one chunk holds, in UTF-8 bytes.
    static let chunkSize = 16 * 1024
    /// Chunks of one value kept laid out at a time.
    private static let cachedChunks = 8

    private struct Chunk {
        let field: Int
        let range: Range<String.Index>
        let isFirst: Bool
    }

    /// Where one field landed.
    struct FieldPlace {
        /// Its lines.
        var lines: Range<Int>
        /// Where its value starts: a line and a column.
        var value: (line: Int, column: Int)
    }

    private let fields: [Field]
    private let selected: Int?
    private let editing: Int?
    private let chunks: [Chunk]
    /// The chunks of each field.
    private let fieldChunks: [Range<Int>]
    /// The layouts at the last two widths (and themes), the current one first: rotating
    /// back to the previous width finds its lines ready, as `StaticTextContent` does.
    private var layouts: [Layout] = []
    /// The longest label's width, measured once.
    private lazy var longestLabel = fields.map { TextMetrics.width(of: $0.name) }.max() ?? 0

    /// What is laid out at one width with one theme.
    private struct Layout {
        let width: Int
        let theme: Theme
        let geometry: Geometry
        /// Lines in each chunk laid out so far, in order.
        var lineCounts: [Int] = []
        /// Running totals of `lineCounts`: the first line of each chunk.
        var firstLines: [Int] = []
        /// The chunks laid out last, oldest first: a few, so a look along them costs less
        /// than hashing.
        var cache: [(chunk: Int, lines: [StyledLine])] = []

        /// Lines laid out so far.
        var laidOut: Int { (firstLines.last ?? 0) + (lineCounts.last ?? 0) }
    }

    /// The lines of `fields`, with `selected`'s label highlighted and `editing`'s value
    /// left empty for an editor.
    init(fields: [Field], selected: Int? = nil, editing: Int? = nil) {
        self.fields = fields
        self.selected = selected
        self.editing = editing
        var chunks: [Chunk] = []
        var fieldChunks: [Range<Int>] = []
        for index in fields.indices {
            let start = chunks.count
            let value = fields[index].value
            let ranges = index == editing ? [value.startIndex..<value.startIndex] : RecordDetailContent.ranges(of: value)
            for (offset, range) in ranges.enumerated() {
                chunks.append(Chunk(field: index, range: range, isFirst: offset == 0))
            }
            fieldChunks.append(start..<chunks.count)
        }
        self.chunks = chunks
        self.fieldChunks = fieldChunks
    }

    /// Every line at `width`, for content small enough to lay out whole (a summary).
    func allLines(width: Int, theme: Theme) -> [StyledLine] {
        let count = lineCount(width: width, theme: theme, atLeast: Int.max)
        return (0..<count).map { line(at: $0, width: width, theme: theme) }
    }

    /// Where field `index` lands at `width` (laying out everything up to it).
    func place(ofField index: Int, width: Int, theme: Theme) -> FieldPlace? {
        guard fieldChunks.indices.contains(index), let last = fieldChunks[index].last,
              let first = fieldChunks[index].first else { return nil }
        select(width: width, theme: theme)
        while layouts[0].lineCounts.count <= last {
            _ = lineCount(width: width, theme: theme, atLeast: layouts[0].laidOut + 1)
        }
        let layout = layouts[0]
        let start = layout.firstLines[first]
        let geometry = layout.geometry
        let value = geometry.isStacked ? (start + 1, 2) : (start, geometry.labelWidth + 2)
        return FieldPlace(lines: start..<(layout.firstLines[last] + layout.lineCounts[last]), value: value)
    }

    func lineCount(width: Int, theme: Theme, atLeast minimum: Int) -> Int {
        select(width: width, theme: theme)
        while layouts[0].lineCounts.count < chunks.count && layouts[0].laidOut < minimum {
            let count = lines(ofChunk: layouts[0].lineCounts.count).count
            layouts[0].firstLines.append(layouts[0].laidOut)
            layouts[0].lineCounts.append(count)
        }
        return layouts[0].laidOut
    }

    func line(at index: Int, width: Int, theme: Theme) -> StyledLine {
        select(width: width, theme: theme)
        let firstLines = layouts[0].firstLines
        var low = 0, high = firstLines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstLines[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let lines = lines(ofChunk: low)
        return lines[min(index - firstLines[low], lines.count - 1)]
    }

    /// Makes the layout at `width` with `theme` the current one, starting it if there is none.
    private func select(width: Int, theme: Theme) {
        if let current = layouts.first, current.width == width, current.theme == theme { return }
        if let kept = layouts.firstIndex(where: { $0.width == width && $0.theme == theme }) {
            layouts.swapAt(0, kept)
            return
        }
        let geometry = Geometry(longestLabel: longestLabel, width: width)
        var layout = Layout(width: width, theme: theme, geometry: geometry)
        layout.lineCounts.reserveCapacity(chunks.count)
        layout.firstLines.reserveCapacity(chunks.count)
        layout.cache.reserveCapacity(min(chunks.count, RecordDetailContent.cachedChunks))
        if layouts.count > 1 { layouts.removeLast() }
        layouts.insert(layout, at: 0)
    }

    /// The lines of chunk `index` in the current layout.
    private func lines(ofChunk index: Int) -> [StyledLine] {
        for kept in layouts[0].cache where kept.chunk == index { return kept.lines }
        let chunk = chunks[index]
        let field = fields[chunk.field]
        let whole = chunk.range == field.value.startIndex..<field.value.endIndex
        let lines = RecordDetailContent.layout(label: chunk.isFirst ? field.name : nil,
                                               value: whole ? field.value : String(field.value[chunk.range]),
                                               geometry: layouts[0].geometry, theme: layouts[0].theme,
                                               isSelected: chunk.field == selected)
        if layouts[0].cache.count == RecordDetailContent.cachedChunks { layouts[0].cache.removeFirst() }
        layouts[0].cache.append((index, lines))
        return lines
    }

    /// Where labels go at a width.
    struct Geometry {
        let width: Int
        let labelWidth: Int
        let isStacked: Bool
        /// The blanks left of a value: its indent when stacked, else the label column and gap.
        let margin: [Glyph]

        /// The geometry at `width` for labels up to `longestLabel` columns wide.
        init(longestLabel: Int, width: Int) {
            self.width = width
            labelWidth = min(longestLabel, max(8, width / 3))
            isStacked = width < 40 || width - labelWidth - 2 < 20
            margin = Array(repeating: Glyph.space, count: isStacked ? 2 : labelWidth + 2)
        }
    }

    /// The lines of one piece of a value; `label` is nil for the pieces after the first.
    static func layout(label: String?, value: String, geometry: Geometry, theme: Theme,
                       isSelected: Bool = false) -> [StyledLine] {
        let width = geometry.width
        guard width > 0 else { return [] }
        let labelStyle = isSelected ? theme.selection : theme.label
        var lines: [StyledLine] = []
        if geometry.isStacked {
            if let label { lines.append(StyledLine(TextMetrics.truncate(label, toWidth: width), style: labelStyle)) }
            let values = TextMetrics.wrap(value, toWidth: max(1, width - 2))
            for line in values.isEmpty ? [[]] : values {
                lines.append(StyledLine([.init(geometry.margin, style: theme.text), .init(line, style: theme.text)]))
            }
            return lines
        }
        let values = TextMetrics.wrap(value, toWidth: width - geometry.labelWidth - 2)
        lines.reserveCapacity(max(1, values.count))
        for (index, line) in (values.isEmpty ? [[]] : values).enumerated() {
            // The runs built in one array: one allocation a line, not three.
            var runs: [StyledLine.Run] = []
            runs.reserveCapacity(3)
            if index == 0, let label {
                let glyphs = TextMetrics.truncate(label, toWidth: geometry.labelWidth)
                runs.append(.init(glyphs, style: labelStyle))
                runs.append(.init(Array(repeating: Glyph.space, count: geometry.labelWidth - glyphs.width + 2), style: theme.text))
            } else {
                runs.append(.init(geometry.margin, style: theme.text))
            }
            runs.append(.init(line, style: theme.text))
            lines.append(StyledLine(runs))
        }
        return lines
    }

    /// `value` cut into pieces of about `chunkSize` bytes, each ending after a space or at
    /// a newline (which is dropped, as the line break it is), never inside a character.
    static func ranges(of value: String) -> [Range<String.Index>] {
        let utf8 = value.utf8
        guard utf8.count > chunkSize else { return [value.startIndex..<value.endIndex] }
        var ranges: [Range<String.Index>] = []
        var start = utf8.startIndex
        while start < utf8.endIndex {
            guard let target = utf8.index(start, offsetBy: chunkSize, limitedBy: utf8.endIndex),
                  target < utf8.endIndex else {
                ranges.append(start..<utf8.endIndex)
                break
            }
            var end = target
            var next = target
            let limit = utf8.index(target, offsetBy: 512, limitedBy: utf8.endIndex) ?? utf8.endIndex
            if let breakAt = utf8[target..<limit].firstIndex(where: { $0 == 0x20 || $0 == 0x0a }) {
                end = utf8[breakAt] == 0x0a ? breakAt : utf8.index(after: breakAt)
                next = utf8.index(after: breakAt)
            } else {
                while end > start && UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
                if end == start { end = target }
                next = end
            }
            ranges.append(start..<end)
            start = next
        }
        return ranges
    }
}
