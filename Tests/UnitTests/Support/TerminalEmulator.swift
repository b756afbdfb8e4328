@testable import RecordBrowser
@testable import RecordTables
@testable import SplitKit

/// Just enough of a terminal to check what `ScreenWriter` sends with the ANSI
/// capabilities: cursor addressing (CUP, CHA, VPA), clear, EL, ECH, CR, scrolling
/// (DECSTBM, LF at the region's bottom, RI at its top), SGR 0/1/2/3/4/7 with
/// 256-colour foreground and background, `ESC ( B`, and UTF-8 text with wide characters
/// and combining marks. Anything else fails the test that fed it.
struct TerminalEmulator {
    private(set) var cells: [[Cell]]
    private var row = 0
    private var column = 0
    private var style = Style.plain
    private var regionTop = 0
    private var regionBottom: Int
    let size: Size
    /// Sequences it did not understand, for the test to report.
    private(set) var unknown: [String] = []

    init(size: Size) {
        self.size = size
        regionBottom = size.height - 1
        cells = Array(repeating: Array(repeating: .blank(), count: size.width), count: size.height)
    }

    /// The screen as text, as `Canvas.text` gives it.
    var text: String {
        cells.map { line in
            var text = line.map(\.text).joined()
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    /// Whether every cell shows what `canvas` has, text and style.
    func shows(_ canvas: Canvas) -> Bool {
        for y in 0..<size.height {
            for x in 0..<size.width where cells[y][x] != canvas[x, y] { return false }
        }
        return true
    }

    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            for scalar in String(decoding: text, as: UTF8.self).unicodeScalars { put(scalar) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                flushText()
                index = escape(bytes, at: index)
            } else if byte == 0x0D {
                flushText()
                column = 0
                index += 1
            } else if byte == 0x0A {
                flushText()
                if row == regionBottom { scroll(up: true) } else { row = min(size.height - 1, row + 1) }
                index += 1
            } else {
                text.append(byte)
                index += 1
            }
        }
        flushText()
    }

    private mutating func put(_ scalar: Unicode.Scalar) {
        let category = scalar.properties.generalCategory
        guard ![.nonspacingMark, .enclosingMark, .spacingMark].contains(category),
              let glyph = Glyph.glyphs(of: String(scalar)).first else {
            // A combining mark: it joins the glyph before the cursor.
            let x = column > 0 && cells[row][column - 1].isContinuation ? column - 2 : column - 1
            if x >= 0 {
                let combined = Glyph.glyphs(of: cells[row][x].text + String(scalar))
                if let first = combined.first { cells[row][x].glyph = first }
            }
            return
        }
        guard row < size.height, column + glyph.width <= size.width else {
            unknown.append("text past the right margin at \(row),\(column)")
            return
        }
        cells[row][column] = Cell(glyph: glyph, style: style)
        if glyph.width == 2 { cells[row][column + 1] = Cell(glyph: .continuation, style: style) }
        column += glyph.width
    }

    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count else { return bytes.count }
        if bytes[start + 1] == UInt8(ascii: "(") { return start + 3 }
        if bytes[start + 1] == UInt8(ascii: "M") {
            if row == regionTop { scroll(up: false) } else { row = max(0, row - 1) }
            return start + 2
        }
        guard bytes[start + 1] == UInt8(ascii: "[") else {
            unknown.append("ESC \(bytes[start + 1])")
            return start + 2
        }
        var index = start + 2
        while index < bytes.count && !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return index }
        let numbers = String(decoding: bytes[(start + 2)..<index], as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) ?? 0 }
        let first = max(1, numbers.first ?? 1)
        switch bytes[index] {
        case UInt8(ascii: "H"):
            row = first - 1
            column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
        case UInt8(ascii: "G"): column = first - 1
        case UInt8(ascii: "d"): row = first - 1
        case UInt8(ascii: "J"):
            cells = Array(repeating: Array(repeating: .blank(style), count: size.width), count: size.height)
        case UInt8(ascii: "K"):
            for x in column..<size.width { cells[row][x] = .blank(style) }
        case UInt8(ascii: "X"):
            for x in column..<min(size.width, column + first) { cells[row][x] = .blank(style) }
        case UInt8(ascii: "m"): applySGR(numbers)
        case UInt8(ascii: "r"):
            regionTop = first - 1
            regionBottom = (numbers.count > 1 && numbers[1] > 0 ? numbers[1] : size.height) - 1
            row = 0
            column = 0
        default: unknown.append("CSI \(String(decoding: bytes[(start + 2)...index], as: UTF8.self))")
        }
        return index + 1
    }

    /// Moves the scroll region's lines up (or down) one, a blank line entering.
    private mutating func scroll(up: Bool) {
        let blank = Array(repeating: Cell.blank(), count: size.width)
        if up {
            cells.remove(at: regionTop)
            cells.insert(blank, at: regionBottom)
        } else {
            cells.remove(at: regionBottom)
            cells.insert(blank, at: regionTop)
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
            case 38 where index + 2 < numbers.count:
                style.foreground = .palette(UInt8(numbers[index + 2]))
                index += 2
            case 48 where index + 2 < numbers.count:
                style.background = .palette(UInt8(numbers[index + 2]))
                index += 2
            default: unknown.append("SGR \(numbers[index])")
            }
            index += 1
        }
    }
}
