extension StatusBar {
    /// Where the highlight is, as people read it: "12 / 1,000", "0 / 0" with no rows,
    /// then `suffix` ("  ? help ", say).
    package static func position(row: Int?, of count: Int, followedBy suffix: String = "") -> String {
        // One string from bytes on the stack, made right to left: this is made again on
        // every key that moves the highlight, and appending to a string costs more.
        var suffix = suffix
        return suffix.withUTF8 { suffix in
            let capacity = 2 * Int.thousandsSeparatedCapacity + 3 + suffix.count
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                var start = buffer.count - suffix.count
                _ = UnsafeMutableBufferPointer(rebasing: buffer[start...]).initialize(from: suffix)
                start = count.writeThousandsSeparated(endingAt: start, in: buffer)
                for byte in " / ".utf8.reversed() {
                    start -= 1
                    buffer[start] = byte
                }
                start = (row.map { $0 + 1 } ?? 0).writeThousandsSeparated(endingAt: start, in: buffer)
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
            }
        }
    }
}
