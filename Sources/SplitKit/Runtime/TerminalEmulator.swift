/// Just enough of a terminal to show what `ScreenWriter` sends with the `ansi`
/// capabilities, as a `Canvas`: cursor addressing (CUP, CHA, VPA), clear, EL, ECH, CR,
/// scrolling (DECSTBM, LF at the region's bottom, RI at its top), SGR 0/1/2/3/4/7 with
/// 256-colour foreground and background, `ESC ( B`, and UTF-8 text with wide characters
/// and combining marks, and OSC 52 (the clipboard, kept in `copied`). `HeadlessTerminal` feeds it every frame's bytes, so a test reads
/// what a terminal would show; anything else it is sent is listed in `unrecognized`.
public struct TerminalEmulator: Sendable {
    /// What the terminal shows: text and styles.
    public private(set) var screen: Canvas
    /// Sequences and bytes it did not understand, for a test to report.
    public private(set) var unrecognized: [String] = []
    /// The texts OSC 52 sequences put on the clipboard, decoded, oldest first.
    public private(set) var copied: [String] = []
    private var cells: [Cell]
    private let size: Size
    private var row = 0
    private var column = 0
    private var style = Style.plain
    private var regionTop = 0
    private var regionBottom: Int

    /// A blank screen of `size`, the cursor top left, scrolling the whole screen.
    public init(size: Size) {
        self.size = size
        regionBottom = size.height - 1
        cells = Array(repeating: .blank(), count: size.width * size.height)
        screen = Canvas(size: size)
    }

