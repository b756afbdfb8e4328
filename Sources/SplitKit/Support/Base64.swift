/// Base64 (RFC 4648, the standard alphabet, padded with `=`): how text goes to the
/// clipboard in an OSC 52 sequence, so that nothing of it reaches the terminal raw.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64, as ASCII bytes.
    public static func encode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next(), third = iterator.next()
            let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(second == nil ? UInt8(ascii: "=") : alphabet[Int(group >> 6 & 63)])
            out.append(third == nil ? UInt8(ascii: "=") : alphabet[Int(group & 63)])
        }
        return out
    }

    /// The bytes `text` encodes in base64, or nil when it is not base64.
    public static func decode(_ text: some Collection<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var group: UInt32 = 0, count = 0, padding = 0
        for byte in text {
            if byte == UInt8(ascii: "=") {
                padding += 1
                group <<= 6
            } else {
                guard padding == 0, let value = alphabet.firstIndex(of: byte) else { return nil }
                group = group << 6 | UInt32(value)
            }
            count += 1
            if count == 4 {
                let bytes = [UInt8(group >> 16 & 255), UInt8(group >> 8 & 255), UInt8(group & 255)]
                out.append(contentsOf: bytes.prefix(3 - padding))
                group = 0
                count = 0
            }
        }
        return count == 0 && padding <= 2 ? out : nil
    }
}
