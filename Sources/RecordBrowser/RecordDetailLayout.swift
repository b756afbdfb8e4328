import SplitKit
import RecordTables
/// A record's detail laid out at one width: how many lines each chunk of a value makes,
/// and the lines of the chunks laid out last, kept as glyph ranges of the value (see
/// `TextMetrics.WrappedLine`). Counting lines makes no glyphs for plain ASCII and no
/// array a line; drawing a line fills one buffer used again for every line.
struct RecordDetailLayout {
    typealias Chunk = RecordDetailContent.Chunk

    /// How much of the values is kept laid out, in UTF-8 bytes: a record of ordinary
    /// fields whole, the last few chunks read of a 10 MB field.
    static let keptBytes = 8 * RecordDetailContent.chunkSize

    /// Where labels and values go: width -1 for a layout that holds nothing.
    private(set) var geometry: Geometry
    /// The chunks laid out so far, in order.
    private var laid: [Laid] = []
    /// The lines of the chunks kept.
    private var lines: [TextMetrics.WrappedLine] = []
    /// The glyphs of the kept chunks that are not plain ASCII (whose lines index their bytes).
    private var glyphs: [Glyph] = []
    /// The chunks kept, and their size in bytes.
    private var kept: [Int] = []
    private var keptSize = 0
    /// The glyphs of the line being drawn.
    private var scratch: [Glyph] = []

    /// One chunk laid out.
    private struct Laid {
        /// Its first line in the detail.
        var firstLine: Int
        /// Its lines: a label line when stacked, then its value's.
        var count: Int
        /// Where its value's lines are in `lines`; nil once forgotten.
        var lines: Range<Int>?
        /// Whether those lines index the value's bytes rather than `glyphs`.
        var isASCII = true
    }

    /// Where labels go at a width.
    struct Geometry {
        /// The width laid out for.
        let width: Int
        /// Columns for labels beside their values.
        let labelWidth: Int
        /// Whether each label goes above its value instead (a narrow pane).
        let isStacked: Bool

        /// The geometry at `width` for labels up to `longestLabel` columns wide.
        init(longestLabel: Int, width: Int) {
            self.width = width
            labelWidth = min(longestLabel, max(8, width / 3))
            isStacked = width < 40 || width - labelWidth - 2 < 20
        }

        /// The blanks left of a value: its indent when stacked, else the label column and gap.
        var margin: Int { isStacked ? 2 : labelWidth + 2 }
        /// Columns for a value's text.
        var valueWidth: Int { isStacked ? max(1, width - 2) : width - labelWidth - 2 }
    }

    /// A layout at `geometry`'s width with nothing laid out yet, for `chunks` chunks.
    init(geometry: Geometry, chunks: Int, valueBytes: Int) {
        self.geometry = geometry
        reserve(chunks: chunks, valueBytes: valueBytes)
    }

    /// Makes room for what `chunks` chunks of `valueBytes` bytes in all most likely need.
    private mutating func reserve(chunks: Int, valueBytes: Int) {
        guard chunks > 0 else { return }
        laid.reserveCapacity(chunks)
        kept.reserveCapacity(min(chunks, 64))
        // About a line a field and one per value width of text: one allocation for most records.
        lines.reserveCapacity(min(chunks + min(valueBytes, RecordDetailLayout.keptBytes) / max(1, geometry.valueWidth / 2),
                                  RecordDetailLayout.keptBytes))
    }

    /// Lines laid out so far.
    var lineCount: Int { laid.last.map { $0.firstLine + $0.count } ?? 0 }

    /// The lines of chunk `index` laid out so far: its first and past its last.
    func lines(ofChunk index: Int) -> Range<Int> {
        laid[index].firstLine..<(laid[index].firstLine + laid[index].count)
    }

    /// Lays out chunks after those laid out until `minimum` lines or `lastChunk` are
    /// reached, whichever is later, or the chunks end.
    mutating func layOut(atLeast minimum: Int, throughChunk lastChunk: Int = -1, chunks: [Chunk], fields: [Field]) {
        while laid.count < chunks.count && (lineCount < minimum || laid.count <= lastChunk) {
            let index = laid.count
            var chunk = Laid(firstLine: lineCount, count: 0)
            if geometry.width > 0 {
                let (range, isASCII) = wrap(index, chunks: chunks, fields: fields)
                chunk.lines = range
                chunk.isASCII = isASCII
                chunk.count = range.count + (geometry.isStacked && chunks[index].isFirst ? 1 : 0)
            }
            laid.append(chunk)
        }
    }

