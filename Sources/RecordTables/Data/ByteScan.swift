#if canImport(Glibc)
import Glibc
#endif

/// Small byte-level helpers over raw memory, built on the C library where it does the job.
enum ByteScan {
    /// The offset of the first `byte` in `p[from ..< to]`, found with `memchr`.
    @inline(__always)
    static func find(_ byte: UInt8, _ p: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let hit = memchr(p + from, Int32(byte), to - from) else { return nil }
        return UnsafeRawPointer(p).distance(to: UnsafeRawPointer(hit))
    }

    /// The offset of the first `a` or `b` in `p[from ..< to]`, or `to` when there is none:
    /// eight bytes at a time, as a field's end (a delimiter or a line feed) is looked for.
    @inline(__always)
    static func firstOf(_ a: UInt8, _ b: UInt8, _ p: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        let raw = UnsafeRawPointer(p)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let wordA = ones &* UInt64(a)
        let wordB = ones &* UInt64(b)
        var i = from
        while i &+ 8 <= to {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            let x = word ^ wordA
            let y = word ^ wordB
            // The high bit of each byte of x or y that is zero; the lowest is exact (a borrow
            // can only mark bytes above a zero one), and the first in memory.
            let zeros = ((x &- ones) & ~x | (y &- ones) & ~y) & 0x8080_8080_8080_8080
            if zeros != 0 { return i &+ zeros.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < to && p[i] != a && p[i] != b { i &+= 1 }
        return i
    }

    /// How many times `byte` occurs in `p[from ..< to]`.
    @inline(__always)
    static func count(_ byte: UInt8, _ p: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var total = 0
        var i = from
        while i < to {
            total &+= p[i] == byte ? 1 : 0
            i &+= 1
        }
        return total
    }

    /// True if `p[range]` holds exactly `bytes`.
    static func equals(_ p: UnsafePointer<UInt8>, _ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        guard range.count == bytes.count else { return false }
        var k = 0
        for i in range {
            if p[i] != bytes[k] { return false }
            k += 1
        }
        return true
    }

    /// JSON whitespace: space, tab, LF, CR.
    @inline(__always)
    static func isSpace(_ c: UInt8) -> Bool {
        c == 32 || c == 10 || c == 13 || c == 9
    }

    /// True if the bytes start with the UTF-8 byte order mark.
    static func hasBOM(_ p: UnsafePointer<UInt8>, count: Int) -> Bool {
        count >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF
    }

    /// True if `p[from ..< to]` contains a NUL byte.
    static func containsNUL(_ p: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        find(0, p, from: from, to: to) != nil
    }

    /// True if `p[from ..< to]` is well-formed UTF-8 (no overlongs, surrogates or values past
    /// U+10FFFF). ASCII runs are checked eight bytes at a time.
    static func isValidUTF8(_ p: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        let raw = UnsafeRawPointer(p)
        var i = from
        while i < to {
            if i &+ 32 <= to {
                let a = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                let b = raw.loadUnaligned(fromByteOffset: i &+ 8, as: UInt64.self)
                let c = raw.loadUnaligned(fromByteOffset: i &+ 16, as: UInt64.self)
                let d = raw.loadUnaligned(fromByteOffset: i &+ 24, as: UInt64.self)
                if (a | b | c | d) & 0x8080_8080_8080_8080 == 0 {
                    i &+= 32
                    continue
                }
            }
            let lead = p[i]
            if lead < 0x80 {
                i &+= 1
                continue
            }
            let extra: Int
            var scalar: UInt32
            let minimum: UInt32
            if lead & 0xE0 == 0xC0 {
                extra = 1; scalar = UInt32(lead & 0x1F); minimum = 0x80
            } else if lead & 0xF0 == 0xE0 {
                extra = 2; scalar = UInt32(lead & 0x0F); minimum = 0x800
            } else if lead & 0xF8 == 0xF0 {
                extra = 3; scalar = UInt32(lead & 0x07); minimum = 0x10000
            } else {
                return false
            }
            guard i + extra < to else { return false }
            for k in 1...extra {
                let next = p[i + k]
                guard next & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return false }
            i += extra + 1
        }
        return true
    }
}
