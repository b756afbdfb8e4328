/// Assembles Unicode scalars from UTF-8 bytes as a terminal sends them, a character
/// possibly split across two reads.
///
/// Only well-formed UTF-8 makes a scalar: stray continuation bytes, overlong forms,
/// surrogates, values past U+10FFFF and the bytes F5–FF are dropped, as the C library
/// refuses them (ncurses' `wget_wch` returned nothing for them). A byte that cuts a
/// character short drops the partial character and is itself decoded afresh, so a key
/// typed after garbage still counts.
struct UTF8Assembler: Sendable {
    /// The bits collected so far of the character being assembled.
    private var scalar: UInt32 = 0
    /// Continuation bytes still expected.
    private var remaining: UInt8 = 0
    /// The range the next continuation byte must fall in (narrower than 80–BF right after
    /// E0, ED, F0 and F4, which is what excludes overlong forms, surrogates and > U+10FFFF).
    private var lower: UInt8 = 0x80
    private var upper: UInt8 = 0xbf

    /// Whether part of a character has arrived and waits for the rest.
    var isPending: Bool { remaining > 0 }

    /// Drops a partial character (the rest did not come in time).
    mutating func reset() { remaining = 0 }

    /// Takes one byte; returns the scalar it completes, or nil when the character is not
    /// complete yet or the byte was dropped.
    mutating func take(_ byte: UInt8) -> UInt32? {
        if remaining > 0 {
            if byte >= lower && byte <= upper {
                scalar = scalar << 6 | UInt32(byte & 0x3f)
                remaining -= 1
                lower = 0x80
                upper = 0xbf
                return remaining == 0 ? scalar : nil
            }
            remaining = 0  // cut short: the partial character is dropped, this byte read afresh
        }
        switch byte {
        case 0x00...0x7f: return UInt32(byte)
        case 0xc2...0xdf: start(byte & 0x1f, remaining: 1)
        case 0xe0: start(0, remaining: 2, lower: 0xa0)
        case 0xed: start(0x0d, remaining: 2, upper: 0x9f)
        case 0xe1...0xef: start(byte & 0x0f, remaining: 2)
        case 0xf0: start(0, remaining: 3, lower: 0x90)
        case 0xf1...0xf3: start(byte & 0x07, remaining: 3)
        case 0xf4: start(0x04, remaining: 3, upper: 0x8f)
        default: break  // a continuation byte without a start, C0/C1 (overlong), F5–FF: never valid here
        }
        return nil
    }

    private mutating func start(_ bits: UInt8, remaining: UInt8, lower: UInt8 = 0x80, upper: UInt8 = 0xbf) {
        scalar = UInt32(bits)
        self.remaining = remaining
        self.lower = lower
        self.upper = upper
    }
}