    /// Draws `lines` (below `lineCount`), a row each down from `origin`, over blanks in
    /// `theme.text`, with `highlights` in `theme.match`: a walk along the chunks, each found once.
    mutating func drawLines(_ lines: Range<Int>, theme: Theme, selected: Int?, highlights: DetailHighlights? = nil,
                            chunks: [Chunk], fields: [Field], in canvas: inout Canvas, at origin: Point, clip: Rect) {
        guard let first = lines.first, var chunkIndex = locate(first, chunks: chunks, fields: fields)?.chunk else { return }
        for index in lines {
            while index >= laid[chunkIndex].firstLine + laid[chunkIndex].count && chunkIndex + 1 < laid.count {
                chunkIndex += 1
                keep(chunkIndex, chunks: chunks, fields: fields)
            }
            guard laid[chunkIndex].count > 0 else { return }
            let line = min(index - laid[chunkIndex].firstLine, laid[chunkIndex].count - 1)
            let point = Point(x: origin.x, y: origin.y + index - lines.lowerBound)
            let chunk = chunks[chunkIndex]
            if let labelWidth = labelWidth(of: chunk, at: line) {
                let style = chunk.field == selected ? theme.selection : theme.label
                // Most labels are ASCII that fits: drawn from their bytes, as values are.
                let drawn = fields[chunk.field].name.withUTF8Bytes { bytes in
                    guard bytes.count <= labelWidth && TextMetrics.isPrintableASCII(bytes) else { return false }
                    canvas.drawASCII(bytes, at: point, style: style, clip: clip)
                    return true
                }
                if !drawn {
                    makeLabel(fields[chunk.field].name, toWidth: labelWidth)
                    canvas.draw(scratch, at: point, style: style, clip: clip)
                }
                if geometry.isStacked { continue }
            }
            guard let value = valueLine(of: chunkIndex, at: line) else { continue }
            let start = Point(x: point.x + geometry.margin + value.indent, y: point.y)
            if laid[chunkIndex].isASCII {
                // Straight from the value's bytes: no glyphs made for most values.
                let offset = chunk.bytes.lowerBound
                fields[chunk.field].value.withUTF8Bytes { bytes in
                    _ = canvas.drawASCII(UnsafeBufferPointer(rebasing: bytes[(offset + value.start)..<(offset + value.end)]),
                                         at: start, style: theme.text, clip: clip)
                    highlights?.mark(field: fields[chunk.field].name, bytes: UnsafeBufferPointer(rebasing: bytes[chunk.bytes]),
                                     line: value.start..<value.end, at: start, style: theme.match, in: &canvas, clip: clip)
                }
            } else {
                makeValue(value, chunk: chunk, isASCII: false, fields: fields)
                canvas.draw(scratch, at: start, style: theme.text, clip: clip)
                highlights?.mark(field: fields[chunk.field].name, glyphs: scratch, at: start, style: theme.match,
                                 in: &canvas, clip: clip)
            }
        }
    }

    /// Line `index` (below `lineCount`) as a styled line, blanks and all.
    mutating func styledLine(at index: Int, theme: Theme, selected: Int?, chunks: [Chunk],
                             fields: [Field]) -> StyledLine {
        guard let (chunkIndex, line) = locate(index, chunks: chunks, fields: fields) else { return StyledLine() }
        let chunk = chunks[chunkIndex]
        var runs: [StyledLine.Run] = []
        runs.reserveCapacity(3)
        if let labelWidth = labelWidth(of: chunk, at: line) {
            makeLabel(fields[chunk.field].name, toWidth: labelWidth)
            runs.append(.init(scratch, style: chunk.field == selected ? theme.selection : theme.label))
            if geometry.isStacked { return StyledLine(runs) }
            runs.append(.init(Array(repeating: Glyph.space, count: geometry.labelWidth - scratch.width + 2), style: theme.text))
        } else {
            runs.append(.init(Array(repeating: Glyph.space, count: geometry.margin), style: theme.text))
        }
        var glyphs: [Glyph] = []
        if let value = valueLine(of: chunkIndex, at: line) {
            makeValue(value, chunk: chunk, isASCII: laid[chunkIndex].isASCII, fields: fields)
            glyphs = Array(repeating: Glyph.space, count: value.indent) + scratch
        }
        runs.append(.init(glyphs, style: theme.text))
        return StyledLine(runs)
    }

