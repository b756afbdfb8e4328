extension Int {
    /// The count with its noun, singular for one: "1 row", "1,000 rows" (for nouns whose
    /// plural takes an s, as every count the app shows does).
    public func counted(_ noun: String) -> String {
        thousandsSeparated + " " + (self == 1 ? noun : noun + "s")
    }

    /// The most bytes `writeThousandsSeparated` writes: nineteen digits, six commas, a sign.
    static let thousandsSeparatedCapacity = 26

    /// The number with thousands separators, as people read counts: "1,000,000". Fixed
    /// rather than from the locale, so screens and tests read the same everywhere.
    public var thousandsSeparated: String {
        // Written as bytes on the stack, right to left: a status bar shows a few counts on
        // every frame, and a string made digit by digit is far more code for the same.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int.thousandsSeparatedCapacity) { buffer in
            let start = writeThousandsSeparated(endingAt: buffer.count, in: buffer)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// Writes `thousandsSeparated`'s bytes into `buffer` so that they end just before
    /// `end` (at least `thousandsSeparatedCapacity` bytes in); returns where they begin.
    func writeThousandsSeparated(endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        writeDecimal(endingAt: end, in: buffer, separatingThousands: true)
    }

    /// The bytes `writeDecimal` writes without separators: the digits, and a minus sign.
    var decimalLength: Int {
        let sign = self < 0 ? 1 : 0
        let value = magnitude
        if value < 10 { return sign + 1 }
        if value < 100 { return sign + 2 }
        if value < 1000 { return sign + 3 }
        var length = sign + 4
        var rest = value / 10_000
        while rest > 0 {
            rest /= 10
            length += 1
        }
        return length
    }

    /// Appends the number in decimal to `bytes`, as `writeDecimal` writes it.
    func appendDecimal(to bytes: inout [UInt8]) {
        bytes.append(contentsOf: repeatElement(0, count: decimalLength))
        bytes.withUnsafeMutableBufferPointer { _ = writeDecimal(endingAt: $0.count, in: $0) }
    }

    /// Writes the number in decimal into `buffer`, right to left, so that it ends just
    /// before `end` (at most `thousandsSeparatedCapacity` bytes, separators and sign
    /// included); returns where it begins.
    func writeDecimal(endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>,
                      separatingThousands: Bool = false) -> Int {
        var rest = magnitude
        var index = end
        var digits = 0
        repeat {
            if separatingThousands && digits > 0 && digits % 3 == 0 {
                index -= 1
                buffer[index] = UInt8(ascii: ",")
            }
            index -= 1
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            digits += 1
        } while rest > 0
        if self < 0 {
            index -= 1
            buffer[index] = UInt8(ascii: "-")
        }
        return index
    }
}