    /// Applies `bytes`, as a terminal applies what it reads, and updates `screen`.
    public mutating func feed(_ bytes: [UInt8]) {
        guard !cells.isEmpty else { return }  // nothing can be drawn, nor the cursor placed
        var index = 0
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x20 else {
                text.append(byte)
                index += 1
                continue
            }
            printText(text)
            text.removeAll(keepingCapacity: true)
            index += 1
            switch byte {
            case 0x1B: index = escape(bytes, at: index)
            case 0x0D: column = 0
            case 0x0A: if row == regionBottom { scroll(up: true) } else { row = min(size.height - 1, row + 1) }
            default: unrecognized.append("control byte \(byte)")
            }
        }
        printText(text)
        screen = Canvas(size: size, cells: cells)
    }

    /// Prints UTF-8 `text` at the cursor: a combining mark joins the glyph before it.
    private mutating func printText(_ text: [UInt8]) {
        for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
            let category = scalar.properties.generalCategory
            if [.nonspacingMark, .enclosingMark, .spacingMark].contains(category) {
                let x = column > 0 && cells[row * size.width + column - 1].isContinuation ? column - 2 : column - 1
                if x >= 0, let combined = Glyph.glyphs(of: cells[row * size.width + x].text + String(scalar)).first {
                    cells[row * size.width + x].glyph = combined
                }
            } else if let glyph = Glyph.glyphs(of: String(scalar)).first {
                put(glyph)
            }
        }
    }

    /// Puts one glyph at the cursor and moves past it; half a wide glyph overwritten is blanked.
    private mutating func put(_ glyph: Glyph) {
        guard row < size.height, column + glyph.width <= size.width else {
            unrecognized.append("text past the right margin at \(row),\(column)")
            return
        }
        let start = row * size.width + column, end = start + glyph.width
        if cells[start].isContinuation && column > 0 { cells[start - 1] = .blank(style) }
        if column + glyph.width < size.width && cells[end].isContinuation { cells[end] = .blank(style) }
        cells[start] = Cell(glyph: glyph, style: style)
        if glyph.width == 2 { cells[start + 1] = Cell(glyph: .continuation, style: style) }
        column += glyph.width
    }

    /// Applies the sequence whose ESC was just before `start`; returns the index after it.
    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start < bytes.count else { return start }
        switch bytes[start] {
        case UInt8(ascii: "("): return start + 2
        case UInt8(ascii: "M"):
            if row == regionTop { scroll(up: false) } else { row = max(0, row - 1) }
            return start + 1
        case UInt8(ascii: "["): break
        case UInt8(ascii: "]"): return operatingSystemCommand(bytes, at: start + 1)
        default:
            unrecognized.append("ESC \(bytes[start])")
            return start + 1
        }
        var end = start + 1
        while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return end }
        let numbers = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        if !controlSequence(bytes[end], numbers: numbers) {
            unrecognized.append("CSI \(String(decoding: bytes[(start + 1)...end], as: UTF8.self))")
        }
        return end + 1
    }

    /// Reads an OSC sequence from `start` to its BEL or ST; returns the index after it.
    private mutating func operatingSystemCommand(_ bytes: [UInt8], at start: Int) -> Int {
        var end = start
        while end < bytes.count && bytes[end] != 0x07 && bytes[end] != 0x1B { end += 1 }
        let body = bytes[start..<end]
        let prefix = Array("52;c;".utf8)
        if body.starts(with: prefix), let text = Base64.decode(body.dropFirst(prefix.count)) {
            copied.append(String(decoding: text, as: UTF8.self))
        } else {
            unrecognized.append("OSC \(String(decoding: body, as: UTF8.self))")
        }
        return end < bytes.count && bytes[end] == 0x1B ? end + 2 : end + 1
    }

    /// Applies CSI `numbers` `final`; returns false when it is not one it knows.
    private mutating func controlSequence(_ final: UInt8, numbers: [Int]) -> Bool {
        let first = max(1, numbers.first ?? 1)
        let second = max(1, numbers.count > 1 ? numbers[1] : 1)
        switch final {
        case UInt8(ascii: "H"): (row, column) = (min(first, size.height) - 1, min(second, size.width) - 1)
        case UInt8(ascii: "G"): column = min(first, size.width) - 1
        case UInt8(ascii: "d"): row = min(first, size.height) - 1
        case UInt8(ascii: "J"): erase(0..<cells.count)
        case UInt8(ascii: "K"): erase((row * size.width + column)..<((row + 1) * size.width))
        case UInt8(ascii: "X"): erase((row * size.width + column)..<(row * size.width + min(size.width, column + first)))
        case UInt8(ascii: "m"): applySGR(numbers)
        case UInt8(ascii: "r"):
            regionTop = first - 1
            regionBottom = (numbers.count > 1 && numbers[1] > 0 ? min(numbers[1], size.height) : size.height) - 1
            (row, column) = (0, 0)
        default: return false
        }
        return true
    }

    /// Blanks `range` of the cells in the current style.
    private mutating func erase(_ range: Range<Int>) {
        for index in range { cells[index] = .blank(style) }
    }

    /// Moves the scroll region's lines up (or down) one, a blank line entering.
    private mutating func scroll(up: Bool) {
        let width = size.width
        let top = regionTop * width, bottom = regionBottom * width
        if up {
            cells.replaceSubrange(top..<(top + width), with: [])
            cells.insert(contentsOf: Array(repeating: .blank(), count: width), at: bottom)
        } else {
            cells.replaceSubrange(bottom..<(bottom + width), with: [])
            cells.insert(contentsOf: Array(repeating: .blank(), count: width), at: top)
        }
    }

    private mutating func applySGR(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            switch numbers[index] {
            case 0: style = .plain
            case 1: style.attributes.insert(.bold)
            case 2: style.attributes.insert(.dim)
            case 3: style.attributes.insert(.italic)
            case 4: style.attributes.insert(.underline)
            case 7: style.attributes.insert(.reverse)
            case 38 where index + 2 < numbers.count && numbers[index + 1] == 5:
                style.foreground = .palette(UInt8(clamping: numbers[index + 2]))
                index += 2
            case 48 where index + 2 < numbers.count && numbers[index + 1] == 5:
                style.background = .palette(UInt8(clamping: numbers[index + 2]))
                index += 2
            default:
                unrecognized.append("SGR " + numbers[index...].map(String.init).joined(separator: ";"))
                return
            }
            index += 1
        }
    }
}
