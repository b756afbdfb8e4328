/// A 1-based line and column in the input, for error messages.
struct TextPosition: Equatable {
    var line: Int
    var column: Int

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset`: lines are counted with `memchr`; the column counts Unicode
    /// scalars from the start of the line (a leading BOM is not counted).
    init(offset: Int, in bytes: UnsafePointer<UInt8>?, count: Int) {
        self.init(line: 1, column: 1)
        guard let p = bytes else { return }
        advance(over: UnsafeBufferPointer(start: p, count: max(0, min(offset, count))), atStart: true)
    }

    /// Moves past `bytes`, which follow the bytes passed so far (`atStart`: they begin the input),
    /// in lines ended by `lineEnd` (LF, or CR in a file of CR line ends).
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>, atStart: Bool, lineEnd: UInt8 = 10) {
        guard let p = bytes.baseAddress else { return }
        let target = bytes.count
        var lineStart = atStart && ByteScan.hasBOM(p, count: target) ? 3 : 0
        while let newline = ByteScan.find(lineEnd, p, from: lineStart, to: target) {
            line += 1
            column = 1
            lineStart = newline + 1
        }
        for i in lineStart..<max(lineStart, target) where p[i] & 0xC0 != 0x80 { column += 1 }
    }
}
