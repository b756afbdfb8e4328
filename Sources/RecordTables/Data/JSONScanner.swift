/// Validates one JSON value in raw bytes without building it, and finds where it ends.
///
/// It is a pushdown automaton with an explicit stack, so nesting depth is limited only by memory
/// (10,000 levels is fine). Errors carry the byte offset of the offending character. Strings must
/// not contain raw control characters, as RFC 8259 says.
final class JSONScanner {
    /// Result of scanning: the value ends at `end`, or the input stops inside it.
    enum Outcome: Equatable {
        case complete(end: Int)
        case needMore
    }

    private enum Expect { case value, valueOrClose, keyOrClose, key, colon, commaOrClose }
    private var stack: [UInt8] = []

    /// Scans the value starting at `start` (which must not be whitespace).
    func scan(_ p: UnsafePointer<UInt8>, from start: Int, available n: Int, atEOF: Bool)
        throws(ScanFailure) -> Outcome {
        stack.removeAll(keepingCapacity: true)
        var i = start
        var expect = Expect.value
        while true {
            while i < n && ByteScan.isSpace(p[i]) { i += 1 }
            if i >= n {
                if atEOF { throw Self.failure(n, "unexpected end of input (unclosed value)") }
                return .needMore
            }
            let c = p[i]
            var finishedValue = false
            switch expect {
            case .value, .valueOrClose:
                if c == UInt8(ascii: "]") && expect == .valueOrClose {
                    stack.removeLast()
                    i += 1
                    finishedValue = true
                } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                    stack.append(c)
                    expect = c == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                    i += 1
                } else {
                    guard let end = try scalar(p, at: i, available: n, atEOF: atEOF) else { return .needMore }
                    i = end
                    finishedValue = true
                }
            case .keyOrClose, .key:
                if c == UInt8(ascii: "}") && expect == .keyOrClose {
                    stack.removeLast()
                    i += 1
                    finishedValue = true
                } else if c == UInt8(ascii: "\"") {
                    guard let end = try string(p, at: i, available: n, atEOF: atEOF) else { return .needMore }
                    i = end
                    expect = .colon
                } else {
                    throw Self.failure(i, "expected a string key")
                }
            case .colon:
                guard c == UInt8(ascii: ":") else { throw Self.failure(i, "expected ':' after the key") }
                i += 1
                expect = .value
            case .commaOrClose:
                let inObject = stack.last == UInt8(ascii: "{")
                if c == UInt8(ascii: ",") {
                    i += 1
                    expect = inObject ? .key : .value
                } else if c == (inObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    stack.removeLast()
                    i += 1
                    finishedValue = true
                } else {
                    throw Self.failure(i, inObject ? "expected ',' or '}'" : "expected ',' or ']'")
                }
            }
            if finishedValue {
                if stack.isEmpty { return .complete(end: i) }
                expect = .commaOrClose
            }
        }
    }

    /// A string, number or literal at `i`; returns its end, or nil if the input stops inside it.
    private func scalar(_ p: UnsafePointer<UInt8>, at i: Int, available n: Int, atEOF: Bool)
        throws(ScanFailure) -> Int? {
        switch p[i] {
        case UInt8(ascii: "\""): return try string(p, at: i, available: n, atEOF: atEOF)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number(p, at: i, available: n, atEOF: atEOF)
        case UInt8(ascii: "t"): return try literal("true", p, at: i, available: n, atEOF: atEOF)
        case UInt8(ascii: "f"): return try literal("false", p, at: i, available: n, atEOF: atEOF)
        case UInt8(ascii: "n"): return try literal("null", p, at: i, available: n, atEOF: atEOF)
        default: throw Self.failure(i, "expected a value")
        }
    }

    private func string(_ p: UnsafePointer<UInt8>, at start: Int, available n: Int, atEOF: Bool)
        throws(ScanFailure) -> Int? {
        var j = start + 1
        while j < n {
            let c = p[j]
            if c == UInt8(ascii: "\"") { return j + 1 }
            if c == UInt8(ascii: "\\") {
                guard j + 1 < n else { break }
                switch p[j + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    j += 2
                case UInt8(ascii: "u"):
                    guard j + 6 <= n else { j = n; continue }
                    for k in 2..<6 where JSONText.hexValue(p[j + k]) == nil {
                        throw Self.failure(j, "invalid \\u escape (needs four hex digits)")
                    }
                    j += 6
                default:
                    throw Self.failure(j, "invalid escape in string")
                }
                continue
            }
            if c < 0x20 { throw Self.failure(j, "control character in string (must be escaped)") }
            j += 1
        }
        if atEOF { throw Self.failure(start, "unterminated string (opened here)") }
        return nil
    }

    private func number(_ p: UnsafePointer<UInt8>, at start: Int, available n: Int, atEOF: Bool)
        throws(ScanFailure) -> Int? {
        var j = start
        func digits() -> Int {
            let from = j
            while j < n && p[j] >= UInt8(ascii: "0") && p[j] <= UInt8(ascii: "9") { j += 1 }
            return j - from
        }
        if p[j] == UInt8(ascii: "-") { j += 1 }
        if j < n && p[j] == UInt8(ascii: "0") {
            j += 1
        } else if digits() == 0 {
            if j == n && !atEOF { return nil }
            throw Self.failure(j, "invalid number")
        }
        if j < n && p[j] == UInt8(ascii: ".") {
            j += 1
            if digits() == 0 {
                if j == n && !atEOF { return nil }
                throw Self.failure(j, "invalid number (digit expected after '.')")
            }
        }
        if j < n && (p[j] == UInt8(ascii: "e") || p[j] == UInt8(ascii: "E")) {
            j += 1
            if j < n && (p[j] == UInt8(ascii: "+") || p[j] == UInt8(ascii: "-")) { j += 1 }
            if digits() == 0 {
                if j == n && !atEOF { return nil }
                throw Self.failure(j, "invalid number (digit expected in exponent)")
            }
        }
        if j == n && !atEOF { return nil }
        return j
    }

    private func literal(_ word: StaticString, _ p: UnsafePointer<UInt8>, at start: Int, available n: Int,
                         atEOF: Bool) throws(ScanFailure) -> Int? {
        let length = word.utf8CodeUnitCount
        let expected = word.utf8Start
        for k in 0..<length {
            if start + k >= n {
                if atEOF { break }
                return nil
            }
            guard p[start + k] == expected[k] else { break }
            if k == length - 1 { return start + length }
        }
        throw Self.failure(start, "expected a value")
    }

    private static func failure(_ offset: Int, _ message: String) -> ScanFailure {
        ScanFailure(offset: offset, kind: .invalidJSON, message: "invalid JSON: " + message)
    }
}
