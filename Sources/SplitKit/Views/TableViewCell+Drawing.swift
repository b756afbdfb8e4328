extension TableViewCell {
    /// One text of a row's line as placed: its glyphs, style, and the gap it keeps from the
    /// text before it on its side of the line. It keeps its gap while shown, even when
    /// cut to no glyphs by its cap (an accessory text on a narrow row), until cut away.
    private struct Piece {
        var part: Part
        var isShown = true
        var string: String
        var glyphs: [Glyph]
        var style: Style
        var gap: Int
        var isTrailing: Bool
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
        let twoLines = style == .subtitle && lineCount > 1
        guard lineIndex == 0 || (twoLines && lineIndex == 1) else { return }
        let mark = lineIndex == 0 ? Glyph.glyphs(of: accessoryType.mark) : []
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
                trailing -= gap + piece.glyphs.width
                canvas.draw(piece.glyphs, at: Point(x: trailing, y: line.minY), style: piece.style, clip: content)
            } else {
                leading += gap
                leading += canvas.draw(piece.glyphs, at: Point(x: leading, y: line.minY), style: piece.style,
                                       clip: content)
            }
        }
    }

    /// The texts of line `lineIndex`, leading ones first, then trailing ones from the right edge.
    private func pieces(onLine lineIndex: Int, twoLines: Bool, room: Int, text: Style, secondary: Style) -> [Piece] {
        func piece(_ part: Part, _ string: String?, _ style: Style, gap: Int, trailing: Bool = false,
                   width: Int? = nil) -> Piece? {
            guard let string, !string.isEmpty else { return nil }
            let glyphs = TextMetrics.truncate(string, toWidth: max(0, width ?? room))
            return Piece(part: part, string: string, glyphs: glyphs, style: style, gap: gap, isTrailing: trailing)
        }
        if twoLines && lineIndex == 1 { return [piece(.detailText, detailText, secondary, gap: 0)].compactMap { $0 } }
        let capped = truncationOrder == nil && (style == .default || style == .subtitle)
        let accessory = piece(.accessoryText, accessoryText, secondary, gap: 1, trailing: true,
                              width: capped ? room / 3 : room)
        switch style {
        case .default, .subtitle:
            let detail = twoLines ? nil : piece(.detailText, detailText, secondary, gap: 2)
            return [piece(.text, self.text, text, gap: 0), detail, accessory].compactMap { $0 }
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
        let order = truncationOrder ?? defaultTruncationOrder
        let parts = order + [Part.text, .detailText, .accessoryText].filter { !order.contains($0) }
        for part in parts {
            guard let index = pieces.firstIndex(where: { $0.part == part }) else { continue }
            let overflow = Self.width(of: pieces) - room
            guard overflow > 0 else { return }
            guard pieces[index].isShown else { continue }
            let target = pieces[index].glyphs.width - overflow
            pieces[index].glyphs = TextMetrics.truncate(pieces[index].string, toWidth: max(0, target))
            pieces[index].isShown = target > 0
        }
    }

    /// The width `pieces` take on a line with their gaps.
    private static func width(of pieces: [Piece]) -> Int {
        var total = 0
        var seen = (leading: false, trailing: false)
        for piece in pieces where piece.isShown {
            total += piece.glyphs.width
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
            let glyphs = TextMetrics.truncate(value.text, toWidth: column.width)
            let x = content.minX + column.x + (column.isTrailing ? column.width - glyphs.width : 0)
            canvas.draw(glyphs, at: Point(x: x, y: line.minY), style: value.isSecondary ? secondary : base, clip: content)
        }
    }
}
