import SplitKit
import RecordTables
/// The filter's terms as the detail shows them: each term's occurrences in the values of
/// the fields its scope covers, restyled in the lines drawn (labels are left alone).
struct DetailHighlights {
    private struct Term {
        let matcher: ByteMatcher
        /// The names of the fields searched; nil for every field.
        let fields: Set<String>?
    }

    private let terms: [Term]

    /// The terms of `query`, its columns named from `columns`.
    init(query: FilterQuery, columns: [String]) {
        terms = query.terms.map { term in
            guard case let .columns(list) = term.scope else { return Term(matcher: ByteMatcher(term.text), fields: nil) }
            return Term(matcher: ByteMatcher(term.text), fields: Set(list.filter(columns.indices.contains).map { columns[$0] }))
        }
    }

    /// True when there is nothing to highlight.
    var isEmpty: Bool { terms.isEmpty }

    /// Restyles the occurrences in `line` of `bytes`, a value of field `field` drawn a column
    /// a byte from `origin` (an ASCII line); an occurrence the wrap cut shows on both lines.
    func mark(field: String, bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>, at origin: Point, style: Style,
              in canvas: inout Canvas, clip: Rect) {
        guard let base = bytes.baseAddress else { return }
        for term in terms where term.fields?.contains(field) ?? true {
            let reach = term.matcher.length - 1
            let window = max(0, line.lowerBound - reach)..<min(bytes.count, line.upperBound + reach)
            forEachMatch(of: term.matcher, in: base + window.lowerBound, window.count) { hit in
                let found = (window.lowerBound + hit)..<(window.lowerBound + hit + term.matcher.length)
                let shown = found.clamped(to: line)
                guard !shown.isEmpty else { return }
                let cells = Rect(x: origin.x + shown.lowerBound - line.lowerBound, y: origin.y, width: shown.count, height: 1)
                canvas.restyle(cells.intersection(clip)) { _ in style }
            }
        }
    }

    /// Restyles the occurrences in `glyphs`, a line of field `field`'s value drawn from `origin`.
    func mark(field: String, glyphs: [Glyph], at origin: Point, style: Style, in canvas: inout Canvas, clip: Rect) {
        var bytes: [UInt8] = []
        var columns: [Int] = []
        var x = 0
        for glyph in glyphs {
            let text = glyph.text.utf8
            bytes.append(contentsOf: text)
            columns.append(contentsOf: repeatElement(x, count: text.count))
            x += glyph.width
        }
        columns.append(x)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for term in terms where term.fields?.contains(field) ?? true {
                forEachMatch(of: term.matcher, in: base, buffer.count) { hit in
                    let start = columns[hit], end = columns[hit + term.matcher.length]
                    let cells = Rect(x: origin.x + start, y: origin.y, width: end - start, height: 1)
                    canvas.restyle(cells.intersection(clip)) { _ in style }
                }
            }
        }
    }

    /// Calls `body` with the start of each occurrence of `matcher` in `p[0 ..< n]`.
    private func forEachMatch(of matcher: ByteMatcher, in p: UnsafePointer<UInt8>, _ n: Int, _ body: (Int) -> Void) {
        guard matcher.length > 0 else { return }
        var from = 0
        while from < n, let hit = matcher.firstMatch(p + from, n - from) {
            body(from + hit)
            from += hit + matcher.length
        }
    }
}
