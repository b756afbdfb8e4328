extension StatusBar {
    /// Where the highlight is, as people read it: "12 / 1,000", "0 / 0" with no rows.
    static func position(row: Int?, of count: Int) -> String {
        // One string from bytes on the stack: this is made again on every key that moves
        // the highlight.
        let capacity = 2 * Int.thousandsSeparatedCapacity + 3
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var start = count.writeThousandsSeparated(endingAt: buffer.count, in: buffer)
            for byte in " / ".utf8.reversed() {
                start -= 1
                buffer[start] = byte
            }
            start = (row.map { $0 + 1 } ?? 0).writeThousandsSeparated(endingAt: start, in: buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
