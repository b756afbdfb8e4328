/// Text in runs of styles (Foundation's NSAttributedString / AttributedString, named so
/// as not to clash with them in an app that imports Foundation too). A run's style is a
/// theme's role, so the text follows the theme, or a fixed `Style`. It wraps and truncates
/// as plain text does (`TextMetrics`): a line breaks between words whatever their styles.
///
///     let subject: StyledText = StyledText("Subject: ", appearance: .role(.label))
///         + StyledText("Lunch on Friday?")
public struct StyledText: Hashable, Sendable, ExpressibleByStringLiteral {
    /// How a run is drawn (the attributes of an NSAttributedString's run).
    public enum Appearance: Hashable, Sendable {
        /// A role of the theme drawn with, with `attributes` (bold, dim…) added.
        case role(Theme.Role, Style.Attributes = [])
        /// A style of its own, whatever the theme.
        case style(Style)

        /// The style drawn with `theme`.
        public func style(in theme: Theme) -> Style {
            switch self {
            case .role(let role, let attributes): return theme[role].adding(attributes)
            case .style(let style): return style
            }
        }
    }

    /// A string in one appearance.
    public struct Run: Hashable, Sendable {
        /// The text; "\n" starts a new paragraph.
        public var string: String
        /// How it is drawn.
        public var appearance: Appearance

        /// `string` drawn as `appearance` says.
        public init(_ string: String, appearance: Appearance) {
            self.string = string
            self.appearance = appearance
        }
    }

    /// The runs, in order.
    public var runs: [Run]

    /// Text made of `runs`.
    public init(runs: [Run] = []) { self.runs = runs }

    /// `string` in one appearance, plain text by default (NSAttributedString(string:attributes:)).
    public init(_ string: String, appearance: Appearance = .role(.text)) {
        runs = [Run(string, appearance: appearance)]
    }

    /// Plain text from a literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// The characters without their styles (NSAttributedString's string).
    public var string: String { runs.map(\.string).joined() }

    /// Adds `other`'s runs after these (NSMutableAttributedString's append(_:)).
    public mutating func append(_ other: StyledText) { runs += other.runs }

    /// `left`'s runs, then `right`'s.
    public static func + (left: StyledText, right: StyledText) -> StyledText {
        StyledText(runs: left.runs + right.runs)
    }

    /// The lines of the text at `width` with `theme`: paragraphs wrapped as
    /// `TextMetrics.wrap(_:toWidth:)` wraps them. With `limit` above 0, at most that many
    /// lines, the last one ending as `lineBreakMode` says when text is left over.
    public func lines(toWidth width: Int, theme: Theme, limit: Int = 0,
                      lineBreakMode: LineBreakMode = .byWordWrapping) -> [StyledLine] {
        guard width > 0 else { return [] }
        var result: [StyledLine] = []
        let paragraphs = self.paragraphs(theme: theme)
        // Blank paragraphs at the end leave no text over.
        let lastWithText = paragraphs.lastIndex { !$0.glyphs.isEmpty } ?? 0
        for (number, paragraph) in paragraphs.enumerated() {
            var wrapped: [TextMetrics.WrappedLine] = []
            if lineBreakMode == .byCharWrapping {
                wrapped = paragraph.charWrapped(toWidth: width)
            } else {
                paragraph.glyphs.withUnsafeBufferPointer { TextMetrics.wrapParagraph($0, toWidth: width, into: &wrapped) }
            }
            for (index, line) in wrapped.enumerated() {
                let isLeftOver = index + 1 < wrapped.count || number < lastWithText
                if result.count + 1 == limit && isLeftOver && lineBreakMode != .byWordWrapping && lineBreakMode != .byCharWrapping {
                    result.append(paragraph.lastLine(from: line, width: width, mode: lineBreakMode,
                                                     moreParagraphs: number < lastWithText))
                    return result
                }
                result.append(paragraph.line(line.start..<line.end, indent: line.indent))
                if result.count == limit { return result }
            }
        }
        return result
    }

