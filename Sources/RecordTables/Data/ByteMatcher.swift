#if canImport(Glibc)
import Glibc
#endif

/// Substring search over raw UTF-8 bytes with smart case: case-insensitive unless the pattern has
/// an uppercase letter.
///
/// Limitation: case folding is ASCII-only (`a`–`z`/`A`–`Z`). Non-ASCII letters match only in the
/// same case (`é` does not find `É`), and a pattern with a non-ASCII uppercase letter (`É`) is
/// case-sensitive, as smart case says.
package struct ByteMatcher: Sendable {
    private let pattern: [UInt8]
    /// True when matching ignores ASCII case.
    let ignoresCase: Bool

    /// A matcher of `text`, with smart case.
    package init(_ text: String) {
        ignoresCase = !text.contains { $0.isUppercase }
        pattern = ignoresCase ? text.utf8.map(Self.lower) : Array(text.utf8)
    }

    @inline(__always)
    private static func lower(_ c: UInt8) -> UInt8 {
        c &- 65 < 26 ? c | 0x20 : c
    }

    /// The pattern's length in UTF-8 bytes.
    package var length: Int { pattern.count }

    /// True if the pattern occurs in `buffer`.
    func matches(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let p = buffer.baseAddress else { return pattern.isEmpty }
        return matches(p, buffer.count)
    }

    /// True if the pattern occurs in `p[0 ..< n]`.
    func matches(_ p: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        firstMatch(p, n) != nil
    }

    /// Where the pattern first occurs in `p[0 ..< n]`, if it does.
    package func firstMatch(_ p: UnsafePointer<UInt8>, _ n: Int) -> Int? {
        let m = pattern.count
        if m == 0 { return 0 }
        if m > n { return nil }
        return pattern.withUnsafeBufferPointer { needle -> Int? in
            guard let q = needle.baseAddress else { return 0 }
            let first = q[0]
            let last = n - m
            if !ignoresCase || first &- 97 >= 26 {
                // The first byte has no other case: jump between its occurrences with memchr.
                var i = 0
                while i <= last, let hit = ByteScan.find(first, p, from: i, to: last + 1) {
                    if rest(p + hit, q, m) { return hit }
                    i = hit + 1
                }
                return nil
            }
            let upper = first & 0xDF
            var i = 0
            while i <= last {
                let c = p[i]
                if (c == first || c == upper) && rest(p + i, q, m) { return i }
                i &+= 1
            }
            return nil
        }
    }

    @inline(__always)
    private func rest(_ h: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>, _ m: Int) -> Bool {
        var k = 1
        if ignoresCase {
            while k < m && Self.lower(h[k]) == q[k] { k &+= 1 }
        } else {
            while k < m && h[k] == q[k] { k &+= 1 }
        }
        return k == m
    }
}
