#if canImport(Glibc)
import Glibc
#endif

/// How one value sorts. A value is a number when it reads as a decimal number (a sign,
/// digits with a point, an exponent: `-1.5e3`; blanks around it ignored), empty when it is
/// blank or `null` (any case), and text otherwise: ISO dates and times are text, which
/// sorts them by time. Numbers come before text and empty values last, in both directions;
/// text compares by Unicode code point, ignoring ASCII case (values that differ only in
/// case are tied).
enum SortValue {
    /// The classes of values, in the order they sort in ascending order.
    enum Kind: UInt8 {
        case number = 0
        case text = 1
        case empty = 2
    }

    /// The kind of the value in `bytes`, its leading 8-byte key (numbers: their order as
    /// unsigned integers; text: its first eight bytes, ASCII folded to lower case) and the
    /// range of its text without surrounding blanks.
    static func classify(_ p: UnsafePointer<UInt8>, _ range: Range<Int>) -> (kind: Kind, key: UInt64, text: Range<Int>) {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isBlank(p[lower]) { lower += 1 }
        while upper > lower, isBlank(p[upper - 1]) { upper -= 1 }
        let text = lower..<upper
        if text.isEmpty || isNull(p, text) { return (.empty, 0, text) }
        if isNumber(p, text) {
            let string = String(decoding: UnsafeBufferPointer(start: p + lower, count: upper - lower), as: UTF8.self)
            if let number = Double(string), number.isFinite { return (.number, orderKey(number), text) }
        }
        return (.text, prefixKey(p, text), text)
    }

    /// Compares the folded texts `a` and `b` (see `fold(_:count:into:)`) past their first
    /// eight bytes, which their keys compared. Negative when `a` comes first.
    static func compareText(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 8, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x + 8, y + 8, common - 8)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }

    /// Appends `count` bytes from `p` to `out`, ASCII folded to lower case: text compares as
    /// its folded bytes.
    static func fold(_ p: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        for i in 0..<count { out[i] = fold(p[i]) }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13
    }

    private static func fold(_ byte: UInt8) -> UInt8 {
        byte >= 65 && byte <= 90 ? byte + 32 : byte
    }

    private static func isNull(_ p: UnsafePointer<UInt8>, _ text: Range<Int>) -> Bool {
        guard text.count == 4 else { return false }
        return fold(p[text.lowerBound]) == 110 && fold(p[text.lowerBound + 1]) == 117 && fold(p[text.lowerBound + 2]) == 108
            && fold(p[text.lowerBound + 3]) == 108
    }

    /// Whether `text` is `[+-]digits[.digits][e[+-]digits]` (digits on at least one side of the point).
    private static func isNumber(_ p: UnsafePointer<UInt8>, _ text: Range<Int>) -> Bool {
        var i = text.lowerBound
        let end = text.upperBound
        func digits() -> Int {
            let start = i
            while i < end, p[i] >= 48, p[i] <= 57 { i += 1 }
            return i - start
        }
        if p[i] == 43 || p[i] == 45 { i += 1 }
        var mantissa = digits()
        if i < end, p[i] == 46 {
            i += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if i < end, p[i] == 101 || p[i] == 69 {
            i += 1
            if i < end, p[i] == 43 || p[i] == 45 { i += 1 }
            guard digits() > 0 else { return false }
        }
        return i == end
    }

    /// `number`'s bits, arranged so that unsigned order is numeric order.
    private static func orderKey(_ number: Double) -> UInt64 {
        let bits = (number == 0 ? 0.0 : number).bitPattern
        return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
    }

    /// The first eight bytes of `text`, ASCII folded, big-endian (shorter text padded with zeros).
    private static func prefixKey(_ p: UnsafePointer<UInt8>, _ text: Range<Int>) -> UInt64 {
        var key: UInt64 = 0
        for k in 0..<8 {
            let i = text.lowerBound + k
            key = key << 8 | UInt64(i < text.upperBound ? fold(p[i]) : 0)
        }
        return key
    }
}