    /// The glyphs of each paragraph and the style of each glyph.
    private func paragraphs(theme: Theme) -> [Paragraph] {
        var paragraphs = [Paragraph()]
        for run in runs {
            let style = run.appearance.style(in: theme)
            for (index, part) in run.string.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .enumerated() {
                if index > 0 { paragraphs.append(Paragraph()) }
                var text = Substring(part)
                if text.utf8.last == UInt8(ascii: "\r") { text = text.dropLast() }
                paragraphs[paragraphs.count - 1].append(text, style: style)
            }
        }
        return paragraphs
    }

    /// One paragraph's glyphs, each with its style.
    private struct Paragraph {
        var glyphs: [Glyph] = []
        var styles: [Style] = []

        mutating func append(_ text: Substring, style: Style) {
            Glyph.appendGlyphs(of: text, to: &glyphs, columns: Int.max)
            styles += repeatElement(style, count: glyphs.count - styles.count)
        }

        /// The glyphs `range` after `indent` blanks (in the style of the paragraph's first glyph).
        func line(_ range: Range<Int>, indent: Int) -> StyledLine {
            StyledLine(Array(repeating: .space, count: indent) + glyphs[range],
                       styles: Array(repeating: styles.first ?? .plain, count: indent) + styles[range], width: Int.max)
        }

        /// The paragraph in lines of `width` columns, broken wherever a line is full.
        func charWrapped(toWidth width: Int) -> [TextMetrics.WrappedLine] {
            var lines: [TextMetrics.WrappedLine] = []
            var start = 0
            var used = 0
            for (index, glyph) in glyphs.enumerated() {
                if used + glyph.width > width && index > start {
                    lines.append(TextMetrics.WrappedLine(start: start, end: index, indent: 0))
                    (start, used) = (index, 0)
                }
                used += glyph.width
            }
            lines.append(TextMetrics.WrappedLine(start: start, end: glyphs.count, indent: 0))
            return lines
        }

        /// `line` run on to the paragraph's end and cut to `width` as `mode` says: clipped,
        /// or with an ellipsis at the end, the start or in the middle. When `moreParagraphs`
        /// are left out, the line ends in an ellipsis in every mode but clipping.
        func lastLine(from line: TextMetrics.WrappedLine, width: Int, mode: LineBreakMode, moreParagraphs: Bool) -> StyledLine {
            let rest = Array(repeating: Glyph.space, count: line.indent) + glyphs[line.start...]
            let restStyles = Array(repeating: styles.first ?? .plain, count: line.indent) + styles[line.start...]
            // The ellipsis takes the style of the first glyph it stands in for.
            switch mode {
            case .byTruncatingHead where !moreParagraphs:
                guard let kept = TextMetrics.headCut(rest, toWidth: width) else { break }
                let cut = rest.count - kept
                return StyledLine([TextMetrics.ellipsis] + rest[cut...], styles: [restStyles[0]] + restStyles[cut...], width: width)
            case .byTruncatingMiddle where !moreParagraphs:
                guard let (head, tail) = TextMetrics.middleCut(rest, toWidth: width) else { break }
                let cut = rest.count - tail
                return StyledLine(rest[..<head] + [TextMetrics.ellipsis] + rest[cut...],
                                  styles: restStyles[..<head] + [restStyles[head]] + restStyles[cut...], width: width)
            case .byClipping:
                break
            default:
                var ended = rest, endedStyles = restStyles
                if moreParagraphs {
                    ended.append(TextMetrics.ellipsis)
                    endedStyles.append(endedStyles.last ?? .plain)
                }
                let cut = TextMetrics.truncate(ended, toWidth: width)
                return StyledLine(cut, styles: Array(endedStyles.prefix(cut.count)), width: width)
            }
            return StyledLine(rest, styles: restStyles, width: width)
        }
    }
}

private extension StyledLine {
    /// `glyphs` with their `styles`, as many as fit in `width`, one run a style.
    init(_ glyphs: [Glyph], styles: [Style], width: Int) {
        var runs: [Run] = []
        var used = 0
        for (glyph, style) in zip(glyphs, styles) {
            used += glyph.width
            if used > width { break }
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].glyphs.append(glyph)
            } else {
                runs.append(Run([glyph], style: style))
            }
        }
        self.init(runs)
    }
}
