import SplitKit
import RecordTables
/// A record's fields as detail lines: labels in a column beside their wrapped values,
/// or, in a narrow pane, each label above its indented value. Values are laid out a
/// chunk at a time and only as far as they are read, so a record with a 10 MB field opens
/// at once and scrolls anywhere; only End (or scrolling to the end) lays it all out.
/// Lines are kept as ranges of the values (`RecordDetailLayout`), so showing a record
/// costs about what it shows: no glyphs to count plain ASCII, no arrays a line to draw.
/// In Edit mode the selected field's label is highlighted and the field being edited
/// gets one empty line for the editor drawn over it; `place(ofField:…)` says where a
/// field landed.
@MainActor
final class RecordDetailContent: TextContent {
    /// How much of a value one chunk holds, in UTF-8 bytes.
    nonisolated static let chunkSize = 16 * 1024

    /// One piece of a value: a range of field `field`'s UTF-8.
    struct Chunk {
        let field: Int
        let bytes: Range<Int>
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
    /// The filter's matches to highlight in the values drawn.
    var highlights: DetailHighlights?
    private var chunks: [Chunk] = []
    /// The chunks of each field.
    private var fieldChunks: [Range<Int>] = []
    /// The values' size in UTF-8 bytes, to size a layout's storage.
    private var valueBytes = 0
    /// The longest label's width.
    private let longestLabel: Int
    /// The layout at the width laid out last. Lines do not depend on the theme, only their
    /// styles, so a layout serves every theme. Width -1 before the first.
    private var layout = RecordDetailLayout(geometry: .init(longestLabel: 0, width: -1), chunks: 0, valueBytes: 0)

    /// The lines of `fields`, with `selected`'s label highlighted and `editing`'s value
    /// left empty for an editor.
    init(fields: [Field], selected: Int? = nil, editing: Int? = nil) {
        var fields = fields
        var longestLabel = 0
        chunks.reserveCapacity(fields.count)
        fieldChunks.reserveCapacity(fields.count)
        for index in fields.indices {
            // Laid out and drawn from their bytes: make sure reading them copies nothing.
            if !fields[index].value.isContiguousUTF8 { fields[index].value.makeContiguousUTF8() }
            let start = chunks.count
            let size = index == editing ? 0 : fields[index].value.utf8.count
            if size > RecordDetailContent.chunkSize {
                for (offset, range) in RecordDetailContent.byteRanges(of: fields[index].value).enumerated() {
                    chunks.append(Chunk(field: index, bytes: range, isFirst: offset == 0))
                }
            } else {
                chunks.append(Chunk(field: index, bytes: 0..<size, isFirst: true))
            }
            valueBytes += size
            fieldChunks.append(start..<chunks.count)
            longestLabel = max(longestLabel, TextMetrics.width(of: fields[index].name))
        }
        self.fields = fields
        self.selected = selected
        self.longestLabel = longestLabel
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
        select(width: width)
        layout.layOut(atLeast: 0, throughChunk: last, chunks: chunks, fields: fields)
        let start = layout.lines(ofChunk: first).lowerBound
        let geometry = layout.geometry
        let value = geometry.isStacked ? (start + 1, 2) : (start, geometry.labelWidth + 2)
        return FieldPlace(lines: start..<layout.lines(ofChunk: last).upperBound, value: value)
    }

    func lineCount(width: Int, theme: Theme, atLeast minimum: Int) -> Int {
        select(width: width)
        layout.layOut(atLeast: minimum, chunks: chunks, fields: fields)
        return layout.lineCount
    }

    func line(at index: Int, width: Int, theme: Theme) -> StyledLine {
        select(width: width)
        return layout.styledLine(at: index, theme: theme, selected: selected, chunks: chunks, fields: fields)
    }

    func drawLines(_ lines: Range<Int>, width: Int, theme: Theme, in canvas: inout Canvas, at origin: Point,
                   clip: Rect) {
        select(width: width)
        layout.drawLines(lines, theme: theme, selected: selected, highlights: highlights, chunks: chunks, fields: fields,
                         in: &canvas, at: origin, clip: clip)
    }

    /// Makes the layout at `width` the current one, starting one if the last was at another width.
    private func select(width: Int) {
        guard layout.geometry.width != width else { return }
        layout = RecordDetailLayout(geometry: RecordDetailLayout.Geometry(longestLabel: longestLabel, width: width),
                                    chunks: chunks.count, valueBytes: valueBytes)
    }

    /// `value` cut into pieces of about `chunkSize` bytes (see `byteRanges(of:)`).
    static func ranges(of value: String) -> [Range<String.Index>] {
        let utf8 = value.utf8
        return byteRanges(of: value).map {
            utf8.index(utf8.startIndex, offsetBy: $0.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: $0.upperBound)
        }
    }

    /// `value` cut into pieces of about `chunkSize` bytes, as ranges of its UTF-8, each
    /// ending after a space or at a newline (which is dropped, as the line break it is),
    /// never inside a character.
    static func byteRanges(of value: String) -> [Range<Int>] {
        value.withUTF8Bytes { bytes in
            guard bytes.count > chunkSize else { return [0..<bytes.count] }
            var ranges: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                let target = start + chunkSize
                guard target < bytes.count else {
                    ranges.append(start..<bytes.count)
                    break
                }
                var end = target
                var next = target
                let limit = min(target + 512, bytes.count)
                if let breakAt = (target..<limit).first(where: { bytes[$0] == 0x20 || bytes[$0] == 0x0a }) {
                    end = bytes[breakAt] == 0x0a ? breakAt : breakAt + 1
                    next = breakAt + 1
                } else {
                    while end > start && UTF8.isContinuation(bytes[end]) { end -= 1 }
                    if end == start { end = target }
                    next = end
                }
                ranges.append(start..<end)
                start = next
            }
            return ranges
        }
    }
}
