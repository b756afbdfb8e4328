extension TableViewCell {
    /// One text of a row's line as placed: its width, its glyphs once it is cut (an uncut
    /// text is drawn from its string), style, and the gap it keeps from the text before it
    /// on its side of the line. It keeps its gap while shown, even when cut to no glyphs by
    /// its cap (an accessory text on a narrow row), until cut away.
    private struct Piece {
        var part: Part
        var isShown = true
        var string: String
        var width: Int
        var cut: [Glyph]?
        var style: Style
        var gap: Int
        var isTrailing: Bool

        /// `string` in `style`, cut with "…" to `cap` columns when wider.
        init(part: Part, string: String, cap: Int, style: Style, gap: Int, isTrailing: Bool) {
            self.part = part
            self.string = string
            self.style = style
            self.gap = gap
            self.isTrailing = isTrailing
            width = TextMetrics.width(of: string)
            if width > cap { cut(to: cap) }
        }

        /// Cuts the text with "…" to `columns`.
        mutating func cut(to columns: Int) {
            let glyphs = TextMetrics.truncate(string, toWidth: max(0, columns))
            cut = glyphs
            width = glyphs.width
        }

        /// Draws it from `x` on `y`; returns the columns drawn.
        @discardableResult
        func draw(in canvas: inout Canvas, x: Int, y: Int, clip: Rect) -> Int {
            guard let cut else { return canvas.draw(string, at: Point(x: x, y: y), style: style, clip: clip) }
            return canvas.draw(cut, at: Point(x: x, y: y), style: style, clip: clip)
        }
    }

    /// The style of the main text over the row's `base`: its attributes added, and its colour
    /// role's foreground from `theme` unless the row is `highlighted`.
    func textStyle(over base: Style, theme: Theme, highlighted: Bool) -> Style {
        var style = base.adding(textAttributes)
        if !highlighted, let textColor { style.foreground = theme[textColor].foreground }
        return style
    }

    /// Draws line `lineIndex` of the row's `lineCount` into `line` (its one-column margins
    /// included) as a table view shows it: filled in `base`, the main text in `text` (`base`
    /// when nil), the other texts in `secondary`, placed by `style`. The accessory mark keeps
    /// its room; the texts share the rest, cut in `truncationOrder` (without one, a default or
    /// subtitle row's accessory text keeps a third of the width at most).
    func draw(in canvas: inout Canvas, line: Rect, lineIndex: Int = 0, lineCount: Int = 1, base: Style,
              text textStyle: Style? = nil, secondary: Style) {
        canvas.fill(line, style: base)
        let content = line.inset(by: Insets(left: 1, right: 1))
        let width = max(0, line.width - 2)
        // Most rows of most lists are one text alone: drawn as it is, or cut with "…" by the canvas.
        if lineIndex == 0, style == .default, accessoryType == .none, detailText?.isEmpty ?? true,
           accessoryText?.isEmpty ?? true {
            canvas.draw(text, at: content.origin, style: textStyle ?? base, clip: content)
            return
        }
        let twoLines = style == .subtitle && lineCount > 1
        guard lineIndex == 0 || (twoLines && lineIndex == 1) else { return }
        let mark = lineIndex == 0 && accessoryType != .none ? Glyph.glyphs(of: accessoryType.mark) : []
        canvas.draw(mark, at: Point(x: content.maxX - mark.width, y: line.minY), style: secondary, clip: content)
        var room = mark.isEmpty ? width : width - mark.width - 1
        var x = content.minX
        if style == .value2, lineIndex == 0 {
            let column = room / 4
            let label = TextMetrics.truncate(detailText ?? "", toWidth: column)
            canvas.draw(label, at: Point(x: x + column - label.width, y: line.minY), style: secondary, clip: content)
            x += column + 1
            room -= column + 1
        }
        var pieces = self.pieces(onLine: lineIndex, twoLines: twoLines, room: room,
                                 text: textStyle ?? base, secondary: secondary)
        fit(&pieces, into: room)
        var leading = x
        var trailing = x + room
        for (index, piece) in pieces.enumerated() where piece.isShown {
            let gap = pieces[..<index].contains { $0.isShown && $0.isTrailing == piece.isTrailing } ? piece.gap : 0
            if piece.isTrailing {
                trailing -= gap + piece.width
                piece.draw(in: &canvas, x: trailing, y: line.minY, clip: content)
            } else {
                leading += gap
                leading += piece.draw(in: &canvas, x: leading, y: line.minY, clip: content)
            }
        }
    }

    /// The texts of line `lineIndex`, leading ones first, then trailing ones from the right edge.
    private func pieces(onLine lineIndex: Int, twoLines: Bool, room: Int, text: Style, secondary: Style) -> [Piece] {
        func piece(_ part: Part, _ string: String?, _ style: Style, gap: Int, trailing: Bool = false,
                   width: Int? = nil) -> Piece? {
            guard let string, !string.isEmpty else { return nil }
            return Piece(part: part, string: string, cap: max(0, width ?? room), style: style, gap: gap, isTrailing: trailing)
        }
        if twoLines && lineIndex == 1 { return [piece(.detailText, detailText, secondary, gap: 0)].compactMap { $0 } }
        let capped = truncationOrder == nil && (style == .default || style == .subtitle)
        let accessory = piece(.accessoryText, accessoryText, secondary, gap: 1, trailing: true,
                              width: capped ? room / 3 : room)
        switch style {
        case .default, .subtitle:
            var pieces: [Piece] = []
            pieces.reserveCapacity(3)
            for next in [piece(.text, self.text, text, gap: 0), twoLines ? nil : piece(.detailText, detailText, secondary, gap: 2),
                         accessory] {
                if let next { pieces.append(next) }
            }
            return pieces
        case .value1:
            return [piece(.text, self.text, text, gap: 0), accessory,
                    piece(.detailText, detailText, secondary, gap: 1, trailing: true)].compactMap { $0 }
        case .value2:
            return [piece(.text, self.text, text, gap: 0), accessory].compactMap { $0 }
        }
    }

    /// Cuts `pieces` in `truncationOrder` until they fit `room` with their gaps, one between
    /// the leading and the trailing texts.
    private func fit(_ pieces: inout [Piece], into room: Int) {
        guard Self.width(of: pieces) > room else { return }
        let order = truncationOrder ?? defaultTruncationOrder
        let parts = order + [Part.text, .detailText, .accessoryText].filter { !order.contains($0) }
        for part in parts {
            guard let index = pieces.firstIndex(where: { $0.part == part }) else { continue }
            let overflow = Self.width(of: pieces) - room
            guard overflow > 0 else { return }
            guard pieces[index].isShown else { continue }
            let target = pieces[index].width - overflow
            pieces[index].cut(to: target)
            pieces[index].isShown = target > 0
        }
    }

    /// The width `pieces` take on a line with their gaps.
    private static func width(of pieces: [Piece]) -> Int {
        var total = 0
        var seen = (leading: false, trailing: false)
        for piece in pieces where piece.isShown {
            total += piece.width
            if piece.isTrailing {
                total += seen.trailing ? piece.gap : (seen.leading ? 1 : 0)
                seen.trailing = true
            } else {
                total += seen.leading ? piece.gap : (seen.trailing ? 1 : 0)
                seen.leading = true
            }
        }
        return total
    }
}

