/// A 1-based line and column in the input, for error messages.
struct TextPosition: Equatable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset`: lines (ended by `lineEnd`, LF or CR) are counted with
    /// `memchr`; the column counts Unicode scalars from the start of the line (a leading BOM
    /// is not counted).
    init(offset: Int, in bytes: UnsafePointer<UInt8>?, count: Int, lineEnd: UInt8 = 10) {
        line = 1
        column = 1
        guard let p = bytes else { return }
        let target = max(0, min(offset, count))
        var lineStart = 0
        while let newline = ByteScan.find(lineEnd, p, from: lineStart, to: target) {
            line += 1
            lineStart = newline + 1
        }
        var i = lineStart == 0 && ByteScan.hasBOM(p, count: count) ? min(3, target) : lineStart
        while i < target {
            if p[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
    }
}