    // MARK: - Finding and making lines

    /// The chunk holding line `index` and the line's place in it, the chunk's lines kept.
    private mutating func locate(_ index: Int, chunks: [Chunk], fields: [Field]) -> (chunk: Int, line: Int)? {
        var low = 0, high = laid.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if laid[middle].firstLine <= index { low = middle } else { high = middle - 1 }
        }
        guard laid.indices.contains(low), laid[low].count > 0 else { return nil }
        keep(low, chunks: chunks, fields: fields)
        return (low, min(index - laid[low].firstLine, laid[low].count - 1))
    }

    /// Makes sure the lines of chunk `index` (laid out) are kept, wrapping it again if forgotten.
    private mutating func keep(_ index: Int, chunks: [Chunk], fields: [Field]) {
        if laid[index].lines == nil && laid[index].count > 0 {
            laid[index].lines = wrap(index, chunks: chunks, fields: fields).lines
        }
    }

    /// The width to cut the label to when line `line` of `chunk` shows it, else nil.
    private func labelWidth(of chunk: Chunk, at line: Int) -> Int? {
        guard chunk.isFirst && line == 0 else { return nil }
        return geometry.isStacked ? geometry.width : geometry.labelWidth
    }

    /// The value's part of line `line` of chunk `index` (kept), nil for a stacked label's line.
    private func valueLine(of index: Int, at line: Int) -> TextMetrics.WrappedLine? {
        guard let kept = laid[index].lines else { return nil }
        let offset = geometry.isStacked && laid[index].count > kept.count ? line - 1 : line
        return offset >= 0 && offset < kept.count ? lines[kept.lowerBound + offset] : nil
    }

    /// Puts `name` cut to `width` columns in `scratch`.
    private mutating func makeLabel(_ name: String, toWidth width: Int) {
        let isPlain = name.withUTF8Bytes { bytes in
            guard TextMetrics.isPrintableASCII(bytes) else { return false }
            TextMetrics.setASCII(&scratch, to: UnsafeBufferPointer(rebasing: bytes[..<min(bytes.count, width + 1)]))
            return true
        }
        if !isPlain {
            scratch.removeAll(keepingCapacity: true)
            Glyph.appendGlyphs(of: name[...], to: &scratch, columns: width + 1)
        }
        TextMetrics.truncate(&scratch, toWidth: width)
    }

    /// Puts the glyphs of `line` of `chunk` (blanks before them left out) in `scratch`.
    private mutating func makeValue(_ line: TextMetrics.WrappedLine, chunk: Chunk, isASCII: Bool, fields: [Field]) {
        guard isASCII else {
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: glyphs[line.start..<line.end])
            return
        }
        let offset = chunk.bytes.lowerBound
        fields[chunk.field].value.withUTF8Bytes { bytes in
            TextMetrics.setASCII(&scratch, to: UnsafeBufferPointer(rebasing: bytes[(offset + line.start)..<(offset + line.end)]))
        }
    }

    /// Wraps the value of chunk `index` into `lines`, first forgetting the chunks kept when
    /// keeping this one too would pass `keptBytes`.
    private mutating func wrap(_ index: Int, chunks: [Chunk], fields: [Field]) -> (lines: Range<Int>, isASCII: Bool) {
        let chunk = chunks[index]
        if !kept.isEmpty && keptSize + chunk.bytes.count > RecordDetailLayout.keptBytes {
            for forgotten in kept { laid[forgotten].lines = nil }
            kept.removeAll(keepingCapacity: true)
            keptSize = 0
            lines.removeAll(keepingCapacity: true)
            glyphs.removeAll(keepingCapacity: true)
        }
        let start = lines.count
        let width = geometry.valueWidth
        let isASCII = fields[chunk.field].value.withUTF8Bytes { bytes in
            TextMetrics.wrap(utf8: UnsafeBufferPointer(rebasing: bytes[chunk.bytes]), toWidth: width, into: &lines,
                             glyphs: &glyphs)
        }
        if index < laid.count { laid[index].isASCII = isASCII }
        kept.append(index)
        keptSize += chunk.bytes.count + 1
        return (start..<lines.count, isASCII)
    }
}

extension String {
    /// Calls `body` with the string's UTF-8, copying it only when it is not stored
    /// contiguously (never for strings made in Swift).
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