extension TableViewCell {
    /// Draws the row's values into `line` (its one-column margins included) in the columns
    /// `placed` (from the table view's `TableColumnLayout`): each cut with "…" to its width,
    /// numbers against its right edge; stand-ins in `secondary`.
    func draw(in canvas: inout Canvas, line: Rect, columns placed: [TableColumnLayout.Placed], base: Style,
              secondary: Style) {
        canvas.fill(line, style: base)
        let content = line.inset(by: Insets(left: 1, right: 1))
        for column in placed where column.column < values.count {
            let value = values[column.column]
            let style = value.isSecondary ? secondary : base
            // A value against the left edge is cut with "…" by the canvas, at its column's edge.
            guard column.isTrailing else {
                let area = Rect(x: content.minX + column.x, y: line.minY, width: column.width, height: 1).intersection(content)
                canvas.draw(value.text, at: area.origin, style: style, clip: area)
                continue
            }
            // A number is measured to stand against the right edge: drawn from its string when it fits.
            let width = TextMetrics.width(of: value.text)
            let cut = width > column.width ? TextMetrics.truncate(value.text, toWidth: column.width) : nil
            let shown = cut?.width ?? width
            let point = Point(x: content.minX + column.x + column.width - shown, y: line.minY)
            if let cut {
                canvas.draw(cut, at: point, style: style, clip: content)
            } else {
                canvas.draw(value.text, at: point, style: style, clip: content)
            }
        }
    }
}
